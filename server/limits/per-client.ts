// One client's share of the server: a bounded number of requests being handled at once
// per client (its address as TRUST_PROXY gives it, so behind a proxy the visitor's; an IPv6
// client is its /56, client-key.ts). The connection caps and time bounds are in server/http/listen.ts.
import type { RequestHandler, Response as ExpressResponse } from "express";
import type { ServerResponse } from "node:http";
import { cacheControl } from "../web/response-headers";
import { createClientGauge, type ClientGauge } from "./client-counts";
import { clientKey } from "./client-key";

/** A short plain refusal; a request body that was not read closes the connection (see remix.ts). */
export function refuse(
  res: ExpressResponse,
  status: 429 | 503,
  text: string,
  hasBody: boolean,
  retryAfterSeconds = 1,
) {
  res
    .status(status)
    .type("text/plain")
    .set({ "Cache-Control": cacheControl.private, "Retry-After": String(retryAfterSeconds) });
  if (hasBody) res.set("Connection", "close");
  res.send(text);
}

export const requestHasBody = (headers: Record<string, unknown>) =>
  headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;

/** The share given when there is no cap: nothing to give back. */
const NO_CAP = () => undefined;

/**
 * Takes one of the client's `perClient` requests in flight for `req` until its response closes
 * (0: no cap); false when the client holds them all. The chain's step below and the hit path
 * (hit-path.ts, with shareInFlight) take them from the same gauge.
 */
export function takeInFlight(
  perClient: number,
  gauge: ClientGauge,
  req: { ip?: string | undefined },
  res: Pick<ServerResponse, "once">,
): boolean {
  const release = shareInFlight(perClient, gauge, req);
  if (!release) return false;
  // Without a cap there is no share to give back, and no listener to add.
  if (release !== NO_CAP) res.once("close", release);
  return true;
}

/**
 * One of the client's `perClient` requests in flight, held until the returned function is called
 * (0: no cap); undefined when the client holds them all.
 */
export function shareInFlight(
  perClient: number,
  gauge: ClientGauge,
  req: { ip?: string | undefined },
): (() => void) | undefined {
  return perClient <= 0 ? NO_CAP : gauge.take(clientKey(req.ip));
}

/**
 * At most `perClient` requests of one client being served at once (0: no cap); past it 429 with
 * Retry-After.
 */
export function limitRequestsInFlight(
  perClient: number,
  gauge: ClientGauge = createClientGauge(perClient),
): RequestHandler {
  return (req, res, next) => {
    if (takeInFlight(perClient, gauge, req, res)) return next();
    refuse(
      res,
      429,
      `Too Many Requests: ${perClient} requests from your address are being answered; try again in a moment.`,
      requestHasBody(req.headers),
    );
  };
}
