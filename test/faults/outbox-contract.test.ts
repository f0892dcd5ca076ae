// The outbox part of the storage port on both adapters: a notification is queued with its
// lead and only then, never twice for a repeat, is claimed by one owner at a time (two
// claiming at once never share an entry), settles only under its owner's lease, which
// only its owner can extend, is retried, dead-lettered, revived and discarded as the worker needs.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { leadFingerprint } from "#server/leads/fingerprint";
import { openFirebaseStore } from "#server/store/firebase";
import type { LeadWrite, StorePort } from "#server/store/port";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { rtdb, TEST_DATABASE_URL } from "../support/msw/firebase-rtdb";
import { sqliteUnderTest } from "../store/open-sqlite";

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

const lead = (n: number, key = `-LEAD${String(n).padStart(15, "0")}`): LeadWrite => ({
  list: "contactForm",
  key,
  keyFromClient: false,
  record: {
    name: `Lead ${n}`,
    email: `lead${n}@example.com`,
    subject: "Batches",
    message: `Message ${n}`,
    date: "11/23/2026, 5:30:00 PM",
  },
  fingerprintOf: leadFingerprint("contact"),
  dedupeWindowMs: 10 * 60 * 1000,
  now: NOW,
  notify: { form: "contact", channels: ["email", "webhook"], page: "/Contact" },
});

