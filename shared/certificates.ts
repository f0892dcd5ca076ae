// Certificates as stored (list 'certificates', keyed by number) and as anyone may see
// them: holder, course, issue date and status, nothing more.
import * as v from "valibot";

export const CERTIFICATES_LIST = "certificates";

/** Numbers as printed, e.g. APT-2025-000123; compared in upper case. */
export const CERTIFICATE_NUMBER = /^[A-Z0-9][A-Z0-9-]{4,39}$/;
/**
 * A number as typed or copied, in the form it is stored: full-width letters and digits made
 * plain (NFKC), any kind of dash (a PDF's non-breaking hyphen, an en dash, a minus sign) made
 * "-", spaces around it dropped, letters in upper case.
 */
export const normaliseCertificateNumber = (raw: string) =>
  raw
    .normalize("NFKC")
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, "-")
    .trim()
    .toUpperCase();
export const isCertificateNumber = (value: string) => CERTIFICATE_NUMBER.test(value);

/** A certificate's own page: its number as printed, the only spelling that page answers at. */
export const certificatePath = (number: string) =>
  `/checkcertificate/${encodeURIComponent(number)}`;

export const certificateMessages = {
  notFound: "No certificate was found with this number.",
  empty: "Please enter the certificate number printed on your certificate.",
  tooMany: "Too many certificate checks from your connection. Please wait a minute and try again.",
  unavailable: "We cannot check certificates right now. Please try again in a few minutes.",
  valid: "Valid",
  revoked: "Revoked",
} as const;

export const CertificateRecordSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("name is required"),
    v.maxLength(120, "name is longer than 120 characters"),
  ),
  course: v.pipe(
    v.string(),
    v.regex(/^\/[a-z]+\/[a-z0-9-]+$/, "course must be a course route such as /computerscience/aws"),
  ),
  issued: v.pipe(
    v.string(),
    v.isoDate("issued must be a date such as 2025-03-31"),
    // The format alone lets 2025-02-30 through; the calendar does not.
    v.check(
      (day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      "issued must be a date such as 2025-03-31",
    ),
  ),
  status: v.picklist(["valid", "revoked"], "status must be valid or revoked"),
});
export type CertificateRecord = v.InferOutput<typeof CertificateRecordSchema>;

/** What a lookup shows. */
export interface CertificateView extends CertificateRecord {
  number: string;
  courseTitle: string;
}

/** The result of one lookup, for the check page and the REST gateway alike. */
export type LookupResult =
  | { status: "found"; certificate: CertificateView }
  | { status: "not-found" }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "unavailable" };
