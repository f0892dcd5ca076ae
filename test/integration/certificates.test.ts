// Certificates from the CLI to the check page and the API.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRecords, startSite, type TestSite } from "../support/server";
import { certificatesCli, dataDirWithCertificates } from "../support/certificates";

const newDataDir = () => mkdtempSync(path.join(tmpdir(), "certificates-test-"));
const cli = certificatesCli;

// Each test stands alone: the CLI tests use data folders of their own, the check tests
// import the good file into the site's folder first.
let site: TestSite;
beforeAll(async () => {
  const dataDir = await dataDirWithCertificates("certificates-test-");
  site = await startSite({ DATA_DIR: dataDir, CERTIFICATE_LOOKUPS_PER_MINUTE: "0" });
});
afterAll(() => site.close());

const page = async (pathname: string) => {
  const response = await fetch(`${site.url}${pathname}`);
  return { status: response.status, html: await response.text() };
};

describe("npm run certificates", () => {
  it("imports nothing from a file with a bad row, and names the lines", async () => {
    const dataDir = newDataDir();
    await expect(
      cli(dataDir, "import", "test/fixtures/certificates-bad.csv"),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("line 3: course /cooking/pasta is not in the catalogue"),
    });
    expect(readRecords(dataDir, "certificates")).toEqual([]);
  });

  it("imports a good file", async () => {
    const dataDir = newDataDir();
    const { stdout } = await cli(dataDir, "import", "test/fixtures/certificates-good.csv");
    expect(stdout).toContain("Imported 4 certificates");
    expect(readRecords(dataDir, "certificates").map((r) => r.key)).toEqual([
      "APT-2025-000101",
      "APT-2025-000102",
      "APT-2025-000103",
      "APT-2025-000104",
    ]);
  });

  it("revokes one", async () => {
    const dataDir = newDataDir();
    await cli(dataDir, "import", "test/fixtures/certificates-good.csv");
    await cli(dataDir, "revoke", "apt-2025-000104");
    expect(
      readRecords(dataDir, "certificates").find((r) => r.key === "APT-2025-000104")?.record.status,
    ).toBe("revoked");
    await expect(cli(dataDir, "revoke", "APT-0000-NOPE")).rejects.toMatchObject({
      stderr: expect.stringContaining("No certificate"),
    });
  });
});

describe("the certificate check", () => {
  it("shows a valid certificate's holder, course link, date and 'Valid'", async () => {
    const { status, html } = await page("/checkcertificate?number=apt-2025-000101");
    expect(status).toBe(200);
    expect(html).toContain("Asha Rao");
    expect(html).toContain('href="/computerscience/aws"');
    expect(html).toContain("AWS Cloud Computing");
    expect(html).toContain("31 March 2025");
    expect(html).toMatch(/certificate-result__status">Valid</);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("says plainly that a revoked certificate is revoked", async () => {
    const { html } = await page("/checkcertificate?number=APT-2025-000103");
    expect(html).toMatch(/certificate-result__status">Revoked</);
    expect(html).toContain("This certificate has been revoked and is no longer valid.");
  });

  it.each(["APT-2025-999999", "not a number!", "%3Cscript%3E", "x".repeat(300)])(
    "gives one response for unknown or malformed %s",
    async (number) => {
      const { status, html } = await page(`/checkcertificate?number=${number}`);
      expect(status).toBe(200);
      expect(html).toContain("No certificate was found with this number.");
      expect(html).not.toContain("certificate-result__status");
    },
  );

  it.each(["", "%20%20"])(
    "asks for the number when the box was sent empty (%j)",
    async (number) => {
      const { status, html } = await page(`/checkcertificate?number=${number}`);
      expect(status).toBe(200);
      expect(html).toContain("Please enter the certificate number printed on your certificate.");
      expect(html).toMatch(
        /<input[^>]*aria-invalid="true"[^>]*id="certificate-number"|<input[^>]*id="certificate-number"[^>]*aria-invalid="true"/,
      );
      expect(html).not.toContain("No certificate was found with this number.");
    },
  );

  it("says nothing before a number was asked for", async () => {
    const { html } = await page("/checkcertificate");
    expect(html).not.toContain("Please enter the certificate number");
    expect(html).not.toContain('aria-invalid="true"');
  });

  it("offers a way forward when no certificate has the number: how to read it, and whom to ask", async () => {
    const { html } = await page("/checkcertificate?number=APT-2025-999999");
    expect(html).toContain("No certificate was found with this number.");
    expect(html).toContain("Type the number exactly as it is printed on your certificate");
    expect(html).toContain("O and 0, I and 1");
    expect(html).toMatch(/<a [^>]*href="\/Contact"[^>]*>Contact us<\/a>/);
    // The help speaks of the number the visitor typed, so it must not echo markup.
    const hostile = await page("/checkcertificate?number=%3Cb%3Ex%3C%2Fb%3E");
    expect(hostile.html).not.toContain("<b>x</b>");
  });

  it("gives each certificate its own page: 200 when known, 404 when not", async () => {
    const known = await page("/checkcertificate/APT-2025-000102");
    expect(known.status).toBe(200);
    expect(known.html).toContain("Kumar, Ravi");
    const unknown = await page("/checkcertificate/APT-2025-999999");
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain("No certificate was found with this number.");
  });

  it.each([
    ["in lower case", "/checkcertificate/apt-2025-000102"],
    ["with spaces around it", "/checkcertificate/%20APT-2025-000102%20"],
    ["with a PDF's non-breaking hyphens", "/checkcertificate/APT%E2%80%912025%E2%80%91000102"],
    ["in full-width letters and digits", "/checkcertificate/%EF%BC%A1PT-2025-000102"],
    ["with a query", "/checkcertificate/apt-2025-000102?utm_source=x&number=y"],
  ])(
    "moves a certificate's page asked %s, for good, to its number as printed",
    async (_label, asked) => {
      const response = await fetch(`${site.url}${asked}`, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("/checkcertificate/APT-2025-000102");
      // A lookup names a person: not even its redirect is kept by a cache.
      expect(response.headers.get("cache-control")).toBe("no-store");
    },
  );

  it("answers at the number as printed, and keeps one 404 for an unknown number in any spelling", async () => {
    const printed = await fetch(`${site.url}/checkcertificate/APT-2025-000102`, {
      redirect: "manual",
    });
    expect(printed.status).toBe(200);
    expect(await printed.text()).toContain("Kumar, Ravi");
    for (const unknown of ["apt-2025-999999", "%20APT-2025-999999", "not%20a%20number!"]) {
      const response = await fetch(`${site.url}/checkcertificate/${unknown}`, {
        redirect: "manual",
      });
      expect(response.status, unknown).toBe(404);
      expect(response.headers.get("location"), unknown).toBeNull();
      expect(await response.text(), unknown).toContain(
        "No certificate was found with this number.",
      );
    }
  });

  it("gives the same response through the API", async () => {
    const found = await fetch(`${site.url}/api/v1/certificates/APT-2025-000101`);
    expect(found.status).toBe(200);
    expect(((await found.json()) as { certificate: unknown }).certificate).toEqual({
      number: "APT-2025-000101",
      name: "Asha Rao",
      course: "/computerscience/aws",
      courseTitle: "AWS Cloud Computing",
      issued: "2025-03-31",
      status: "valid",
    });
    const missing = await fetch(`${site.url}/api/v1/certificates/NOPE-NOPE`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(
      "No certificate was found with this number.",
    );
  });
});
