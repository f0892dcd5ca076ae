import { data, type AppLoadContext } from "@remix-run/node";
import type { LookupResult } from "../../shared/certificates";
import { lookupCertificateFor } from "../../server/certificates/lookup";
import { certificateSharing } from "../../server/certificates/share";
import { markResponse } from "../../server/http/remix";

export type { CertificateSharing } from "../../server/certificates/share";

/**
 * The page's response to one lookup, with the status a crawler or a script should see; on a
 * certificate's own page (`share`), a valid one comes with its LinkedIn link and QR code.
 */
export async function certificatePageData(
  number: string,
  context: AppLoadContext,
  unknownStatus: 200 | 404,
  share = false,
) {
  const result: LookupResult = await lookupCertificateFor(
    context.services,
    context.clientIp,
    number,
  );
  const status =
    result.status === "found"
      ? 200
      : result.status === "rate-limited"
        ? 429
        : result.status === "unavailable"
          ? 503
          : unknownStatus;
  // A lookup names a person and follows the store: never stored by a cache.
  markResponse(context, {
    kind: "private",
    retryAfterSeconds: result.status === "rate-limited" ? result.retryAfterSeconds : undefined,
  });
  const sharing =
    share && result.status === "found"
      ? await certificateSharing(context.origin, result.certificate)
      : null;
  return data({ number, result, sharing }, { status });
}
