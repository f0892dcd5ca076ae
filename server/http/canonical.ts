import type { Request as ExpressRequest, RequestHandler } from "express";
import { canonicalRedirect, isSafeLocalPath } from "#shared/routes";
import { splitTarget } from "../web/url-parts";

/**
 * Other spellings of a page (case, trailing slash, alias) move permanently to the page's one
 * address.
 */
export const canonicalPaths: RequestHandler = (req, res, next) => {
  const target = canonicalTarget(req);
  if (!target) return next();
  res.redirect(301, `${target}${splitTarget(req.originalUrl).query}`);
};

/**
 * The page's one address when a GET or HEAD names it otherwise, else undefined (asked by the
 * chain's step and by the hit path, hit-path.ts).
 */
export function canonicalTarget(req: Pick<ExpressRequest, "method" | "path">): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const target = canonicalRedirect(req.path);
  // Every Location we send is a path of this site, never `//host` or `/\host`.
  return target && isSafeLocalPath(target) ? target : undefined;
}
