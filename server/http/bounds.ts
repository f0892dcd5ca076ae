// Bounds on an address, checked before any routing. The site's deepest real address has
// five segments (/api/v1/courses/{department}/{course}); Remix's route matching looks at
// every prefix of a path, so thousands of segments would hold the event loop for seconds.
import type { Request as ExpressRequest } from "express";
import { splitTarget } from "./url-parts";

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

export function pathWithinBounds(req: ExpressRequest): boolean {
  const { path, query } = splitTarget(req.originalUrl);
  if (path.length > MAX_PATH_LENGTH || segments(path) > MAX_PATH_SEGMENTS) return false;
  if (query.length > (path === "/__manifest" ? MAX_MANIFEST_QUERY_LENGTH : MAX_QUERY_LENGTH))
    return false;
  // Lazy route discovery asks for the routes of paths it is given: the same bounds hold for them.
  if (path === "/__manifest") {
    for (const asked of new URLSearchParams(query.slice(1)).getAll("p")) {
      if (asked.length > MAX_PATH_LENGTH || segments(asked) > MAX_PATH_SEGMENTS) return false;
    }
  }
  return true;
}
