// The outbox in the SQLite file: a table next to the leads, claimed in IMMEDIATE
// transactions, so several server processes on one file never take the same entry.
import type { OutboxItem, OutboxPort } from "./outbox";
import type { OutboxRow, Statements } from "./sqlite-schema";

type Transaction = <T>(what: string, work: (s: Statements) => T) => Promise<T>;

const toItem = (row: OutboxRow): OutboxItem => ({
  id: row.id,
  key: row.key,
  list: row.list,
  form: row.form,
  channel: row.channel,
  ...(row.page === null ? {} : { page: row.page }),
  state: row.state,
  attempts: row.attempts,
  createdAt: row.created_at,
  nextAttemptAt: row.next_attempt_at,
  ...(row.last_error === null ? {} : { lastError: row.last_error }),
  ...(row.lease_owner === null ? {} : { leaseOwner: row.lease_owner }),
  ...(row.lease_until === null ? {} : { leaseUntil: row.lease_until }),
  ...(row.delivered_at === null ? {} : { deliveredAt: row.delivered_at }),
});

export function createSqliteOutbox(transaction: Transaction): OutboxPort {
  return {
    claimDue: (owner, now, leaseMs, limit, channel) =>
      transaction("outbox claim", (s) =>
        (channel === undefined ? s.dueOutbox.all(now, now, limit) : s.dueOutboxOf.all(now, now, channel, limit)).map((row) => {
          s.leaseOutbox.run(owner, now + leaseMs, row.id);
          return { ...toItem(row), attempts: row.attempts + 1, leaseOwner: owner, leaseUntil: now + leaseMs };
        }),
      ),
    settle: (item, owner, settlement) =>
      transaction("outbox settle", (s) => {
        const nextAttemptAt = settlement.state === "pending" ? settlement.nextAttemptAt : null;
        const lastError = settlement.state === "delivered" ? null : settlement.lastError;
        const deliveredAt = settlement.state === "delivered" ? settlement.at : null;
        return s.settleOutbox.run(settlement.state, nextAttemptAt, lastError, deliveredAt, item.id, owner).changes === 1;
      }),
    status: () =>
      transaction("outbox status", (s) => {
        const row = s.outboxStatus.get(Date.now());
        return {
          pending: row?.pending ?? 0,
          dead: row?.dead ?? 0,
          ...(row?.oldest == null ? {} : { oldestPendingAt: row.oldest }),
          ...(row?.oldest_due == null ? {} : { oldestDueAt: row.oldest_due }),
        };
      }),
    list: (state) => transaction("outbox list", (s) => s.outboxByState.all(state).map(toItem)),
    retry: (id, now) => transaction("outbox retry", (s) => s.reviveOutbox.run(now, id).changes === 1),
    discard: (item, owner) => transaction("outbox discard", (s) => s.discardOutbox.run(item.id, owner).changes === 1),
  };
}
