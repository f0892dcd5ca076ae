// The CRM's `lead.erased` announcements waiting to go out, stored by the same store step that
// erases the leads (SQLite: the same transaction; Firebase: the same multi-path update), so an
// erasure never happens without its announcement, whatever restarts or fails afterwards. An
// entry says which lead and why, nothing about the person. The privacy work claims due entries
// with a lease (several server processes on one store), posts them, and removes each once the
// CRM took it; a failed post is due again later.

import type { LeasedAttempts } from "./outbox";

export type ErasureReason = "request" | "retention";

export interface ErasureAnnouncement extends LeasedAttempts {
  /**
   * `<key>~erased`: also the webhook-id, the same on every attempt, so the receiver drops repeats.
   */
  id: string;
  list: string;
  key: string;
  reason: ErasureReason;
}

/**
 * How an attempt ended: the CRM took it (the entry goes), or it is due again at `nextAttemptAt`.
 */
export type AnnouncementSettlement =
  { delivered: true } | { delivered: false; nextAttemptAt: number; lastError: string };

export interface ErasureAnnouncementStatus {
  pending: number;
  /** When the oldest waiting announcement was stored; absent when none waits. */
  oldestPendingAt?: number;
}

export interface ErasureAnnouncementsPort {
  /** Due entries, now leased to `owner` until `now + leaseMs` (nobody else gets them meanwhile). */
  claimDue(
    owner: string,
    now: number,
    leaseMs: number,
    limit: number,
  ): Promise<ErasureAnnouncement[]>;
  /** Ends an attempt; false when the lease was lost (another process took the entry over). */
  settle(
    item: ErasureAnnouncement,
    owner: string,
    settlement: AnnouncementSettlement,
  ): Promise<boolean>;
  status(): Promise<ErasureAnnouncementStatus>;
  /** Every waiting entry, oldest first (tests, an operator). */
  list(): Promise<ErasureAnnouncement[]>;
}

export const erasureAnnouncementId = (key: string) => `${key}~erased`;

export function newErasureAnnouncement(
  lead: { list: string; key: string },
  reason: ErasureReason,
  now: number,
): ErasureAnnouncement {
  return {
    id: erasureAnnouncementId(lead.key),
    list: lead.list,
    key: lead.key,
    reason,
    attempts: 0,
    createdAt: now,
    nextAttemptAt: now,
  };
}
