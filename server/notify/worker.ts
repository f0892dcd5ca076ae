// Delivers the outbox inside the server: claims due notifications (a lease, so several
// processes on one store never send the same one at once), sends each on its channel,
// and settles it: delivered, retried later with exponential backoff and jitter, or dead
// after about a day (or at once when the receiver refused it for good). A process that
// dies mid-delivery leaves its lease to expire; another picks the entry up, same id.
import type { OutboxItem, StorePort } from "../store";
import { DeliveryError, type LeadDeliverer } from "./deliver";
import type { NotifiedForm } from "./types";

export interface OutboxWorkerOptions {
  store: StorePort;
  deliverer: LeadDeliverer;
  /** This process, as lease owner. */
  owner: string;
  /** Longer than one delivery can take (both channels' timeouts), so a live lease is never taken over. */
  leaseMs: number;
  pollMs: number;
  retryBaseMs: number;
  giveUpMs: number;
  /** How long an entry may wait for its lead to appear (a write still within its time bound). */
  orphanGraceMs: number;
  batch?: number;
  log?: (line: string) => void;
  now?: () => number;
  random?: () => number;
}

export interface OutboxWorker {
  /** Look for due notifications now (a lead was just stored). */
  kick(): void;
  /** Stops polling and waits for the deliveries under way. */
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 2 * 60 * 60 * 1000;

/** The wait before attempt `attempts + 1`: doubling from the base, capped, with jitter. */
export function backoffMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(exponential * (0.5 + random() * 0.5));
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, deliverer, owner } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const log = options.log ?? ((line: string) => console.warn(line));
  const batch = options.batch ?? 10;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(item: OutboxItem): Promise<void> {
    const record = await store.get(item.list, item.key);
    if (!record) {
      if (now() - item.createdAt > options.orphanGraceMs) {
        await store.outbox.discard(item, owner);
        log(`[notify] key=${item.key} channel=${item.channel} outcome=dropped reason="the lead was never stored"`);
      } else {
        await store.outbox.settle(item, owner, { state: "pending", nextAttemptAt: now() + options.retryBaseMs, lastError: "lead not stored yet" });
      }
      return;
    }
    const notification = {
      id: item.key,
      form: item.form as NotifiedForm,
      list: item.list,
      record,
      ...(item.page ? { page: item.page } : {}),
      storedAt: new Date(item.createdAt).toISOString(),
    };
    try {
      await deliverer.deliver(notification, { only: item.channel });
      await store.outbox.settle(item, owner, { state: "delivered", at: now() });
    } catch (error) {
      const reason = error instanceof DeliveryError ? error.failures.map((f) => f.reason).join("; ") : "unexpected delivery error";
      const permanent = error instanceof DeliveryError && error.permanent;
      if (permanent || now() - item.createdAt >= options.giveUpMs) {
        await store.outbox.settle(item, owner, { state: "dead", lastError: reason });
        console.error(`[notify] key=${item.key} channel=${item.channel} outcome=dead attempts=${item.attempts} reason="${reason}"`);
      } else {
        const nextAttemptAt = now() + backoffMs(item.attempts, options.retryBaseMs, random);
        await store.outbox.settle(item, owner, { state: "pending", nextAttemptAt, lastError: reason });
      }
    }
  }

  async function round(): Promise<void> {
    do {
      again = false;
      let claimed: OutboxItem[] = [];
      try {
        claimed = await store.outbox.claimDue(owner, now(), options.leaseMs, batch);
        await Promise.all(claimed.map((item) => deliver(item).catch((error: unknown) => log(`[notify] key=${item.key} outcome=error reason="${(error as Error).message}"`))));
      } catch (error) {
        // The store is unreachable: the next poll tries again; nothing is lost, it is all in the outbox.
        log(`[notify] outcome=store-unavailable reason="${(error as Error).message}"`);
      }
      if (claimed.length === batch) again = true;
    } while (again && !stopped);
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = undefined;
    });
  }

  const timer = setInterval(kick, options.pollMs);
  timer.unref();
  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
