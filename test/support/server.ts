// Starts the built site in this test process on a free port, with its own data folder,
// so forms, headers and redirects are exercised exactly as a visitor's browser meets them.
// Each site is started by the build's own `startServer` with settings of its own: a test
// file may run as many side by side as it needs (SQLite and Firebase, say).
import Database from "better-sqlite3";
import { expect } from "vitest";
import { existsSync, mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { StorePort } from "#server/store";
import { captureLogs, type CapturedLogs } from "./logs";

export interface TestSite {
  url: string;
  dataDir: string;
  /** What the notifications did at start, in one line. */
  notifications: string;
  /** The line the server prints about its store at start, asked afresh. */
  storeStartLine(): Promise<{ ok: boolean; line: string }>;
  /** The records of one list, in key order, as the store has them. */
  records(list: string): Array<{ key: string; record: Record<string, string> }>;
  /** Runs the site's retention purge now, as its hourly timer does (the site records the run for /healthz). */
  runRetention(): Promise<{ erased: number; undated: number }>;
  /** One look of the escalation timer, at the site's clock unless `now` is given; how many leads it escalated. */
  runEscalation(now?: number): Promise<number>;
  /** The site's own store (SQLite or Firebase), for a test to prepare what a person would (staff, say). */
  store(): StorePort;
  /** What the site has logged (its own logger's lines). */
  logs: CapturedLogs;
  /** The address of the site's metrics (`http://127.0.0.1:<METRICS_PORT>/metrics`) when METRICS_PORT is set. */
  metricsUrl?: string;
  close(): Promise<void>;
}

/** What build/index.js exports (server/main.ts), as the tests use it. */
export interface ServerEntry {
  serverBuild: unknown;
  startServer: (
    env: Record<string, string | undefined>,
    options?: StartOptions,
  ) => Promise<RunningSite>;
}

export interface StartOptions {
  build?: unknown;
  publicDir?: string;
  prewarm?: boolean;
  listen?: { port: number; host: string };
  /** The site's clock instead of the system's (what pages date by: the next batch, the year). */
  now?: () => Date;
  /** Where the site's log lines go. */
  logDestination?: unknown;
}

export interface RunningSite {
  server: Server;
  port: number;
  metricsPort?: number;
  notifications: string;
  pagesReady: Promise<void>;
  storeStartLine(): Promise<{ ok: boolean; line: string }>;
  services: {
    privacy: { retention: { run(): Promise<{ erased: number; undated: number }> } };
    store: StorePort;
    /** Absent from a build before escalation (SITE_ROOT of an older checkout). */
    desk?: { escalation?: { run(now?: number): Promise<number> } };
  };
  close(): Promise<void>;
}

/**
 * The checkout whose build is tested: this one, or another (SITE_ROOT=/path/to/old/checkout)
 * to see a new test fail on code from before a fix.
 */
export const SITE_ROOT = path.resolve(process.env.SITE_ROOT ?? ".");

/** The built server entry of the checkout under test. */
export const serverEntry = async () =>
  (await import(pathToFileURL(path.join(SITE_ROOT, "build/index.js")).href)) as ServerEntry;

/** The key that signs /my-data links in tests (a test may sign its own tokens with it). */
export const TEST_PRIVACY_SECRET = "test-privacy-secret-0123456789abcdefghijklmnop";

/** Every test site listens on a free loopback port. */
export const LOOPBACK = { port: 0, host: "127.0.0.1" };

/**
 * The limits per client, off. Tests send bursts from one address, and a limit left on meets
 * a burst only when the machine is too slow to finish its requests: the test's verdict would
 * depend on the machine's speed. A test of a limit sets that limit itself.
 */
export const CLIENT_LIMITS_OFF = {
  RATE_LIMIT_PER_MINUTE: "0",
  CONNECTIONS_PER_CLIENT: "0",
  REQUESTS_IN_FLIGHT_PER_CLIENT: "0",
  NOT_FOUND_PER_MINUTE: "0",
  // How long a client may take to send its request: a busy test machine can stall the
  // server's loop past the 5 s default, which then answers 408 to a request that was sent
  // in time. The slow-client tests set their own.
  HEADERS_TIMEOUT_MS: "60000",
  REQUEST_TIMEOUT_MS: "120000",
} as const;

/**
 * Starts a site with `env` over this process's environment (which it leaves as it is) and a
 * fresh data folder unless `env` names one; `now`, a clock of the test's own.
 */
export async function startSite(
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<TestSite> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "site-test-"));
  const settings = {
    DATA_DIR: dataDir,
    ...CLIENT_LIMITS_OFF,
    // Tests sign the same staff member in many times (test/support/desk.ts).
    DESK_CODES_PER_ADDRESS_PER_HOUR: "0",
    SITE_TIME_ZONE: "Asia/Kolkata",
    // Production (SITE_URL set) needs a key for /my-data links; the tests' own.
    PRIVACY_SECRET: TEST_PRIVACY_SECRET,
    ...env,
  };
  const logs = captureLogs();
  const site = await (
    await serverEntry()
  ).startServer(
    { ...process.env, ...settings },
    {
      publicDir: path.join(SITE_ROOT, "public"),
      listen: LOOPBACK,
      logDestination: logs.destination,
      ...(options.now ? { now: options.now } : {}),
    },
  );
  return {
    url: `http://127.0.0.1:${site.port}`,
    dataDir,
    notifications: site.notifications,
    storeStartLine: () => site.storeStartLine(),
    records: (list) => readRecords(dataDir, list),
    runRetention: () => site.services.privacy.retention.run(),
    runEscalation: async (now) => {
      if (!site.services.desk?.escalation) throw new Error("this build has no escalation timer");
      return site.services.desk.escalation.run(now);
    },
    store: () => site.services.store,
    logs,
    ...(site.metricsPort !== undefined
      ? { metricsUrl: `http://127.0.0.1:${site.metricsPort}/metrics` }
      : {}),
    close: () => site.close(),
  };
}

