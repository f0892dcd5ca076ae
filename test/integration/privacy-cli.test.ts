// npm run privacy: the retention purge (dry run, then for real) and the request log's open
// requests, run as an operator runs them, on a SQLite store prepared here.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { leadFingerprint } from "#server/leads/fingerprint";
import { openSqliteStore } from "#server/store/sqlite";
import { callbackDate, localDateTime } from "#shared/dates";

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), "privacy-cli-test-"));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  FIREBASE_DATABASE_URL: "",
  LEAD_RETENTION_DAYS: "365",
  SITE_TIME_ZONE: "Asia/Kolkata",
};
const cli = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "server/cli/privacy.ts", ...args], { env });
const exportList = (list: string) =>
  run(process.execPath, ["--import", "tsx", "server/cli/export.ts", "--list", list], { env });
const records = async (list: string) => {
  const store = openSqliteStore({ dataDir, timeoutMs: 5000 });
  try {
    return (await store.list(list)).map(([key]) => key);
  } finally {
    await store.close();
  }
};

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const zone = "Asia/Kolkata";

beforeAll(async () => {
  const store = openSqliteStore({ dataDir, timeoutMs: 5000 });
  const old = new Date(now - 400 * DAY);
  const recent = new Date(now - 30 * DAY);
  await store.insertLead({
    list: "RCB Leads",
    key: "-OLDCALLBACK00000001",
    keyFromClient: false,
    record: {
      fullName: "Asha Rao",
      phone: "9876543210",
      email: "asha@example.com",
      course: "AWS",
      date: callbackDate(old, zone),
      source: "/",
    },
    fingerprintOf: leadFingerprint("callback"),
    dedupeWindowMs: 600_000,
    now: old.getTime(),
    notify: { form: "callback", channels: ["email"], page: "/" },
  });
  await store.put("contactForm", "-OLDCONTACT000000001", {
    name: "Ravi",
    email: "ravi@example.com",
    subject: "x",
    message: "y",
    date: localDateTime(old, zone),
  });
  await store.put("contactForm", "-NEWCONTACT000000001", {
    name: "Meera",
    email: "meera@example.com",
    subject: "x",
    message: "y",
    date: localDateTime(recent, zone),
  });
  await store.put("newsletter", "-UNDATED000000000001", {
    email: "kept@example.com",
    date: "sometime last year",
  });
  // The request log: a link mailed 31 minutes ago and never opened, one mailed 5 minutes ago.
  const request = (minutesAgo: number) => ({
    action: "access",
    address: "hash",
    requestedAt: new Date(now - minutesAgo * 60_000).toISOString(),
    status: "open",
    doneAt: "",
    detail: "1 records",
    linkUsedAt: "",
  });
  await store.put("privacyRequests", "0-old", request(31));
  await store.put("privacyRequests", "1-new", request(5));
  await store.close();
});

describe("npm run privacy", () => {
  it("purge --dry-run names the leads past LEAD_RETENTION_DAYS and erases nothing", async () => {
    const { stdout } = await cli("purge", "--dry-run");
    expect(stdout).toContain("would erase RCB Leads -OLDCALLBACK00000001");
    expect(stdout).toContain("would erase contactForm -OLDCONTACT000000001");
    expect(stdout).not.toContain("-NEWCONTACT");
    expect(stdout).toContain("2 leads dated before");
    expect(stdout).toContain("1 without a readable date would be kept");
    expect(await records("RCB Leads")).toEqual(["-OLDCALLBACK00000001"]);
    expect(await records("contactForm")).toHaveLength(2);
  });

  it("purge erases them with their notifications, keeps the rest, and logs the purge without personal data", async () => {
    const { stdout } = await cli("purge");
    expect(stdout).toContain("2 leads erased; 1 without a readable date kept");
    expect(await records("RCB Leads")).toEqual([]);
    expect(await records("contactForm")).toEqual(["-NEWCONTACT000000001"]);
    expect(await records("newsletter")).toEqual(["-UNDATED000000000001"]);
    const store = openSqliteStore({ dataDir, timeoutMs: 5000 });
    try {
      expect(await store.outbox.list("pending")).toEqual([]);
    } finally {
      await store.close();
    }
    const log = JSON.parse((await exportList("privacyRequests")).stdout) as Record<
      string,
      Record<string, string>
    >;
    const purge = Object.values(log).find((r) => r.action === "retention")!;
    expect(purge).toMatchObject({
      status: "done",
      address: "",
      detail: "2 leads older than 365 days",
    });
    expect(JSON.stringify(log)).not.toContain("@");
  });

  it("requests --open lists the links not opened within their 30 minutes", async () => {
    const { stdout } = await cli("requests", "--open");
    expect(stdout).toContain("0-old\taccess\topen");
    expect(stdout).not.toContain("1-new");
    expect(stdout).toContain("1 requests not completed within the link's life");
  });
});