function outboxContract(
  name: string,
  open: () => { store: StorePort; cleanup: () => Promise<void> },
) {
  describe(`${name} outbox`, () => {
    let store: StorePort;
    let cleanup: () => Promise<void>;
    beforeAll(() => {
      ({ store, cleanup } = open());
    });
    afterAll(() => cleanup());

    it("queues one entry per channel with a stored lead, and none for its repeat", async () => {
      expect(await store.insertLead(lead(1))).toEqual({ status: "stored", key: lead(1).key });
      expect(await store.insertLead({ ...lead(1), key: "-OTHERKEY00000000001" })).toEqual({
        status: "duplicate",
        key: lead(1).key,
      });
      const pending = await store.outbox.list("pending");
      expect(pending.map((item) => item.id).sort()).toEqual([
        `${lead(1).key}~email`,
        `${lead(1).key}~webhook`,
      ]);
      expect(pending[0]).toMatchObject({
        key: lead(1).key,
        list: "contactForm",
        form: "contact",
        page: "/Contact",
        attempts: 0,
        createdAt: NOW,
      });
      // /healthz calls the backlog overdue from oldestDueAt: both adapters must tell it.
      expect(await store.outbox.status()).toEqual({
        pending: 2,
        dead: 0,
        oldestPendingAt: NOW,
        oldestDueAt: NOW,
      });
    });

    it("gives each due entry to one owner when two claim at once, and not again while leased", async () => {
      for (let n = 2; n <= 6; n++) await store.insertLead(lead(n));
      const [a, b] = await Promise.all([
        store.outbox.claimDue("owner-a", NOW, 60_000, 20),
        store.outbox.claimDue("owner-b", NOW, 60_000, 20),
      ]);
      const ids = [...a, ...b].map((item) => item.id);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
      expect(await store.outbox.claimDue("owner-c", NOW + 1000, 60_000, 20)).toEqual([]);
      // After the lease, another owner takes over what was not settled (a crashed process).
      const after = await store.outbox.claimDue("owner-c", NOW + 61_000, 60_000, 20);
      expect(after.map((item) => item.id).sort()).toEqual([...ids].sort());
      expect(after.every((item) => item.attempts === 2 && item.leaseOwner === "owner-c")).toBe(
        true,
      );
    });

    it("settles only under the owner's lease: delivered, retried later, dead, revived, discarded", async () => {
      const claimed = await store.outbox.claimDue("owner-d", NOW + 200_000, 60_000, 20);
      const [first, second, third, fourth] = claimed;
      expect(
        await store.outbox.settle(first!, "someone-else", { state: "delivered", at: NOW }),
      ).toBe(false);
      expect(
        await store.outbox.settle(first!, "owner-d", { state: "delivered", at: NOW + 200_001 }),
      ).toBe(true);
      expect(
        await store.outbox.settle(second!, "owner-d", {
          state: "pending",
          nextAttemptAt: NOW + 500_000,
          lastError: "webhook answered 500",
        }),
      ).toBe(true);
      expect(
        await store.outbox.settle(third!, "owner-d", {
          state: "dead",
          lastError: "smtp EENVELOPE reply 550",
        }),
      ).toBe(true);
      expect(await store.outbox.discard(fourth!, "owner-d")).toBe(true);

      expect(
        (await store.outbox.claimDue("owner-e", NOW + 499_999, 60_000, 20)).map((i) => i.id),
      ).not.toContain(second!.id);
      const dead = await store.outbox.list("dead");
      expect(dead.map((item) => [item.id, item.lastError])).toEqual([
        [third!.id, "smtp EENVELOPE reply 550"],
      ]);
      expect((await store.outbox.list("delivered")).map((item) => item.id)).toEqual([first!.id]);
      expect(await store.outbox.retry(third!.id, NOW + 600_000)).toBe(true);
      expect(await store.outbox.retry(third!.id, NOW + 600_000)).toBe(false);
      expect((await store.outbox.list("pending")).map((item) => item.id)).toContain(third!.id);
      expect((await store.outbox.list("pending")).map((item) => item.id)).not.toContain(fourth!.id);
    });

    it("settles asked for at the same moment each get their own outcome", async () => {
      for (let n = 7; n <= 9; n++) await store.insertLead(lead(n));
      const claimed = await store.outbox.claimDue("owner-f", NOW + 900_000, 60_000, 6);
      expect(claimed).toHaveLength(6);
      const [lost, ...stillLeased] = claimed;
      const outcomes = await Promise.all([
        store.outbox.settle(lost!, "not-the-owner", { state: "delivered", at: NOW + 900_001 }),
        ...stillLeased.map((item, n) =>
          store.outbox.settle(
            item,
            "owner-f",
            n % 2 === 0
              ? { state: "delivered", at: NOW + 900_001 }
              : { state: "dead", lastError: `refused ${n}` },
          ),
        ),
      ]);
      expect(outcomes).toEqual([false, true, true, true, true, true]);
      const delivered = new Set((await store.outbox.list("delivered")).map((item) => item.id));
      const dead = new Map(
        (await store.outbox.list("dead")).map((item) => [item.id, item.lastError]),
      );
      stillLeased.forEach((item, n) =>
        n % 2 === 0
          ? expect(delivered.has(item.id)).toBe(true)
          : expect(dead.get(item.id)).toBe(`refused ${n}`),
      );
      expect(delivered.has(lost!.id) || dead.has(lost!.id)).toBe(false);
    });
    it("extends a lease only for its owner, and nobody else claims the entry until its new end", async () => {
      // Later than every lease the tests above took, so all their entries are due again too.
      const at = NOW + 5_000_000;
      await store.insertLead(lead(10));
      const claimed = await store.outbox.claimDue("owner-g", at, 60_000, 100);
      const email = claimed.find((item) => item.id === `${lead(10).key}~email`)!;
      const webhook = claimed.find((item) => item.id === `${lead(10).key}~webhook`)!;
      const until = at + 10 * 60_000;
      expect(await store.outbox.extendLease(email, "someone-else", until)).toBe(false);
      expect(await store.outbox.extendLease(email, "owner-g", until)).toBe(true);
      const claimedAt = async (when: number) =>
        (await store.outbox.claimDue("owner-h", when, 1000, 100)).map((item) => item.id);
      // Past the first lease, the entry whose lease was not extended is taken over; the other is not.
      const during = await claimedAt(at + 61_000);
      expect(during).toContain(webhook.id);
      expect(during).not.toContain(email.id);
      expect(await claimedAt(until - 1)).not.toContain(email.id);
      expect(await claimedAt(until)).toContain(email.id);
      // A lease taken over, or settled, can no longer be extended by its old owner.
      expect(await store.outbox.extendLease(webhook, "owner-g", until + 60_000)).toBe(false);
      expect(await store.outbox.extendLease(email, "owner-g", until + 60_000)).toBe(false);
      expect(await store.outbox.settle(email, "owner-h", { state: "delivered", at: until })).toBe(
        true,
      );
      expect(await store.outbox.extendLease(email, "owner-h", until + 60_000)).toBe(false);
    });
  });
}

outboxContract("SQLite", () => sqliteUnderTest("outbox-contract"));

describe("Firebase over REST", () => {
  const services = mockServices();
  beforeAll(() => services.listen({ onUnhandledRequest }));
  afterEach(() => services.resetHandlers());
  afterAll(() => services.close());
  outboxContract("Firebase", () => {
    rtdb.reset();
    rtdb.delayMs = 20;
    return {
      store: openFirebaseStore({
        databaseURL: TEST_DATABASE_URL,
        getAccessToken: async () => "test-token",
        timeoutMs: 5000,
      }),
      async cleanup() {
        rtdb.reset();
      },
    };
  });
});
