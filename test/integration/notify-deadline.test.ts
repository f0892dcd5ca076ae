// Every delivery attempt ends at its deadline, even against a peer that is never silent
// (a mail server trickling '250-' lines, a webhook receiver trickling header lines), and
// closes its connection; an attempt that hangs delays no other lead and no other channel;
// /healthz says when a notification has waited, due, for longer than NOTIFY_OVERDUE_MS.
import { setTimeout as sleep } from "node:timers/promises";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createLeadDeliverer, DeliveryError } from "../../server/notify/deliver";
import { NotificationEnvSchema, notificationSettings } from "../../server/notify/settings";
import { formCases, variant } from "../support/forms";
import { startScriptedSmtpServer, type ScriptedSmtpServer } from "../support/mail";
import { newWebhookSecret, sampleLeads } from "../support/notify";
import { postForm, startSite, type TestSite } from "../support/server";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { testLogger } from "../support/logs";

const secret = newWebhookSecret();
const contact = formCases.find((c) => c.form === "contact")!;

/** What a promise came to within `ms`: its value, its error, or "still running". */
const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    sleep(ms).then(() => "still running" as const),
  ]);

describe("one attempt", () => {
  let smtp: ScriptedSmtpServer | undefined;
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await smtp?.close();
    await receiver?.close();
  });

  it("by email ends at its deadline while the server sends a '250-' line every 100 ms, and closes the connection", async () => {
    smtp = await startScriptedSmtpServer({ stallGreeting: true });
    const env = v.parse(NotificationEnvSchema, { SMTP_URL: smtp.url, LEADS_EMAIL_FROM: "leads@aptora.example", LEADS_EMAIL_TO: "sales@aptora.example" });
    const deliverer = createLeadDeliverer(notificationSettings(env), { smtpTimeoutMs: 500, log: testLogger() });
    const started = performance.now();
    const outcome = await within(5000, deliverer.deliver(sampleLeads.contact));
    deliverer.close();
    expect(outcome).toMatchObject({ error: expect.any(DeliveryError) });
    const error = (outcome as { error: DeliveryError }).error;
    expect(error.failures).toEqual([{ channel: "email", reason: "smtp timed out after 500 ms", permanent: false }]);
    expect(performance.now() - started).toBeLessThan(2500);
    await vi.waitFor(() => expect(smtp!.stalling()).toBe(0), { timeout: 2000, interval: 20 });
  });

  it("by webhook ends at its deadline while the receiver trickles header lines, and closes the connection", async () => {
    receiver = await startWebhookReceiver(secret);
    receiver.script.push("trickle");
    const env = v.parse(NotificationEnvSchema, { LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: secret });
    const deliverer = createLeadDeliverer(notificationSettings(env), { webhookTimeoutMs: 500, log: testLogger() });
    const started = performance.now();
    const outcome = await within(5000, deliverer.deliver(sampleLeads.contact));
    expect(outcome).toMatchObject({ error: expect.any(DeliveryError) });
    expect((outcome as { error: DeliveryError }).error.failures).toEqual([{ channel: "webhook", reason: "webhook timed out after 500 ms", permanent: false }]);
    expect(performance.now() - started).toBeLessThan(2500);
    await vi.waitFor(() => expect(receiver!.open()).toBe(0), { timeout: 2000, interval: 20 });
  });
});

describe("while a mail server stalls every email attempt", () => {
  let site: TestSite;
  let smtp: ScriptedSmtpServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    smtp = await startScriptedSmtpServer({ stallGreeting: true, maxMs: 30_000 });
    receiver = await startWebhookReceiver(secret);
    site = await startSite({
      SMTP_URL: smtp.url,
      LEADS_EMAIL_FROM: "leads@aptora.example",
      LEADS_EMAIL_TO: "sales@aptora.example",
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: secret,
      // Long enough that the first email is still stalled when the tests look; one email at a
      // time, so that the second lead's email waits, due, behind it.
      NOTIFY_TIMEOUT_MS: "15000",
      NOTIFY_CONCURRENCY: "1",
      NOTIFY_OVERDUE_MS: "1500",
      NOTIFY_RETRY_BASE_MS: "60000",
      // /healthz answers with its last probe: a short interval lets it show the wait growing.
      HEALTH_PROBE_INTERVAL_MS: "200",
    });
  });
  afterAll(async () => {
    await site.close();
    await receiver.close();
    await smtp.close();
  });

  const keyOf = (email: string) => site.records(contact.list).find((r) => r.record.email === email)?.key;
  const health = async () =>
    (await (await fetch(`${site.url}/healthz`)).json()) as { status: string; outbox: { pending: number; overdue: boolean; oldestDueSeconds: number | null } };

  it("delivers the webhooks of this lead and of the next one within seconds, and /healthz says when the waiting email is overdue", async () => {
    const first = variant(contact, 7100);
    expect((await postForm(site, contact.postTo, first)).status).toBe(303);
    await vi.waitFor(() => expect(smtp.stalling()).toBe(1), { timeout: 5000, interval: 20 });
    await vi.waitFor(() => expect(receiver.accepted().map((d) => d.id)).toEqual([keyOf(first.email!)]), { timeout: 3000, interval: 20 });

    const second = variant(contact, 7101);
    expect((await postForm(site, contact.postTo, second)).status).toBe(303);
    const stored = performance.now();
    const early = await health();
    await vi.waitFor(() => expect(receiver.accepted().map((d) => d.id)).toContain(keyOf(second.email!)), { timeout: 3000, interval: 20 });
    expect(performance.now() - stored).toBeLessThan(3000);
    // The first email is still stalled: the webhook did not wait for it to end.
    expect(smtp.stalling()).toBe(1);

    // The second email is due and waits for the one email slot: not overdue at first, then
    // overdue once it has waited longer than NOTIFY_OVERDUE_MS.
    expect(early.status).toBe("ok");
    expect(early.outbox.overdue).toBe(false);
    await vi.waitFor(
      async () => {
        const late = await health();
        expect(late.status).toBe("ok");
        expect(late.outbox).toMatchObject({ pending: 2, overdue: true });
        expect(late.outbox.oldestDueSeconds).toBeGreaterThanOrEqual(1);
      },
      { timeout: 5000, interval: 100 },
    );
    expect(smtp.stalling()).toBe(1);
  });
});
