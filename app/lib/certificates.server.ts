import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { certificatePath, type LookupResult } from "#shared/certificates";
import { lookupCertificateFor } from "#server/certificates/lookup";
import { certificateSharing } from "#server/certificates/share";
import { markResponse } from "#server/http/remix";

export type { CertificateSharing } from "#server/certificates/share";

/**
 * The page's response to one lookup, with the status a crawler or a script should see; on a
 * certificate's own page (`ownPage`), a valid one comes with its LinkedIn link and QR code, and
 * another spelling of a known number moves to it.
 */
export async function certificatePageData(
  number: string,
  context: AppLoadContext,
  unknownStatus: 200 | 404,
  ownPage = false,
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
  // A certificate's page has one address, its number as printed: a spelling that finds it but
  // is not that one (lower case, spaces around it, another dash) moves there for good, without
  // the query, so that shared links and search results name one page. Only a number that was
  // found moves: an unknown or malformed one keeps the one response it always gets (0006).
  if (ownPage && result.status === "found" && result.certificate.number !== number)
    return redirect(certificatePath(result.certificate.number), 301);
  const sharing =
    ownPage && result.status === "found"
      ? await certificateSharing(context.origin, result.certificate)
      : null;
  return data({ number, result, sharing }, { status });
}
