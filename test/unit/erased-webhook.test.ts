// The lead.erased worker on a real store and a real receiver: a refused post is due again
// after the outbox's backoff (and not before), a post under way at shutdown is stopped and
// due again at once, and a post the receiver takes removes the entry.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadFingerprint } from "#server/leads/fingerprint";
import { createErasureAnnouncer, type ErasureAnnouncer } from "#server/privacy/erased-webhook";
import type { StorePort } from "#server/store/port";
import { newWebhookSecret } from "../support/notify";
import { sqliteUnderTest } from "../store/open-sqlite";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { testLogger } from "../support/logs";
import { patience } from "../support/wait";

const KEY = "-ERASED0000000000001";
const RETRY_BASE_MS = 60_000;

describe("the lead.erased worker", () => {
  const secret = newWebhookSecret();
  let opened: ReturnType<typeof sqliteUnderTest>;
  let store: StorePort;
  let crm: WebhookReceiver;
  let announcer: ErasureAnnouncer | undefined;

  beforeEach(async () => {
    opened = sqliteUnderTest("erased-webhook");
    store = opened.store;
    crm = await startWebhookReceiver(secret);
    const now = Date.now();
    await store.insertLead({
      list: "contactForm",
      key: KEY,
      keyFromClient: false,
      record: {
        name: "Kiran Das",
        email: "kiran.das@example.com",
        subject: "Batches",
        message: "Weekend batch?",
        date: "11/24/2026, 2:30:00 PM",
      },
      fingerprintOf: leadFingerprint("contact"),
      dedupeWindowMs: 600_000,
      now,
      notify: { form: "contact", channels: ["webhook"] },
    });
    const [webhook] = await store.outbox.claimDue("notifier", now, 60_000, 1);
    await store.outbox.settle(webhook!, "notifier", { state: "delivered", at: now });
    await store.eraseLeads([{ list: "contactForm", key: KEY }], { reason: "request", now });
  });
  afterEach(async () => {
    await announcer?.stop();
    announcer = undefined;
    await crm.close();
    await opened.cleanup();
  });

  const start = (attemptMs = 2000) => {
    announcer = createErasureAnnouncer({
      store: () => store,
      webhook: { url: crm.url, secret },
      attemptMs,
      storeMs: 2000,
      retryBaseMs: RETRY_BASE_MS,
      pollMs: 50,
      log: testLogger(),
    });
    return announcer.start();
  };

  it("waits the outbox's backoff after a refused post, then removes the entry once the CRM takes it", async () => {
    crm.script.push("fail");
    const before = Date.now();
    expect(start()).toBe("lead.erased announcements are on");
    await vi.waitFor(
      async () =>
        expect((await store.erasures.list())[0]).toMatchObject({
          attempts: 1,
          lastError: "webhook answered 500",
        }),
      patience,
    );
    const [waiting] = await store.erasures.list();
    expect(waiting!.leaseOwner).toBeUndefined();
    // Half to all of the base for the first retry (jitter), never at the next poll.
    expect(waiting!.nextAttemptAt - before).toBeGreaterThanOrEqual(RETRY_BASE_MS / 2);
    expect(waiting!.nextAttemptAt - Date.now()).toBeLessThanOrEqual(RETRY_BASE_MS);
    expect(crm.deliveries).toHaveLength(1);
    expect(crm.deliveries[0]).toMatchObject({
      id: `${KEY}~erased`,
      verified: true,
      body: { type: "lead.erased", data: { list: "contactForm", key: KEY, reason: "request" } },
    });

    // Once due, the next poll posts it again; the CRM takes it and the entry goes.
    const [claimed] = await store.erasures.claimDue("test", waiting!.nextAttemptAt, 1, 1);
    await store.erasures.settle(claimed!, "test", {
      delivered: false,
      nextAttemptAt: Date.now(),
      lastError: "made due by the test",
    });
    await vi.waitFor(
      async () => expect(await store.erasures.status()).toEqual({ pending: 0 }),
      patience,
    );
    expect(crm.accepted().map((d) => d.id)).toEqual([`${KEY}~erased`]);
  });

  it("stops a post under way at shutdown and leaves the entry due at once for the next server", async () => {
    crm.script.push("hang");
    // The post's own deadline is longer than this test may take: only the shutdown can end it.
    start(300_000);
    await vi.waitFor(() => expect(crm.deliveries).toHaveLength(1), patience);
    await announcer!.stop();
    const [waiting] = await store.erasures.list();
    expect(waiting).toMatchObject({ attempts: 1, lastError: "stopped by shutdown" });
    expect(waiting!.leaseOwner).toBeUndefined();
    expect(waiting!.nextAttemptAt).toBeLessThanOrEqual(Date.now());
  });

  it("does not start without a CRM webhook; what waits stays stored", async () => {
    announcer = createErasureAnnouncer({
      store: () => store,
      webhook: undefined,
      attemptMs: 1000,
      storeMs: 2000,
      retryBaseMs: 100,
      pollMs: 50,
      log: testLogger(),
    });
    expect(announcer.start()).toBe("lead.erased announcements wait: no LEADS_WEBHOOK_URL");
    announcer.pollNow();
    expect(await store.erasures.status()).toMatchObject({ pending: 1 });
  });
});
