// The HTTP layer around Remix, in the order a request meets it: a Host that names a host,
// base security headers, bounds on the address (before any routing), static files,
// canonical redirects, the same-site check for posts, then pages from the page cache or
// from Remix.
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { getConfig } from "../config";
import { baseSecurityHeaders, cacheControl } from "./answer-headers";
import { pathWithinBounds } from "./bounds";
import { canonicalPaths } from "./canonical";
import { refuseCrossSitePosts } from "./cross-site";
import { isValidHost } from "./origin";
import { createPageCache, pageCacheKey, pageCacheSize, preparePage, sendPage } from "./page-cache";
import { loadContextFor, remixRequestHandler, sendFetchResponse } from "./remix";

/** Where a path that is out of bounds is rendered (it is no page: the 404 page, once, for everyone). */
const NOT_FOUND_PATH = "/__not-found";

export function createApp(build: ServerBuild, publicDir = "public") {
  const config = getConfig();
  const remix = remixRequestHandler(build);
  const pages = createPageCache(pageCacheSize());
  const version = build.assets.version;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use((req, res, next) => {
    res.set(baseSecurityHeaders);
    if (!isValidHost(req.get("host"))) {
      res.status(400).type("text/plain").set("Cache-Control", cacheControl.private).send("Bad Request: the Host header does not name a host.");
      return;
    }
    next();
  });
  // Hostile addresses (thousands of segments) are answered here, without reaching the router.
  app.use((req, res, next) => {
    if (pathWithinBounds(req)) return next();
    void notFoundPage(req, res).catch(next);
  });
  app.use(compression());
  app.use("/build", express.static(`${publicDir}/build`, { immutable: true, maxAge: "1y" }));
  app.use(express.static(publicDir, { maxAge: "1h", index: false, redirect: false }));
  app.use(canonicalPaths);
  app.use(refuseCrossSitePosts);
  app.all("*", (req, res, next) => {
    void page(req, res).catch(next);
  });

  async function page(req: ExpressRequest, res: ExpressResponse) {
    const key = pageCacheKey(req, version);
    const cached = key ? pages.get(key) : undefined;
    if (cached) return sendPage(req, res, cached);
    const response = await remix.answer(req, res);
    if (key && pages.enabled && req.method === "GET" && isPublicPage(response)) {
      const prepared = preparePage(response.status, response.headers, Buffer.from(await response.arrayBuffer()));
      pages.set(key, prepared);
      return sendPage(req, res, prepared);
    }
    await sendFetchResponse(req, res, response);
  }

  async function notFoundPage(req: ExpressRequest, res: ExpressResponse) {
    const context = loadContextFor(req);
    const key = `${version} ${context.origin}${NOT_FOUND_PATH}`;
    let prepared = pages.get(key);
    if (!prepared) {
      const response = await remix.render(NOT_FOUND_PATH, context);
      prepared = preparePage(response.status, response.headers, Buffer.from(await response.arrayBuffer()));
      pages.set(key, prepared);
    }
    sendPage(req, res, prepared);
  }

  return app;
}

const isPublicPage = (response: Response) =>
  (response.status === 200 || response.status === 404) &&
  (response.headers.get("Cache-Control") ?? "").startsWith("public") &&
  (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
  !response.headers.has("Set-Cookie");
