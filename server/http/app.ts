// The HTTP layer around Remix, in the order a request meets it: its log line and metrics
// (written when its response has gone) and, for a warm public page or a stored file, the hit
// path's answer (hit-path.ts); then the express chain: one client's share of requests in flight
// and of not-found responses, a target that is a path, a Host that names a host, base security
// headers, bounds on the address (before any routing), static files, lazy route discovery,
// canonical redirects, the same-site check for posts, a campaign carried to the next page, the
// methods a page takes, then pages from the page cache or from Remix. `listen` starts the
// server with its time bounds and connection caps.
import type { ServerBuild } from "@remix-run/node";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { STATUS_CODES, type Server } from "node:http";
import { apiNotFound, apiUriTooLong } from "../api/serve";
import { isDeskPath } from "#shared/desk";
import { requestLines } from "../logging/request-log";
import { responseCounts } from "../metrics/responses";
import type { SiteServices } from "../services";
import { baseSecurityHeaders, cacheControl } from "../web/response-headers";
import { outOfBounds, uriTooLong } from "../limits/address-bounds";
import { canonicalPaths } from "./canonical";
import { carryCampaign } from "./carry-campaign";
import { createClientGauge } from "../limits/client-counts";
import { limitRequestsInFlight } from "../limits/per-client";
import { hitPath } from "./hit-path";
import { limitNotFound } from "./not-found-limit";
import { refuseCrossSitePosts } from "./cross-site";
import { createSiteServer, limitsFromConfig } from "./listen";
import { isValidHost } from "../web/origin";
import {
  createPageCache,
  isPublicPage,
  pageAddressOf,
  pageCacheSize,
  pageKey,
  preparePage,
  sendPage,
  type CachedPage,
} from "./page-cache";
import { prewarmPages, type Prewarm } from "./page-prewarm";
import { createRateLimiter } from "../limits/rate-limiter";
import { loadContextFor, remixRequestHandler, sendFetchResponse } from "./remix";
import { requestTargets } from "./request-target";
import { pageMethods } from "./page-methods";
import { routeManifest } from "./route-manifest";
import { staticFiles } from "./static-files";

/**
 * Where a path that is out of bounds is rendered (it is no page: the 404 page, once, for everyone).
 */
const NOT_FOUND_PATH = "/__not-found";
/**
 * Origins are few (0010: SITE_URL, or loopback names at the server's own port); a bound all the
 * same.
 */
const NOT_FOUND_ORIGINS = 16;

export interface AppOptions {
  /** Renders every page in the background at start (the production server; tests leave it off). */
  prewarm?: boolean;
}

/** The 4xx status Express gives an error of the client's making, if it is one. */
function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

