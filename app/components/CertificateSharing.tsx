// A valid certificate's page offers its holder three things: an "Add to LinkedIn profile"
// link, the QR code of the page's address, and a printable certificate (A4 landscape) that
// carries the code and the number, so that a printed copy can be checked. Everything comes
// from the loader (made on the server); the only script is the print button's call.
import type { CertificateView } from "#shared/certificates";
import { site } from "#shared/catalogue/site";
import type { CertificateSharing } from "../lib/certificates.server";
import { issuedText } from "./CertificateResult";

export function CertificateActions({ sharing }: { sharing: CertificateSharing }) {
  return (
    <section className="certificate-share" aria-labelledby="certificate-share-heading">
      <h2 id="certificate-share-heading" className="certificate-share__title">
        Show your certificate
      </h2>
      <div className="certificate-share__body">
        <div className="certificate-share__actions">
          <a className="button" href={sharing.linkedIn} target="_blank" rel="noreferrer">
            Add to LinkedIn profile<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <button
            type="button"
            className="button button--ghost js-only"
            onClick={() => window.print()}
          >
            Print certificate
          </button>
          <p className="certificate-share__print-hint no-js-only">
            To print the certificate on A4, use your browser&apos;s Print command (Ctrl+P, or Share
            and then Print on a phone).
          </p>
        </div>
        <figure className="certificate-share__qr">
          <img
            src={sharing.qrCode}
            alt="QR code of this certificate's page"
            width={148}
            height={148}
          />
          <figcaption>
            Scan to check it: <span className="certificate-share__url">{sharing.pageUrl}</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

/** The certificate as it prints: hidden on screen, one A4 landscape page on paper. */
export function PrintableCertificate({
  certificate,
  sharing,
}: {
  certificate: CertificateView;
  sharing: CertificateSharing;
}) {
  return (
    <div className="certificate-sheet print-only">
      <img
        className="certificate-sheet__logo"
        src="/images/logo.svg"
        alt={site.brandName}
        width={216}
        height={48}
      />
      <p className="certificate-sheet__kind">Certificate</p>
      <p className="certificate-sheet__lead">This certifies that</p>
      <p className="certificate-sheet__name">{certificate.name}</p>
      <p className="certificate-sheet__lead">has completed the course</p>
      <p className="certificate-sheet__course">{certificate.courseTitle}</p>
      <p className="certificate-sheet__issued">Issued on {issuedText(certificate.issued)}</p>
      <div className="certificate-sheet__check">
        <img src={sharing.qrCode} alt="" width={120} height={120} />
        <p>
          Certificate number <strong>{certificate.number}</strong>
          <br />
          Scan the code or visit <span className="certificate-share__url">
            {sharing.pageUrl}
          </span>{" "}
          to check it.
        </p>
      </div>
      <p className="certificate-sheet__issuer">{site.legalName}</p>
    </div>
  );
}
