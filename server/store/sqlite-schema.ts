// Tables and statements of the SQLite store. `records` stores every list (the stored
// payloads, certificates); the other tables are the store's own memory for exactly-once.
import type Database from "better-sqlite3";
import { DESK_TABLES, prepareDeskStatements, upgradeDeskTables } from "./sqlite-desk-schema";
import {
  ERASED_ANNOUNCEMENTS_TABLE,
  prepareAnnouncementStatements,
} from "./sqlite-erase-announcements";
import type { LeasedAttemptColumns } from "./sqlite-leased-attempts";
import { prepareStaffStatements, STAFF_TABLES, upgradeStaffTables } from "./sqlite-staff";

export function openSchema(db: Database.Database, maxMb?: number): Database.Database {
  db.pragma("journal_mode = WAL");
  // FULL: a commit is on disk before a visitor is told the lead was received.
  db.pragma("synchronous = FULL");
  // Never wait for a lock on the event loop; the adapter retries with timers instead.
  db.pragma("busy_timeout = 0");
  // Deleted and replaced rows are overwritten with zeros, not left in free space: an erased or
  // corrected lead must not stay readable in the file (server/store/sqlite-erase.ts).
  db.pragma("secure_delete = ON");
  if (maxMb !== undefined) {
    const pageSize = Number(db.pragma("page_size", { simple: true }));
    db.pragma(`max_page_count = ${Math.max(1, Math.floor((maxMb * 1024 * 1024) / pageSize))}`);
  }
  // Several processes may open a new file at once: creating the tables must not race.
  db.transaction(() => {
    db.exec(`
      CREATE TABLE IF NOT EXISTS records (
        list TEXT NOT NULL, key TEXT NOT NULL, data TEXT NOT NULL,
        PRIMARY KEY (list, key)
      );
      CREATE TABLE IF NOT EXISTS lead_context (
        list TEXT NOT NULL, key TEXT NOT NULL, data TEXT NOT NULL,
        PRIMARY KEY (list, key)
      );
      CREATE TABLE IF NOT EXISTS lead_fingerprints (
        list TEXT NOT NULL, fingerprint TEXT NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL,
        PRIMARY KEY (list, fingerprint)
      );
      CREATE TABLE IF NOT EXISTS lead_aliases (
        list TEXT NOT NULL, key TEXT NOT NULL, target TEXT NOT NULL, fingerprint TEXT NOT NULL, at INTEGER NOT NULL,
        PRIMARY KEY (list, key)
      );
      CREATE TABLE IF NOT EXISTS health_probe (instance TEXT PRIMARY KEY, value BLOB NOT NULL);
      CREATE TABLE IF NOT EXISTS outbox (
        id TEXT PRIMARY KEY, key TEXT NOT NULL, list TEXT NOT NULL, form TEXT NOT NULL, channel TEXT NOT NULL, page TEXT,
        state TEXT NOT NULL, attempts INTEGER NOT NULL, created_at INTEGER NOT NULL, next_attempt_at INTEGER NOT NULL,
        last_error TEXT, lease_owner TEXT, lease_until INTEGER, delivered_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS outbox_due ON outbox (state, next_attempt_at);
      CREATE INDEX IF NOT EXISTS outbox_due_channel ON outbox (state, channel, next_attempt_at);
    `);
    db.exec(ERASED_ANNOUNCEMENTS_TABLE);
    db.exec(DESK_TABLES);
    upgradeDeskTables(db);
    db.exec(STAFF_TABLES);
    upgradeStaffTables(db);
  }).immediate();
  return db;
}

