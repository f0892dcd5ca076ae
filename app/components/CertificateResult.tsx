import { Link } from "@remix-run/react";
import { certificateMessages, type LookupResult } from "../../shared/certificates";

// The issue date is a calendar date: read and written in UTC so no time zone shifts it.
const issuedOn = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** The answer of a certificate check: a status the eye and a screen reader meet first. */
export function CertificateResult({ outcome }: { outcome: LookupResult }) {
  if (outcome.status !== "found") {
    const text =
      outcome.status === "rate-limited"
        ? certificateMessages.tooMany
        : outcome.status === "unavailable"
          ? certificateMessages.unavailable
          : certificateMessages.notFound;
    return (
      <div className="certificate-result certificate-result--none" role="status">
        <p>{text}</p>
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
        <dd>{issuedOn.format(new Date(`${certificate.issued}T00:00:00Z`))}</dd>
      </dl>
      <p className="certificate-result__link">
        Link to this result: <Link to={`/checkcertificate/${encodeURIComponent(certificate.number)}`}>/checkcertificate/{certificate.number}</Link>
      </p>
    </section>
  );
}
