// Delivers the outbox inside the server: claims due notifications with a lease, sends each on
// its channel, and settles it: delivered, retried with exponential backoff and jitter, or dead
// after about a day (or at once when refused for good). Each channel has its own lane of at most
// `concurrency` attempts; an email the mail server has whole waits for its reply under an
// extended lease, outside its lane's places. Why: decisions 0011 and 0035.
import { setMaxListeners } from "node:events";
import type { Logger } from "../logging/logger";
import type { SiteMetrics } from "../metrics/registry";
import type { OutboxChannel, OutboxItem, StorePort } from "../store";
import { isStaffNotice, outboxKindOf, outboxTagOf } from "../store/outbox";
import { DeliveryError, type LeadDeliverer } from "./deliver";
import type { NotifiedForm } from "./types";

/**
 * Room a lease keeps after the attempt's deadline: for settling the entry, and for clocks
 * of two servers that disagree a little (a shared Firebase store).
 */
export const LEASE_MARGIN_MS = 5000;

/**
 * The lease of one claimed entry: reading its lead (bounded by the store's timeout), then
 * an attempt (ended by its deadline), then the margin. The attempt's deadline is also cut to
 * what the lease still leaves when it starts, so no attempt ever outlives its lease.
 */
export const leaseFor = (attemptMs: number, storeMs: number) =>
  storeMs + attemptMs + LEASE_MARGIN_MS;

export interface OutboxWorkerOptions {
  store: StorePort;
  deliverer: LeadDeliverer;
  /** This process, as lease owner. */
  owner: string;
  /** Deadline of one delivery attempt (NOTIFY_TIMEOUT_MS). */
  attemptMs: number;
  /** Bound on one store operation (STORE_TIMEOUT_MS). */
  storeMs: number;
  /** Attempts under way at once, per channel. */
  concurrency: number;
  pollMs: number;
  retryBaseMs: number;
  giveUpMs: number;
  /** How long an entry may wait for its lead to appear (a write still within its time bound). */
  orphanGraceMs: number;
  /** LEAD_SLA_MINUTES, named by the announcement of a lead nobody contacted in time. */
  slaMinutes?: number;
  log: Logger;
  /** Counts the notifications given up on, by channel. */
  metrics?: Pick<SiteMetrics, "notification">;
  now?: () => number;
  random?: () => number;
}

/**
 * Attempts per lane that may wait for a mail server to confirm a message, beside those under way.
 */
export const waitingPlacesFor = (concurrency: number) => concurrency;

export interface OutboxWorker {
  /** Look for due notifications now (a lead was just stored). */
  pollNow(): void;
  /**
   * Stops claiming, gives the attempts under way up to `graceMs` to end by themselves, then
   * stops them (their entries are due again at once, for this server's successor or another).
   */
  stop(graceMs?: number): Promise<void>;
}

const MAX_BACKOFF_MS = 2 * 60 * 60 * 1000;

