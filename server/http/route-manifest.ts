// Lazy route discovery: Remix's browser code asks `/__manifest?p=<path>&p=...&version=<build>`
// for the routes of the links on a page, all links of the page in one request (a desk inbox of
// 50 leads has the most, under 60, in a query longer than other addresses may have: server/limits/address-bounds.ts).
// Remix's own handler matches every path and each of its prefixes against every route, about
// 0.2 ms each, so one request of a few hundred paths blocked the event loop for tens of
// milliseconds. This site's routes are few and all public already (the build's manifest file
// lists every one), so the response is every route: the same bytes for any request of this
// build, made once and compressed once. A request for more paths than any page has links is
// refused.
import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import { cacheControl } from "../web/response-headers";
import { preparePage, sendPage, type CachedPage } from "./page-cache";

export const MAX_MANIFEST_PATHS = 64;

export function routeManifest(build: ServerBuild): RequestHandler {
  let prepared: Promise<CachedPage> | undefined;
  const manifestPage = () =>
    (prepared ??= preparePage(
      200,
      new Headers({
        "content-type": "application/json; charset=utf-8",
        "cache-control": "public, max-age=31536000, immutable",
      }),
      Buffer.from(JSON.stringify(build.assets.routes)),
      // The same for the whole life of the build.
      Number.POSITIVE_INFINITY,
    ));
  return (req, res, next) => {
    const queryStart = req.originalUrl.indexOf("?");
    const query = new URLSearchParams(queryStart < 0 ? "" : req.originalUrl.slice(queryStart + 1));
    // A page of another build: Remix's browser code reloads the page it is going to.
    if (query.get("version") !== build.assets.version) {
      res
        .status(204)
        .set({ "X-Remix-Reload-Document": "true", "Cache-Control": cacheControl.private })
        .end();
      return;
    }
    if (query.getAll("p").length > MAX_MANIFEST_PATHS) {
      res
        .status(400)
        .type("text/plain")
        .set("Cache-Control", cacheControl.private)
        .send(`Bad Request: /__manifest takes at most ${MAX_MANIFEST_PATHS} paths.`);
      return;
    }
    manifestPage().then((page) => sendPage(req, res, page), next);
  };
}
