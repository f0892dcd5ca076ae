// The Firebase adapter against the strict stand-in (test/support/msw/firebase-rtdb.ts), where
// the real service differs from a forgiving mock: the outbox's queries need the deployed
// index and stay bounded, delivered entries leave the queried path, "not attempted" (503)
// and a 500 after a landed write are retried within the deadline without doubling anything,
// a refused token is refreshed once, and a hung token request does not block later work.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadFingerprint } from "#server/leads/fingerprint";
import { openFirebaseStore } from "#server/store/firebase";
import { migrateLegacyOutbox } from "#server/store/firebase-outbox";
import { createRestClient } from "#server/store/firebase-rest";
import { cachedTokenSource, credentialFrom } from "#server/store/firebase-credential";
import type { LeadWrite } from "#server/store/port";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { rtdb, TEST_DATABASE_URL } from "../support/msw/firebase-rtdb";
import { hungTokenRequest, numberedTokens, oauth } from "../support/msw/google-oauth";
import { testServiceAccount } from "../support/service-account";

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const services = mockServices();
beforeAll(() => services.listen({ onUnhandledRequest }));
afterAll(() => services.close());
const serviceAccount = testServiceAccount();
let before = 0;
beforeEach(() => {
  rtdb.reset();
  rtdb.deployShippedRules();
  before = oauth.tokenRequests;
});
afterEach(() => services.resetHandlers());

const lead = (n: number, notify = true): LeadWrite => ({
  list: "contactForm",
  key: `-LEAD${String(n).padStart(15, "0")}`,
  keyFromClient: false,
  record: {
    name: `Lead ${n}`,
    email: `lead${n}@example.com`,
    subject: "Batches",
    message: `Message ${n}`,
    date: "11/24/2026, 2:30:00 PM",
  },
  fingerprintOf: leadFingerprint("contact"),
  dedupeWindowMs: 10 * 60 * 1000,
  now: NOW + n,
  ...(notify
    ? { notify: { form: "contact", channels: ["email", "webhook"] as Array<"email" | "webhook"> } }
    : {}),
});

const open = (
  timeoutMs = 2000,
  getAccessToken: (rejected?: string) => Promise<string> = async () => "test-token",
) => openFirebaseStore({ databaseURL: TEST_DATABASE_URL, getAccessToken, timeoutMs });

const outboxReads = () =>
  rtdb.requests.filter((r) => r.method === "GET" && r.path[0] === "_outbox");

describe("the outbox on Firebase", () => {
  it("claims with one bounded query the database serves from its index", async () => {
    const store = open();
    for (let n = 1; n <= 5; n++) await store.insertLead(lead(n));
    rtdb.requests.length = 0;
    const claimed = await store.outbox.claimDue("owner-a", NOW + 1000, 60_000, 4);
    expect(claimed).toHaveLength(4);
    const queries = outboxReads().filter((r) => r.path.length <= 2);
    expect(queries).toHaveLength(1);
    expect(queries[0]!.query).toMatchObject({ orderBy: '"due"', limitToFirst: "4" });
    expect(queries[0]!.status).toBe(200);
  });

  it("fails with the database's reason when the index was never deployed", async () => {
    const store = open();
    await store.insertLead(lead(1));
    rtdb.rules = undefined;
    await expect(store.outbox.claimDue("owner-a", NOW + 1000, 60_000, 4)).rejects.toThrow(
      /answered 400: Index not defined/,
    );
    expect(await store.health()).toEqual({
      ok: false,
      reason: expect.stringContaining("Index not defined") as string,
      missingIndex:
        'the rules of /_outbox/pending have no ".indexOn" for "due": run npm run firebase -- deploy-rules',
    });
  });

  it("counts pending and dead entries without downloading them", async () => {
    const store = open();
    for (let n = 1; n <= 3; n++) await store.insertLead(lead(n));
    const [first] = await store.outbox.claimDue("owner-a", NOW + 1000, 60_000, 1);
    await store.outbox.settle(first!, "owner-a", { state: "dead", lastError: "smtp 550" });
    rtdb.requests.length = 0;
    expect(await store.outbox.status()).toEqual({
      pending: 5,
      dead: 1,
      oldestPendingAt: NOW + 1,
      oldestDueAt: NOW + 1,
    });
    // Shallow reads (keys only) and a query of one entry: never the entries of the whole outbox.
    for (const read of outboxReads())
      expect(read.query.shallow === "true" || read.query.limitToFirst === "1", read.url).toBe(true);
  });

  it("moves delivered entries out of the path the worker queries", async () => {
    const store = open();
    await store.insertLead(lead(1));
    const claimed = await store.outbox.claimDue("owner-a", NOW + 1000, 60_000, 10);
    for (const item of claimed)
      expect(
        await store.outbox.settle(item, "owner-a", { state: "delivered", at: NOW + 2000 }),
      ).toBe(true);
    // Under a path of their own, next to (never inside) the pending entries the worker queries.
    expect(Object.keys(rtdb.read(["_outbox"]) ?? {})).toEqual(["delivered"]);
    expect((await store.outbox.list("delivered")).map((item) => item.id).sort()).toEqual(
      claimed.map((item) => item.id).sort(),
    );
    expect(await store.outbox.status()).toEqual({ pending: 0, dead: 0 });
  });
});

