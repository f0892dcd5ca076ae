// The app's only way to mark its responses: cache policy per kind, and hints a loader or
// action gives the HTTP layer (server/http/answer-headers.ts decides the headers).
export { cacheControl } from "../../server/http/answer-headers";
export { markAnswer } from "../../server/http/remix";
