// The way in for every request, before the express chain (app.ts): each gets its request id, its
// log line and its response counted here, and a GET or HEAD for a public page whose bytes are
// warm in the page cache, or for a stored static file, is answered here with one writeHead: the
// status, headers and bytes the chain would send, 304 and HEAD included, within the client's share
// of requests in flight. It asks the chain's own guards (one definition each); a request any guard
// would treat otherwise, or one it cannot answer exactly as the chain would, goes down the chain.
// Why, and what it does not take: docs/decisions/0046.
import type { Express, Request as ExpressRequest } from "express";
import { statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { isDeskPath } from "#shared/desk";
import { successViewQueries } from "#shared/page-variants";
import type { Config } from "../settings";
import type { RequestLines } from "../logging/request-log";
import type { responseCounts } from "../metrics/responses";
import { outOfBounds } from "../limits/address-bounds";
import { canonicalTarget } from "./canonical";
import { campaignRedirect } from "./carry-campaign";
import type { ClientGauge } from "../limits/client-counts";
import { takeInFlight } from "../limits/per-client";
import { isValidHost, trustedOrigin } from "../web/origin";
import {
  isMadeUpView,
  pageAddressOf,
  pageKey,
  pageResponse,
  type CachedPage,
  type PageCache,
} from "./page-cache";
import { baseSecurityHeaders } from "../web/response-headers";
import type { StaticFiles } from "./static-files";
import { splitTarget } from "../web/url-parts";

export interface HitPathParts {
  /** The chain: what the hit path does not answer goes there. */
  app: Express;
  config: Pick<Config, "SITE_URL" | "PORT" | "TRUST_PROXY" | "REQUESTS_IN_FLIGHT_PER_CLIENT">;
  pages: PageCache;
  /** The build's version (a page's key). */
  version: string;
  /** The chain's gauge of requests in flight per client. */
  inFlight: ClientGauge;
  /** The chain's static files: under /build, and the rest of public/. */
  files: { asset: StaticFiles; static: StaticFiles };
  publicDir: string;
  lines: RequestLines;
  counts: ReturnType<typeof responseCounts>;
}

/** The security headers every response has, as a head's name and value pairs. */
const SECURITY_HEAD: readonly string[] = Object.entries(baseSecurityHeaders).flat();

/** A path whose last segment has an extension: the only kind of address public/ has files for. */
const FILE = /\/[^/]+\.[A-Za-z0-9]{1,12}$/;

type Answer = (
  req: ExpressRequest,
  incoming: IncomingMessage,
  res: ServerResponse,
  id: string,
  chain: () => void,
) => void;

/** The server's request listener: the hit path in front of the chain. */
export function hitPath(parts: HitPathParts): (req: IncomingMessage, res: ServerResponse) => void {
  const { app, config, pages, version, lines, counts } = parts;
  const perClient = config.REQUESTS_IN_FLIGHT_PER_CLIENT;
  // A page's address that is also a file under public/ is the file's (the chain looks for files
  // first): such a page is left to the chain. public/ has none; looked for once, at start.
  const shadowed = new Set(
    [...successViewQueries.keys()].filter((page) => {
      try {
        return statSync(path.join(parts.publicDir, page)).isFile();
      } catch {
        return false;
      }
    }),
  );

  /**
   * Sends `page` as the chain's sendPage would, after the chain's first headers; the request's
   * line names the client as the chain's would.
   */
  function send(
    req: ExpressRequest,
    incoming: IncomingMessage,
    res: ServerResponse,
    id: string,
    page: CachedPage,
  ) {
    const { status, head, body } = pageResponse(page, req.headers, pages.now());
    res.writeHead(status, ["X-Request-Id", id, ...SECURITY_HEAD, ...head]);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Takes one of the client's requests in flight (the chain's 429 when it holds them all); the
   * request's line names the client as the chain's would.
   */
  function admit(req: ExpressRequest, incoming: IncomingMessage, res: ServerResponse): boolean {
    incoming.ip = req.ip;
    return takeInFlight(perClient, parts.inFlight, incoming, res);
  }

  const answer: Answer = (req, incoming, res, id, chain) => {
    if (req.method !== "GET" && req.method !== "HEAD") return chain();
    // The same steps the chain takes first: a target that is a path, a Host that names a host, an
    // address within bounds; the desk's responses carry a header of their own.
    const url = req.url;
    if (!url.startsWith("/") || !isValidHost(req.get("host")) || outOfBounds(req)) return chain();
    const { path: asked } = splitTarget(url);
    if (isDeskPath(asked) || asked === "/__manifest") return chain();
    const address = pageAddressOf(url);
    if (!address) return void answerFile(req, incoming, res, id, asked, chain);
    if (shadowed.has(address.path) || isMadeUpView(url, address)) return chain();
    if (canonicalTarget(req) || campaignRedirect(req, config)) return chain();
    const key = pageKey(version, trustedOrigin(req, config), address);
    const page = pages.get(key);
    // The chain's page step sends only 200s as they are from here (a stored 404 page is counted
    // as not found there); a request over its share in flight gets the chain's 429.
    if (page?.status !== 200 || !admit(req, incoming, res)) return chain();
    pages.countHit(key, page);
    send(req, incoming, res, id, page);
  };

  /** A stored static file, unchanged on disk; anything else (not stored yet, gone) to the chain. */
  async function answerFile(
    req: ExpressRequest,
    incoming: IncomingMessage,
    res: ServerResponse,
    id: string,
    asked: string,
    chain: () => void,
  ) {
    if (!FILE.test(asked) || asked.endsWith(".data")) return chain();
    const file = asked.startsWith("/build/")
      ? await parts.files.asset.peek(asked.slice("/build".length))
      : await parts.files.static.peek(asked);
    // A client gone meanwhile has nothing to be answered (and its response will not close again).
    if (!res.socket || res.socket.destroyed) return;
    if (!file || !admit(req, incoming, res)) return chain();
    send(req, incoming, res, id, file);
  }

  /**
   * The request as the chain's guards read it (express's getters: `ip`, `protocol`, `path`, `get`
   * with TRUST_PROXY), on an object of its own: giving Node's own request and response objects
   * express's prototypes, as express does, cost more than the rest of a hit.
   */
  function asExpress(incoming: IncomingMessage): ExpressRequest {
    const req = Object.create(app.request) as ExpressRequest & { connection: Socket };
    req.headers = incoming.headers;
    req.method = incoming.method ?? "GET";
    req.url = req.originalUrl = incoming.url ?? "/";
    req.socket = req.connection = incoming.socket;
    return req;
  }

  return (incoming, outgoing) => {
    const id = lines.begin(incoming, outgoing);
    counts.begin(incoming, outgoing);
    answer(asExpress(incoming), incoming, outgoing, id, () => {
      outgoing.setHeader("X-Request-Id", id);
      app(incoming, outgoing);
    });
  };
}
