// The outbox worker against a store written for the test: each attempt is cut to what its
// lease leaves, an entry handed to the wrong lane (a store that ignores the channel filter)
// still starts at once, and stopping gives attempts their grace, then ends them and makes
// their entries due again without a backoff.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeliverOptions, LeadDeliverer } from "../../server/notify/deliver";
import { DeliveryError } from "../../server/notify/deliver";
import { LEASE_MARGIN_MS, leaseFor, startOutboxWorker, type OutboxWorker } from "../../server/notify/worker";
import type { OutboxChannel, OutboxItem, StorePort } from "../../server/store";
import type { OutboxPort, OutboxSettlement } from "../../server/store/outbox";
import { testLogger } from "../support/logs";

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

/** A store whose outbox hands out `due` once (ignoring the channel), and records settlements. */
function fakeStore(due: OutboxItem[]) {
  const settled: Array<{ id: string; settlement: OutboxSettlement }> = [];
  const outbox: Partial<OutboxPort> = {
    claimDue: async () => due.splice(0),
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
  return { store, settled };
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
          reject(new DeliveryError(n.id, [{ channel: options.only ?? "email", reason: "smtp attempt stopped by shutdown", permanent: false }])),
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
    const { store } = fakeStore([item("a", "email", LEASE_MARGIN_MS + 3000), item("b", "webhook", LEASE_MARGIN_MS + 20_000)]);
    const { deliverer, calls } = heldDeliverer();
    worker = startOutboxWorker({ ...workerOptions, store, deliverer });
    await vi.waitFor(() => expect(calls.map((c) => c.key).sort()).toEqual(["a", "b"]));
    const deadline = (key: string) => calls.find((c) => c.key === key)?.options?.deadlineMs;
    expect(deadline("a")).toBe(3000);
    expect(deadline("b")).toBe(20_000);
  });

  it("on stop, gives attempts their grace, then ends them and makes their entries due again at once", async () => {
    const { store, settled } = fakeStore([item("c", "email", leaseFor(10_000, 1000))]);
    const { deliverer, calls } = heldDeliverer();
    worker = startOutboxWorker({ ...workerOptions, store, deliverer });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const started = performance.now();
    await worker.stop(300);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(settled).toEqual([{ id: "c~email", settlement: { state: "pending", nextAttemptAt: NOW, lastError: "smtp attempt stopped by shutdown" } }]);
    worker = undefined;
  });
});
