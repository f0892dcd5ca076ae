// The embedded store: one SQLite file under DATA_DIR, shared safely by several server
// processes (WAL, one IMMEDIATE transaction per lead). better-sqlite3 is synchronous, so
// a lock held by another process must never be waited for on the event loop: the busy
// timeout is zero and this adapter retries with timers until the store's time bound.
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import type { LeadContext } from "#shared/forms/lead-context";
import { outboxId } from "./outbox";
import { updateSqliteContexts } from "./sqlite-context-update";
import { createSqliteDesk, insertSqliteDeskRow, resummarizeSqlite } from "./sqlite-desk";
import { eraseSqliteLeads } from "./sqlite-erase";
import { createSqliteErasureAnnouncements } from "./sqlite-erase-announcements";
import { createSqliteOutbox } from "./sqlite-outbox";
import { createSqliteStaff } from "./sqlite-staff";
import { openSchema, prepareStatements, type Statements } from "./sqlite-schema";
import {
  CLIENT_KEY_TTL_MS,
  StoreError,
  type LeadWrite,
  type LeadWriteResult,
  type PutOptions,
  type StoredRecord,
  type StorePort,
} from "./port";

export interface SqliteStoreOptions {
  dataDir: string;
  /** Bound on every operation, locks included. */
  timeoutMs: number;
  /** Cap on the file's size (PRAGMA max_page_count); unset: no cap but the disk. */
  maxMb?: number;
  /** Told when the file under us was deleted or replaced and has been reopened. */
  onReopen?: (reason: string) => void;
}

export const SQLITE_FILE = "leads.sqlite";
/** Large enough to need fresh pages, so a full database fails the health probe. */
const HEALTH_PROBE_BYTES = 3 * 4096;
const HEALTH_TIMEOUT_MS = 2000;
const PRUNE_EVERY = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isBusy = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return (
    typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"))
  );
};

interface Opened {
  db: Database.Database;
  statements: Statements;
  identity: { dev: number; ino: number };
}

