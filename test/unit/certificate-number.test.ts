// A certificate number as people type or copy it is looked up as it is stored: a PDF's
// non-breaking hyphens, a phone keyboard's full-width letters, an en dash or a minus sign, and
// spaces around it, all come to the printed number.
import { describe, expect, it } from "vitest";
import { isCertificateNumber, normaliseCertificateNumber } from "#shared/certificates";

describe("a certificate number as typed", () => {
  it.each([
    ["cert-2025-0001", "as typed in lower case"],
    ["  CERT-2025-0001 ", "with spaces around it"],
    ["ＣＥＲＴ－２０２５－０００１", "in full-width letters, digits and hyphen"],
    ["CERT\u20112025\u20110001", "with non-breaking hyphens, as copied from a PDF"],
    ["CERT\u20132025\u20130001", "with en dashes"],
    ["CERT\u22122025\u22120001", "with minus signs"],
  ])("%j is CERT-2025-0001 (%s)", (typed) => {
    expect(normaliseCertificateNumber(typed)).toBe("CERT-2025-0001");
  });

  it("keeps what is no look-alike, so a wrong number stays wrong", () => {
    expect(normaliseCertificateNumber("CERT_2025_0001")).toBe("CERT_2025_0001");
    expect(isCertificateNumber(normaliseCertificateNumber("CERT_2025_0001"))).toBe(false);
  });
});
