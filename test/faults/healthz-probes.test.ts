// /healthz is public, uncached and free to ask: a loop of health checks from anyone must not
// become a loop of store writes. 1,000 of them in a burst cost a handful of probes on SQLite
// (its writes counted by triggers in the file) and on Firebase (the stand-in's requests),
// and a store that starts failing, or recovers, still shows within seconds.
import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { leadLists } from "#server/privacy/stored-leads";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { rtdb, TEST_DATABASE_URL } from "../support/msw/firebase-rtdb";
import { testServiceAccount } from "../support/service-account";
import { expectedConsoleErrors } from "../support/setup";
import { startSite, type TestSite } from "../support/server";
import { PATIENCE_MS } from "../support/wait";

/**
 * How old the response's probe may be before one new probe runs: a fifth of the default, so that
 * a change of the store shows within a second or so here and the waits below stay short.
 */
const PROBE_INTERVAL_MS = 1000;
const REQUESTS = 1000;
const AT_ONCE = 20;
/**
 * A burst takes about 10 s on a quiet machine and over 120 s beside a browser test on a busy
 * one, and a wait for a status may last an interval plus the tests' one patience, twice: a
 * bound that catches a hang, not a verdict on speed.
 */
const TEST_TIMEOUT_MS = 4 * PATIENCE_MS;

/**
 * A GET that is sent again on a fresh connection when the server had closed or reset the
 * kept-alive one it went out on (its idle timeout can pass while a busy machine holds this
 * process back), as browsers and proxies do for a request that is safe to repeat.
 */
async function getRetryingClosedConnections(url: string): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (!(code === "UND_ERR_SOCKET" || code === "ECONNRESET") || attempt === 3) throw error;
    }
  }
}

/** Sends `REQUESTS` GET /healthz, `AT_ONCE` at a time; resolves with their statuses and how long the burst took. */
async function burst(site: TestSite): Promise<{ statuses: Set<number>; ms: number }> {
  const statuses = new Set<number>();
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const response = await getRetryingClosedConnections(`${site.url}/healthz`);
        statuses.add(response.status);
        await response.arrayBuffer();
      }
    }),
  );
  return { statuses, ms: Date.now() - started };
}

/** Probes a burst may start: the first, one per interval it lasted, and one already under way. */
const probesWithin = (ms: number) => 2 + Math.floor(ms / PROBE_INTERVAL_MS);

/**
 * Waits until /healthz responds with `status`; the response is the last probe's, so this takes up
 * to an interval plus a probe on a quiet machine (the wait allows the tests' one patience more).
 */
async function healthBecomes(site: TestSite, status: number) {
  await vi.waitFor(
    async () => {
      const response = await getRetryingClosedConnections(`${site.url}/healthz`);
      await response.arrayBuffer();
      expect(response.status).toBe(status);
    },
    { timeout: PROBE_INTERVAL_MS + PATIENCE_MS, interval: 50 },
  );
}

describe("/healthz on SQLite", { timeout: TEST_TIMEOUT_MS }, () => {
  let site: TestSite;
  let db: Database.Database;
  beforeAll(async () => {
    site = await startSite({ HEALTH_PROBE_INTERVAL_MS: String(PROBE_INTERVAL_MS) });
    // The file exists once the server has probed its store at start.
    await site.storeStartLine();
    db = new Database(path.join(site.dataDir, "leads.sqlite"));
    db.exec("CREATE TABLE IF NOT EXISTS test_writes (n INTEGER NOT NULL)");
    db.exec("INSERT INTO test_writes VALUES (0)");
    // Every row the server inserts, changes or deletes in any of its tables counts one.
    const tables = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'test_writes'",
      )
      .all();
    for (const { name } of tables) {
      for (const event of ["INSERT", "UPDATE", "DELETE"]) {
        db.exec(
          `CREATE TRIGGER count_${event}_${name} AFTER ${event} ON ${name} BEGIN UPDATE test_writes SET n = n + 1; END`,
        );
      }
    }
  });
  afterAll(async () => {
    db.close();
    await site.close();
  });
  const writes = () => db.prepare("SELECT n FROM test_writes").pluck().get() as number;

  it("answers 1,000 requests with a handful of probes, each one write and its removal", async () => {
    const { statuses, ms } = await burst(site);
    expect([...statuses]).toEqual([200]);
    expect(writes()).toBeGreaterThan(0);
    expect(writes()).toBeLessThanOrEqual(2 * probesWithin(ms));
  });

  it("shows a store that fails its probe within seconds, and one that recovers", async () => {
    expectedConsoleErrors.allow = true; // the failing probe is logged for operators
    db.exec(
      "CREATE TRIGGER refuse_probe BEFORE INSERT ON health_probe BEGIN SELECT RAISE(ABORT, 'the disk refuses writes'); END",
    );
    await healthBecomes(site, 503);
    db.exec("DROP TRIGGER refuse_probe");
    await healthBecomes(site, 200);
  });
});

describe("/healthz on Firebase", { timeout: TEST_TIMEOUT_MS }, () => {
  const services = mockServices();
  let site: TestSite;
  beforeAll(async () => {
    services.listen({ onUnhandledRequest });
    rtdb.reset();
    site = await startSite({
      FIREBASE_DATABASE_URL: TEST_DATABASE_URL,
      FIREBASE_SERVICE_ACCOUNT: testServiceAccount(),
      HEALTH_PROBE_INTERVAL_MS: String(PROBE_INTERVAL_MS),
      // A probe slower than this is a failed one: long enough for a busy machine's slow steps.
      STORE_TIMEOUT_MS: "5000",
    });
  });
  afterAll(async () => {
    await site.close();
    services.close();
  });

  it("answers 1,000 requests with a handful of probes: a write and its removal each, and a few reads", async () => {
    rtdb.requests.length = 0;
    const { statuses, ms } = await burst(site);
    expect([...statuses]).toEqual([200]);
    const probes = rtdb.writes().filter((r) => r.method === "PUT" && r.path[0] === "_health");
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.length).toBeLessThanOrEqual(probesWithin(ms));
    expect(rtdb.writes()).toHaveLength(2 * probes.length);
    // Each probe also reads its write back and asks each indexed query for one item. Probes
    // run one at a time, so the requests split at each probe's write into runs of the same
    // requests, and nothing else reached the database but the retention purge (its first run,
    // a minute after the start, reads each lead list; a slow burst lasts past it).
    const purge = (request: (typeof rtdb.requests)[number]) =>
      request.method === "GET" && request.path.length === 1 && leadLists.includes(request.path[0]!);
    const probeRequests = rtdb.requests.filter((request) => !purge(request));
    const runs: string[][] = [];
    for (const request of probeRequests) {
      const line = `${request.method} ${request.path.join("/")}`;
      if (request.method === "PUT" && request.path[0] === "_health") runs.push([]);
      runs.at(-1)?.push(line);
    }
    expect(runs).toHaveLength(probes.length);
    expect(runs.reduce((sum, run) => sum + run.length, 0)).toBe(probeRequests.length);
    for (const run of runs) expect(run).toEqual(runs[0]);
  });

  it("shows a database that fails within seconds, and one that recovers", async () => {
    expectedConsoleErrors.allow = true;
    rtdb.mode = "server-error";
    await healthBecomes(site, 503);
    rtdb.mode = "ok";
    await healthBecomes(site, 200);
  });
});
