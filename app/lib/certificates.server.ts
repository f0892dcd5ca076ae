import { json } from "@remix-run/node";
import { lookupCertificate } from "../../server/certificates/lookup";

/** The page's answer to one lookup, with the status a crawler or a script should see. */
export async function certificatePageData(number: string, clientIp: string | undefined, unknownStatus: 200 | 404) {
  const result = await lookupCertificate(number, clientIp);
  const status =
    result.status === "found" ? 200 : result.status === "rate-limited" ? 429 : result.status === "unavailable" ? 503 : unknownStatus;
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (result.status === "rate-limited") headers["Retry-After"] = String(result.retryAfterSeconds);
  return json({ number, result }, { status, headers });
}
