// The app's only way to mark its responses: cache policy per kind, and hints a loader or
// action gives the HTTP layer (server/http/response-headers.ts decides the headers).
export { cacheControl } from "../../server/http/response-headers";
export { markResponse } from "../../server/http/remix";
