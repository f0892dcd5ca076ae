// Every response counted by its status class and the kind of address it answered, with the
// time it took: a few kinds rather than every path, so that the series stay few however many
// addresses clients make up.
import type { IncomingMessage, ServerResponse } from "node:http";
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

/**
 * Counts a request's response by its status and kind of address, with the time from `started` to
 * `ended` (`performance.now()` values; now unless given): `sent` for a response already sent (the
 * hit path's), `follow` once the response has been sent (the chain's).
 */
export function responseCounts(metrics: Pick<SiteMetrics, "response">) {
  function sent(
    req: IncomingMessage & { originalUrl?: string },
    res: ServerResponse,
    started: number,
    ended = performance.now(),
  ) {
    // The address as the chain left it (an absolute-form target is its path by then).
    const target = req.originalUrl ?? req.url ?? "";
    const queryAt = target.indexOf("?");
    const path = queryAt < 0 ? target : target.slice(0, queryAt);
    metrics.response(routeKind(path), res.statusCode, (ended - started) / 1000);
  }
  return {
    sent,
    follow(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, started: number) {
      res.once("finish", () => sent(req, res, started));
    },
  };
}
