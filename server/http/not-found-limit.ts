// One client's share of requests for what this site does not have: each client (clientKey, its
// address as TRUST_PROXY gives it) may make NOT_FOUND_PER_MINUTE such requests a minute; past it,
// 429 with Retry-After, sent after NOT_FOUND_REFUSAL_DELAY_MS, so that a client looping at once is
// slowed to a few requests a second. What counts, what is still served, and why: decision 0027.
import type { ServerBuild } from "@remix-run/node";
import type {
  Request as ExpressRequest,
  NextFunction,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import { pagesReadingTheirQuery } from "#shared/page-variants";
import { allPagePaths, canonicalRedirect } from "#shared/routes";
import { pathWithinBounds } from "../limits/address-bounds";
import { clientKey } from "../limits/client-key";
import { refuse, requestHasBody } from "../limits/per-client";
import { isValidHost } from "../web/origin";
import { isMadeUpView, pageAddressOf } from "./page-cache";
import { MAX_MANIFEST_PATHS } from "./route-manifest";
import type { RateLimiter } from "../limits/rate-limiter";
import { splitTarget } from "../web/url-parts";

/** How long a refused not-found request waits before its 429 is sent. */
export const NOT_FOUND_REFUSAL_DELAY_MS = 1_000;

/**
 * Statuses that say the client asked for something that is not there, or not a request of this
 * site.
 */
const NOT_FOUND_STATUSES: ReadonlySet<number> = new Set([400, 404, 405, 410]);

/** Paths with no page of their own that stay served to a client over its limit. */
const ALWAYS_SERVED: ReadonlySet<string> = new Set(["/healthz"]);

/** A route's whole address pattern ("/", "/my-data/:token"), its parents' included. */
function routeAddress(build: Pick<ServerBuild, "routes">, id: string): string {
  const pieces: string[] = [];
  for (
    let route = build.routes[id];
    route;
    route = route.parentId ? build.routes[route.parentId] : undefined
  ) {
    if (route.path) pieces.unshift(route.path);
  }
  return `/${pieces.join("/")}`.replace(/\/+/g, "/");
}

/**
 * The paths a page of this build can link to: every page, and every route whose address
 * begins with a fixed name (`/checkcertificate/:number`, `/my-data/:token`). A route that
 * matches any first segment (`/:department`, `*`) would call every path real.
 */
export function routePaths(build: Pick<ServerBuild, "routes">): (path: string) => boolean {
  const exact = new Set<string>(allPagePaths);
  const patterns: string[][] = [];
  for (const id of Object.keys(build.routes)) {
    const path = routeAddress(build, id);
    const segments = path.split("/").slice(1);
    if (path.includes("*") || segments[0]?.startsWith(":")) continue;
    if (path.includes(":")) patterns.push(segments);
    else exact.add(path);
  }
  const matches = (segments: string[], pattern: string[]) =>
    segments.length === pattern.length &&
    pattern.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i]));
  return (path) => {
    const asked = canonicalRedirect(path) ?? path;
    if (exact.has(asked)) return true;
    const segments = asked.split("/").slice(1);
    return patterns.some((pattern) => matches(segments, pattern));
  };
}

/**
 * The pages whose route takes a post (a lead form's action), as the build has them: a
 * visitor's enquiry is never refused for what another client behind the same address did
 * (the forms' own limits bound posts: per person, and a ceiling per address). A route whose
 * address begins with a parameter (a course page's) takes posts at its real pages only;
 * one that begins with a fixed name (`/my-data/:token`) at any of its addresses.
 */
export function formPostPaths(build: Pick<ServerBuild, "routes">): (path: string) => boolean {
  const withAction = Object.values(build.routes).filter(
    (route) => route.module.action !== undefined,
  );
  const exact = new Set<string>();
  const patterns: string[][] = [];
  for (const route of withAction) {
    const path = routeAddress(build, route.id);
    if (path.includes("*")) continue;
    if (path.includes(":")) patterns.push(path.split("/").slice(1));
    else exact.add(path);
  }
  const isPage = new Set(allPagePaths);
  const fits = (segments: string[], pattern: string[]) =>
    segments.length === pattern.length &&
    pattern.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i]));
  return (path) => {
    const asked = canonicalRedirect(path) ?? path;
    if (exact.has(asked)) return true;
    const segments = asked.split("/").slice(1);
    return patterns.some(
      (pattern) => fits(segments, pattern) && (!pattern[0]?.startsWith(":") || isPage.has(asked)),
    );
  };
}