/** The wait before attempt `attempts + 1`: doubling from the base, capped, with jitter. */
export function backoffMs(
  attempts: number,
  baseMs: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(exponential * (0.5 + random() * 0.5));
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, deliverer, owner } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const { log } = options;
  const leaseMs = leaseFor(options.attemptMs, options.storeMs);
  const shutdown = new AbortController();
  // Every attempt listens for shutdown: per channel up to `concurrency` under way and as many
  // waiting for a reply, more than Node's default of ten before it warns of a leak.
  const places = options.concurrency + waitingPlacesFor(options.concurrency);
  setMaxListeners(places * deliverer.channels.length + 10, shutdown.signal);
  const running = new Set<Promise<void>>();
  let stopping = false;

  /**
   * `handedOver` is called once the lease covers the wait for the reply to a handed-over message.
   */
  async function deliver(item: OutboxItem, handedOver: () => void): Promise<void> {
    const leaseUntil = item.leaseUntil ?? now() + leaseMs;
    // Written in the same write as the record, so read with it: the outbox entry stays as it was.
    const [record, context] = await Promise.all([
      store.get(item.list, item.key),
      store.getContext(item.list, item.key),
    ]);
    if (!record) {
      if (now() - item.createdAt > options.orphanGraceMs) {
        await store.outbox.discard(item, owner);
        log.warn(
          { key: item.key, channel: item.channel, outcome: "dropped" },
          "notification dropped: the lead was never stored",
        );
      } else {
        await store.outbox.settle(item, owner, {
          state: "pending",
          nextAttemptAt: now() + options.retryBaseMs,
          lastError: "lead not stored yet",
        });
      }
      return;
    }
    // An escalation's entry is made when the lead's time ran out: the lead's arrival is its desk
    // row's.
    const kind = outboxKindOf(item);
    const overdue = kind === "overdue";
    const desk = kind === "created" ? undefined : (await store.desk.lead(item.list, item.key))?.row;
    const arrivedAt = desk?.arrivedAt ?? item.createdAt;
    const notification = {
      id: item.key,
      form: item.form as NotifiedForm,
      list: item.list,
      record,
      ...(item.page ? { page: item.page } : {}),
      storedAt: new Date(arrivedAt).toISOString(),
      ...(context ? { context } : {}),
      ...(overdue
        ? {
            overdue: {
              slaMinutes: options.slaMinutes ?? 60,
              escalatedAt: new Date(item.createdAt).toISOString(),
            },
          }
        : {}),
      ...(isStaffNotice(kind)
        ? {
            staff: {
              kind,
              ...(item.to ? { to: item.to } : {}),
              ...(desk?.repeat ? { repeat: true } : {}),
              ...(outboxTagOf(item) !== undefined ? { tag: outboxTagOf(item) } : {}),
              ...(kind === "reminder" && desk?.nextFollowUpAt !== undefined
                ? { followUpAt: new Date(desk.nextFollowUpAt).toISOString() }
                : {}),
            },
          }
        : {}),
    };
    // What the lease still leaves once the lead is read, less the margin for settling.
    const deadlineMs = leaseUntil - LEASE_MARGIN_MS - now();
    if (deadlineMs <= 0) {
      await store.outbox.settle(item, owner, {
        state: "pending",
        nextAttemptAt: now(),
        lastError: "reading the lead took the attempt's time",
      });
      return;
    }
    let waitingForReply = false;
    /**
     * Extends the lease past the wait for the reply; the message is handed over only if it could.
     */
    const beforeHandover = async (replyMs: number) => {
      const until = now() + replyMs + LEASE_MARGIN_MS;
      if (!(await store.outbox.extendLease(item, owner, until)))
        throw new Error("the lease was lost");
      waitingForReply = true;
      handedOver();
      return until - LEASE_MARGIN_MS - now();
    };
    try {
      await deliverer.deliver(notification, {
        only: item.channel,
        deadlineMs,
        stop: shutdown.signal,
        beforeHandover,
      });
      await store.outbox.settle(item, owner, { state: "delivered", at: now() });
    } catch (error) {
      const reason =
        error instanceof DeliveryError
          ? error.failures.map((f) => f.reason).join("; ")
          : "unexpected delivery error";
      const permanent = error instanceof DeliveryError && error.permanent;
      if (shutdown.signal.aborted && waitingForReply) {
        // The mail server has the message and may still deliver it: the entry stays leased
        // until the wait for the reply would have ended, and only then is due again.
        log.warn(
          { key: item.key, channel: item.channel, outcome: "unconfirmed" },
          "stopped while the mail server had the message",
        );
      } else if (shutdown.signal.aborted) {
        // Not the receiver's failure: due again at once, without a backoff.
        await store.outbox.settle(item, owner, {
          state: "pending",
          nextAttemptAt: now(),
          lastError: reason,
        });
      } else if (permanent || now() - item.createdAt >= options.giveUpMs) {
        await store.outbox.settle(item, owner, { state: "dead", lastError: reason });
        log.error(
          {
            key: item.key,
            channel: item.channel,
            outcome: "dead",
            attempts: item.attempts,
            reason,
          },
          "notification given up on",
        );
        options.metrics?.notification(item.channel, "dead");
      } else {
        const nextAttemptAt = now() + backoffMs(item.attempts, options.retryBaseMs, random);
        await store.outbox.settle(item, owner, {
          state: "pending",
          nextAttemptAt,
          lastError: reason,
        });
      }
    }
  }

  interface Lane {
    channel: OutboxChannel;
    /** Attempts under way. */
    busy: number;
    /** Attempts waiting for the mail server to confirm a message it has (not counted in busy). */
    waiting: number;
    claiming: boolean;
    /** Claim again once the claim under way ends (more may be due). */
    again: boolean;
    /**
     * The last claim found fewer due entries than it asked for: wait for a new lead or the poll.
     */
    drained: boolean;
    /** A claim is already scheduled for this turn of the event loop. */
    scheduled: boolean;
  }
  const lanes: Lane[] = deliverer.channels.map((channel) => ({
    channel,
    busy: 0,
    waiting: 0,
    claiming: false,
    again: false,
    drained: false,
    scheduled: false,
  }));

  // Claims are write transactions, which other server processes on the store wait for: the
  // requests of one turn of the event loop (leads stored, attempts ended) share one claim.
  function schedule(lane: Lane) {
    if (lane.scheduled) return;
    lane.scheduled = true;
    setImmediate(() => {
      lane.scheduled = false;
      fill(lane);
    });
  }

  function start(lane: Lane, item: OutboxItem) {
    lane.busy += 1;
    let waiting = false;
    // The attempt's place is free for the next entry while it only waits for a reply, unless
    // the lane's waiting places are all taken.
    const handedOver = () => {
      if (waiting || lane.waiting >= waitingPlacesFor(options.concurrency)) return;
      waiting = true;
      lane.busy -= 1;
      lane.waiting += 1;
      if (!lane.drained) schedule(lane);
    };
    const attempt = deliver(item, handedOver)
      .catch((error: unknown) =>
        log.error({ key: item.key, err: error }, "a notification attempt failed unexpectedly"),
      )
      .finally(() => {
        if (waiting) lane.waiting -= 1;
        else lane.busy -= 1;
        running.delete(attempt);
        if (!lane.drained) schedule(lane);
      });
    running.add(attempt);
  }

  /**
   * Claims as many due entries of the lane's channel as it has free places, and starts them at
   * once.
   */
  function fill(lane: Lane) {
    if (stopping) return;
    if (lane.claiming) {
      lane.again = true;
      return;
    }
    const free = options.concurrency - lane.busy;
    if (free <= 0) return;
    lane.claiming = true;
    lane.again = false;
    const claim = store.outbox
      .claimDue(owner, now(), leaseMs, free, lane.channel)
      .then(
        (claimed) => {
          // A store that does not filter by channel may hand over the other channel's entries:
          // they are leased now, so they start now, here.
          for (const item of claimed) start(lane, item);
          lane.drained = claimed.length < free;
          if (!lane.drained) lane.again = true;
        },
        (error: unknown) => {
          // The store is unreachable: the next poll tries again; nothing is lost, it is all in the
          // outbox.
          log.warn(
            { reason: (error as Error).message },
            "the outbox could not be read; the next poll tries again",
          );
        },
      )
      .finally(() => {
        lane.claiming = false;
        running.delete(claim);
        if (lane.again) fill(lane);
      });
    running.add(claim);
  }

  function pollNow() {
    for (const lane of lanes) {
      lane.drained = false;
      schedule(lane);
    }
  }

  const timer = setInterval(pollNow, options.pollMs);
  timer.unref();
  pollNow();
  return {
    pollNow,
    async stop(graceMs = 0) {
      stopping = true;
      clearInterval(timer);
      const settled = () => Promise.all([...running]).then(() => undefined);
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        graceTimer = setTimeout(resolve, graceMs);
      });
      await Promise.race([settled(), grace]);
      clearTimeout(graceTimer);
      shutdown.abort();
      // Stopped attempts end at once; what is left is settling their entries (store-bounded).
      while (running.size > 0) await settled();
    },
  };
}
