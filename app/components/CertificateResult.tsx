import { Link } from "@remix-run/react";
import { certificateMessages, certificatePath, type LookupResult } from "#shared/certificates";
import { site } from "#shared/catalogue/site";

/** What helps a visitor read their number right, shown under the box and after a miss. */
export const certificateHelp = {
  where: "You will find it on your certificate, in the form APT-2025-000123.",
  exactly:
    "Type the number exactly as it is printed on your certificate, dashes included. Characters that look alike are a common slip: O and 0, I and 1.",
} as const;

/** After a number that matched nothing: how to try again, and whom to ask. */
function NotFoundHelp() {
  return (
    <>
      <p>{certificateHelp.exactly}</p>
      <p className="certificate-result__next">
        Still not found? <Link to="/Contact">Contact us</Link> or write to{" "}
        <a href={`mailto:${site.supportEmail}?subject=${encodeURIComponent("Certificate check")}`}>
          {site.supportEmail}
        </a>{" "}
        with the number and a photo of the certificate, and we will confirm it for you.
      </p>
    </>
  );
}

// The issue date is a calendar date: read and written in UTC so no time zone shifts it.
const issuedOn = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
export const issuedText = (issued: string) => issuedOn.format(new Date(`${issued}T00:00:00Z`));

/**
 * The result of a certificate check: a status the eye and a screen reader meet first.
 * `ownPage`: shown on the certificate's own page, which needs no link to itself.
 */
export function CertificateResult({
  outcome,
  ownPage = false,
}: {
  outcome: LookupResult;
  ownPage?: boolean;
}) {
  if (outcome.status !== "found") {
    const text =
      outcome.status === "rate-limited"
        ? certificateMessages.tooMany
        : outcome.status === "unavailable"
          ? certificateMessages.unavailable
          : certificateMessages.notFound;
    return (
      <div className="certificate-result certificate-result--none" role="status">
        <p className="certificate-result__headline">{text}</p>
        {outcome.status === "not-found" ? <NotFoundHelp /> : null}
      </div>
    );
  }
  const { certificate } = outcome;
  const valid = certificate.status === "valid";
  return (
    <section
      className={`certificate-result ${valid ? "certificate-result--valid" : "certificate-result--revoked"}`}
      aria-labelledby="certificate-status"
      role="status"
    >
      <p id="certificate-status" className="certificate-result__status">
        {valid ? certificateMessages.valid : certificateMessages.revoked}
      </p>
      {valid ? null : <p>This certificate has been revoked and is no longer valid.</p>}
      <dl className="certificate-result__facts">
        <dt>Certificate number</dt>
        <dd>{certificate.number}</dd>
        <dt>Awarded to</dt>
        <dd>{certificate.name}</dd>
        <dt>Course</dt>
        <dd>
          <Link to={certificate.course}>{certificate.courseTitle}</Link>
        </dd>
        <dt>Issued on</dt>
        <dd>{issuedText(certificate.issued)}</dd>
      </dl>
      {ownPage ? null : (
        <p className="certificate-result__link">
          {valid ? "Its own page, to share, print or add to LinkedIn: " : "Link to this result: "}
          <Link to={certificatePath(certificate.number)}>
            /checkcertificate/{certificate.number}
          </Link>
        </p>
      )}
    </section>
  );
}