export function openSqliteStore(options: SqliteStoreOptions): StorePort {
  const file = path.join(options.dataDir, SQLITE_FILE);
  const instance = randomBytes(8).toString("hex");
  let current: Opened | undefined;
  let writesSincePrune = 0;

  function open(): Opened {
    mkdirSync(options.dataDir, { recursive: true });
    const db = new Database(file, { timeout: 0 });
    try {
      openSchema(db, options.maxMb);
      const { dev, ino } = statSync(file);
      return { db, statements: prepareStatements(db), identity: { dev, ino } };
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** The open database, reopened when the file at our path is no longer the one we hold. */
  function database(): Opened {
    if (current && !sameFile(current)) {
      const stale = current;
      current = undefined;
      try {
        stale.db.close();
      } catch {
        // The old connection may already be unusable; the reopen below is what matters.
      }
      options.onReopen?.("the database file was deleted or replaced");
    }
    current ??= open();
    return current;
  }

  function sameFile(opened: Opened): boolean {
    try {
      const { dev, ino } = statSync(file);
      return dev === opened.identity.dev && ino === opened.identity.ino;
    } catch {
      return false;
    }
  }

  /**
   * Runs `work` in one IMMEDIATE transaction, retrying a busy database with timers until the
   * deadline. A commit is confirmed only if the file at our path is still the one written:
   * a write that went into a deleted file is written again into the current one.
   */
  async function transaction<T>(
    what: string,
    work: (s: Statements) => T,
    timeoutMs = options.timeoutMs,
    flush = true,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let pause = 2;
    for (;;) {
      let opened: Opened;
      try {
        opened = database();
        const result = flush
          ? commit(opened, work)
          : withoutFlush(opened, () => commit(opened, work));
        if (sameFile(opened)) return result;
      } catch (error) {
        if (!isBusy(error))
          throw new StoreError(`sqlite ${what} failed: ${(error as Error).message}`);
      }
      if (Date.now() + pause >= deadline)
        throw new StoreError(`sqlite ${what} timed out after ${timeoutMs} ms (database busy)`);
      await sleep(pause);
      pause = Math.min(pause * 2, 50);
    }
  }

  const commit = <T>(opened: Opened, work: (s: Statements) => T): T =>
    opened.db.transaction(() => work(opened.statements)).immediate();

  /**
   * Runs a commit that does not wait for the disk: the notification outbox's claims and
   * settles (docs/decisions/0026). SQLite's WAL keeps such a commit through a crash of the
   * process; only an operating-system crash or power cut may lose it, and the next commit of
   * a lead (which waits for the disk) makes it durable too. Losing one costs at most a
   * notification sent again, which the outbox already allows; leads always wait for the disk.
   */
  function withoutFlush<T>(opened: Opened, run: () => T): T {
    opened.db.pragma("synchronous = NORMAL");
    try {
      return run();
    } finally {
      opened.db.pragma("synchronous = FULL");
    }
  }

  /**
   * After an erasure, the write-ahead log still holds the pages as they were before it: they
   * are copied into the file (where the rows are now zeros, secure_delete) and the log cut to
   * nothing. Another process reading at that moment can stop the cut; its own next
   * checkpoint (SQLite's automatic one) then reuses the log, and the next erasure tries again.
   */
  function clearWal(db: Database.Database) {
    try {
      db.pragma("wal_checkpoint(TRUNCATE)");
    } catch {
      // Busy: see above. The erasure itself is committed.
    }
  }

  const parse = (data: string) => JSON.parse(data) as StoredRecord;
  const parseContext = (data: string) => JSON.parse(data) as LeadContext;

  function insertLead(write: LeadWrite, s: Statements): LeadWriteResult {
    const fingerprint = write.fingerprintOf(write.record);
    if (write.clientKey === undefined) return insertUnderKey(write, s, fingerprint);
    const used = s.selectAlias.get(write.list, write.clientKey);
    if (used)
      return used.fingerprint === fingerprint
        ? { status: "duplicate", key: used.target }
        : { status: "conflict" };
    const result = insertUnderKey(write, s, fingerprint);
    if (result.status !== "conflict")
      s.insertAlias.run(write.list, write.clientKey, result.key, fingerprint, write.now);
    return result;
  }

  function insertUnderKey(write: LeadWrite, s: Statements, fingerprint: string): LeadWriteResult {
    const held = s.selectRecord.get(write.list, write.key);
    if (held)
      return write.fingerprintOf(parse(held.data)) === fingerprint
        ? { status: "duplicate", key: write.key }
        : { status: "conflict" };
    const alias = s.selectAlias.get(write.list, write.key);
    if (alias)
      return alias.fingerprint === fingerprint
        ? { status: "duplicate", key: alias.target }
        : { status: "conflict" };

    const seen = s.selectFingerprint.get(write.list, fingerprint);
    if (
      seen &&
      write.now - seen.at <= write.dedupeWindowMs &&
      s.selectRecord.get(write.list, seen.key)
    ) {
      if (write.keyFromClient)
        s.insertAlias.run(write.list, write.key, seen.key, fingerprint, write.now);
      return { status: "duplicate", key: seen.key };
    }
    s.insertRecord.run(write.list, write.key, JSON.stringify(write.record));
    s.upsertFingerprint.run(write.list, fingerprint, write.key, write.now);
    if (write.context) s.insertContext.run(write.list, write.key, JSON.stringify(write.context));
    if (write.desk) insertSqliteDeskRow(s, write.list, write.key, write.desk, write.now);
    // In the same transaction: a stored lead always has its notifications, a repeat never adds one.
    const notify = write.notify;
    if (notify) {
      for (const channel of notify.channels) {
        s.insertOutbox.run(
          outboxId(write.key, channel),
          write.key,
          write.list,
          notify.form,
          channel,
          notify.page ?? null,
          write.now,
          write.now,
        );
      }
    }
    if (++writesSincePrune >= PRUNE_EVERY) {
      writesSincePrune = 0;
      s.pruneFingerprints.run(write.now - write.dedupeWindowMs);
      s.pruneAliases.run(write.now - CLIENT_KEY_TTL_MS);
    }
    return { status: "stored", key: write.key };
  }

  return {
    kind: "sqlite",
    outbox: createSqliteOutbox((what, work) => transaction(what, work, options.timeoutMs, false)),
    desk: createSqliteDesk((what, work) => transaction(what, work)),
    insertLead: (write) => transaction("write", (s) => insertLead(write, s)),
    async put(list: string, key: string, record: StoredRecord, putOptions?: PutOptions) {
      await transaction("write", (s) => {
        (putOptions?.overwrite ? s.upsertRecord : s.insertRecord).run(
          list,
          key,
          JSON.stringify(record),
        );
        if (putOptions?.overwrite && putOptions.summary)
          resummarizeSqlite(s, list, key, putOptions.summary);
      });
    },
    async get(list, key) {
      const row = await transaction("read", (s) => s.selectRecord.get(list, key));
      return row ? parse(row.data) : undefined;
    },
    async list(list) {
      const rows = await transaction("read", (s) => s.selectList.all(list));
      return rows.map((row) => [row.key, parse(row.data)]);
    },
    async getContext(list, key) {
      const row = await transaction("read", (s) => s.selectContext.get(list, key));
      return row ? parseContext(row.data) : undefined;
    },
    async listContexts(list) {
      const rows = await transaction("read", (s) => s.selectContexts.all(list));
      return rows.map((row) => [row.key, parseContext(row.data)]);
    },
    async findRecords(lists, matches) {
      const held = await transaction("read", (s) =>
        lists.flatMap((list) =>
          s.selectList.all(list).map((row) => ({ list, key: row.key, record: parse(row.data) })),
        ),
      );
      return held.filter((entry) => matches(entry.record));
    },
    updateContexts: (list, keys, change) =>
      transaction("context update", (s) => updateSqliteContexts(s, list, keys, change)),
    // Claims and settles without waiting for the disk, as the outbox's (docs/decisions/0026): one
    // lost in a power cut costs an announcement posted again, which its webhook-id allows.
    erasures: createSqliteErasureAnnouncements((what, work) =>
      transaction(what, work, options.timeoutMs, false),
    ),
    staff: createSqliteStaff((what, work) => transaction(what, work)),
    async eraseLeads(targets, erasure) {
      const erased = await transaction("erase", (s) => eraseSqliteLeads(s, targets, erasure));
      if (erased.length > 0 && current) clearWal(current.db);
      return erased;
    },
    async health() {
      // A real write of fresh pages, read back, then removed: a full disk, a read-only or
      // vanished file, or a lock held past the bound all show here as they would to a lead.
      const nonce = randomBytes(HEALTH_PROBE_BYTES);
      try {
        await transaction(
          "health probe",
          (s) => {
            s.putProbe.run(instance, nonce);
            const back = s.getProbe.get(instance);
            if (!back || !nonce.equals(back.value))
              throw new Error("the probe read back differently");
            s.deleteProbe.run(instance);
          },
          Math.min(HEALTH_TIMEOUT_MS, options.timeoutMs),
        );
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: (error as Error).message };
      }
    },
    close() {
      current?.db.close();
      current = undefined;
      return Promise.resolve();
    },
  };
}
