// The outbox in the Realtime Database, one folder per state so that every read is bounded:
// `_outbox/pending/<key>~<channel>` (with `due`, claimed by one query on its deployed index),
// `_outbox/dead/<id>` and `_outbox/delivered/<id>` (counted by shallow reads). Every change is
// conditional on the ETag read just before, so two instances never share a lease (decision 0017).
import { indexProblem } from "./firebase-index-check";
import type { Operation, RestClient } from "./firebase-rest";
import { isObject, queryString } from "./firebase-rest";
import type { OutboxItem, OutboxPort, OutboxSettlement, OutboxState } from "./outbox";

/** A pending entry as stored: the item and the time it may next be claimed. */
type PendingEntry = OutboxItem & { due: number };

/** The CLI's `list` shows at most this many entries of a state. */
const LIST_LIMIT = 1000;
/** The field the worker's query needs indexed in `_outbox/pending` (see database.rules.json). */
const DUE_FIELD = "due";

const folder = (state: OutboxState) => ["_outbox", state];
export const pendingEntryUrl = (rest: RestClient, id: string) =>
  rest.url([...folder("pending"), id]);
export const pendingEntry = (item: OutboxItem): PendingEntry => ({
  ...item,
  due: Math.max(item.nextAttemptAt, item.leaseUntil ?? 0),
});

const asItem = (value: unknown, state: OutboxState): OutboxItem | undefined => {
  if (!isObject(value) || typeof value.id !== "string" || typeof value.nextAttemptAt !== "number")
    return undefined;
  const { due: _due, ...item } = value;
  return { ...(item as unknown as OutboxItem), state };
};

/** Whether the worker's query works: a query of one entry (firebase-index-check.ts). */
export const outboxIndexProblem = (rest: RestClient) =>
  indexProblem(rest, "outbox index check", [{ path: folder("pending"), field: DUE_FIELD }]);