interface RouteEntry {
  module: { loader?: (...args: unknown[]) => unknown };
}
type PageHandler = (...args: unknown[]) => Promise<Response>;
type Build = {
  routes: Record<string, RouteEntry>;
  assets: { version: string };
  entry: { module: { default: PageHandler } };
};

export interface CountingSite {
  site: RunningSite;
  url: string;
  logs: CapturedLogs;
  /** The build's version (the one lazy route discovery asks with). */
  version: string;
  /** How many pages the site has rendered: the root loader runs once per page render. */
  renders(): number;
}

/**
 * A site of the build whose root loader is counted, for tests of what is rendered and when;
 * `rootData` changes what that loader returns, and `page` every page's HTML once the server
 * has made it and its headers (a test's deliberate fault in every page).
 */
export async function startCountingSite(
  env: Record<string, string>,
  options: {
    prewarm?: boolean;
    rootData?: (data: Record<string, unknown>) => unknown;
    page?: (html: string) => string;
  } = {},
): Promise<CountingSite> {
  const entry = await serverEntry();
  const serverBuild = entry.serverBuild as Build;
  const root = serverBuild.routes.root!;
  const loader = root.module.loader!;
  let renders = 0;
  const counting = (...args: unknown[]) => {
    renders++;
    const data = loader(...args);
    return options.rootData ? options.rootData(data as Record<string, unknown>) : data;
  };
  const render = serverBuild.entry.module.default;
  const { page } = options;
  const rendering: PageHandler = page
    ? async (...args) => {
        const response = await render(...args);
        return new Response(page(await response.text()), {
          status: response.status,
          headers: response.headers,
        });
      }
    : render;
  const build = {
    ...serverBuild,
    entry: { ...serverBuild.entry, module: { ...serverBuild.entry.module, default: rendering } },
    routes: {
      ...serverBuild.routes,
      root: { ...root, module: { ...root.module, loader: counting } },
    },
  };
  const logs = captureLogs();
  const site = await entry.startServer(
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "counting-site-")),
      // Tests of the page cache send hundreds of made-up addresses from one address, at once.
      ...CLIENT_LIMITS_OFF,
      SITE_TIME_ZONE: "Asia/Kolkata",
      PRIVACY_SECRET: TEST_PRIVACY_SECRET,
      ...env,
    },
    {
      build,
      publicDir: path.join(SITE_ROOT, "public"),
      prewarm: options.prewarm,
      listen: LOOPBACK,
      logDestination: logs.destination,
    },
  );
  return {
    site,
    url: `http://127.0.0.1:${site.port}`,
    logs,
    version: serverBuild.assets.version,
    renders: () => renders,
  };
}

/** The records of one list in a data folder's SQLite file, in key order. */
export function readRecords(
  dataDir: string,
  list: string,
): Array<{ key: string; record: Record<string, string> }> {
  const file = path.join(dataDir, "leads.sqlite");
  if (!existsSync(file)) return [];
  const db = new Database(file, { readonly: true });
  try {
    const exists = db.prepare("SELECT name FROM sqlite_master WHERE name = 'records'").get();
    if (!exists) return [];
    return db
      .prepare<[string], { key: string; data: string }>(
        "SELECT key, data FROM records WHERE list = ? ORDER BY key",
      )
      .all(list)
      .map((row) => ({ key: row.key, record: JSON.parse(row.data) as Record<string, string> }));
  } finally {
    db.close();
  }
}

/** A document form post as a browser without JavaScript sends it (repeated fields as pairs). */
export function postForm(
  site: Pick<TestSite, "url">,
  pathname: string,
  fields: Record<string, string> | Array<[string, string]>,
  headers: Record<string, string> = {},
) {
  return fetch(`${site.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: site.url,
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A JSON post to the REST gateway (`/api/v1` + `path`), as an API client sends it. */
export function postJson(site: Pick<TestSite, "url">, path: string, body: unknown) {
  return fetch(`${site.url}/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** Follows a redirect the way the browser would (the site sets no cookies). */
export async function follow(site: TestSite, response: Response): Promise<Response> {
  const location = response.headers.get("location");
  if (!location) throw new Error(`Expected a redirect, got ${response.status}`);
  expect(response.headers.getSetCookie()).toEqual([]);
  return fetch(new URL(location, site.url), { redirect: "manual" });
}

/** A key as the browser mints it for a form it shows (pages carry none of their own). */
export { mintSubmissionKey as browserKey } from "#shared/forms/keys";

/** The lead contexts of one list in a data folder's SQLite file, by key. */
export function readContexts(dataDir: string, list: string): Record<string, unknown> {
  const file = path.join(dataDir, "leads.sqlite");
  if (!existsSync(file)) return {};
  const db = new Database(file, { readonly: true });
  try {
    const exists = db.prepare("SELECT name FROM sqlite_master WHERE name = 'lead_context'").get();
    if (!exists) return {};
    const rows = db
      .prepare<[string], { key: string; data: string }>(
        "SELECT key, data FROM lead_context WHERE list = ? ORDER BY key",
      )
      .all(list);
    return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.data) as unknown]));
  } finally {
    db.close();
  }
}
