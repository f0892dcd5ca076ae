// A SQLite file made before the access log kept a sign-in's method and the staff member an entry
// is about: opening it adds the columns, its old entries read as before, and new ones keep both.
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteStore, SQLITE_FILE } from "#server/store/sqlite";
import { mintSubmissionKey } from "#shared/forms/keys";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("a SQLite file from before the access log's method and subject", () => {
  it("gets the columns when opened, keeps its entries and stores both in new ones", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "access-upgrade-"));
    folders.push(dataDir);
    const old = new Database(path.join(dataDir, SQLITE_FILE));
    old.exec(`CREATE TABLE desk_access (
      id TEXT PRIMARY KEY, at INTEGER NOT NULL, by TEXT NOT NULL, action TEXT NOT NULL,
      list TEXT, key TEXT, filter TEXT, search TEXT, search_erased INTEGER NOT NULL DEFAULT 0, count INTEGER
    )`);
    old
      .prepare(
        "INSERT INTO desk_access (id, at, by, action, list, key) VALUES (?, 1, 'asha@aptora.test', 'view', 'RCB Leads', 'k1')",
      )
      .run(mintSubmissionKey(1));
    old.close();

    const store = openSqliteStore({ dataDir, timeoutMs: 2000 });
    try {
      await store.desk.logAccess({
        at: Date.UTC(2026, 10, 1),
        by: "admin@aptora.test",
        action: "staff-removed",
        subject: "ravi@aptora.test",
      });
      await store.desk.logAccess({
        at: Date.UTC(2026, 10, 2),
        by: "asha@aptora.test",
        action: "sign-in",
        method: "link",
      });
      const { entries } = await store.desk.accessLog({ limit: 10 });
      expect(entries.map(({ id: _id, ...entry }) => entry)).toEqual([
        { at: Date.UTC(2026, 10, 2), by: "asha@aptora.test", action: "sign-in", method: "link" },
        {
          at: Date.UTC(2026, 10, 1),
          by: "admin@aptora.test",
          action: "staff-removed",
          subject: "ravi@aptora.test",
        },
        {
          at: 1,
          by: "asha@aptora.test",
          action: "view",
          lead: { list: "RCB Leads", key: "k1" },
        },
      ]);
    } finally {
      await store.close();
    }
  });
});
