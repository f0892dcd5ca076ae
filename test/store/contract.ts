// What every store adapter promises (server/store/port.ts), as one suite that each adapter
// runs: test/faults/store-contract.test.ts runs it on SQLite and on Firebase (msw). A lead
// lost or stored twice is money lost, so the suite is about exactly-once: one record per key,
// one record per content within the window, the first record never replaced, and the
// same under 50 racing writers.
import { afterEach, describe, expect, it } from "vitest";
import { canonicalEmail, leadFingerprint } from "#server/leads/fingerprint";
import type { OutboxChannel } from "#server/store/outbox";
import {
  LEAD_DEDUPE_WINDOW_MS,
  type LeadWrite,
  type LeadWriteResult,
  type StorePort,
  type StoredRecord,
} from "#server/store/port";
import { localDateTime } from "#shared/dates";
import type { LeadContext } from "#shared/forms/lead-context";
import { mintSubmissionKey } from "#shared/forms/keys";

export interface OpenedStore {
  store: StorePort;
  /**
   * Everything the backend holds, as text (the SQLite file and its write-ahead log byte for
   * byte; the whole Firebase tree): what an erasure must leave nothing of.
   */
  contents(): Promise<string>;
  cleanup(): Promise<void>;
}

export interface OpenOptions {
  /**
   * The test races 50 writers: make the backend slow where it can be (Firebase responding
   * late), so that they overlap, with a time bound that fits that slowness.
   */
  races?: boolean;
  /**
   * Racing writers should also reach the store in changing orders (Firebase: requests that
   * arrive together are served newest first), so that the first writer of one location is
   * not the first of the next.
   */
  reordered?: boolean;
}

const LIST = "contactForm";
const TIME_ZONE = "Asia/Kolkata";
/** 17 March 2025, 10:15 in Kolkata: a fixed clock, so windows are tested without waiting. */
const T0 = Date.parse("2025-03-17T04:45:00.000Z");
const fingerprintOf = leadFingerprint("contact");

/** A contact lead as the builder stores it, stamped at `at`. */
function contactRecord(at: number, change: Partial<StoredRecord> = {}): StoredRecord {
  return {
    name: "Ravi Kumar",
    email: "ravi.kumar@example.com",
    subject: "Batch dates",
    message: "When does the next AWS batch start? I can join on weekends only.",
    date: localDateTime(new Date(at), TIME_ZONE),
    ...change,
  };
}

function lead(key: string, record: StoredRecord, now: number, keyFromClient = true): LeadWrite {
  return {
    list: LIST,
    key,
    keyFromClient,
    record,
    fingerprintOf,
    dedupeWindowMs: LEAD_DEDUPE_WINDOW_MS,
    now,
  };
}

const keyAt = (at: number) => mintSubmissionKey(at);

/**
 * Every racing write's result, once all of them have ended: a write that failed must not
 * be left running into the next test (it could land a record in that test's store).
 */
async function allResults(writes: Array<Promise<LeadWriteResult>>): Promise<LeadWriteResult[]> {
  const settled = await Promise.allSettled(writes);
  const failures = settled.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
  expect(failures, "writes that did not answer").toEqual([]);
  return settled.map((s) => (s as PromiseFulfilledResult<LeadWriteResult>).value);
}

