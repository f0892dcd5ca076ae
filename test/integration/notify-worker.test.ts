// The outbox worker against a store written for the test: each attempt is cut to what its
// lease leaves, an entry handed to the wrong lane (a store that ignores the channel filter)
// still starts at once, and stopping gives attempts their grace, then ends them and makes
// their entries due again without a backoff. An email about to be handed over gets a lease
// that outlives the wait for its reply (or is not handed over), and leaves its place to the
// next entry while it waits.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeliverOptions, LeadDeliverer } from "#server/notify/deliver";
import { DeliveryError } from "#server/notify/deliver";
import {
  LEASE_MARGIN_MS,
  leaseFor,
  startOutboxWorker,
  type OutboxWorker,
} from "#server/notify/worker";
import type { OutboxChannel, OutboxItem, StorePort } from "#server/store";
import type { OutboxPort, OutboxSettlement } from "#server/store/outbox";
import { testLogger } from "../support/logs";
import { patience } from "../support/wait";

const NOW = 1_700_000_000_000;

function item(key: string, channel: OutboxChannel, leaseMs: number): OutboxItem {
  return {
    id: `${key}~${channel}`,
    key,
    list: "contactForm",
    form: "contact",
    channel,
    state: "pending",
    attempts: 1,
    createdAt: NOW,
    nextAttemptAt: NOW,
    leaseOwner: "me",
    leaseUntil: NOW + leaseMs,
  };
}

/** A store whose outbox hands out `due` once (ignoring the channel), and records lease extensions and settlements. */
function fakeStore(due: OutboxItem[], options: { keepsLeases?: boolean } = {}) {
  const settled: Array<{ id: string; settlement: OutboxSettlement }> = [];
  const extended: Array<{ id: string; owner: string; until: number }> = [];
  const outbox: Partial<OutboxPort> = {
    claimDue: async (_owner, _now, _leaseMs, limit) => due.splice(0, limit),
    extendLease: async (entry, owner, until) => {
      extended.push({ id: entry.id, owner, until });
      return options.keepsLeases ?? true;
    },
    settle: async (entry, _owner, settlement) => {
      settled.push({ id: entry.id, settlement });
      return true;
    },
  };
  const store = {
    kind: "sqlite",
    get: async () => ({ name: "Asha", email: "asha@example.com" }),
    getContext: async () => undefined,
    outbox,
  } as unknown as StorePort;
  return { store, settled, extended };
}

/** A deliverer whose attempts end only when their deadline or stop signal ends them, or when released. */
function heldDeliverer() {
  const calls: Array<{ key: string; options: DeliverOptions | undefined }> = [];
  const deliverer: LeadDeliverer = {
    channels: ["email", "webhook"],
    deliver: (n, options) => {
      calls.push({ key: n.id, options });
      return new Promise<void>((_, reject) => {
        options?.stop?.addEventListener("abort", () =>
          reject(
            new DeliveryError(n.id, [
              {
                channel: options.only ?? "email",
                reason: "smtp attempt stopped by shutdown",
                permanent: false,
              },
            ]),
          ),
        );
      });
    },
    close: () => undefined,
  };
  return { deliverer, calls };
}

/**
 * A deliverer whose email attempts reach the step before the final dot at once and then wait,
 * for a reply that never comes, until stopped. Records what `beforeHandover` granted, or why it refused.
 */
function handingOverDeliverer(replyMs: number) {
  const calls: Array<{ key: string; granted?: number; refused?: string }> = [];
  const deliverer: LeadDeliverer = {
    channels: ["email"],
    deliver: async (n, options) => {
      const call: (typeof calls)[number] = { key: n.id };
      calls.push(call);
      try {
        call.granted = await options!.beforeHandover!(replyMs);
      } catch (error) {
        call.refused = (error as Error).message;
        throw new DeliveryError(n.id, [
          { channel: "email", reason: `smtp message held back: ${call.refused}`, permanent: false },
        ]);
      }
      return new Promise<void>((_, reject) => {
        options?.stop?.addEventListener("abort", () =>
          reject(
            new DeliveryError(n.id, [
              { channel: "email", reason: "smtp attempt stopped by shutdown", permanent: false },
            ]),
          ),
        );
      });
    },
    close: () => undefined,
  };
  return { deliverer, calls };
}

const workerOptions = {
  owner: "me",
  attemptMs: 10_000,
  storeMs: 1000,
  concurrency: 2,
  pollMs: 60_000,
  retryBaseMs: 1000,
  giveUpMs: 86_400_000,
  orphanGraceMs: 60_000,
  now: () => NOW,
  log: testLogger(),
};