export function createFirebaseOutbox(rest: RestClient): OutboxPort {
  const entryUrl = (state: OutboxState, id: string) => rest.url([...folder(state), id]);

  /** A pending entry and the ETag that a conditional change of it must match. */
  async function readPending(op: Operation, id: string) {
    const { value, etag } = await op.read(entryUrl("pending", id), { etag: true });
    const item = asItem(value, "pending");
    return item && etag ? { item, etag } : undefined;
  }

  /**
   * Moves an entry this owner has leased out of pending: the copy first, so a crash between leaves
   * it pending (retried), never lost.
   */
  async function moveOut(
    what: string,
    id: string,
    owner: string,
    to: "delivered" | "dead",
    finish: (item: OutboxItem) => OutboxItem,
  ) {
    const op = rest.operation(what);
    const current = await readPending(op, id);
    if (!current || current.item.leaseOwner !== owner) return false;
    const { leaseOwner: _owner, leaseUntil: _until, ...item } = current.item;
    const target = entryUrl(to, id);
    await op.call("PUT", target, { body: JSON.stringify(finish({ ...item, state: to })) });
    if (await op.deleteIf(entryUrl("pending", id), current.etag)) return true;
    // The lease was lost meanwhile: the entry stays with its new owner, and only there.
    if (to === "dead") await op.call("DELETE", target);
    return false;
  }

  async function list(state: OutboxState): Promise<OutboxItem[]> {
    const { value } = await rest
      .operation("outbox list")
      .read(rest.url(folder(state), queryString({ orderBy: "$key", limitToFirst: LIST_LIMIT })));
    return (isObject(value) ? Object.values(value) : [])
      .map((entry) => asItem(entry, state))
      .filter((item): item is OutboxItem => item !== undefined)
      .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  }

  async function count(state: OutboxState): Promise<number> {
    const { value } = await rest
      .operation("outbox status")
      .read(rest.url(folder(state), "?shallow=true"));
    return isObject(value) ? Object.keys(value).length : 0;
  }

  return {
    async claimDue(owner, now, leaseMs, limit) {
      const { value } = await rest
        .operation("outbox claim")
        .read(
          rest.url(
            folder("pending"),
            queryString({ orderBy: DUE_FIELD, endAt: now, limitToFirst: limit }),
          ),
        );
      const due = (isObject(value) ? Object.values(value) : [])
        .map((entry) => asItem(entry, "pending"))
        .filter((item): item is OutboxItem => item !== undefined)
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt);
      const claimed = await Promise.all(
        due.map(async (candidate) => {
          const op = rest.operation("outbox claim");
          const current = await readPending(op, candidate.id);
          if (!current) return undefined;
          const { item, etag } = current;
          if (item.nextAttemptAt > now || (item.leaseUntil ?? 0) > now) return undefined;
          const leased: OutboxItem = {
            ...item,
            attempts: item.attempts + 1,
            leaseOwner: owner,
            leaseUntil: now + leaseMs,
          };
          return (await op.replaceIf(entryUrl("pending", item.id), pendingEntry(leased), etag))
            ? leased
            : undefined;
        }),
      );
      return claimed.filter((item): item is OutboxItem => item !== undefined);
    },

    async extendLease(item, owner, leaseUntil) {
      const op = rest.operation("outbox lease");
      const current = await readPending(op, item.id);
      if (!current || current.item.leaseOwner !== owner) return false;
      return op.replaceIf(
        entryUrl("pending", item.id),
        pendingEntry({ ...current.item, leaseUntil }),
        current.etag,
      );
    },

    async settle(item, owner, settlement: OutboxSettlement) {
      if (settlement.state === "delivered")
        return moveOut("outbox settle", item.id, owner, "delivered", (done) => ({
          ...done,
          deliveredAt: settlement.at,
        }));
      if (settlement.state === "dead")
        return moveOut("outbox settle", item.id, owner, "dead", (done) => ({
          ...done,
          lastError: settlement.lastError,
        }));
      const op = rest.operation("outbox settle");
      const current = await readPending(op, item.id);
      if (!current || current.item.leaseOwner !== owner) return false;
      const { leaseOwner: _owner, leaseUntil: _until, ...unleased } = current.item;
      const next: OutboxItem = {
        ...unleased,
        nextAttemptAt: settlement.nextAttemptAt,
        lastError: settlement.lastError,
      };
      return op.replaceIf(entryUrl("pending", item.id), pendingEntry(next), current.etag);
    },

    async status() {
      const firstBy = (field: "createdAt" | "due") =>
        rest
          .operation("outbox status")
          .read(rest.url(folder("pending"), queryString({ orderBy: field, limitToFirst: 1 })));
      const [pending, dead, oldest, soonest] = await Promise.all([
        count("pending"),
        count("dead"),
        firstBy("createdAt"),
        firstBy(DUE_FIELD),
      ]);
      const first = (isObject(oldest.value) ? Object.values(oldest.value) : []).map((entry) =>
        asItem(entry, "pending"),
      )[0];
      // `due` is when an entry may next be claimed (its next attempt, or the end of a live lease),
      // so the smallest one is since when the longest-waiting entry has been due.
      const due = (isObject(soonest.value) ? Object.values(soonest.value) : []).map((entry) =>
        isObject(entry) ? entry.due : undefined,
      )[0];
      return {
        pending,
        dead,
        ...(pending > 0 && first ? { oldestPendingAt: first.createdAt } : {}),
        ...(pending > 0 && typeof due === "number" ? { oldestDueAt: due } : {}),
      };
    },

    list,

    async retry(id, now) {
      const op = rest.operation("outbox retry");
      const { value, etag } = await op.read(entryUrl("dead", id), { etag: true });
      const dead = asItem(value, "dead");
      if (!dead || !etag) return false;
      const revived: OutboxItem = { ...dead, state: "pending", attempts: 0, nextAttemptAt: now };
      // Pending first: if it is already there (a crash between two steps), it stays as it is.
      await op.createIfAbsent(entryUrl("pending", id), pendingEntry(revived));
      return op.deleteIf(entryUrl("dead", id), etag);
    },

    async discard(item, owner) {
      const op = rest.operation("outbox discard");
      const current = await readPending(op, item.id);
      if (!current || current.item.leaseOwner !== owner) return false;
      return op.deleteIf(entryUrl("pending", item.id), current.etag);
    },
  };
}

/**
 * Moves entries a server before the per-state folders wrote (`_outbox/<id>`) into them,
 * once, after the old servers have stopped. Returns how many were moved.
 */
export async function migrateLegacyOutbox(rest: RestClient): Promise<number> {
  const { value } = await rest
    .operation("outbox migration")
    .read(rest.url(["_outbox"], "?shallow=true"));
  const states: string[] = ["pending", "dead", "delivered"];
  const ids = isObject(value) ? Object.keys(value).filter((id) => !states.includes(id)) : [];
  let moved = 0;
  for (const id of ids) {
    const op = rest.operation("outbox migration");
    const legacy = rest.url(["_outbox", id]);
    const { value: old, etag } = await op.read(legacy, { etag: true });
    const state: OutboxState =
      isObject(old) && (old.state === "dead" || old.state === "delivered") ? old.state : "pending";
    const item = asItem(old, state);
    if (!item || !etag) continue;
    await op.createIfAbsent(
      rest.url([...folder(state), id]),
      state === "pending" ? pendingEntry(item) : item,
    );
    if (await op.deleteIf(legacy, etag)) moved += 1;
  }
  return moved;
}
