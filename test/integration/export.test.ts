import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../server/store/sqlite";

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), "export-test-"));

const exportList = (list: string, format: string) =>
  run(process.execPath, ["--import", "tsx", "server/cli/export.ts", "--list", list, "--format", format], {
    env: { ...process.env, DATA_DIR: dataDir, FIREBASE_DATABASE_URL: "" },
  });

const asha = {
  fullName: "Asha Rao",
  phone: "9876543210",
  email: "asha@example.com",
  course: "AWS",
  date: "3rd Mar 2025 4:05PM",
  source: "/",
};

beforeAll(async () => {
  const store = openSqliteStore({ dataDir, timeoutMs: 5000 });
  await store.put("RCB Leads", "-A0000001", asha);
  await store.put("RCB Leads", "-A0000002", {
    fullName: '=HYPERLINK("http://x")',
    phone: "+919876543210",
    email: "@evil",
    course: 'Finance, "advanced"\nline two',
    date: "-3rd",
    source: "/home",
  });
  await store.close();
});

describe("npm run export", () => {
  it("prints JSON shaped like a Firebase export", async () => {
    const { stdout } = await exportList("RCB Leads", "json");
    const data = JSON.parse(stdout) as Record<string, Record<string, string>>;
    expect(Object.keys(data)).toEqual(["-A0000001", "-A0000002"]);
    expect(data["-A0000001"]).toEqual(asha);
  });

  it("prints RFC 4180 CSV with formula cells neutralised", async () => {
    const { stdout } = await exportList("RCB Leads", "csv");
    expect(stdout).toBe(
      [
        "key,fullName,phone,email,course,date,source",
        "-A0000001,Asha Rao,9876543210,asha@example.com,AWS,3rd Mar 2025 4:05PM,/",
        `-A0000002,"'=HYPERLINK(""http://x"")",'+919876543210,'@evil,"Finance, ""advanced""\nline two",'-3rd,/home`,
        "",
      ].join("\r\n"),
    );
  });

  it("fails clearly without a list name", async () => {
    await expect(run(process.execPath, ["--import", "tsx", "server/cli/export.ts"], { env: { ...process.env, DATA_DIR: dataDir } })).rejects.toMatchObject({
      stderr: expect.stringContaining("Name the list"),
    });
  });
});
