// The outbox in the SQLite file: a table next to the leads, claimed in IMMEDIATE
// transactions, so several server processes on one file never take the same entry.
import type { OutboxItem, OutboxPort, OutboxSettlement } from "./outbox";
import { leasedAttemptsOf } from "./sqlite-leased-attempts";
import type { OutboxRow, Statements } from "./sqlite-schema";

type Transaction = <T>(what: string, work: (s: Statements) => T) => Promise<T>;

const toItem = (row: OutboxRow): OutboxItem => ({
  id: row.id,
  key: row.key,
  list: row.list,
  form: row.form,
  channel: row.channel,
  ...(row.page === null ? {} : { page: row.page }),
  ...(row.recipient == null ? {} : { to: row.recipient }),
  state: row.state,
  ...leasedAttemptsOf(row),
  ...(row.delivered_at === null ? {} : { deliveredAt: row.delivered_at }),
});

interface WaitingSettlement {
  item: OutboxItem;
  owner: string;
  settlement: OutboxSettlement;
  resolve: (settled: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Settles asked for in one turn of the event loop are committed in one transaction. Each
 * commit waits for the disk (synchronous = FULL), which costs milliseconds on the event
 * loop; one commit per delivered notification made the backlog drain slower than leads
 * arrive. Each settle still resolves only once its own row is durable.
 */
function settleTogether(transaction: Transaction): OutboxPort["settle"] {
  let waiting: WaitingSettlement[] = [];
  function commit() {
    const batch = waiting;
    waiting = [];
    transaction("outbox settle", (s) =>
      batch.map(({ item, owner, settlement }) => {
        const nextAttemptAt = settlement.state === "pending" ? settlement.nextAttemptAt : null;
        const lastError = settlement.state === "delivered" ? null : settlement.lastError;
        const deliveredAt = settlement.state === "delivered" ? settlement.at : null;
        return (
          s.settleOutbox.run(
            settlement.state,
            nextAttemptAt,
            lastError,
            deliveredAt,
            item.id,
            owner,
          ).changes === 1
        );
      }),
    ).then(
      (results) => batch.forEach((entry, index) => entry.resolve(results[index] ?? false)),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  }
  return (item, owner, settlement) =>
    new Promise<boolean>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(commit);
      waiting.push({ item, owner, settlement, resolve, reject });
    });
}

export function createSqliteOutbox(transaction: Transaction): OutboxPort {
  return {
    claimDue: (owner, now, leaseMs, limit, channel) =>
      transaction("outbox claim", (s) =>
        (channel === undefined
          ? s.dueOutbox.all(now, now, limit)
          : s.dueOutboxOf.all(now, now, channel, limit)
        ).map((row) => {
          s.leaseOutbox.run(owner, now + leaseMs, row.id);
          return {
            ...toItem(row),
            attempts: row.attempts + 1,
            leaseOwner: owner,
            leaseUntil: now + leaseMs,
          };
        }),
      ),
    extendLease: (item, owner, leaseUntil) =>
      transaction(
        "outbox lease",
        (s) => s.extendOutboxLease.run(leaseUntil, item.id, owner).changes === 1,
      ),
    settle: settleTogether(transaction),
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
    retry: (id, now) =>
      transaction("outbox retry", (s) => s.reviveOutbox.run(now, id).changes === 1),
    discard: (item, owner) =>
      transaction("outbox discard", (s) => s.discardOutbox.run(item.id, owner).changes === 1),
  };
}
