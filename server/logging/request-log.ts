// One line per request, written when its response has gone: method, address, status, time
// taken, the client's address, and a request id. The id goes back to the client as
// `X-Request-Id`, so a visitor's report can be matched to its lines, and is on every line logged
// while the request is handled (`req.log`, made only when something logs, and Remix's loaders
// and actions get that logger in their load context). A request that was refused (a 405, a 429,
// a cross-site post) is that one line; a failed one (a 5xx) is written as an error. The line is
// written by the site's one logger, built from what the request already holds: a cached page
// answered before the middleware (server/http/hit-path.ts) gets the same line at a hit's cost.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "./logger";
import { maskEmail, maskTarget } from "./mask";

declare module "http" {
  interface IncomingMessage {
    /** The request's id (`X-Request-Id`), given by requestLines' `idOf`. */
    id?: string;
    /** A logger whose lines carry the request's id (made the first time it is asked for). */
    log?: Logger;
    /** The client's address as TRUST_PROXY gives it (express's, or the hit path's). */
    ip?: string;
  }
  interface ServerResponse {
    /** The error no handler answered, for the request's line (server/http/app.ts). */
    err?: Error;
  }
}

/**
 * An id a trusted proxy sent: short, and only letters, digits and `.`, `_`, `:`, `-` (nothing a log
 * reader could mistake).
 */
const PLAIN_ID = /^[\w.:-]{1,64}$/;

/**
 * Values this long in an address are links' secrets (a /my-data link, an unsubscribe token), not
 * something to keep in a log.
 */
const SECRET_LENGTH = 32;
/** Hostile addresses can be thousands of segments long: a log line keeps the start. */
const MAX_LOGGED_TARGET = 300;

const shortened = (value: string) =>
  value.includes("@")
    ? maskEmail(value)
    : value.length >= SECRET_LENGTH
      ? `${value.slice(0, 4)}…`
      : value;

/**
 * The request's target as a log line keeps it: long values (secrets in links) cut, addresses
 * masked, the whole bounded.
 */
export function loggedTarget(target: string): string {
  target = maskTarget(target);
  const bounded =
    target.length > MAX_LOGGED_TARGET * 4 ? target.slice(0, MAX_LOGGED_TARGET * 4) : target;
  const queryAt = bounded.indexOf("?");
  const path = queryAt === -1 ? bounded : bounded.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : bounded.slice(queryAt + 1);
  const parts = path.split("/").map(shortened).join("/");
  const params = query?.split("&").map((pair) => {
    const equals = pair.indexOf("=");
    return equals === -1
      ? shortened(pair)
      : `${pair.slice(0, equals)}=${shortened(pair.slice(equals + 1))}`;
  });
  const logged = params ? `${parts}?${params.join("&")}` : parts;
  return logged.length > MAX_LOGGED_TARGET ? `${logged.slice(0, MAX_LOGGED_TARGET)}…` : logged;
}

/** The logged form of the addresses asked most (short, without a query: the pages), kept. */
const loggedPages = new Map<string, string>();
const LOGGED_PAGES_KEPT = 256;

/** loggedTarget, remembered for short addresses without a query. */
function loggedTargetOf(target: string): string {
  if (target.length > 100 || target.includes("?")) return loggedTarget(target);
  let logged = loggedPages.get(target);
  if (logged === undefined) {
    logged = loggedTarget(target);
    if (loggedPages.size >= LOGGED_PAGES_KEPT) loggedPages.clear();
    loggedPages.set(target, logged);
  }
  return logged;
}

type Request = IncomingMessage & { originalUrl?: string };

/** The request id: a trusted proxy's plain `X-Request-Id`, else a new one. */
export function chooseRequestId(req: IncomingMessage, trustProxy: boolean): string {
  const sent = req.headers["x-request-id"];
  return trustProxy && typeof sent === "string" && PLAIN_ID.test(sent) ? sent : randomUUID();
}

/**
 * The request id: a trusted proxy's plain `X-Request-Id`, else a new one; sent back to the client
 * either way.
 */
export function requestIdOf(
  req: IncomingMessage,
  res: ServerResponse,
  trustProxy: boolean,
): string {
  const id = chooseRequestId(req, trustProxy);
  res.setHeader("X-Request-Id", id);
  return id;
}

/**
 * The request log over the site's logger; `trustProxy`: a proxy in front may name the request id.
 * `idOf` gives a request its id (sending it back is the caller's: a header set now, or the first
 * of the hit path's head); `sent` writes the line of a response already sent, `follow` once the
 * response has gone (or the client has). `started` and `ended` are `Date.now()` values.
 */
export function requestLines(log: Logger, trustProxy: boolean) {
  function write(
    req: Request,
    res: ServerResponse,
    id: string,
    started: number,
    error?: Error,
    ended = Date.now(),
  ) {
    const statusCode = res.statusCode;
    const url = loggedTargetOf(req.originalUrl ?? req.url ?? "");
    // A 5xx is the site's fault, except 501: the answer to a method no address serves (TRACE).
    const level = statusCode !== 501 && (error || statusCode >= 500) ? "error" : "info";
    log[level](
      {
        requestId: id,
        req: { method: req.method, url, ip: req.ip },
        res: { statusCode },
        // An error is on the line when there is one (pino leaves out a key without a value); a 5xx
        // without one gets no made-up error, whose stack would say nothing.
        err: error ?? res.err,
        responseTime: ended - started,
      },
      `${req.method} ${url} ${statusCode}`,
    );
  }
  return {
    /** The request's id (a trusted proxy's plain one, or a new one), kept on the request. */
    idOf(req: Request): string {
      const id = chooseRequestId(req, trustProxy);
      req.id = id;
      return id;
    },
    /** Writes the line of a response sent whole at `ended` (the hit path's; now unless given). */
    sent(req: Request, res: ServerResponse, id: string, started: number, ended?: number) {
      write(req, res, id, started, undefined, ended);
    },
    /** Writes the line once the response has gone, or the client has (the chain's). */
    follow(req: Request, res: ServerResponse, id: string, started: number) {
      let written = false;
      const end = (error?: Error) => {
        if (written) return;
        written = true;
        write(req, res, id, started, error);
      };
      res.once("finish", end);
      res.once("close", end);
      res.once("error", end);
    },
    /**
     * `req.log` of every request of `request` (express's request prototype): a logger carrying
     * the request's id, made the first time a request's handling logs.
     */
    lendLoggers(request: object) {
      const made = new WeakMap<IncomingMessage, Logger>();
      Object.defineProperty(request, "log", {
        configurable: true,
        get(this: IncomingMessage) {
          let child = made.get(this);
          if (!child) made.set(this, (child = log.child({ requestId: this.id })));
          return child;
        },
      });
    },
  };
}

export type RequestLines = ReturnType<typeof requestLines>;
