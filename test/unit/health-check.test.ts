// /healthz's probe cadence: however many ask, one probe at a time, and none while the last is fresh.
import { describe, expect, it } from "vitest";
import { createHealthCheck } from "#server/health";
import type { StorePort } from "#server/store";
import { expectedConsoleErrors } from "../support/setup";
import { captureLogs, testLogger } from "../support/logs";

function heldStore() {
  let probes = 0;
  let verdict: { ok: boolean; reason?: string } = { ok: true };
  const waiting: Array<() => void> = [];
  const store = {
    kind: "sqlite",
    health: () => {
      probes += 1;
      const probeResult = verdict;
      return new Promise<{ ok: boolean; reason?: string }>((resolve) =>
        waiting.push(() => resolve(probeResult)),
      );
    },
    erasures: { status: () => Promise.resolve({ pending: 0 }) },
  } as unknown as StorePort;
  return {
    store,
    probes: () => probes,
    fail: () => (verdict = { ok: false, reason: "the disk is full" }),
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

describe("createHealthCheck", () => {
  it("runs one probe for all who ask at once, and none until its report is an interval old", async () => {
    let now = 0;
    const held = heldStore();
    const config = {
      HEALTH_PROBE_INTERVAL_MS: 5000,
      NOTIFY_OVERDUE_MS: 300_000,
      LEADS_WEBHOOK_URL: undefined,
    };
    const logs = captureLogs();
    const health = createHealthCheck(
      { config, store: () => held.store, notifier: { channels: () => [] }, log: testLogger(logs) },
      () => now,
    );
    const asked = Promise.all(Array.from({ length: 50 }, () => health.report()));
    held.release();
    expect((await asked).every((report) => report.ok)).toBe(true);
    expect(held.probes()).toBe(1);

    now = 4999;
    held.fail();
    expect((await health.report()).ok).toBe(true);
    expect(held.probes()).toBe(1);

    now = 5000;
    const next = health.report();
    held.release();
    expectedConsoleErrors.allow = true;
    expect(await next).toEqual({ ok: false, kind: "sqlite" });
    expect(held.probes()).toBe(2);
    // Operators read the store's reason in the log, once per change of verdict.
    expect(logs.lines()).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "the store failed its probe",
        store: "sqlite",
        reason: "the disk is full",
      }),
    ]);
  });
});