export function prepareStatements(db: Database.Database) {
  return {
    selectRecord: db.prepare<[string, string], { data: string }>(
      "SELECT data FROM records WHERE list = ? AND key = ?",
    ),
    selectList: db.prepare<[string], { key: string; data: string }>(
      "SELECT key, data FROM records WHERE list = ? ORDER BY key",
    ),
    insertRecord: db.prepare<[string, string, string]>(
      "INSERT OR IGNORE INTO records (list, key, data) VALUES (?, ?, ?)",
    ),
    upsertRecord: db.prepare<[string, string, string]>(
      "INSERT INTO records (list, key, data) VALUES (?, ?, ?) ON CONFLICT (list, key) DO UPDATE SET data = excluded.data",
    ),
    insertContext: db.prepare<[string, string, string]>(
      "INSERT OR IGNORE INTO lead_context (list, key, data) VALUES (?, ?, ?)",
    ),
    // Only the context of a lead whose record is there: the record is what was stored.
    selectContext: db.prepare<[string, string], { data: string }>(
      "SELECT c.data FROM lead_context c JOIN records r ON r.list = c.list AND r.key = c.key WHERE c.list = ? AND c.key = ?",
    ),
    selectContexts: db.prepare<[string], { key: string; data: string }>(
      "SELECT c.key, c.data FROM lead_context c JOIN records r ON r.list = c.list AND r.key = c.key WHERE c.list = ? ORDER BY c.key",
    ),
    selectFingerprint: db.prepare<[string, string], { key: string; at: number }>(
      "SELECT key, at FROM lead_fingerprints WHERE list = ? AND fingerprint = ?",
    ),
    upsertFingerprint: db.prepare<[string, string, string, number]>(
      "INSERT INTO lead_fingerprints (list, fingerprint, key, at) VALUES (?, ?, ?, ?) ON CONFLICT (list, fingerprint) DO UPDATE SET key = excluded.key, at = excluded.at",
    ),
    pruneFingerprints: db.prepare<[number]>("DELETE FROM lead_fingerprints WHERE at < ?"),
    selectAlias: db.prepare<[string, string], { target: string; fingerprint: string }>(
      "SELECT target, fingerprint FROM lead_aliases WHERE list = ? AND key = ?",
    ),
    insertAlias: db.prepare<[string, string, string, string, number]>(
      "INSERT OR IGNORE INTO lead_aliases (list, key, target, fingerprint, at) VALUES (?, ?, ?, ?, ?)",
    ),
    pruneAliases: db.prepare<[number]>("DELETE FROM lead_aliases WHERE at < ?"),
    putProbe: db.prepare<[string, Buffer]>(
      "INSERT OR REPLACE INTO health_probe (instance, value) VALUES (?, ?)",
    ),
    getProbe: db.prepare<[string], { value: Buffer }>(
      "SELECT value FROM health_probe WHERE instance = ?",
    ),
    deleteProbe: db.prepare<[string]>("DELETE FROM health_probe WHERE instance = ?"),
    insertOutbox: db.prepare<
      [string, string, string, string, string, string | null, number, number]
    >(
      "INSERT OR IGNORE INTO outbox (id, key, list, form, channel, page, state, attempts, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)",
    ),
    dueOutbox: db.prepare<[number, number, number], OutboxRow>(
      "SELECT * FROM outbox WHERE state = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?) ORDER BY next_attempt_at LIMIT ?",
    ),
    dueOutboxOf: db.prepare<[number, number, string, number], OutboxRow>(
      "SELECT * FROM outbox WHERE state = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?) AND channel = ? ORDER BY next_attempt_at LIMIT ?",
    ),
    leaseOutbox: db.prepare<[string, number, string]>(
      "UPDATE outbox SET lease_owner = ?, lease_until = ?, attempts = attempts + 1 WHERE id = ?",
    ),
    extendOutboxLease: db.prepare<[number, string, string]>(
      "UPDATE outbox SET lease_until = ? WHERE id = ? AND lease_owner = ? AND state = 'pending'",
    ),
    settleOutbox: db.prepare<[string, number | null, string | null, number | null, string, string]>(
      "UPDATE outbox SET state = ?, next_attempt_at = COALESCE(?, next_attempt_at), last_error = ?, delivered_at = ?, lease_owner = NULL, lease_until = NULL WHERE id = ? AND lease_owner = ?",
    ),
    outboxByState: db.prepare<[string], OutboxRow>(
      "SELECT * FROM outbox WHERE state = ? ORDER BY created_at",
    ),
    outboxStatus: db.prepare<
      [number],
      { pending: number; dead: number; oldest: number | null; oldest_due: number | null }
    >(
      `SELECT SUM(state = 'pending') AS pending, SUM(state = 'dead') AS dead, MIN(CASE WHEN state = 'pending' THEN created_at END) AS oldest,
        MIN(CASE WHEN state = 'pending' AND (lease_until IS NULL OR lease_until <= ?) THEN next_attempt_at END) AS oldest_due FROM outbox`,
    ),
    discardOutbox: db.prepare<[string, string]>(
      "DELETE FROM outbox WHERE id = ? AND lease_owner = ?",
    ),
    outboxStateOf: db.prepare<[string], { state: string; attempts: number }>(
      "SELECT state, attempts FROM outbox WHERE id = ?",
    ),
    deleteRecord: db.prepare<[string, string]>("DELETE FROM records WHERE list = ? AND key = ?"),
    deleteContext: db.prepare<[string, string]>(
      "DELETE FROM lead_context WHERE list = ? AND key = ?",
    ),
    updateContext: db.prepare<[string, string, string]>(
      "UPDATE lead_context SET data = ? WHERE list = ? AND key = ?",
    ),
    deleteOutboxOf: db.prepare<[string, string]>("DELETE FROM outbox WHERE list = ? AND key = ?"),
    deleteFingerprintsOf: db.prepare<[string, string]>(
      "DELETE FROM lead_fingerprints WHERE list = ? AND key = ?",
    ),
    deleteAliasesOf: db.prepare<[string, string]>(
      "DELETE FROM lead_aliases WHERE list = ? AND target = ?",
    ),
    reviveOutbox: db.prepare<[number, string]>(
      "UPDATE outbox SET state = 'pending', next_attempt_at = ?, attempts = 0, lease_owner = NULL, lease_until = NULL WHERE id = ? AND state = 'dead'",
    ),
    ...prepareAnnouncementStatements(db),
    ...prepareDeskStatements(db),
    ...prepareStaffStatements(db),
  };
}

export type Statements = ReturnType<typeof prepareStatements>;

export interface OutboxRow extends LeasedAttemptColumns {
  id: string;
  key: string;
  list: string;
  form: string;
  channel: "email" | "webhook";
  page: string | null;
  recipient: string | null;
  state: "pending" | "delivered" | "dead";
  delivered_at: number | null;
}
