// Folders of the Realtime Database beside the spec's lists, named once for every module
// that reads, writes or erases them.

/** Each lead's context, under `_context/<list>/<key>`, beside its record `<list>/<key>`. */
export const CONTEXT_FOLDER = "_context";
