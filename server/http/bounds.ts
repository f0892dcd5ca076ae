// Bounds on an address, checked before any routing. The site's deepest real address has
// five segments (/api/v1/courses/{department}/{course}); Remix's route matching looks at
// every prefix of a path, so thousands of segments would hold the event loop for seconds.
import type { Request as ExpressRequest } from "express";
import { splitTarget } from "./url-parts";

export const MAX_PATH_SEGMENTS = 12;
export const MAX_PATH_LENGTH = 1024;
export const MAX_QUERY_LENGTH = 2048;

const segments = (path: string) => {
  let count = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 0x2f) count++;
  return count;
};

export function pathWithinBounds(req: ExpressRequest): boolean {
  const { path, query } = splitTarget(req.originalUrl);
  if (path.length > MAX_PATH_LENGTH || segments(path) > MAX_PATH_SEGMENTS) return false;
  if (query.length > MAX_QUERY_LENGTH) return false;
  // Lazy route discovery asks for the routes of paths it is given: the same bounds hold for them.
  if (path === "/__manifest") {
    for (const asked of new URLSearchParams(query.slice(1)).getAll("p")) {
      if (asked.length > MAX_PATH_LENGTH || segments(asked) > MAX_PATH_SEGMENTS) return false;
    }
  }
  return true;
}
