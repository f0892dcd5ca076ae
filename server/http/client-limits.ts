// One client's share of the server: a bounded number of requests being handled at once
// per client address (the address TRUST_PROXY gives, so behind a proxy it is the visitor's).
// The connection caps and time bounds are in listen.ts.
import type { RequestHandler, Response as ExpressResponse } from "express";
import { cacheControl } from "./answer-headers";
import { clientKey } from "./rate-limit";

/** A short plain refusal; a request body that was not read closes the connection (see remix.ts). */
export function refuse(res: ExpressResponse, status: 429 | 503, text: string, hasBody: boolean, retryAfterSeconds = 1) {
  res
    .status(status)
    .type("text/plain")
    .set({ "Cache-Control": cacheControl.private, "Retry-After": String(retryAfterSeconds) });
  if (hasBody) res.set("Connection", "close");
  res.send(text);
}

export const requestHasBody = (headers: Record<string, unknown>) => headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;

export function limitRequestsInFlight(perClient: number): RequestHandler {
  const inFlight = new Map<string, number>();
  return (req, res, next) => {
    if (perClient <= 0) return next();
    const key = clientKey(req.ip);
    const count = inFlight.get(key) ?? 0;
    if (count >= perClient) {
      refuse(res, 429, `Too Many Requests: ${perClient} requests from your address are being answered; try again in a moment.`, requestHasBody(req.headers));
      return;
    }
    inFlight.set(key, count + 1);
    res.once("close", () => {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left <= 0) inFlight.delete(key);
      else inFlight.set(key, left);
    });
    next();
  };
}
