import { data, type AppLoadContext } from "@remix-run/node";
import type { LookupResult } from "../../shared/certificates";
import { lookupCertificate } from "../../server/certificates/lookup";
import { markAnswer } from "../../server/http/remix";
import { certificateLimiter, clientKey } from "../../server/http/rate-limit";

/** The page's answer to one lookup, with the status a crawler or a script should see. */
export async function certificatePageData(number: string, context: AppLoadContext, unknownStatus: 200 | 404) {
  const limit = certificateLimiter.hit(`certificate:${clientKey(context.clientIp)}`);
  const result: LookupResult = limit.allowed
    ? await lookupCertificate(number)
    : { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  const status =
    result.status === "found" ? 200 : result.status === "rate-limited" ? 429 : result.status === "unavailable" ? 503 : unknownStatus;
  // A lookup names a person and follows the store: never kept by a cache.
  markAnswer(context, { kind: "private", retryAfterSeconds: result.status === "rate-limited" ? result.retryAfterSeconds : undefined });
  return data({ number, result }, { status });
}
