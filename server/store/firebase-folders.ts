// Folders of the Realtime Database beside the lead lists, named once for every module
// that reads, writes or erases them.

/** Each lead's context, under `_context/<list>/<key>`, beside its record `<list>/<key>`. */
export const CONTEXT_FOLDER = "_context";

/**
 * The `lead.erased` announcements waiting for the CRM, under `_erased/<key>~erased`
 * (server/store/erase-announcements.ts).
 */
export const ERASED_FOLDER = "_erased";

/**
 * Client keys that were reported as duplicates of another lead, under
 * `_leads/aliases/<list>/<client key>`.
 */
export const ALIASES_FOLDER = ["_leads", "aliases"] as const;
/** Content claims (the dedupe window), under `_leads/fingerprints/<list>/<fingerprint>`. */
export const FINGERPRINTS_FOLDER = ["_leads", "fingerprints"] as const;
