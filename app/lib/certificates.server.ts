import { data, type AppLoadContext } from "@remix-run/node";
import type { LookupResult } from "../../shared/certificates";
import { lookupCertificateFor } from "../../server/certificates/lookup";
import { markAnswer } from "../../server/http/remix";

/** The page's answer to one lookup, with the status a crawler or a script should see. */
export async function certificatePageData(number: string, context: AppLoadContext, unknownStatus: 200 | 404) {
  const result: LookupResult = await lookupCertificateFor(context.parts, context.clientIp, number);
  const status = result.status === "found" ? 200 : result.status === "rate-limited" ? 429 : result.status === "unavailable" ? 503 : unknownStatus;
  // A lookup names a person and follows the store: never kept by a cache.
  markAnswer(context, { kind: "private", retryAfterSeconds: result.status === "rate-limited" ? result.retryAfterSeconds : undefined });
  return data({ number, result }, { status });
}
