import type { RequestHandler } from "express";
import { canonicalRedirect, isSafeLocalPath } from "../../shared/routes";
import { splitTarget } from "./url-parts";

/**
 * Other spellings of a page (case, trailing slash, alias) move permanently to the page's one
 * address.
 */
export const canonicalPaths: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const target = canonicalRedirect(req.path);
  // Every Location we send is a path of this site, never `//host` or `/\host`.
  if (!target || !isSafeLocalPath(target)) return next();
  res.redirect(301, `${target}${splitTarget(req.originalUrl).query}`);
};
