// The app's only way to mark its responses: cache policy per kind, and hints a loader or
// action gives the HTTP layer (server/web/response-headers.ts decides the headers).
export { cacheControl } from "#server/web/response-headers";
export { markResponse } from "#server/http/remix";

/** The one way a route says 'no such page': the root error boundary renders it. */
export const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });
