// The durable outbox of lead notifications, stored in the same store as the leads: an entry
// per lead and channel, written together with the lead (so a stored lead always has its
// notifications, and a retried or duplicate post never queues one twice), claimed by one
// server process at a time with a lease that expires, retried, then dead-lettered.

export type OutboxChannel = "email" | "webhook";
export type OutboxState = "pending" | "delivered" | "dead";

/** What a new entry says: which lead, which channel. */
export interface OutboxEntryInit {
  /** The lead's key: also the webhook-id, the same on every attempt. */
  key: string;
  list: string;
  form: string;
  channel: OutboxChannel;
  /** The page the lead came from, when the record does not say. */
  page?: string;
  /** A staff member's address: the one a staff notice goes to (see OutboxKind). */
  to?: string;
}

/**
 * The delivery state of anything posted in the background with retries and a lease (an outbox
 * entry, an erasure announcement).
 */
export interface LeasedAttempts {
  attempts: number;
  createdAt: number;
  nextAttemptAt: number;
  lastError?: string;
  leaseOwner?: string;
  leaseUntil?: number;
}

export interface OutboxItem extends OutboxEntryInit, LeasedAttempts {
  /** `<key>~<channel>`: one entry per lead and channel. */
  id: string;
  state: OutboxState;
  deliveredAt?: number;
}

export type OutboxSettlement =
  | { state: "delivered"; at: number }
  | { state: "pending"; nextAttemptAt: number; lastError: string }
  | { state: "dead"; lastError: string };

export interface OutboxStatus {
  pending: number;
  dead: number;
  /** When the oldest pending entry was created. */
  oldestPendingAt?: number;
  /**
   * The earliest next-attempt time among pending entries without a live lease:
   * from then on, the oldest of them has been due and waiting. Absent when none is pending.
   * Both adapters tell it (Firebase from the smallest `due`, which a live lease pushes forward).
   */
  oldestDueAt?: number;
}

export interface OutboxPort {
  /**
   * Due pending entries, now leased to `owner` until `now + leaseMs` (nobody else gets them
   * meanwhile); only those of `channel` when given (an adapter may ignore it: callers cope).
   */
  claimDue(
    owner: string,
    now: number,
    leaseMs: number,
    limit: number,
    channel?: OutboxChannel,
  ): Promise<OutboxItem[]>;
  /**
   * Moves the end of this owner's lease on an entry to `leaseUntil` (an attempt that needs longer:
   * a mail server confirming a message it has). False when the lease was lost: another process
   * has the entry, or it was settled.
   */
  extendLease(item: OutboxItem, owner: string, leaseUntil: number): Promise<boolean>;
  /** Ends an attempt; false when the lease was lost (another process took the entry over). */
  settle(item: OutboxItem, owner: string, settlement: OutboxSettlement): Promise<boolean>;
  status(): Promise<OutboxStatus>;
  list(state: OutboxState): Promise<OutboxItem[]>;
  /** Makes a dead entry pending again, due now. False when there is no such dead entry. */
  retry(id: string, now: number): Promise<boolean>;
  /**
   * Drops an entry this owner has leased whose lead was never stored (a write that failed after the
   * entry was queued).
   */
  discard(item: OutboxItem, owner: string): Promise<boolean>;
}

/**
 * What an entry announces: the lead's arrival (`lead.created`, the lead email), that nobody
 * contacted it in time (`lead.overdue`, the escalation email), or a mail to staff about it
 * (StaffNoticeKind, below). Each lead has at most one entry per kind (and tag)
 * and channel: its id says them.
 */
export type OutboxKind = "created" | "overdue" | StaffNoticeKind;

/**
 * A mail to staff about a lead: `assigned` (it is yours), `unowned` (nobody takes new leads; to
 * the escalation address), `reminder` (its follow-up time has come), `released` (nobody contacted
 * it in time and it moved on; to its former owner).
 */
export type StaffNoticeKind = "assigned" | "unowned" | "reminder" | "released";

const kinds: readonly OutboxKind[] = ["overdue", "assigned", "unowned", "reminder", "released"];

export const outboxId = (
  key: string,
  channel: OutboxChannel,
  kind: OutboxKind = "created",
  tag?: string,
) =>
  kind === "created"
    ? `${key}~${channel}`
    : `${key}~${kind}${tag !== undefined ? `-${tag}` : ""}~${channel}`;

/** The kind of an entry, from its id. */
export function outboxKindOf(item: Pick<OutboxItem, "id" | "key" | "channel">): OutboxKind {
  const middle = item.id.slice(item.key.length + 1, -(item.channel.length + 1));
  const kind = middle.split("-")[0];
  return kinds.find((known) => known === kind) ?? "created";
}

/** The tag of an entry's kind (a reminder's follow-up time), from its id. */
export function outboxTagOf(item: Pick<OutboxItem, "id" | "key" | "channel">): string | undefined {
  const middle = item.id.slice(item.key.length + 1, -(item.channel.length + 1));
  const dash = middle.indexOf("-");
  return dash < 0 ? undefined : middle.slice(dash + 1);
}

/** Whether an entry is a mail to staff about the lead rather than the lead's own notification. */
export const isStaffNotice = (kind: OutboxKind): kind is StaffNoticeKind =>
  kind !== "created" && kind !== "overdue";

export function newOutboxItem(
  init: OutboxEntryInit,
  now: number,
  kind: OutboxKind = "created",
  tag?: string,
): OutboxItem {
  return {
    ...init,
    id: outboxId(init.key, init.channel, kind, tag),
    state: "pending",
    attempts: 0,
    createdAt: now,
    nextAttemptAt: now,
  };
}
