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
import { createPageCache, pageCacheKey, pageCacheSize, preparePage, sendPage, type CachedPage } from "./page-cache";
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

  // Requests for a page that is being rendered wait for that render: a spike on a cold
  // cache renders each page once, not once per visitor.
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  /**
   * The kept page under `key`, rendered by `render` if nobody has it or is rendering it.
   * `answer` is the render's own response when it may not be kept (an error, say).
   */
  async function cachedOrRendered(key: string, render: () => Promise<Response>): Promise<{ page?: CachedPage; answer?: Response }> {
    const kept = pages.get(key);
    if (kept) return { page: kept };
    const running = rendering.get(key);
    if (running) {
      const page = await running;
      if (page) return { page };
      return { answer: await render() };
    }
    let share: (page: CachedPage | undefined) => void = () => undefined;
    rendering.set(key, new Promise((resolve) => (share = resolve)));
    try {
      const response = await render();
      if (!isPublicPage(response)) {
        share(undefined);
        return { answer: response };
      }
      const page = preparePage(response.status, response.headers, Buffer.from(await response.arrayBuffer()));
      pages.set(key, page);
      share(page);
      return { page };
    } catch (error) {
      share(undefined);
      throw error;
    } finally {
      rendering.delete(key);
    }
  }

  async function page(req: ExpressRequest, res: ExpressResponse) {
    const key = pages.enabled && req.method === "GET" ? pageCacheKey(req, version) : undefined;
    if (!key) {
      // HEAD is answered from a kept page when there is one, never fills the cache.
      const held = req.method === "HEAD" ? pages.get(pageCacheKey(req, version) ?? "") : undefined;
      return held ? sendPage(req, res, held) : sendFetchResponse(req, res, await remix.answer(req, res));
    }
    const { page: kept, answer } = await cachedOrRendered(key, () => remix.answer(req, res));
    return kept ? sendPage(req, res, kept) : sendFetchResponse(req, res, answer!);
  }

  // Kept apart from the page cache (which may be off): out-of-bounds addresses must never
  // reach the router more than once per origin. Origins are trusted ones only (0010).
  const notFoundPages = new Map<string, CachedPage>();

  async function notFoundPage(req: ExpressRequest, res: ExpressResponse) {
    const context = loadContextFor(req);
    const kept = notFoundPages.get(context.origin);
    if (kept) return sendPage(req, res, kept);
    const { page, answer } = await cachedOrRendered(`${version} ${context.origin}${NOT_FOUND_PATH}`, () =>
      remix.render(NOT_FOUND_PATH, context),
    );
    if (page) notFoundPages.set(context.origin, page);
    return page ? sendPage(req, res, page) : sendFetchResponse(req, res, answer!);
  }

  return app;
}

const isPublicPage = (response: Response) =>
  (response.status === 200 || response.status === 404) &&
  (response.headers.get("Cache-Control") ?? "").startsWith("public") &&
  (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
  !response.headers.has("Set-Cookie");
