// SQLite files made by earlier builds: opening one brings it up to date. The access log's method
// and the staff member an entry is about; the words of names with marks (Devanagari).
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteStore, SQLITE_FILE } from "#server/store/sqlite";
import { mintSubmissionKey } from "#shared/forms/keys";
import { leadFingerprint } from "#server/leads/fingerprint";
import { listNames } from "#server/leads/records";
import { leadSummary } from "#server/leads/summary";
import { searchWords } from "#server/store/desk-terms";
import { LEAD_DEDUPE_WINDOW_MS } from "#server/store/port";

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

describe("a SQLite file whose name terms split Devanagari words at their vowel signs", () => {
  it("gets each name's whole words when opened, once", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "terms-upgrade-"));
    folders.push(dataDir);
    const record = {
      fullName: "प्रिया शर्मा",
      phone: "9876501234",
      email: "priya.hi@example.com",
      course: "AWS",
      date: "17th Mar 2025 10:15AM",
      source: "/",
    };
    const key = mintSubmissionKey(Date.UTC(2026, 10, 1));
    const first = openSqliteStore({ dataDir, timeoutMs: 2000 });
    await first.insertLead({
      list: listNames.callback,
      key,
      keyFromClient: false,
      record,
      fingerprintOf: leadFingerprint("callback"),
      dedupeWindowMs: LEAD_DEDUPE_WINDOW_MS,
      now: Date.UTC(2026, 10, 1),
      desk: leadSummary("callback", record, undefined),
    });
    await first.close();
    // The terms as the earlier split wrote them, and no record of the upgrade.
    const old = new Database(path.join(dataDir, SQLITE_FILE));
    old.exec("DELETE FROM desk_terms WHERE term LIKE 'n:%'; DELETE FROM desk_upgrades");
    const addTerm = old.prepare("INSERT INTO desk_terms (term, id) SELECT ?, id FROM desk_leads");
    for (const fragment of ["प", "र", "य", "शर", "म"]) addTerm.run(`n:${fragment}`);
    old.close();

    const store = openSqliteStore({ dataDir, timeoutMs: 2000 });
    try {
      const found = async (typed: string) =>
        (
          await store.desk.inbox({ tab: "leads", limit: 10, search: { words: searchWords(typed) } })
        ).rows.map((row) => row.name);
      expect(await found("शर्मा")).toEqual(["प्रिया शर्मा"]);
      expect(await found("प्रिया")).toEqual(["प्रिया शर्मा"]);
      expect(await found("म")).toEqual([]);
    } finally {
      await store.close();
    }
    const reopened = new Database(path.join(dataDir, SQLITE_FILE));
    expect(
      reopened
        .prepare("SELECT term FROM desk_terms WHERE term LIKE 'n:%' ORDER BY term")
        .pluck()
        .all(),
    ).toEqual(["n:प्रिया", "n:शर्मा"]);
    reopened.close();
  });
});
