// Express to Remix and back. Our own adapter rather than @remix-run/express so that the
// request Remix sees is built on the trusted origin (never a forged Host), the response's
// headers are decided in one place (server/web/response-headers.ts), and a refused body that was not
// read to its end closes the connection politely instead of resetting it.
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { Socket } from "node:net";
import { isDeskPath } from "#shared/desk";
import type { Logger } from "../logging/logger";
import type { SiteServices } from "../services";
import { cacheControl, documentCacheControl, type ResponseKind } from "../web/response-headers";
import { chooseEncoding, compress, compressedAsSent } from "../web/compression";
import { requestHost, trustedOrigin } from "../web/origin";
import { pagesChangeAt, secondsUntil } from "../web/page-expiry";

/** What a loader or action says about its response, beyond status and body. */
export interface ResponseHints {
  kind?: ResponseKind;
  retryAfterSeconds?: number;
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * The site's settings, store, limits and notifications, made once at start
     * (server/services.ts).
     */
    services: SiteServices;
    clientIp: string | undefined;
    /** The site's trusted origin: links, canonical addresses and stored URLs use this. */
    origin: string;
    /** The host the request was sent to, as far as it can be trusted. */
    host: string | undefined;
    /** What a loader or action said about this request's response (set by markResponse). */
    responseHints: ResponseHints;
    /**
     * A single-fetch data request (`/about.data`): a loader's data, not a document, is asked for.
     */
    dataRequest?: boolean;
    /**
     * The request's logger: every line carries the request id (the site's logger for a page no
     * visitor asked for).
     */
    log: Logger;
  }
}

/**
 * Lets a loader or action mark its response (a lookup is private, a refusal says when to retry).
 */
export function markResponse(context: AppLoadContext, hints: ResponseHints) {
  Object.assign(context.responseHints, hints);
}

export function loadContextFor(req: ExpressRequest, services: SiteServices): AppLoadContext {
  return {
    services,
    clientIp: req.ip,
    origin: trustedOrigin(req, services.config),
    host: requestHost(req, services.config),
    responseHints: {},
    dataRequest: req.path.endsWith(".data"),
    // Set by the request log (server/logging/request-log.ts), which every request passes first.
    log: req.log ?? services.log,
  };
}

function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  siteOrigin: string,
  trustForwarded: boolean,
): Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (!trustForwarded && name === "x-forwarded-host")) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The same-site check has passed (cross-site.ts): tell Remix's own check, which compares
  // Origin with Host, the host the visitor's page really had (a proxy may rewrite Host).
  const origin = req.get("origin");
  if (
    origin &&
    origin !== "null" &&
    URL.canParse(origin) &&
    req.method !== "GET" &&
    req.method !== "HEAD"
  ) {
    headers.set("host", new URL(origin).host);
  }
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  // Concatenated, not resolved: a path like //evil.example must stay a path of our origin.
  return new Request(`${siteOrigin}${req.originalUrl}`, init);
}

/** After responding to a request whose body was not read to its end, closes without a reset. */
function closeAfterResponse(socket: Socket) {
  socket.resume();
  socket.end();
  setTimeout(() => socket.destroy(), 2000).unref();
}

export async function sendFetchResponse(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
) {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers)
    if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  const unread = req.method !== "GET" && req.method !== "HEAD" && !req.complete;
  if (unread) {
    res.setHeader("Connection", "close");
    res.once("finish", () => closeAfterResponse(req.socket));
  }
  if (response.body && isEventStream(response)) return streamEvents(res, response.body);
  // Every other response of this site is small (a page, a JSON document): sent whole, in one write,
  // compressed the way cached pages and static files are (server/web/compression.ts), at quick levels.
  const body =
    response.body && req.method !== "HEAD" ? Buffer.from(await response.arrayBuffer()) : undefined;
  const compressible =
    body !== undefined &&
    compressedAsSent(response.headers.get("content-type"), body.length) &&
    !response.headers.has("content-encoding");
  if (!compressible) return void res.end(body);
  res.setHeader("Vary", varyWith(res.getHeader("Vary"), "Accept-Encoding"));
  const encoding = chooseEncoding(req.get("accept-encoding"));
  if (encoding === "identity") return void res.end(body);
  const compressed = await compress(body, encoding, "quick");
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(compressed.length));
  res.end(compressed);
}

const isEventStream = (response: Response) =>
  (response.headers.get("Content-Type") ?? "").startsWith("text/event-stream");

/**
 * A server-sent event stream (the desk's live inbox) is written as its events come, never
 * buffered or compressed; it ends when its source ends it or the client goes (the request's
 * signal, see toFetchRequest, then cancels the source).
 */
async function streamEvents(res: ExpressResponse, body: ReadableStream<Uint8Array>) {
  res.flushHeaders();
  const reader = body.getReader();
  res.once("close", () => void reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      res.write(value);
    }
  } catch {
    // The client went away mid-stream: nothing more to send.
  }
  res.end();
}

/** `vary` with `name` added unless it is in it already. */
function varyWith(vary: string | number | string[] | undefined, name: string): string {
  const names = String(vary ?? "")
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  return names.some((n) => n.toLowerCase() === name.toLowerCase())
    ? names.join(", ")
    : [...names, name].join(", ");
}

/**
 * The final Cache-Control and Retry-After of a response from Remix; a page is kept by caches for
 * `secondsLeft` at most.
 */
function withResponseHeaders(
  method: string,
  fromRemix: Response,
  hints: ResponseHints,
  secondsLeft: number,
): Response {
  // A copy: some responses (redirects) carry headers that cannot be changed in place.
  const response = new Response(fromRemix.body, fromRemix);
  const own = response.headers.get("Cache-Control") ?? undefined;
  const isHtmlOrData = /^text\/(?:html|x-script)/.test(response.headers.get("Content-Type") ?? "");
  const decided = hints.kind
    ? cacheControl[hints.kind]
    : isHtmlOrData
      ? documentCacheControl(method, response.status, secondsLeft)
      : (own ?? documentCacheControl(method, response.status, secondsLeft));
  response.headers.set("Cache-Control", decided);
  if (hints.retryAfterSeconds !== undefined)
    response.headers.set("Retry-After", String(hints.retryAfterSeconds));
  return response;
}

export function remixRequestHandler(build: ServerBuild, services: SiteServices) {
  const handle = createRequestHandler(build, build.mode);
  // Read before the loaders run: a page rendered across a batch change is kept by no cache.
  const changeAt = () => pagesChangeAt(services.now(), services.config.SITE_TIME_ZONE);
  const secondsLeft = (until: number) => secondsUntil(until, services.now());
  return {
    /** Runs one request through Remix and returns its response, headers decided. */
    async respond(req: ExpressRequest, res: ExpressResponse): Promise<Response> {
      const context = loadContextFor(req, services);
      const until = changeAt();
      const response = await handle(
        toFetchRequest(req, res, context.origin, services.config.TRUST_PROXY > 0),
        context,
      );
      // Whatever a desk route says (or forgets to say), its responses are for one person.
      const hints = isDeskPath(req.path)
        ? { ...context.responseHints, kind: "desk" as const }
        : context.responseHints;
      return withResponseHeaders(req.method, response, hints, secondsLeft(until));
    },
    /** Renders a page for a GET of `path` that no visitor sent (the shared 404 page). */
    async render(path: string, context: AppLoadContext): Promise<Response> {
      const until = changeAt();
      const response = await handle(new Request(`${context.origin}${path}`), context);
      return withResponseHeaders("GET", response, context.responseHints, secondsLeft(until));
    },
  };
}
