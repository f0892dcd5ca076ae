// One line per request, written when its response has gone (pino-http): method, address,
// status, time taken, the client's address, and a request id. The id is on every line logged
// while the request is handled (`req.log`, and Remix's loaders and actions get that logger in
// their load context), and goes back to the client as `X-Request-Id`, so a visitor's report
// can be matched to its lines. A request that was refused (a 405, a 429, a cross-site post) is
// that one line; a failed one (a 5xx) is written as an error.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "./logger";
import { maskEmail, maskTarget } from "./mask";

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

type Request = IncomingMessage & { originalUrl?: string; ip?: string };

/**
 * The request id: a trusted proxy's plain `X-Request-Id`, else a new one; sent back to the client
 * either way.
 */
export function requestIdOf(
  req: IncomingMessage,
  res: ServerResponse,
  trustProxy: boolean,
): string {
  const sent = req.headers["x-request-id"];
  const id = trustProxy && typeof sent === "string" && PLAIN_ID.test(sent) ? sent : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/**
 * The request-logging middleware over the site's logger; `trustProxy`: a proxy in front may name
 * the request id.
 */
export function requestLog(log: Logger, trustProxy: boolean) {
  return pinoHttp<Request, ServerResponse>({
    logger: log,
    genReqId: (req, res) => requestIdOf(req, res, trustProxy),
    // Lines logged inside a request carry its id; the request line alone carries the request.
    quietReqLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    // The request line's fields are read straight from the request and response: pino-http's
    // own wrapping would first copy every header of each, for fields we then drop.
    wrapSerializers: false,
    serializers: {
      req: (req: Request) => ({
        method: req.method,
        url: loggedTarget(req.originalUrl ?? req.url ?? ""),
        ip: req.ip,
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    // A 5xx is the site's fault, except 501: the answer to a method no address serves (TRACE).
    customLogLevel: (_req, res, error) =>
      res.statusCode !== 501 && (error || res.statusCode >= 500) ? "error" : "info",
    customSuccessMessage: (req, res) =>
      `${req.method} ${loggedTarget(req.originalUrl ?? req.url ?? "")} ${res.statusCode}`,
    customErrorMessage: (req, res) =>
      `${req.method} ${loggedTarget(req.originalUrl ?? req.url ?? "")} ${res.statusCode}`,
    // A 5xx without an error of its own gets one made up at the end of the response, whose
    // stack says nothing: the error itself was logged with its stack where it was caught.
    customErrorObject: (_req, res, error, line: Record<string, unknown>) =>
      (res as ServerResponse & { err?: unknown }).err === undefined &&
      error.message === `failed with status code ${res.statusCode}`
        ? { ...line, err: undefined }
        : line,
  });
}