describe("the outbox worker", () => {
  let worker: OutboxWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
  });

  it("takes a lease longer than reading the lead and an attempt together", () => {
    expect(leaseFor(10_000, 5000)).toBe(10_000 + 5000 + LEASE_MARGIN_MS);
  });

  it("cuts each attempt to what its lease leaves, and starts entries of the other channel at once", async () => {
    const { store } = fakeStore([
      item("a", "email", LEASE_MARGIN_MS + 3000),
      item("b", "webhook", LEASE_MARGIN_MS + 20_000),
    ]);
    const { deliverer, calls } = heldDeliverer();
    worker = startOutboxWorker({ ...workerOptions, store, deliverer });
    await vi.waitFor(() => expect(calls.map((c) => c.key).sort()).toEqual(["a", "b"]), patience);
    const deadline = (key: string) => calls.find((c) => c.key === key)?.options?.deadlineMs;
    expect(deadline("a")).toBe(3000);
    expect(deadline("b")).toBe(20_000);
  });

  it("on stop, gives attempts their grace, then ends them and makes their entries due again at once", async () => {
    const { store, settled } = fakeStore([item("c", "email", leaseFor(10_000, 1000))]);
    const { deliverer, calls } = heldDeliverer();
    worker = startOutboxWorker({ ...workerOptions, store, deliverer });
    await vi.waitFor(() => expect(calls).toHaveLength(1), patience);
    const started = performance.now();
    await worker.stop(300);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(settled).toEqual([
      {
        id: "c~email",
        settlement: {
          state: "pending",
          nextAttemptAt: NOW,
          lastError: "smtp attempt stopped by shutdown",
        },
      },
    ]);
    worker = undefined;
  });

  it("extends the lease of an email past the wait for its reply before the message is handed over, and starts the next entry meanwhile", async () => {
    const lease = leaseFor(10_000, 1000);
    const { store, extended, settled } = fakeStore([
      item("d", "email", lease),
      item("e", "email", lease),
      item("f", "email", lease),
    ]);
    const { deliverer, calls } = handingOverDeliverer(600_000);
    // One place per lane: the second entry starts only because the first only waits for its reply.
    worker = startOutboxWorker({ ...workerOptions, concurrency: 1, store, deliverer });
    await vi.waitFor(() => expect(calls.map((c) => c.key)).toEqual(["d", "e"]), patience);
    expect(extended).toEqual([
      { id: "d~email", owner: "me", until: NOW + 600_000 + LEASE_MARGIN_MS },
      { id: "e~email", owner: "me", until: NOW + 600_000 + LEASE_MARGIN_MS },
    ]);
    expect(calls.map((c) => c.granted)).toEqual([600_000, 600_000]);
    // The lane's one waiting place is taken by d: e keeps its place, and f waits for one. (A
    // claim of f would start within two turns of the event loop: this store answers at once.)
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(2);
    // Stopped while the mail server has the messages: the entries stay leased to the end of that wait.
    await worker.stop();
    worker = undefined;
    expect(settled).toEqual([]);
  });

  it("holds every place of a lane, under way and waiting for a reply, without Node's warning of a leak", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    try {
      // The site's default: 16 attempts under way, and 16 more waiting for their replies.
      const concurrency = 16;
      const lease = leaseFor(10_000, 1000);
      const due = Array.from({ length: 2 * concurrency }, (_, n) => item(`k${n}`, "email", lease));
      const { store } = fakeStore(due);
      const { deliverer, calls } = handingOverDeliverer(600_000);
      worker = startOutboxWorker({ ...workerOptions, concurrency, store, deliverer });
      await vi.waitFor(() => expect(calls).toHaveLength(2 * concurrency), patience);
      // Node emits its warning on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("does not hand a message over when its lease cannot be extended", async () => {
    const { store, settled } = fakeStore([item("g", "email", leaseFor(10_000, 1000))], {
      keepsLeases: false,
    });
    const { deliverer, calls } = handingOverDeliverer(600_000);
    worker = startOutboxWorker({ ...workerOptions, store, deliverer });
    await vi.waitFor(() => expect(settled).toHaveLength(1), patience);
    expect(calls).toEqual([{ key: "g", refused: "the lease was lost" }]);
    expect(settled[0]).toMatchObject({
      id: "g~email",
      settlement: { state: "pending", lastError: "smtp message held back: the lease was lost" },
    });
  });
});
