// Every response counted by its status class and the kind of address it answered, with the
// time it took: a few kinds rather than every path, so that the series stay few however many
// addresses clients make up.
import type { RequestHandler } from "express";
import type { RouteKind, SiteMetrics } from "./registry";

/** A last segment with an extension names a file (a script, an image, robots.txt). */
const FILE = /\/[^/]+\.[A-Za-z0-9]{1,12}$/;

export function routeKind(path: string): RouteKind {
  if (path.startsWith("/build/")) return "asset";
  if (path.startsWith("/api/")) return "api";
  if (path === "/desk" || path.startsWith("/desk/")) return "desk";
  if (path === "/healthz") return "health";
  if (path === "/__manifest") return "manifest";
  if (path.endsWith(".data")) return "data";
  return FILE.test(path) ? "file" : "page";
}

export function countResponses(metrics: Pick<SiteMetrics, "response">): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once("finish", () =>
      metrics.response(routeKind(req.path), res.statusCode, (performance.now() - started) / 1000),
    );
    next();
  };
}