export function storeContract(name: string, open: (options?: OpenOptions) => Promise<OpenedStore>) {
  describe(`${name}: the store contract`, () => {
    let opened: OpenedStore | undefined;
    const openStore = async (options?: OpenOptions) => {
      opened = await open(options);
      return opened.store;
    };
    afterEach(async () => {
      await opened?.cleanup();
      opened = undefined;
    });

    describe("put", () => {
      it("keeps the first record under a key; only overwrite replaces it", async () => {
        const store = await openStore();
        const key = keyAt(T0);
        const first = contactRecord(T0);
        const second = contactRecord(T0 + 1000, { message: "Please call me instead." });
        await store.put(LIST, key, first);
        await store.put(LIST, key, second);
        expect(await store.get(LIST, key)).toEqual(first);
        expect(await store.list(LIST)).toEqual([[key, first]]);

        await store.put(LIST, key, second, { overwrite: true });
        expect(await store.get(LIST, key)).toEqual(second);
        expect(await store.list(LIST)).toEqual([[key, second]]);
        expect(await store.get(LIST, keyAt(T0 + 1))).toBeUndefined();
      });
    });

    describe("insertLead", () => {
      it("stores a lead under a new key", async () => {
        const store = await openStore();
        const key = keyAt(T0);
        const record = contactRecord(T0);
        expect(await store.insertLead(lead(key, record, T0))).toEqual({ status: "stored", key });
        expect(await store.get(LIST, key)).toEqual(record);
        expect(await store.list(LIST)).toEqual([[key, record]]);
      });

      it("reports the same key with the same content as a duplicate under that key, keeping the first record", async () => {
        const store = await openStore();
        const key = keyAt(T0);
        const first = contactRecord(T0);
        expect(await store.insertLead(lead(key, first, T0))).toEqual({ status: "stored", key });
        // A retry a few seconds later: stamped with another date, still the same lead.
        const retry = contactRecord(T0 + 7000);
        expect(retry.date).not.toBe(first.date);
        expect(await store.insertLead(lead(key, retry, T0 + 7000))).toEqual({
          status: "duplicate",
          key,
        });
        expect(await store.list(LIST)).toEqual([[key, first]]);
      });

      it("refuses the same key with other content as a conflict and keeps the first record intact", async () => {
        const store = await openStore();
        const key = keyAt(T0);
        const first = contactRecord(T0);
        expect(await store.insertLead(lead(key, first, T0))).toEqual({ status: "stored", key });
        const other = contactRecord(T0 + 2000, { message: "Actually, I want the Python course." });
        expect(await store.insertLead(lead(key, other, T0 + 2000))).toEqual({ status: "conflict" });
        expect(await store.list(LIST)).toEqual([[key, first]]);
      });

      it("reports the same content under another key within the window as a duplicate with the FIRST key", async () => {
        const store = await openStore();
        const firstKey = keyAt(T0);
        const first = contactRecord(T0);
        expect(await store.insertLead(lead(firstKey, first, T0))).toEqual({
          status: "stored",
          key: firstKey,
        });
        // Back and resubmit from a freshly opened page, nine minutes later: a new key, same lead.
        const later = T0 + LEAD_DEDUPE_WINDOW_MS - 60_000;
        const otherKey = keyAt(later);
        expect(await store.insertLead(lead(otherKey, contactRecord(later), later))).toEqual({
          status: "duplicate",
          key: firstKey,
        });
        // The same again with a key the server minted (no JavaScript, no key in the post).
        expect(
          await store.insertLead(
            lead(keyAt(later + 1), contactRecord(later + 1), later + 1, false),
          ),
        ).toEqual({
          status: "duplicate",
          key: firstKey,
        });
        expect(await store.list(LIST)).toEqual([[firstKey, first]]);
        expect(await store.get(LIST, otherKey)).toBeUndefined();
      });

      it("stores the same content anew after the window, and later twins then land on the new record", async () => {
        const store = await openStore();
        const firstKey = keyAt(T0);
        const first = contactRecord(T0);
        expect(await store.insertLead(lead(firstKey, first, T0))).toEqual({
          status: "stored",
          key: firstKey,
        });
        const after = T0 + LEAD_DEDUPE_WINDOW_MS + 60_000;
        const secondKey = keyAt(after);
        const second = contactRecord(after);
        expect(await store.insertLead(lead(secondKey, second, after))).toEqual({
          status: "stored",
          key: secondKey,
        });
        const twin = after + 5000;
        expect(await store.insertLead(lead(keyAt(twin), contactRecord(twin), twin))).toEqual({
          status: "duplicate",
          key: secondKey,
        });
        expect(await store.list(LIST)).toEqual([
          [firstKey, first],
          [secondKey, second],
        ]);
      });

      it("refuses a client key that was reported as a duplicate of another key when it comes back with other content", async () => {
        const store = await openStore();
        const firstKey = keyAt(T0);
        const first = contactRecord(T0);
        expect(await store.insertLead(lead(firstKey, first, T0))).toEqual({
          status: "stored",
          key: firstKey,
        });
        const clientKey = keyAt(T0 + 3000);
        expect(
          await store.insertLead(lead(clientKey, contactRecord(T0 + 3000), T0 + 3000)),
        ).toEqual({ status: "duplicate", key: firstKey });
        // The same client key, reused for another message: not stored, and not folded into the first lead either.
        const other = contactRecord(T0 + 6000, {
          subject: "Refund",
          message: "Please refund my last payment.",
        });
        expect(await store.insertLead(lead(clientKey, other, T0 + 6000))).toEqual({
          status: "conflict",
        });
        // Its own first content still gets its first result.
        expect(
          await store.insertLead(lead(clientKey, contactRecord(T0 + 9000), T0 + 9000)),
        ).toEqual({ status: "duplicate", key: firstKey });
        expect(await store.list(LIST)).toEqual([[firstKey, first]]);
        expect(await store.get(LIST, clientKey)).toBeUndefined();
      });

      it("remembers a client's key for a lead that goes under a key of its own: the same lead again is its first result, another a conflict", async () => {
        const store = await openStore();
        const ownKey = keyAt(T0);
        const clientKey = keyAt(T0 + 1);
        const first = contactRecord(T0);
        const withClientKey = (key: string, record: StoredRecord, at: number) => ({
          ...lead(key, record, at, false),
          clientKey,
        });
        expect(await store.insertLead(withClientKey(ownKey, first, T0))).toEqual({
          status: "stored",
          key: ownKey,
        });
        // Retried under the same client key, even with the lead's own key made anew: the first result.
        expect(
          await store.insertLead(
            withClientKey(keyAt(T0 + 2000), contactRecord(T0 + 2000), T0 + 2000),
          ),
        ).toEqual({ status: "duplicate", key: ownKey });
        // Reused for another lead: nothing stored, under either key.
        const other = contactRecord(T0 + 4000, {
          subject: "Refund",
          message: "Please refund my last payment.",
        });
        const otherKey = keyAt(T0 + 4000);
        expect(await store.insertLead(withClientKey(otherKey, other, T0 + 4000))).toEqual({
          status: "conflict",
        });
        expect(await store.list(LIST)).toEqual([[ownKey, first]]);
        expect(await store.get(LIST, clientKey)).toBeUndefined();
      });

      it.each([
        ["keys minted in 50 browsers", true],
        ["keys minted by the server for 50 posts without one", false],
      ] as const)(
        "keeps one record of 50 concurrent writes of one content under 50 different keys (%s)",
        async (_label, keyFromClient) => {
          const store = await openStore({ races: true });
          const keys = Array.from({ length: 50 }, () => keyAt(T0));
          expect(new Set(keys).size).toBe(50);
          const record = contactRecord(T0);
          const results = await allResults(
            keys.map((key) => store.insertLead(lead(key, record, T0, keyFromClient))),
          );

          const kept = await store.list(LIST);
          expect(kept).toHaveLength(1);
          const [keptKey, keptRecord] = kept[0]!;
          expect(keys).toContain(keptKey);
          expect(keptRecord).toEqual(record);
          expect(results.filter((r) => r.status === "stored")).toEqual([
            { status: "stored", key: keptKey },
          ]);
          expect(results.filter((r) => r.status === "duplicate")).toEqual(
            Array(49).fill({ status: "duplicate", key: keptKey }),
          );

          if (keyFromClient) {
            // Every browser's key gets the stored key when that browser retries.
            const retries = await allResults(
              keys.map((key) => store.insertLead(lead(key, contactRecord(T0 + 4000), T0 + 4000))),
            );
            expect(retries).toEqual(Array(50).fill({ status: "duplicate", key: keptKey }));
            expect(await store.list(LIST)).toEqual([[keptKey, record]]);
          }
        },
      );

      it("keeps one record of 50 concurrent writes of one content under one key", async () => {
        const store = await openStore({ races: true });
        const key = keyAt(T0);
        const record = contactRecord(T0);
        const results = await allResults(
          Array.from({ length: 50 }, () => store.insertLead(lead(key, record, T0))),
        );
        expect(results.filter((r) => r.status === "stored")).toEqual([{ status: "stored", key }]);
        expect(results.filter((r) => r.status === "duplicate")).toEqual(
          Array(49).fill({ status: "duplicate", key }),
        );
        expect(await store.list(LIST)).toEqual([[key, record]]);
      });
    });

    describe("the lead's context", () => {
      const campaign: LeadContext = {
        plan: "Advanced",
        attribution: {
          landing: "/computerscience/aws",
          utm_source: "news",
          utm_campaign: "spring",
          gclid: "abc",
          referrer: "www.google.com",
        },
      };
      const withContext = (
        key: string,
        record: StoredRecord,
        now: number,
        context: LeadContext,
        keyFromClient = true,
      ): LeadWrite => ({
        ...lead(key, record, now, keyFromClient),
        context,
      });

      it("keeps the context beside the record under the same key, and the record exactly as given", async () => {
        const store = await openStore();
        const key = keyAt(T0);
        const record = contactRecord(T0);
        expect(await store.insertLead(withContext(key, record, T0, campaign))).toEqual({
          status: "stored",
          key,
        });
        expect(await store.get(LIST, key)).toEqual(record);
        expect(await store.list(LIST)).toEqual([[key, record]]);
        expect(await store.getContext(LIST, key)).toEqual(campaign);
        expect(await store.listContexts(LIST)).toEqual([[key, campaign]]);
        expect(await store.listContexts("RCB Leads")).toEqual([]);
      });

      it("keeps no context for a lead stored without one, and lists only the leads that have one, in key order", async () => {
        const store = await openStore();
        const [a, b, c] = [0, 1, 2].map((n) => keyAt(T0 + n * 64_000)) as [string, string, string];
        const other: LeadContext = { attribution: { landing: "/Contact" } };
        await store.insertLead(
          withContext(
            c,
            contactRecord(T0 + 128_000, { email: "c@example.com" }),
            T0 + 128_000,
            other,
          ),
        );
        await store.insertLead(
          lead(b, contactRecord(T0 + 64_000, { email: "b@example.com" }), T0 + 64_000),
        );
        await store.insertLead(
          withContext(a, contactRecord(T0, { email: "a@example.com" }), T0, campaign),
        );
        expect(await store.getContext(LIST, b)).toBeUndefined();
        expect(await store.getContext(LIST, keyAt(T0 + 1))).toBeUndefined();
        expect(await store.listContexts(LIST)).toEqual([
          [a, campaign],
          [c, other],
        ]);
      });

      it("keeps the FIRST context when the same lead comes again, under its key or another within the window", async () => {
        const store = await openStore();
        const key = keyAt(T0);
        const first = contactRecord(T0);
        expect(await store.insertLead(withContext(key, first, T0, campaign))).toEqual({
          status: "stored",
          key,
        });
        const later: LeadContext = {
          plan: "Self Learning",
          attribution: { landing: "/", utm_source: "later" },
        };
        expect(
          await store.insertLead(withContext(key, contactRecord(T0 + 7000), T0 + 7000, later)),
        ).toEqual({ status: "duplicate", key });
        const otherKey = keyAt(T0 + 9000);
        expect(
          await store.insertLead(
            withContext(otherKey, contactRecord(T0 + 9000), T0 + 9000, later, false),
          ),
        ).toEqual({ status: "duplicate", key });
        expect(await store.getContext(LIST, key)).toEqual(campaign);
        expect(await store.getContext(LIST, otherKey)).toBeUndefined();
        expect(await store.listContexts(LIST)).toEqual([[key, campaign]]);
      });

      it.each([
        ["the same lead under one client key", "same key", "same content"],
        ["the same lead under 20 keys", "own keys", "same content"],
        ["other content under one client key (a conflict)", "same key", "own content"],
      ] as const)(
        "stores the context of the post whose record was stored when 20 posts race (%s)",
        async (_label, keys, content) => {
          const store = await openStore({ races: true, reordered: true });
          const shared = keyAt(T0);
          // Every post carries its own context; the one stored must be the context of the post reported as stored.
          const posts = Array.from({ length: 20 }, (_, n) => {
            const key = keys === "same key" ? shared : keyAt(T0);
            const record =
              content === "same content"
                ? contactRecord(T0)
                : contactRecord(T0, { message: `Question number ${n + 1}: when is the batch?` });
            const context: LeadContext = {
              plan: "Advanced",
              attribution: { landing: "/", utm_source: `post-${n + 1}` },
            };
            return { key, record, context };
          });
          const results = await allResults(
            posts.map((post) =>
              store.insertLead(
                withContext(post.key, post.record, T0, post.context, keys === "same key"),
              ),
            ),
          );

          const stored = results.flatMap((result, n) =>
            result.status === "stored" ? [{ ...posts[n]!, key: result.key }] : [],
          );
          expect(stored).toHaveLength(1);
          const winner = stored[0]!;
          expect(await store.list(LIST)).toEqual([[winner.key, winner.record]]);
          expect(await store.getContext(LIST, winner.key)).toEqual(winner.context);
          expect(await store.listContexts(LIST)).toEqual([[winner.key, winner.context]]);
        },
      );

      it("keeps no context for a write refused as a conflict", async () => {
        const store = await openStore();
        const key = keyAt(T0);
        expect(await store.insertLead(lead(key, contactRecord(T0), T0))).toEqual({
          status: "stored",
          key,
        });
        const other = contactRecord(T0 + 2000, { message: "Actually, I want the Python course." });
        expect(await store.insertLead(withContext(key, other, T0 + 2000, campaign))).toEqual({
          status: "conflict",
        });
        expect(await store.getContext(LIST, key)).toBeUndefined();
        expect(await store.listContexts(LIST)).toEqual([]);
      });
    });

    describe("changing the context of stored leads", () => {
      const agreed: LeadContext = {
        plan: "Advanced",
        consent: { marketing: true, notice: "contact-2026-11", at: "2026-11-24T06:00:00.000Z" },
        attribution: { landing: "/Contact", utm_source: "news" },
      };
      const withdrawn = (context: LeadContext): LeadContext =>
        context.consent?.marketing
          ? {
              ...context,
              consent: {
                ...context.consent,
                marketing: false,
                withdrawnAt: "2026-11-25T08:00:00.000Z",
              },
            }
          : context;

      it("replaces the context of the named leads with what the change makes of it, and leaves their records exactly as they were", async () => {
        const store = await openStore();
        const [a, b, c] = [0, 1, 2].map((n) => keyAt(T0 + n * 64_000)) as [string, string, string];
        const records = [a, b, c].map((_, n) =>
          contactRecord(T0 + n * 64_000, { email: `lead${n}@example.com` }),
        );
        const declined: LeadContext = {
          consent: { marketing: false, notice: "contact-2026-11", at: "2026-11-24T06:01:00.000Z" },
        };
        await store.insertLead({ ...lead(a, records[0]!, T0), context: agreed });
        await store.insertLead({ ...lead(b, records[1]!, T0 + 64_000), context: declined });
        await store.insertLead({ ...lead(c, records[2]!, T0 + 128_000), context: agreed });
        // Only the changed context is written, and its key returned: b's change leaves it as it was.
        expect(await store.updateContexts(LIST, [a, b], withdrawn)).toEqual([a]);
        expect(await store.getContext(LIST, a)).toEqual({
          ...agreed,
          consent: {
            marketing: false,
            notice: "contact-2026-11",
            at: "2026-11-24T06:00:00.000Z",
            withdrawnAt: "2026-11-25T08:00:00.000Z",
          },
        });
        expect(await store.getContext(LIST, b)).toEqual(declined);
        expect(await store.getContext(LIST, c)).toEqual(agreed);
        expect(await store.list(LIST)).toEqual([
          [a, records[0]],
          [b, records[1]],
          [c, records[2]],
        ]);
        // Asked again, nothing is left to change.
        expect(await store.updateContexts(LIST, [a, b], withdrawn)).toEqual([]);
      });

      it("creates no context: not for a lead stored without one, not for a key with no record, not for an erased lead", async () => {
        const store = await openStore();
        const [bare, erased, missing] = [0, 1, 2].map((n) => keyAt(T0 + n * 64_000)) as [
          string,
          string,
          string,
        ];
        await store.insertLead(lead(bare, contactRecord(T0, { email: "bare@example.com" }), T0));
        await store.insertLead({
          ...lead(erased, contactRecord(T0 + 64_000, { email: "gone@example.com" }), T0 + 64_000),
          context: agreed,
        });
        await store.eraseLeads([{ list: LIST, key: erased }], {
          reason: "request",
          now: T0 + 64_000,
        });
        const everything = (): LeadContext => agreed;
        expect(await store.updateContexts(LIST, [bare, erased, missing], everything)).toEqual([]);
        expect(await store.updateContexts("RCB Leads", [bare], everything)).toEqual([]);
        expect(await store.listContexts(LIST)).toEqual([]);
        expect(await store.getContext(LIST, bare)).toBeUndefined();
        expect(await store.list(LIST)).toEqual([
          [bare, contactRecord(T0, { email: "bare@example.com" })],
        ]);
      });

      it("loses no change when several change one context at once", async () => {
        const store = await openStore({ races: true });
        const key = keyAt(T0);
        await store.insertLead({ ...lead(key, contactRecord(T0), T0), context: agreed });
        const appendOne = (context: LeadContext): LeadContext => ({
          ...context,
          plan: `${context.plan ?? ""}+`,
        });
        const changed = await Promise.all(
          [1, 2, 3].map(() => store.updateContexts(LIST, [key], appendOne)),
        );
        expect(changed).toEqual([[key], [key], [key]]);
        expect((await store.getContext(LIST, key))?.plan).toBe("Advanced+++");
        expect(await store.get(LIST, key)).toEqual(contactRecord(T0));
      });
    });

    describe("finding and erasing an address", () => {
      const callbackFingerprint = leadFingerprint("callback");
      const newsletterFingerprint = leadFingerprint("newsletter");
      const ravi = (record: StoredRecord) =>
        canonicalEmail(record.email ?? "") === canonicalEmail("RAVI.Kumar@Example.com");
      const notify = (form: string) => ({
        form,
        channels: ["email", "webhook"] as OutboxChannel[],
        page: "/",
      });

      it("finds every record of an address in every list, whatever the case of its letters, and erases them with their notifications", async () => {
        const store = await openStore();
        const contactKey = keyAt(T0);
        const callbackKey = keyAt(T0 + 1);
        const newsletterKey = keyAt(T0 + 2);
        const otherKey = keyAt(T0 + 3);
        const callbackRecord = {
          fullName: "Ravi Kumar",
          phone: "9876543210",
          email: "Ravi.Kumar@example.com",
          course: "AWS",
          date: "17th Mar 2025 10:15AM",
          source: "/",
        };
        await store.insertLead({
          ...lead(contactKey, contactRecord(T0), T0),
          notify: notify("contact"),
        });
        await store.insertLead({
          list: "RCB Leads",
          key: callbackKey,
          keyFromClient: false,
          record: callbackRecord,
          fingerprintOf: callbackFingerprint,
          dedupeWindowMs: LEAD_DEDUPE_WINDOW_MS,
          now: T0,
          notify: notify("callback"),
        });
        const signUp = {
          email: "ravi.kumar@EXAMPLE.com",
          date: localDateTime(new Date(T0), TIME_ZONE),
        };
        await store.insertLead({
          list: "newsletter",
          key: newsletterKey,
          keyFromClient: false,
          record: signUp,
          fingerprintOf: newsletterFingerprint,
          dedupeWindowMs: LEAD_DEDUPE_WINDOW_MS,
          now: T0,
        });
        const other = contactRecord(T0, { name: "Asha Rao", email: "asha@example.com" });
        await store.insertLead({ ...lead(otherKey, other, T0), notify: notify("contact") });
        // The call-back's webhook reached the CRM; its email is still waiting.
        const claimed = await store.outbox.claimDue("worker", T0, 60_000, 20);
        const webhook = claimed.find((item) => item.id === `${callbackKey}~webhook`)!;
        expect(
          await store.outbox.settle(webhook, "worker", { state: "delivered", at: T0 + 10 }),
        ).toBe(true);

        const lists = [LIST, "RCB Leads", "newsletter", "Campus Ambassador"];
        const held = await store.findRecords(lists, ravi);
        expect(held).toEqual([
          { list: LIST, key: contactKey, record: contactRecord(T0) },
          { list: "RCB Leads", key: callbackKey, record: callbackRecord },
          { list: "newsletter", key: newsletterKey, record: signUp },
        ]);

        const erased = await store.eraseLeads(
          [
            { list: LIST, key: contactKey, fingerprint: fingerprintOf(contactRecord(T0)) },
            {
              list: "RCB Leads",
              key: callbackKey,
              fingerprint: callbackFingerprint(callbackRecord),
            },
            { list: "newsletter", key: newsletterKey, fingerprint: newsletterFingerprint(signUp) },
          ],
          { reason: "request", now: T0 + 20 },
        );
        // The CRM had the call-back, and the contact's webhook was under way (claimed, not settled):
        // it may have that one too. The newsletter sign-up was never sent to it.
        expect(erased).toEqual([
          { list: LIST, key: contactKey, announced: true },
          { list: "RCB Leads", key: callbackKey, announced: true },
          { list: "newsletter", key: newsletterKey, announced: false },
        ]);
        // Their lead.erased waits, stored by the erasure itself.
        const announcement = (list: string, key: string) => ({
          id: `${key}~erased`,
          list,
          key,
          reason: "request",
          attempts: 0,
          createdAt: T0 + 20,
          nextAttemptAt: T0 + 20,
        });
        expect(await store.erasures.list()).toEqual([
          announcement(LIST, contactKey),
          announcement("RCB Leads", callbackKey),
        ]);
        expect(await store.findRecords(lists, ravi)).toEqual([]);
        expect(await store.list(LIST)).toEqual([[otherKey, other]]);
        expect(await store.list("RCB Leads")).toEqual([]);
        expect(await store.list("newsletter")).toEqual([]);
        // Only the other visitor's notifications are left, waiting or leased.
        await store.outbox.settle(
          claimed.find((item) => item.id === `${otherKey}~email`)!,
          "worker",
          { state: "dead", lastError: "x" },
        );
        const left = [
          ...(await store.outbox.list("pending")),
          ...(await store.outbox.list("dead")),
        ].map((item) => item.key);
        expect(left.sort()).toEqual([otherKey, otherKey]);
        // Nothing remembers the erased content: the same message sent again is a new lead.
        const again = keyAt(T0 + 60_000);
        expect(
          await store.insertLead(lead(again, contactRecord(T0 + 60_000), T0 + 60_000)),
        ).toEqual({ status: "stored", key: again });
        // Erasing again finds nothing to erase.
        expect(
          await store.eraseLeads([{ list: "RCB Leads", key: callbackKey }], {
            reason: "request",
            now: T0 + 30,
          }),
        ).toEqual([]);
        expect((await store.erasures.list()).map((entry) => entry.id)).toEqual([
          `${contactKey}~erased`,
          `${callbackKey}~erased`,
        ]);
      });

      it("leaves nothing of an erased lead: not its address in the raw store, nor its content claims, client keys or notifications", async () => {
        const store = await openStore();
        const key = keyAt(T0);
        const original = contactRecord(T0, {
          email: "Meera.Iyer@example.com",
          name: "Meera Iyer",
          message: "Is there a weekend batch for AWS in Pune?",
        });
        const context: LeadContext = {
          plan: "Advanced",
          consent: { marketing: true, notice: "contact-2026-11", at: "2025-03-17T04:45:00.000Z" },
        };
        expect(
          await store.insertLead({
            ...lead(key, original, T0),
            context,
            notify: notify("contact"),
          }),
        ).toEqual({ status: "stored", key });
        // The same message again from another tab: its client key is remembered as leading to the first lead.
        const clientKey = keyAt(T0 + 1000);
        expect(
          await store.insertLead(lead(clientKey, contactRecord(T0 + 1000, original), T0 + 1000)),
        ).toEqual({ status: "duplicate", key });
        // The visitor corrects the subject on /my-data: the stored content changes, its first claim stays as it was written.
        const corrected = { ...original, subject: "Weekend batches" };
        await store.put(LIST, key, corrected, { overwrite: true });
        const other = contactRecord(T0, { name: "Asha Rao", email: "asha@example.com" });
        const otherKey = keyAt(T0 + 2);
        await store.insertLead(lead(otherKey, other, T0 + 2));
        expect(await opened!.contents()).toContain("Meera.Iyer@example.com");

        expect(
          await store.eraseLeads([{ list: LIST, key, fingerprint: fingerprintOf(corrected) }], {
            reason: "request",
            now: T0 + 5000,
          }),
        ).toEqual([{ list: LIST, key, announced: false }]);

        const raw = await opened!.contents();
        for (const trace of [
          "Meera.Iyer@example.com",
          "meera.iyer@example.com",
          "Meera Iyer",
          "weekend batch for AWS in Pune",
          key,
          clientKey,
          fingerprintOf(original),
          fingerprintOf(corrected),
        ]) {
          expect(raw, `the store still holds ${trace}`).not.toContain(trace);
        }
        expect(raw).toContain("asha@example.com");
        expect(await store.erasures.list()).toEqual([]);
        // Nothing answers for the erased lead any more: its client key and its first content are new again.
        expect(
          await store.insertLead(lead(clientKey, contactRecord(T0 + 6000, original), T0 + 6000)),
        ).toEqual({ status: "stored", key: clientKey });
        await store.eraseLeads(
          [{ list: LIST, key: clientKey, fingerprint: fingerprintOf(original) }],
          { reason: "request", now: T0 + 7000 },
        );
        const fresh = keyAt(T0 + 8000);
        expect(
          await store.insertLead(lead(fresh, contactRecord(T0 + 8000, original), T0 + 8000, false)),
        ).toEqual({ status: "stored", key: fresh });
        expect(await store.list(LIST)).toEqual([
          [otherKey, other],
          [fresh, contactRecord(T0 + 8000, original)],
        ]);
      });

      it("queues lead.erased in the erasure's own step and hands it to one owner at a time until it is delivered", async () => {
        const store = await openStore();
        const key = keyAt(T0);
        expect(
          await store.insertLead({
            ...lead(key, contactRecord(T0), T0),
            notify: { form: "contact", channels: ["webhook"], page: "/" },
          }),
        ).toEqual({
          status: "stored",
          key,
        });
        const [webhook] = await store.outbox.claimDue("notifier", T0, 60_000, 5);
        expect(
          await store.outbox.settle(webhook!, "notifier", { state: "delivered", at: T0 + 1 }),
        ).toBe(true);
        expect(
          await store.eraseLeads([{ list: LIST, key }], { reason: "retention", now: T0 + 100 }),
        ).toEqual([{ list: LIST, key, announced: true }]);
        // The delivered notification is gone with the lead; the announcement names the lead, nothing of the person.
        expect(await store.outbox.list("delivered")).toEqual([]);
        expect(await store.erasures.status()).toEqual({ pending: 1, oldestPendingAt: T0 + 100 });

        // Two processes claim at once: one gets it, and nobody else while its lease runs.
        const [a, b] = await Promise.all([
          store.erasures.claimDue("a", T0 + 200, 60_000, 10),
          store.erasures.claimDue("b", T0 + 200, 60_000, 10),
        ]);
        const claimed = [...a, ...b];
        expect(claimed).toHaveLength(1);
        const first = claimed[0]!;
        const owner = first.leaseOwner!;
        expect(first).toMatchObject({
          id: `${key}~erased`,
          list: LIST,
          key,
          reason: "retention",
          attempts: 1,
          leaseUntil: T0 + 60_200,
        });
        expect(await store.erasures.claimDue("c", T0 + 1000, 60_000, 10)).toEqual([]);
        // Only the owner settles it: a failed post makes it due again later.
        expect(await store.erasures.settle(first, "c", { delivered: true })).toBe(false);
        expect(
          await store.erasures.settle(first, owner, {
            delivered: false,
            nextAttemptAt: T0 + 5000,
            lastError: "webhook answered 503",
          }),
        ).toBe(true);
        expect(await store.erasures.claimDue("c", T0 + 4999, 60_000, 10)).toEqual([]);
        const [second] = await store.erasures.claimDue("c", T0 + 5000, 60_000, 10);
        expect(second).toMatchObject({
          id: `${key}~erased`,
          attempts: 2,
          lastError: "webhook answered 503",
          leaseOwner: "c",
        });
        expect(await store.erasures.status()).toEqual({ pending: 1, oldestPendingAt: T0 + 100 });
        // A crashed owner's lease runs out and another process takes over.
        const [third] = await store.erasures.claimDue("d", T0 + 70_000, 60_000, 10);
        expect(third).toMatchObject({ attempts: 3, leaseOwner: "d" });
        expect(await store.erasures.settle(second!, "c", { delivered: true })).toBe(false);
        expect(await store.erasures.settle(third!, "d", { delivered: true })).toBe(true);
        expect(await store.erasures.list()).toEqual([]);
        expect(await store.erasures.status()).toEqual({ pending: 0 });
      });

      it("erases a lead's context with its record: nothing of it comes back under the same key", async () => {
        const store = await openStore();
        const key = keyAt(T0);
        const context: LeadContext = {
          plan: "Advanced",
          consent: { marketing: true, notice: "contact-2026-11", at: "2026-11-24T06:00:00.000Z" },
        };
        expect(await store.insertLead({ ...lead(key, contactRecord(T0), T0), context })).toEqual({
          status: "stored",
          key,
        });
        expect(await store.getContext(LIST, key)).toEqual(context);
        expect(
          await store.eraseLeads([{ list: LIST, key }], { reason: "request", now: T0 }),
        ).toEqual([{ list: LIST, key, announced: false }]);
        // The same key written again later (a client's own key) carries no context of the erased lead.
        const later = contactRecord(T0 + LEAD_DEDUPE_WINDOW_MS + 1000, {
          email: "someone.new@example.com",
        });
        expect(await store.insertLead(lead(key, later, T0 + LEAD_DEDUPE_WINDOW_MS + 1000))).toEqual(
          { status: "stored", key },
        );
        expect(await store.getContext(LIST, key)).toBeUndefined();
        expect(await store.listContexts(LIST)).toEqual([]);
      });
    });

    describe("list, get and health", () => {
      it("lists a list's records in key order, and only that list's", async () => {
        const store = await openStore();
        const keys = [0, 1, 2, 3].map((n) => keyAt(T0 + n * 64_000));
        const records = keys.map((_, n) =>
          contactRecord(T0 + n * 64_000, { email: `lead${n}@example.com` }),
        );
        for (const n of [2, 0, 3, 1]) await store.put(LIST, keys[n]!, records[n]!);
        await store.put("RCB Leads", keyAt(T0 + 500), {
          fullName: "Asha Rao",
          phone: "9876543210",
          email: "asha@example.com",
          course: "AWS",
          date: "17th Mar 2025 10:15AM",
          source: "/",
        });
        expect([...keys].sort()).toEqual(keys);
        expect(await store.list(LIST)).toEqual(keys.map((key, n) => [key, records[n]]));
        expect(await store.list("Campus Ambassador")).toEqual([]);
      });

      it("reports health ok when it takes writes", async () => {
        const store = await openStore();
        expect(await store.health()).toEqual({ ok: true });
      });
    });
  });
}
