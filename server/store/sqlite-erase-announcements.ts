// The `lead.erased` announcements in the SQLite file: a table next to the leads, written in
// the erasure's own transaction, claimed in IMMEDIATE transactions so that two server
// processes on one file never post the same entry at once, and deleted once the CRM took it.
import type Database from "better-sqlite3";
import type { ErasureAnnouncement, ErasureAnnouncementsPort } from "./erase-announcements";
import { leasedAttemptsOf, type LeasedAttemptColumns } from "./sqlite-leased-attempts";

export const ERASED_ANNOUNCEMENTS_TABLE = `
  CREATE TABLE IF NOT EXISTS erased_announcements (
    id TEXT PRIMARY KEY, list TEXT NOT NULL, key TEXT NOT NULL, reason TEXT NOT NULL,
    attempts INTEGER NOT NULL, created_at INTEGER NOT NULL, next_attempt_at INTEGER NOT NULL,
    last_error TEXT, lease_owner TEXT, lease_until INTEGER
  );
  CREATE INDEX IF NOT EXISTS erased_announcements_due ON erased_announcements (next_attempt_at);
`;

interface AnnouncementRow extends LeasedAttemptColumns {
  id: string;
  list: string;
  key: string;
  reason: ErasureAnnouncement["reason"];
}

export function prepareAnnouncementStatements(db: Database.Database) {
  return {
    insertAnnouncement: db.prepare<[string, string, string, string, number, number]>(
      "INSERT OR IGNORE INTO erased_announcements (id, list, key, reason, attempts, created_at, next_attempt_at) VALUES (?, ?, ?, ?, 0, ?, ?)",
    ),
    dueAnnouncements: db.prepare<[number, number, number], AnnouncementRow>(
      "SELECT * FROM erased_announcements WHERE next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?) ORDER BY next_attempt_at LIMIT ?",
    ),
    leaseAnnouncement: db.prepare<[string, number, string]>(
      "UPDATE erased_announcements SET lease_owner = ?, lease_until = ?, attempts = attempts + 1 WHERE id = ?",
    ),
    deleteAnnouncement: db.prepare<[string, string]>(
      "DELETE FROM erased_announcements WHERE id = ? AND lease_owner = ?",
    ),
    retryAnnouncement: db.prepare<[number, string, string, string]>(
      "UPDATE erased_announcements SET next_attempt_at = ?, last_error = ?, lease_owner = NULL, lease_until = NULL WHERE id = ? AND lease_owner = ?",
    ),
    announcementStatus: db.prepare<[], { pending: number; oldest: number | null }>(
      "SELECT COUNT(*) AS pending, MIN(created_at) AS oldest FROM erased_announcements",
    ),
    allAnnouncements: db.prepare<[], AnnouncementRow>(
      "SELECT * FROM erased_announcements ORDER BY created_at, id",
    ),
  };
}

const toAnnouncement = (row: AnnouncementRow): ErasureAnnouncement => ({
  id: row.id,
  list: row.list,
  key: row.key,
  reason: row.reason,
  ...leasedAttemptsOf(row),
});

type Transaction = <T>(
  what: string,
  work: (s: ReturnType<typeof prepareAnnouncementStatements>) => T,
) => Promise<T>;

export function createSqliteErasureAnnouncements(
  transaction: Transaction,
): ErasureAnnouncementsPort {
  return {
    claimDue: (owner, now, leaseMs, limit) =>
      transaction("announcement claim", (s) =>
        s.dueAnnouncements.all(now, now, limit).map((row) => {
          s.leaseAnnouncement.run(owner, now + leaseMs, row.id);
          return {
            ...toAnnouncement(row),
            attempts: row.attempts + 1,
            leaseOwner: owner,
            leaseUntil: now + leaseMs,
          };
        }),
      ),
    settle: (item, owner, settlement) =>
      transaction("announcement settle", (s) =>
        settlement.delivered
          ? s.deleteAnnouncement.run(item.id, owner).changes === 1
          : s.retryAnnouncement.run(settlement.nextAttemptAt, settlement.lastError, item.id, owner)
              .changes === 1,
      ),
    status: () =>
      transaction("announcement status", (s) => {
        const row = s.announcementStatus.get();
        return {
          pending: row?.pending ?? 0,
          ...(row?.oldest == null ? {} : { oldestPendingAt: row.oldest }),
        };
      }),
    list: () =>
      transaction("announcement list", (s) => s.allAnnouncements.all().map(toAnnouncement)),
  };
}
