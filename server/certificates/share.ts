// What the holder of a valid certificate can do with its page, without any third party being
// asked anything: add it to their LinkedIn profile (LinkedIn's add-to-profile address, filled
// from the certificate), show or print a QR code of the page's address (made here, as SVG, by
// the qrcode package), and print the certificate with that code and its number on it.
import QRCode from "qrcode";
import { certificatePath, type CertificateView } from "#shared/certificates";
import { site } from "#shared/catalogue/site";

/**
 * A certificate's own page, under the site's trusted origin: what the QR code and LinkedIn point
 * to.
 */
export const certificatePageUrl = (origin: string, number: string) =>
  `${origin}${certificatePath(number)}`;

/**
 * LinkedIn's "Add licence or certification" form, filled in: the course as the certification's
 * name, this site as the organisation, the month of issue, the page as the credential URL and
 * the number as the credential ID. Every value is percent-encoded (a space is %20).
 */
export function linkedInAddToProfileUrl(
  certificate: Pick<CertificateView, "number" | "courseTitle" | "issued">,
  pageUrl: string,
): string {
  const [year = "", month = ""] = certificate.issued.split("-");
  const fields: Array<[string, string]> = [
    ["startTask", "CERTIFICATION_NAME"],
    ["name", certificate.courseTitle],
    ["organizationName", site.brandName],
    ["issueYear", String(Number(year))],
    ["issueMonth", String(Number(month))],
    ["certUrl", pageUrl],
    ["certId", certificate.number],
  ];
  return `https://www.linkedin.com/profile/add?${fields.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&")}`;
}

/**
 * The options every certificate's QR code is made with: medium error correction (a printed copy may
 * be worn), a quiet zone of 2.
 */
export const QR_OPTIONS = { type: "svg", errorCorrectionLevel: "M", margin: 2 } as const;

/** A QR code of `text` as an SVG document (black on white). */
export const qrCodeSvg = (text: string): Promise<string> => QRCode.toString(text, QR_OPTIONS);

/** The same as an image address a page can show and print (the policy allows data: images). */
export const svgImageSrc = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;

/** What a valid certificate's page offers its holder. */
export interface CertificateSharing {
  pageUrl: string;
  linkedIn: string;
  /** The QR code of `pageUrl`, as an image address. */
  qrCode: string;
}

/** The sharing a certificate's page offers: none for a revoked certificate. */
export async function certificateSharing(
  origin: string,
  certificate: CertificateView,
): Promise<CertificateSharing | null> {
  if (certificate.status !== "valid") return null;
  const pageUrl = certificatePageUrl(origin, certificate.number);
  return {
    pageUrl,
    linkedIn: linkedInAddToProfileUrl(certificate, pageUrl),
    qrCode: svgImageSrc(await qrCodeSvg(pageUrl)),
  };
}