export function createApp(
  services: SiteServices,
  build: ServerBuild,
  publicDir = "public",
  options: AppOptions = {},
) {
  const { config } = services;
  const remix = remixRequestHandler(build, services);
  const pages = createPageCache(pageCacheSize(config), config.SITE_TIME_ZONE, services.now, {
    log: services.log.child({ module: "pages" }),
    metrics: services.metrics,
  });
  const version = build.assets.version;
  const methods = pageMethods(build);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  // Nothing here reads req.query (Remix reads the URL itself): parsing every query with qs
  // was work for nothing, and most of the cost of a long query.
  app.set("query parser", false);

  const notFound = limitNotFound(createRateLimiter({ points: config.NOT_FOUND_PER_MINUTE }), build);
  // Every request's line and count begin before the chain (hit-path.ts), refusals included.
  const lines = requestLines(services.log, config.TRUST_PROXY > 0);
  lines.lendLoggers(app.request);
  // One gauge for the chain's step and the hit path.
  const inFlight = createClientGauge(config.REQUESTS_IN_FLIGHT_PER_CLIENT);
  const files = {
    asset: staticFiles(`${publicDir}/build`, "asset"),
    static: staticFiles(publicDir, "static"),
  };
  // In flight first: a refused not-found request waits before its response, and counts as in flight
  // meanwhile.
  app.use(limitRequestsInFlight(config.REQUESTS_IN_FLIGHT_PER_CLIENT, inFlight));
  app.use(notFound.countNotFound);
  app.use(requestTargets);
  app.use(notFound.refuseKnownNotFound);
  app.use((req, res, next) => {
    res.set(baseSecurityHeaders);
    // The staff desk is for signed-in staff: no search engine may index any of its responses.
    if (isDeskPath(req.path)) res.set("X-Robots-Tag", "noindex");
    if (!isValidHost(req.get("host"))) {
      res
        .status(400)
        .type("text/plain")
        .set("Cache-Control", cacheControl.private)
        .send("Bad Request: the Host header does not name a host.");
      return;
    }
    next();
  });
  // Hostile addresses (thousands of segments, a query of thousands of characters) get their
  // response here, without reaching the router: the REST gateway's in JSON, as its document
  // promises for every answer. A path no page can have is not found; a query longer than the
  // site reads is refused as too long, whatever its path.
  app.use((req, res, next) => {
    const out = outOfBounds(req);
    if (!out) return next();
    const api = req.path.startsWith("/api/");
    if (out.part === "query") {
      const refusal = api ? apiUriTooLong(out.limit) : uriTooLong(out.limit);
      return void sendFetchResponse(req, res, refusal).catch(next);
    }
    if (api) return void sendFetchResponse(req, res, apiNotFound()).catch(next);
    void notFoundPage(req, res).catch(next);
  });
  // Before the static files: it is no file, and looking for one costs a stat per request.
  app.get("/__manifest", routeManifest(build));
  app.use("/build", files.asset);
  app.use(files.static);
  app.use(canonicalPaths);
  app.use(notFound.onlyPagesWhenOver);
  app.use(refuseCrossSitePosts(config));
  app.use(carryCampaign(config));
  app.use(methods.refuseOtherMethods);
  app.all("*", (req, res, next) => {
    void page(req, res).catch(next);
  });
  // An error no handler answered: logged once with its stack on the request's line, and a
  // plain 500 without it. Express marks the client's own mistakes (an address whose %-escapes
  // are no UTF-8, such as /%ff) with a 4xx status: those get it, and only the request's line.
  app.use(
    (error: unknown, req: ExpressRequest, res: ExpressResponse, _next: express.NextFunction) => {
      const status = clientErrorStatus(error);
      if (status && !res.headersSent) {
        res
          .status(status)
          .type("text/plain")
          .set("Cache-Control", cacheControl.private)
          .send(`${STATUS_CODES[status]}: the request could not be read.`);
        return;
      }
      res.err = error instanceof Error ? error : new Error(String(error));
      if (res.headersSent) return void res.destroy();
      res
        .status(500)
        .type("text/plain")
        .set("Cache-Control", cacheControl.private)
        .send("Internal Server Error");
    },
  );

  async function page(req: ExpressRequest, res: ExpressResponse) {
    const address =
      req.method === "GET" || req.method === "HEAD" ? pageAddressOf(req.originalUrl) : undefined;
    if (!address) {
      const response = await remix.respond(req, res);
      // Remix's own 405 (a POST to a page without a form) lacks the Allow header a 405 must carry.
      if (response.status === 405 && !response.headers.has("Allow"))
        response.headers.set("Allow", methods.allowOn(req.path));
      return sendFetchResponse(req, res, response);
    }
    // Rendered as its address, not as the request: another query of the page is the plain page.
    const context = loadContextFor(req, services);
    const { page: cached, response } = await pages.fetch(
      pageKey(version, context.origin, address),
      () => remix.render(`${address.path}${address.query}`, context),
    );
    return cached
      ? sendPage(req, res, cached, services.now())
      : sendFetchResponse(req, res, response!);
  }

  // Separate from the page cache (which may be off): out-of-bounds addresses must never
  // reach the router more than once per origin.
  const notFoundPages = new LRUCache<
    string,
    CachedPage,
    { req: ExpressRequest; response?: Response }
  >({
    max: NOT_FOUND_ORIGINS,
    fetchMethod: async (origin, _stale, { context }) => {
      const expiresAt = pages.changeAt();
      const response = await remix.render(NOT_FOUND_PATH, {
        ...loadContextFor(context.req, services),
        origin,
      });
      if (!isPublicPage(response)) {
        context.response = response;
        return undefined;
      }
      return preparePage(
        response.status,
        response.headers,
        Buffer.from(await response.arrayBuffer()),
        expiresAt,
        "quick",
      );
    },
  });

  async function notFoundPage(req: ExpressRequest, res: ExpressResponse) {
    const context: { req: ExpressRequest; response?: Response } = { req };
    const origin = loadContextFor(req, services).origin;
    // One made before the date it shows changed is made again.
    if (
      (notFoundPages.peek(origin)?.expiresAt ?? Number.POSITIVE_INFINITY) <=
      services.now().getTime()
    )
      notFoundPages.delete(origin);
    const page = await notFoundPages.fetch(origin, { context });
    if (page) return sendPage(req, res, page, services.now());
    // The 404 page could not be made for everyone (an error page): this request gets its own.
    return sendFetchResponse(
      req,
      res,
      context.response ?? (await remix.render(NOT_FOUND_PATH, loadContextFor(req, services))),
    );
  }

  let prewarm: Prewarm | undefined;
  if (options.prewarm && config.SITE_URL) {
    prewarm = prewarmPages(
      pages,
      version,
      config.SITE_URL,
      services.log.child({ module: "pages" }),
      (address) =>
        remix.render(address, {
          services,
          clientIp: undefined,
          origin: config.SITE_URL!,
          host: new URL(config.SITE_URL!).host,
          responseHints: {},
          log: services.log,
        }),
    );
  }

  /** Settles when the background round of pages at start is over (at once without one). */
  app.locals.pagesReady = prewarm?.round ?? Promise.resolve();

  const listener = hitPath({
    app,
    config,
    pages,
    version,
    inFlight,
    files,
    publicDir,
    lines,
    counts: responseCounts(services.metrics),
  });
  // Every server of this app, in production and in tests, gets the time bounds and caps, and
  // meets the hit path before the chain.
  app.listen = ((...args: Parameters<Server["listen"]>) => {
    const server = createSiteServer(listener, limitsFromConfig(config));
    server.once("close", () => prewarm?.stop());
    return server.listen(...args);
  }) as typeof app.listen;

  return app;
}
