// The columns every leased, retried delivery has in the SQLite file (outbox entries and
// erasure announcements alike), and what they read as.
import type { LeasedAttempts } from "./outbox";

/** The columns of a leased, retried delivery (outbox entries and erasure announcements alike). */
export interface LeasedAttemptColumns {
  attempts: number;
  created_at: number;
  next_attempt_at: number;
  last_error: string | null;
  lease_owner: string | null;
  lease_until: number | null;
}

export const leasedAttemptsOf = (row: LeasedAttemptColumns): LeasedAttempts => ({
  attempts: row.attempts,
  createdAt: row.created_at,
  nextAttemptAt: row.next_attempt_at,
  ...(row.last_error === null ? {} : { lastError: row.last_error }),
  ...(row.lease_owner === null ? {} : { leaseOwner: row.lease_owner }),
  ...(row.lease_until === null ? {} : { leaseUntil: row.lease_until }),
});