describe("the outbox written before the per-state folders", () => {
  it("is moved into them once, by state, and then claimed as usual", async () => {
    const entry = (id: string, state: string) => ({
      id,
      key: id.split("~")[0]!,
      list: "contactForm",
      form: "contact",
      channel: "email",
      state,
      attempts: 0,
      createdAt: NOW,
      nextAttemptAt: NOW,
    });
    rtdb.root._outbox = {
      "-OLD1~email": entry("-OLD1~email", "pending"),
      "-OLD2~email": entry("-OLD2~email", "delivered"),
      "-OLD3~email": entry("-OLD3~email", "dead"),
    };
    const rest = createRestClient({
      databaseURL: TEST_DATABASE_URL,
      getAccessToken: async () => "test-token",
      timeoutMs: 2000,
    });
    expect(await migrateLegacyOutbox(rest)).toBe(3);
    expect(await migrateLegacyOutbox(rest)).toBe(0);
    expect(Object.keys(rtdb.read(["_outbox"]) ?? {}).sort()).toEqual([
      "dead",
      "delivered",
      "pending",
    ]);
    const store = open();
    expect(await store.outbox.status()).toEqual({
      pending: 1,
      dead: 1,
      oldestPendingAt: NOW,
      oldestDueAt: NOW,
    });
    expect(
      (await store.outbox.claimDue("owner-a", NOW + 1, 60_000, 10)).map((item) => item.id),
    ).toEqual(["-OLD1~email"]);
  });
});

describe("retries and failures on Firebase", () => {
  it("retries a 503 (not attempted) on any step of an insert, and queues each notification once", async () => {
    const store = open();
    rtdb.failNext({ method: "PUT", path: ["_outbox"], status: 503 });
    rtdb.failNext({ method: "PUT", path: ["contactForm"], status: 503, times: 2 });
    expect(await store.insertLead(lead(1))).toEqual({ status: "stored", key: lead(1).key });
    expect([...rtdb.list("contactForm").keys()]).toEqual([lead(1).key]);
    expect((await store.outbox.list("pending")).map((item) => item.id).sort()).toEqual([
      `${lead(1).key}~email`,
      `${lead(1).key}~webhook`,
    ]);
  });

  it("takes its own value, found by the retry of a write whose 500 came after it landed, as written (any step of an insert)", async () => {
    const store = open();
    rtdb.failNext({ method: "PUT", path: ["_leads"], status: 500, landed: true });
    rtdb.failNext({ method: "PUT", path: ["_outbox"], status: 500, landed: true });
    rtdb.failNext({ method: "PUT", path: ["contactForm"], status: 500, landed: true });
    expect(await store.insertLead(lead(1))).toEqual({ status: "stored", key: lead(1).key });
    expect([...rtdb.list("contactForm").keys()]).toEqual([lead(1).key]);
    expect((await store.outbox.list("pending")).length).toBe(2);
  });

  it("gives up on a database that keeps responding 503 within the operation's deadline", async () => {
    const store = open(800);
    rtdb.mode = "unavailable";
    await expect(store.insertLead(lead(1))).rejects.toThrow(/503/);
    // Retried, with waits that double from 25 to 75 ms: within 800 ms that is at most four
    // retries of its first request, however fast or slow the machine (slower, fewer). A client
    // that retried without a deadline would go on until the test's own time ran out.
    expect(rtdb.requests.length).toBeGreaterThan(1);
    expect(rtdb.requests.length).toBeLessThanOrEqual(5);
  });

  it("does not retry a 400 or a 404, and names the database's reason", async () => {
    const store = open();
    rtdb.mode = "not-found";
    await expect(store.get("contactForm", lead(1).key)).rejects.toThrow(
      /answered 404: Firebase error\. Please ensure that you spelled the name/,
    );
    expect(rtdb.requests).toHaveLength(1);
  });

  it("drops a token the database refused (401) and retries once with a fresh one", async () => {
    services.use(numberedTokens());
    const store = open(
      2000,
      cachedTokenSource(credentialFrom({ FIREBASE_SERVICE_ACCOUNT: serviceAccount })),
    );
    rtdb.failNext({ status: 401 });
    expect(await store.get("contactForm", "-NOTHERE000000000000")).toBeUndefined();
    expect(rtdb.requests.map((r) => [r.authorization, r.status])).toEqual([
      ["Bearer token-1", 401],
      ["Bearer token-2", 200],
    ]);
    rtdb.mode = "unauthorized";
    await expect(store.get("contactForm", "-NOTHERE000000000000")).rejects.toThrow(/401/);
    expect(oauth.tokenRequests - before).toBe(3);
  });

  it("bounds the token request, so one that hangs does not hold every later operation", async () => {
    services.use(hungTokenRequest(), numberedTokens());
    const tokens = cachedTokenSource(
      credentialFrom({ FIREBASE_SERVICE_ACCOUNT: serviceAccount }),
      Date.now,
      { timeoutMs: 300 },
    );
    const store = open(500, tokens);
    await expect(store.get("contactForm", "-NOTHERE000000000000")).rejects.toThrow(
      /timed out|credential/,
    );
    expect(await store.get("contactForm", "-NOTHERE000000000000")).toBeUndefined();
    expect(oauth.tokenRequests - before).toBe(2);
  });

  it("leaves no health probe behind", async () => {
    const store = open();
    expect(await store.health()).toEqual({ ok: true });
    expect(await store.health()).toEqual({ ok: true });
    expect(rtdb.read(["_health"])).toBeNull();
  });
});

