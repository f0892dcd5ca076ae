// Starts the built site in this test process on a free port, with its own data folder,
// so forms, headers and redirects are exercised exactly as a visitor's browser meets them.
import Database from "better-sqlite3";
import { expect } from "vitest";
import { existsSync, mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface TestSite {
  url: string;
  dataDir: string;
  /** The records of one list, in key order, as the store holds them. */
  records(list: string): Array<{ key: string; record: Record<string, string> }>;
  close(): Promise<void>;
}

/** What build/index.js exports for a test that runs the site in its own process. */
interface ServerEntry {
  createApp: (build: unknown, publicDir?: string) => { listen: (port: number, host: string) => Server };
  serverBuild: unknown;
  resetServerState?: () => Promise<void>;
  startNotifications?: () => string;
}

/**
 * The checkout whose build is tested: this one, or another (SITE_ROOT=/path/to/old/checkout)
 * to see a new test fail on code from before a fix.
 */
export const SITE_ROOT = path.resolve(process.env.SITE_ROOT ?? ".");

export interface SiteOptions {
  /**
   * Loads its own copy of the server (settings, store, in-flight requests), so one test
   * file can run two sites with different settings side by side, e.g. SQLite and Firebase.
   * The settings are read when the site starts, from `env` over this process's environment.
   */
  instance?: string;
}

/** The key that signs /my-data links in tests (a test may sign its own tokens with it). */
export const TEST_PRIVACY_SECRET = "test-privacy-secret-0123456789abcdefghijklmnop";

/** Settings the previous site of this process was started with: a new site starts without them. */
let applied: string[] = [];

export async function startSite(env: Record<string, string> = {}, options: SiteOptions = {}): Promise<TestSite> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "site-test-"));
  for (const name of applied) delete process.env[name];
  // Limits per client are off unless a test sets them: tests send bursts from one address.
  const settings = {
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "0",
    CONNECTIONS_PER_CLIENT: "0",
    REQUESTS_IN_FLIGHT_PER_CLIENT: "0",
    SITE_TIME_ZONE: "Asia/Kolkata",
    // Production (SITE_URL set) needs a key for /my-data links; the tests' own.
    PRIVACY_SECRET: TEST_PRIVACY_SECRET,
    ...env,
  };
  Object.assign(process.env, settings);
  applied = Object.keys(settings);
  const entry = pathToFileURL(path.join(SITE_ROOT, "build/index.js"));
  if (options.instance) entry.searchParams.set("instance", options.instance);
  const built = (await import(entry.href)) as ServerEntry;
  // A second site on the same copy of the server reads its own settings and opens its own store.
  await built.resetServerState?.();
  const server = built.createApp(built.serverBuild, path.join(SITE_ROOT, "public")).listen(0, "127.0.0.1");
  built.startNotifications?.();
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    records: (list) => readRecords(dataDir, list),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The records of one list in a data folder's SQLite file, in key order. */
export function readRecords(dataDir: string, list: string): Array<{ key: string; record: Record<string, string> }> {
  const file = path.join(dataDir, "leads.sqlite");
  if (!existsSync(file)) return [];
  const db = new Database(file, { readonly: true });
  try {
    const exists = db.prepare("SELECT name FROM sqlite_master WHERE name = 'records'").get();
    if (!exists) return [];
    return db
      .prepare<[string], { key: string; data: string }>("SELECT key, data FROM records WHERE list = ? ORDER BY key")
      .all(list)
      .map((row) => ({ key: row.key, record: JSON.parse(row.data) as Record<string, string> }));
  } finally {
    db.close();
  }
}

/** A document form post as a browser without JavaScript sends it. */
export function postForm(site: Pick<TestSite, "url">, pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
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

/** Follows a redirect the way the browser would (the site sets no cookies). */
export async function follow(site: TestSite, response: Response): Promise<Response> {
  const location = response.headers.get("location");
  if (!location) throw new Error(`Expected a redirect, got ${response.status}`);
  expect(response.headers.getSetCookie()).toEqual([]);
  return fetch(new URL(location, site.url), { redirect: "manual" });
}

/** A key as the browser mints it for a form it shows (pages carry none of their own). */
export { mintSubmissionKey as browserKey } from "../../shared/forms/keys";