/** A request that finds nothing whatever happens next, known before it is handled. */
function isNotFoundBeforeHandling(
  req: ExpressRequest,
  version: string,
  isRoutePath: (path: string) => boolean,
): boolean {
  if (!isValidHost(req.get("host")) || !pathWithinBounds(req)) return true;
  const { path, query } = splitTarget(req.originalUrl);
  if (path === "/__manifest") {
    const asked = new URLSearchParams(query.slice(1));
    // Another build's page reloads (route-manifest.ts): not a not-found request.
    if (asked.get("version") !== version) return false;
    const paths = asked.getAll("p");
    return paths.length > MAX_MANIFEST_PATHS || paths.some((p) => !isRoutePath(p));
  }
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  // A page asked with a query that is none of its addresses gets the plain page: a made-up view.
  return isMadeUpView(req.originalUrl);
}

/**
 * The page whose data a single-fetch request asks for (`/about.data`, `/_root.data` for `/`), else
 * the path.
 */
function pageOfDataRequest(path: string): string {
  if (!path.endsWith(".data")) return path;
  return path === "/_root.data" ? "/" : path.slice(0, -".data".length);
}

/**
 * A page (made-up views were refused before), the data of a page for a navigation in the
 * browser, a post to a page's form, or a path that stays served.
 */
function isPageRequest(req: ExpressRequest, isFormPost: (path: string) => boolean): boolean {
  if (req.method === "POST") return isFormPost(splitTarget(req.originalUrl).path);
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = pageOfDataRequest(splitTarget(req.originalUrl).path);
  return (
    ALWAYS_SERVED.has(path) || pagesReadingTheirQuery.has(path) || pageAddressOf(path) !== undefined
  );
}

function refuseAfterDelay(
  req: ExpressRequest,
  res: ExpressResponse,
  limiter: RateLimiter,
  key: string,
) {
  const timer = setTimeout(() => {
    void limiter.peek(key).then(({ retryAfterSeconds }) => {
      if (res.writableEnded || res.destroyed) return;
      const seconds = Math.max(1, retryAfterSeconds);
      refuse(
        res,
        429,
        `Too Many Requests: your address has asked for too many addresses this site does not have; try again in ${seconds} seconds.`,
        requestHasBody(req.headers),
        seconds,
      );
    });
  }, NOT_FOUND_REFUSAL_DELAY_MS);
  res.once("close", () => clearTimeout(timer));
}

/**
 * Three steps: `countNotFound` first (it counts every response that notFound, and refuses a
 * target that is not a path while over the limit), `refuseKnownNotFound` once the target is a
 * path (while over the limit, a request known to find nothing before it is handled), and
 * `onlyPagesWhenOver` after static files, route discovery and redirects (while over the
 * limit, what is not a page at one of its addresses is refused rather than handled to find out).
 */
export function limitNotFound(limiter: RateLimiter, build: Pick<ServerBuild, "routes" | "assets">) {
  const isRoutePath = routePaths(build);
  const isFormPost = formPostPaths(build);
  const version = build.assets.version;
  const notFoundBeforeHandling = new WeakSet<ExpressRequest>();
  /** Goes on when `key` has a not-found request left, else refuses after the delay. */
  const unlessOver = (
    req: ExpressRequest,
    res: ExpressResponse,
    next: NextFunction,
    key: string,
    then: () => void = next,
  ) => {
    limiter
      .peek(key)
      .then(
        (verdict) => (verdict.allowed ? then() : refuseAfterDelay(req, res, limiter, key)),
        next,
      );
  };
  const countNotFound: RequestHandler = (req, res, next) => {
    if (!limiter.enabled) return next();
    const key = clientKey(req.ip);
    // Our own 429s are no not-found request: no status of NOT_FOUND_STATUSES, and never marked
    // before handling.
    res.once("finish", () => {
      if (notFoundBeforeHandling.has(req) || NOT_FOUND_STATUSES.has(res.statusCode))
        void limiter.hit(key);
    });
    // Only a proxy sends an absolute URL, and only a broken or hostile client anything else.
    if (req.url.startsWith("/")) return next();
    unlessOver(req, res, next, key);
  };
  const refuseKnownNotFound: RequestHandler = (req, res, next) => {
    if (!limiter.enabled || !isNotFoundBeforeHandling(req, version, isRoutePath)) return next();
    unlessOver(req, res, next, clientKey(req.ip), () => {
      notFoundBeforeHandling.add(req);
      next();
    });
  };
  const onlyPagesWhenOver: RequestHandler = (req, res, next) => {
    if (!limiter.enabled || isPageRequest(req, isFormPost)) return next();
    unlessOver(req, res, next, clientKey(req.ip));
  };
  return { countNotFound, refuseKnownNotFound, onlyPagesWhenOver };
}
