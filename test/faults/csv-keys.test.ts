// The CSV export neutralises visitor text a spreadsheet would run as a formula, including
// text that hides its `=` behind control characters, and leaves our own keys (Firebase
// push keys start with `-`) and the header as they are.
//
// csv.ts is imported from SITE_ROOT, so SITE_ROOT=/path/to/old/checkout runs these
// assertions against that checkout's csv.ts and export command.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "#server/store/sqlite";
import { SITE_ROOT } from "../support/server";
import type * as CsvModule from "#server/csv";

type Csv = typeof CsvModule;
let csv: Csv;
beforeAll(async () => {
  csv = (await import(path.join(SITE_ROOT, "server/csv.ts"))) as Csv;
});

const run = promisify(execFile);

describe("csv.ts", () => {
  it("leaves keys that start with - as they are", () => {
    const out = csv.toCsv([
      ["-A0000001", { name: "Asha Rao" }],
      ["-Nq8x_Yz", { name: "Ravi" }],
    ]);
    expect(out).toBe(["key,name", "-A0000001,Asha Rao", "-Nq8x_Yz,Ravi", ""].join("\r\n"));
  });

  it("leaves the header as it is", () => {
    expect(csv.toCsv([["k1", { "-name": "a", "=sum": "b", "@at": "c" }]]).split("\r\n")[0]).toBe(
      "key,-name,=sum,@at",
    );
  });

  it.each([
    ["=", '=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["+", "+919876543210", "'+919876543210"],
    ["-", "-2+3", "'-2+3"],
    ["@", "@SUM(A1)", "'@SUM(A1)"],
    ["NUL before =", "\u0000=1+1", "'\u0000=1+1"],
    ["SOH before =", "\u0001=1+1", "'\u0001=1+1"],
    ["tab before =", "\t=1+1", "'\t=1+1"],
    ["CR before =", "\r=1+1", `"'\r=1+1"`],
    ["a tab", "\tplain", "'\tplain"],
    ["a CR", "\rplain", `"'\rplain"`],
    ["spaces and control characters before @", " \u0002 @cmd", "' \u0002 @cmd"],
    ["ESC before +", "\u001b+1", "'\u001b+1"],
  ])("neutralises visitor text that starts with %s", (_label, value, cell) => {
    expect(csv.toCsv([["K1", { note: value }]])).toBe(`key,note\r\nK1,${cell}\r\n`);
  });

  it.each([
    ["Asha Rao"],
    ["a=b"],
    ["asha@example.com"],
    ["9876543210"],
    ["\u0000plain"],
    [" plain"],
  ])("leaves %j as it is", (value) => {
    expect(csv.toCsv([["K1", { note: value }]])).toBe(`key,note\r\nK1,${value}\r\n`);
  });
});

describe('npm run export -- --list "RCB Leads" --format csv', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "csv-keys-"));

  beforeAll(async () => {
    const store = openSqliteStore({ dataDir, timeoutMs: 5000 });
    await store.put("RCB Leads", "-A0000001", {
      fullName: "Asha Rao",
      phone: "9876543210",
      email: "asha@example.com",
      course: "AWS",
      date: "3rd Mar 2025 4:05PM",
      source: "/",
    });
    await store.put("RCB Leads", "-A0000002", {
      fullName: '\u0000=HYPERLINK("http://x")',
      phone: "+919876543210",
      email: "@evil",
      course: "\t=1+1",
      date: "-3rd",
      source: "/home",
    });
    await store.close();
  });

  it("prints our keys as they are and neutralises visitor text", async () => {
    const { stdout } = await run(
      "npm",
      ["run", "--silent", "export", "--", "--list", "RCB Leads", "--format", "csv"],
      {
        cwd: SITE_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, FIREBASE_DATABASE_URL: "" },
      },
    );
    expect(stdout).toBe(
      [
        "key,fullName,phone,email,course,date,source",
        "-A0000001,Asha Rao,9876543210,asha@example.com,AWS,3rd Mar 2025 4:05PM,/",
        `-A0000002,"'\u0000=HYPERLINK(""http://x"")",'+919876543210,'@evil,'\t=1+1,'-3rd,/home`,
        "",
      ].join("\r\n"),
    );
  });
});
