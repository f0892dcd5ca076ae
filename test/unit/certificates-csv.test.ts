import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCertificatesCsv } from "#server/certificates/import";

const fixture = (name: string) => readFileSync(`test/fixtures/${name}`, "utf8");

describe("certificates CSV", () => {
  it("reads every good row, with numbers and statuses normalised", () => {
    const parsed = parseCertificatesCsv(fixture("certificates-good.csv"));
    if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
    expect(parsed.rows.map((r) => r.number)).toEqual([
      "APT-2025-000101",
      "APT-2025-000102",
      "APT-2025-000103",
      "APT-2025-000104",
    ]);
    expect(parsed.rows[1]?.record).toEqual({
      name: "Kumar, Ravi",
      course: "/management/finance",
      issued: "2025-04-15",
      status: "valid",
    });
    expect(parsed.rows[3]?.record.status).toBe("valid");
  });

  it("names every bad row by its line and accepts none", () => {
    const parsed = parseCertificatesCsv(fixture("certificates-bad.csv"));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([
      "line 3: course /cooking/pasta is not in the catalogue",
      "line 4: issued must be a date such as 2025-03-31",
      "line 5: status must be valid or revoked",
    ]);
  });

  it("refuses a wrong header, repeated numbers, future dates and short rows", () => {
    expect(parseCertificatesCsv("num,name\nA,B\n")).toEqual({
      ok: false,
      errors: ["line 1: the header must be number,name,course,issued,status"],
    });
    const text = [
      "number,name,course,issued,status",
      "AB-1,Asha Rao,/ece/iot,2025-01-01,valid",
      "APT-00001,Asha Rao,/ece/iot,2025-01-01,valid",
      "apt-00001,Asha Rao,/ece/iot,2025-01-01,valid",
      "APT-00002,Asha Rao,/ece/iot,2099-01-01,valid",
      "APT-00003,Asha Rao",
    ].join("\n");
    const parsed = parseCertificatesCsv(text, new Date("2026-11-22T00:00:00Z"));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([
      "line 2: number must be 5 to 40 letters, digits or hyphens",
      "line 4: number repeats line 3",
      "line 5: issued is in the future",
      "line 6: expected 5 columns, found 2",
    ]);
  });
});
