// Bounds on an address, checked before any routing. The site's deepest real address has
// five segments (/api/v1/courses/{department}/{course}); Remix's route matching looks at
// every prefix of a path, so thousands of segments would hold the event loop for seconds.
import type { Request as ExpressRequest } from "express";
import { cacheControl } from "../web/response-headers";
import { splitTarget } from "../web/url-parts";

export const MAX_PATH_SEGMENTS = 12;
export const MAX_PATH_LENGTH = 1024;
export const MAX_QUERY_LENGTH = 2048;

/**
 * Remix's browser code asks `/__manifest` for the routes of every link on a page in one GET
 * while the whole address is at most 7,680 characters (`URL_LIMIT` in @remix-run/react's
 * fog-of-war.js; longer, it asks nothing and finds routes on a click). A page of 50 leads asks
 * with a query longer than 2,048 characters, and a refusal shows "Failed to fetch manifest
 * patches" in the console. So that request's query may be as long as such an address leaves
 * room for after the shortest origin (`http://a`), and no longer.
 */
export const REMIX_MANIFEST_URL_LIMIT = 7680;
export const MAX_MANIFEST_QUERY_LENGTH = REMIX_MANIFEST_URL_LIMIT - "http://a/__manifest".length;

const segments = (path: string) => {
  let count = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 0x2f) count++;
  return count;
};

/**
 * Where an address is out of bounds: its path (no page has one like it), or its query, longer
 * than `limit`, the longest its path may have.
 */
export type OutOfBounds = { part: "path" } | { part: "query"; limit: number };

/** Whether the address is out of bounds, and where; undefined when it is within them. */
export function outOfBounds(req: ExpressRequest): OutOfBounds | undefined {
  const { path, query } = splitTarget(req.originalUrl);
  if (path.length > MAX_PATH_LENGTH || segments(path) > MAX_PATH_SEGMENTS) return { part: "path" };
  const limit = path === "/__manifest" ? MAX_MANIFEST_QUERY_LENGTH : MAX_QUERY_LENGTH;
  if (query.length > limit) return { part: "query", limit };
  // Lazy route discovery asks for the routes of paths it is given: the same bounds hold for them.
  if (path === "/__manifest") {
    for (const asked of new URLSearchParams(query.slice(1)).getAll("p")) {
      if (asked.length > MAX_PATH_LENGTH || segments(asked) > MAX_PATH_SEGMENTS)
        return { part: "path" };
    }
  }
  return undefined;
}

/** The path, the query and the paths asked of `/__manifest` are all within their bounds. */
export const pathWithinBounds = (req: ExpressRequest): boolean => outOfBounds(req) === undefined;

/**
 * The answer to a query longer than its path may have: 414 URI Too Long (RFC 9110, section
 * 15.5.15) says the address itself was refused, where a 404 would say a page is missing (and a
 * link checker would report a broken link). It is short, plain and never kept by a cache, and
 * renders nothing: a client can send such addresses by the thousand.
 */
export const uriTooLong = (limit: number) =>
  new Response(`URI Too Long: the query of this address may be at most ${limit} characters.`, {
    status: 414,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.private },
  });