describe("erasure on Firebase", () => {
  it("removes a lead in one update: one cut short leaves it whole, and the next attempt still tells the CRM", async () => {
    const store = open();
    await store.insertLead(lead(1));
    const key = lead(1).key;
    const [webhook] = (await store.outbox.claimDue("owner-a", NOW + 1000, 60_000, 4)).filter(
      (item) => item.channel === "webhook",
    );
    expect(
      await store.outbox.settle(webhook!, "owner-a", { state: "delivered", at: NOW + 1001 }),
    ).toBe(true);
    // The step that removes the record fails for good (a rule, a quota), however it is sent.
    rtdb.failNext({ method: "PATCH", status: 400 });
    rtdb.failNext({ method: "DELETE", path: ["contactForm", key], status: 400 });
    await expect(
      store.eraseLeads([{ list: "contactForm", key }], { reason: "request", now: NOW + 2000 }),
    ).rejects.toThrow(/answered 400/);
    expect(rtdb.read(["contactForm", key])).not.toBeNull();

    expect(
      await store.eraseLeads([{ list: "contactForm", key }], {
        reason: "request",
        now: NOW + 3000,
      }),
    ).toEqual([{ list: "contactForm", key, announced: true }]);
    expect((await store.erasures.list()).map((entry) => [entry.id, entry.reason])).toEqual([
      [`${key}~erased`, "request"],
    ]);
    expect(rtdb.read(["contactForm"])).toBeNull();
    expect(rtdb.read(["_outbox"])).toBeNull();
  });

  it("claims and counts waiting announcements with bounded queries the database serves from its index", async () => {
    const store = open();
    for (let n = 1; n <= 3; n++) {
      await store.insertLead(lead(n));
      const [webhook] = (await store.outbox.claimDue("owner-a", NOW + 1000, 60_000, 10)).filter(
        (item) => item.channel === "webhook",
      );
      await store.outbox.settle(webhook!, "owner-a", { state: "delivered", at: NOW + 1001 });
    }
    const keys = [1, 2, 3].map((n) => lead(n).key);
    await store.eraseLeads(
      keys.map((key) => ({ list: "contactForm", key })),
      { reason: "retention", now: NOW + 2000 },
    );
    rtdb.requests.length = 0;
    expect(
      (await store.erasures.claimDue("owner-b", NOW + 2000, 60_000, 2)).map((item) => item.id),
    ).toHaveLength(2);
    expect(await store.erasures.status()).toEqual({ pending: 3, oldestPendingAt: NOW + 2000 });
    const reads = rtdb.requests.filter((r) => r.method === "GET" && r.path.join("/") === "_erased");
    expect(reads.map((r) => r.query)).toEqual([
      { orderBy: '"due"', endAt: String(NOW + 2000), limitToFirst: "2" },
      { shallow: "true" },
      { orderBy: '"createdAt"', limitToFirst: "1" },
    ]);
    expect(reads.every((r) => r.status === 200)).toBe(true);
    // The two leased ones are not due again until their lease ends.
    expect(
      (await store.erasures.claimDue("owner-c", NOW + 3000, 60_000, 5)).map((item) => item.id),
    ).toHaveLength(1);
  });

  it("names the index erasure needs when the deployed rules lack it", async () => {
    const store = open();
    rtdb.rules = {
      rules: {
        ".read": false,
        ".write": false,
        _outbox: { pending: { ".indexOn": ["due", "createdAt"] } },
      },
    };
    expect(await store.health()).toEqual({
      ok: false,
      reason: expect.stringContaining("Index not defined") as string,
      missingIndex:
        'the rules of /_leads/aliases/$list have no ".indexOn" for "target": run npm run firebase -- deploy-rules',
    });
    rtdb.deployShippedRules();
    expect(await store.health()).toEqual({ ok: true });
  });
});
