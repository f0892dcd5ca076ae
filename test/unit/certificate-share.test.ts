// A certificate's sharing: LinkedIn's add-to-profile address filled from the certificate, and
// a QR code whose dark modules are exactly those of a QR symbol of the page's own address.
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import {
  certificatePageUrl,
  certificateSharing,
  linkedInAddToProfileUrl,
  qrCodeSvg,
  svgImageSrc,
} from "#server/certificates/share";
import type { CertificateView } from "#shared/certificates";

const certificate: CertificateView = {
  number: "APT-2025-000102",
  name: "Kumar, Ravi",
  course: "/management/finance",
  courseTitle: "Finance & Accounting",
  issued: "2025-04-15",
  status: "valid",
};
const pageUrl = "https://www.aptoralearning.com/checkcertificate/APT-2025-000102";

/** The dark modules an SVG of the qrcode package draws: one path of runs, `M x y` then `h n` and `m dx dy`. */
function darkModules(svg: string): Set<string> {
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? "";
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a = "0", b = "0"] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === "M") [x, y] = [Number(a), Number(b)];
    else if (command === "m") [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let i = 0; i < Number(a); i++) dark.add(`${x + i},${Math.floor(y)}`);
      x += Number(a);
    }
  }
  return dark;
}

describe("the certificate's page address", () => {
  it("is the certificate's own page under the site's origin", () => {
    expect(certificatePageUrl("https://www.aptoralearning.com", certificate.number)).toBe(pageUrl);
    expect(certificatePageUrl("http://localhost:3000", "A B/C")).toBe(
      "http://localhost:3000/checkcertificate/A%20B%2FC",
    );
  });
});

describe("Add to LinkedIn profile", () => {
  it("fills LinkedIn's add-to-profile form: name, organisation, year and month of issue, credential URL and ID", () => {
    const address = linkedInAddToProfileUrl(certificate, pageUrl);
    expect(address).toBe(
      "https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Finance%20%26%20Accounting&organizationName=Aptora%20Learning" +
        "&issueYear=2025&issueMonth=4&certUrl=https%3A%2F%2Fwww.aptoralearning.com%2Fcheckcertificate%2FAPT-2025-000102&certId=APT-2025-000102",
    );
    expect(Object.fromEntries(new URL(address).searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Finance & Accounting",
      organizationName: "Aptora Learning",
      issueYear: "2025",
      issueMonth: "4",
      certUrl: pageUrl,
      certId: "APT-2025-000102",
    });
  });
});

describe("the QR code", () => {
  it("is an SVG whose dark modules are exactly those of a QR symbol of the page's address", async () => {
    const svg = await qrCodeSvg(pageUrl);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    const symbol = QRCode.create(pageUrl, { errorCorrectionLevel: "M" });
    // What the symbol holds, segment after segment (bytes, then the upper-case tail as alphanumerics): the address.
    const text = (data: unknown) =>
      typeof data === "string"
        ? data
        : Buffer.from(Object.values(data as Record<string, number>)).toString();
    expect(symbol.segments.map((segment) => text(segment.data)).join("")).toBe(pageUrl);
    const expected = new Set<string>();
    for (let row = 0; row < symbol.modules.size; row++)
      for (let column = 0; column < symbol.modules.size; column++)
        if (symbol.modules.get(row, column)) expected.add(`${column + 2},${row + 2}`); // a quiet zone of 2
    expect(darkModules(svg)).toEqual(expected);
    // Another address draws another code.
    expect(darkModules(await qrCodeSvg(`${pageUrl}3`))).not.toEqual(expected);
  });

  it("is offered as an image address the page's policy allows (data:)", async () => {
    const src = svgImageSrc(await qrCodeSvg(pageUrl));
    expect(src.startsWith("data:image/svg+xml,%3Csvg")).toBe(true);
    expect(decodeURIComponent(src.slice("data:image/svg+xml,".length))).toBe(
      (await qrCodeSvg(pageUrl)).trim(),
    );
  });
});

describe("what a certificate's page offers", () => {
  it("offers a valid certificate's LinkedIn link and QR code, and a revoked one nothing", async () => {
    const sharing = await certificateSharing("https://www.aptoralearning.com", certificate);
    expect(sharing).toEqual({
      pageUrl,
      linkedIn: linkedInAddToProfileUrl(certificate, pageUrl),
      qrCode: svgImageSrc(await qrCodeSvg(pageUrl)),
    });
    expect(
      await certificateSharing("https://www.aptoralearning.com", {
        ...certificate,
        status: "revoked",
      }),
    ).toBeNull();
  });
});
