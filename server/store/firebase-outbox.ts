// The outbox as a list of its own in the Realtime Database (`_outbox/<key>~<channel>`),
// claimed and settled with conditional writes: an entry changes only if it is still what
// this process read, so two server instances never hold the same lease.
import type { RestClient } from "./firebase-rest";
import { isObject } from "./firebase-rest";
import type { OutboxItem, OutboxPort, OutboxSettlement, OutboxState } from "./outbox";

const isItem = (value: unknown): value is OutboxItem =>
  isObject(value) && typeof value.id === "string" && typeof value.state === "string" && typeof value.nextAttemptAt === "number";

export function createFirebaseOutbox(rest: RestClient): OutboxPort {
  const entry = (id: string) => rest.url(["_outbox", id]);
  // The database filters by state on its side (rules: ".indexOn": ["state"]); the mock and
  // an index-less database may answer more, so the answer is filtered here too.
  const byState = (state: OutboxState) => rest.url(["_outbox"], `?orderBy=${encodeURIComponent('"state"')}&equalTo=${encodeURIComponent(`"${state}"`)}`);

  async function items(what: string, state?: OutboxState): Promise<OutboxItem[]> {
    const { value } = await rest.operation(what).read(state ? byState(state) : rest.url(["_outbox"]));
    return (isObject(value) ? Object.values(value) : []).filter(isItem).filter((item) => !state || item.state === state);
  }

  /** Changes one entry if it is still as `accept` wants it; false when it is not (or changed meanwhile). */
  async function change(what: string, id: string, next: (current: OutboxItem) => OutboxItem | null | undefined): Promise<boolean> {
    const op = rest.operation(what);
    const { value, etag } = await op.read(entry(id));
    if (!isItem(value) || !etag) return false;
    const updated = next(value);
    if (updated === undefined) return false;
    if (updated === null) return (await op.call("DELETE", entry(id), { ifMatch: etag })).status !== 412;
    return op.replaceIf(entry(id), updated, etag);
  }

  return {
    async claimDue(owner, now, leaseMs, limit) {
      const due = (await items("outbox claim", "pending"))
        .filter((item) => item.nextAttemptAt <= now && (item.leaseUntil ?? 0) <= now)
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt)
        .slice(0, limit);
      const claimed: OutboxItem[] = [];
      for (const item of due) {
        let leased: OutboxItem | undefined;
        const won = await change("outbox claim", item.id, (current) => {
          if (current.state !== "pending" || current.nextAttemptAt > now || (current.leaseUntil ?? 0) > now) return undefined;
          leased = { ...current, attempts: current.attempts + 1, leaseOwner: owner, leaseUntil: now + leaseMs };
          return leased;
        });
        if (won && leased) claimed.push(leased);
      }
      return claimed;
    },
    settle: (item, owner, settlement: OutboxSettlement) =>
      change("outbox settle", item.id, (current) => {
        if (current.leaseOwner !== owner) return undefined;
        const { leaseOwner: _owner, leaseUntil: _until, ...rest } = current;
        if (settlement.state === "delivered") return { ...rest, state: "delivered", deliveredAt: settlement.at };
        if (settlement.state === "dead") return { ...rest, state: "dead", lastError: settlement.lastError };
        return { ...rest, state: "pending", nextAttemptAt: settlement.nextAttemptAt, lastError: settlement.lastError };
      }),
    async status() {
      const all = await items("outbox status");
      const pending = all.filter((item) => item.state === "pending");
      const oldest = Math.min(...pending.map((item) => item.createdAt));
      return {
        pending: pending.length,
        dead: all.filter((item) => item.state === "dead").length,
        ...(pending.length > 0 ? { oldestPendingAt: oldest } : {}),
      };
    },
    list: (state) => items("outbox list", state),
    retry: (id, now) =>
      change("outbox retry", id, (current) => {
        if (current.state !== "dead") return undefined;
        const { leaseOwner: _owner, leaseUntil: _until, ...rest } = current;
        return { ...rest, state: "pending", attempts: 0, nextAttemptAt: now };
      }),
    discard: (item, owner) => change("outbox discard", item.id, (current) => (current.leaseOwner === owner ? null : undefined)),
  };
}
