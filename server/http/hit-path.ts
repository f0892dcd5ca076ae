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
import { shareInFlight } from "../limits/per-client";
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

/** One request on its way: its id and start, and what its answer does next. */
interface Asked {
  req: ExpressRequest;
  incoming: IncomingMessage;
  res: ServerResponse;
  id: string;
  /** `Date.now()` and `performance.now()` when it came, and when its answer was sent. */
  started: number;
  startedAt: number;
  ended?: number;
  endedAt?: number;
}

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
   * Sends `page` as the chain's sendPage would, after the chain's first headers, within the share
   * `release` gives back: at once when the system has taken every byte, else (a client slow to
   * read, a connection's earlier answer still going) once the response closes, as on the chain.
   */
  function send(asked: Asked, page: CachedPage, release: () => void) {
    const { req, res, id } = asked;
    const { status, head, body } = pageResponse(page, req.headers, pages.now());
    res.writeHead(status, ["X-Request-Id", id, ...SECURITY_HEAD, ...head]);
    res.end(req.method === "HEAD" ? undefined : body);
    if (res.writableLength === 0) release();
    else res.once("close", release);
    asked.ended = Date.now();
    asked.endedAt = performance.now();
    if (answered.push(asked) === 1) setImmediate(writeAnswered);
  }

  /**
   * The hits answered in this turn of the event loop: their lines and counts are written together
   * once it is over, with the times they were sent (decision 0046).
   */
  let answered: Asked[] = [];
  function writeAnswered() {
    const written = answered;
    answered = [];
    for (const { incoming, res, id, started, ended, startedAt, endedAt } of written) {
      lines.sent(incoming, res, id, started, ended);
      counts.sent(incoming, res, startedAt, endedAt);
    }
  }

  /** Down the chain, which writes the line and counts the response once it has gone. */
  function chain(asked: Asked) {
    const { incoming, res, id } = asked;
    lines.follow(incoming, res, id, asked.started);
    counts.follow(incoming, res, asked.startedAt);
    res.setHeader("X-Request-Id", id);
    app(incoming, res);
  }

  /**
   * One of the client's requests in flight, to give back with `send` (none when the client holds
   * them all: the chain answers 429); the request's line names the client as the chain's would.
   */
  function admit({ req, incoming }: Asked): (() => void) | undefined {
    // Without X-Forwarded-For, express's `ip` (proxy-addr) is the socket's address whatever
    // TRUST_PROXY says: read it directly, the getter only when there is a header to weigh.
    incoming.ip =
      incoming.headers["x-forwarded-for"] === undefined ? incoming.socket.remoteAddress : req.ip;
    return shareInFlight(perClient, parts.inFlight, incoming);
  }

  function answer(asked: Asked): void {
    const { req } = asked;
    if (req.method !== "GET" && req.method !== "HEAD") return chain(asked);
    // The same steps the chain takes first: a target that is a path, a Host that names a host, an
    // address within bounds; the desk's responses carry a header of their own.
    const url = req.url;
    if (!url.startsWith("/") || !isValidHost(req.get("host")) || outOfBounds(req))
      return chain(asked);
    const { path: path } = splitTarget(url);
    if (isDeskPath(path) || path === "/__manifest") return chain(asked);
    const address = pageAddressOf(url);
    if (!address) return answerFile(asked, path);
    if (shadowed.has(address.path) || isMadeUpView(url, address)) return chain(asked);
    if (canonicalTarget(req)) return chain(asked);
    const move = campaignRedirect(req, config);
    // The chain's step takes this answer rather than working the campaign out again.
    asked.incoming.campaignMove = move ?? null;
    if (move) return chain(asked);
    const key = pageKey(version, trustedOrigin(req, config), address);
    const page = pages.get(key);
    // The chain's page step sends only 200s as they are from here (a stored 404 page is counted
    // as not found there); a request over its share in flight gets the chain's 429.
    if (page?.status !== 200) return chain(asked);
    const release = admit(asked);
    if (!release) return chain(asked);
    pages.countHit(key, page);
    send(asked, page, release);
  }

  /** A stored static file, unchanged on disk; anything else (not stored yet, gone) to the chain. */
  function answerFile(asked: Asked, path: string) {
    if (!FILE.test(path) || path.endsWith(".data")) return chain(asked);
    const file = path.startsWith("/build/")
      ? parts.files.asset.peek(path.slice("/build".length))
      : parts.files.static.peek(path);
    if (!file) return chain(asked);
    const release = admit(asked);
    if (!release) return chain(asked);
    send(asked, file, release);
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

  return (incoming, res) => {
    const started = Date.now();
    const startedAt = performance.now();
    const id = lines.idOf(incoming);
    answer({ req: asExpress(incoming), incoming, res, id, started, startedAt });
  };
}
