// /healthz after a retention run: the site's purge (the one its hourly timer runs) erases a
// lead older than LEAD_RETENTION_DAYS and leaves a new one, and /healthz then says exactly
// how many it erased and when it ran. Before any run it says nothing of retention.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "#server/store/sqlite";
import { localDateTime } from "#shared/dates";
import { postForm, startSite, type TestSite } from "../support/server";

const DAY_MS = 24 * 60 * 60 * 1000;
const OLD_KEY = "-OLDLEAD000000000001";

describe("/healthz after a retention run", () => {
  let site: TestSite;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "retention-health-"));
    // A lead stored 40 days ago, as the contact form stores it (its own date is its age).
    const store = openSqliteStore({ dataDir, timeoutMs: 2000 });
    await store.put("contactForm", OLD_KEY, {
      name: "Old Visitor",
      email: "old.visitor@example.com",
      subject: "Batch dates",
      message: "Asked long ago.",
      date: localDateTime(new Date(Date.now() - 40 * DAY_MS), "Asia/Kolkata"),
    });
    await store.close();
    site = await startSite({
      DATA_DIR: dataDir,
      LEAD_RETENTION_DAYS: "30",
      LEADS_WEBHOOK_URL: "",
      SMTP_URL: "",
    });
  });
  afterAll(() => site.close());

  const health = async () => {
    const response = await fetch(`${site.url}/healthz`);
    expect(response.status).toBe(200);
    return (await response.json()) as unknown;
  };

  it("says nothing of retention before a run, then how many leads the run erased and when", async () => {
    const fresh = {
      name: "New Visitor",
      email: "new.visitor@example.com",
      subject: "Batch dates",
      message: "Asking today.",
    };
    expect((await postForm(site, "/Contact", fresh)).status).toBe(303);
    expect(await health()).toEqual({ status: "ok", store: "sqlite" });

    const before = Date.now();
    expect(await site.runRetention()).toEqual({ erased: 1, undated: 0 });
    const after = Date.now();
    const reported = (await health()) as { retention: { lastRunAt: string } };
    expect(reported).toEqual({
      status: "ok",
      store: "sqlite",
      retention: { erasedLast: 1, lastRunAt: expect.any(String) },
    });
    const ranAt = Date.parse(reported.retention.lastRunAt);
    expect(new Date(ranAt).toISOString()).toBe(reported.retention.lastRunAt);
    expect(ranAt).toBeGreaterThanOrEqual(before);
    expect(ranAt).toBeLessThanOrEqual(after);
    expect(site.records("contactForm").map(({ record }) => record.email)).toEqual([
      "new.visitor@example.com",
    ]);

    // The next run finds nothing older: the count is of the last run, not a total.
    expect(await site.runRetention()).toEqual({ erased: 0, undated: 0 });
    expect(await health()).toMatchObject({ retention: { erasedLast: 0 } });
  });
});
