// Every delivery attempt ends at its deadline, even against a peer that is never silent
// (a mail server trickling '250-' lines, a webhook receiver trickling header lines) or never
// greets, and closes its connection; an attempt that hangs delays no other lead and no other
// channel; /healthz says when a notification has waited, due, for longer than NOTIFY_OVERDUE_MS.
// Once a mail server has a message whole, the attempt waits for its reply as long as a mail
// server may take to confirm it (not the deadline), and other leads' emails go on meanwhile.
import { setTimeout as sleep } from "node:timers/promises";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createLeadDeliverer, DeliveryError, type LeadDelivererDeps } from "#server/notify/deliver";
import { NotificationEnvSchema, notificationSettings } from "#server/notify/settings";
import { formCases, variant } from "../support/forms";
import {
  startScriptedSmtpServer,
  type ScriptedSmtpOptions,
  type ScriptedSmtpServer,
} from "../support/mail";
import { newWebhookSecret, sampleLeads } from "../support/notify";
import { postForm, startSite, type TestSite } from "../support/server";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { testLogger } from "../support/logs";
import { patience } from "../support/wait";

const secret = newWebhookSecret();
const contact = formCases.find((c) => c.form === "contact")!;
const emailEnv = (url: string) => ({
  SMTP_URL: url,
  LEADS_EMAIL_FROM: "leads@aptora.example",
  LEADS_EMAIL_TO: "sales@aptora.example",
});

/** The outcome of a delivery: "delivered", or its DeliveryError. A hanging delivery ends with the test's timeout. */
const outcomeOf = (delivery: Promise<void>) =>
  delivery.then(
    () => "delivered" as const,
    (error: unknown) => error,
  );

describe("one attempt", () => {
  let smtp: ScriptedSmtpServer | undefined;
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await smtp?.close();
    await receiver?.close();
  });

  const emailDeliverer = (server: ScriptedSmtpServer, deps: Partial<LeadDelivererDeps>) =>
    createLeadDeliverer(
      notificationSettings(v.parse(NotificationEnvSchema, emailEnv(server.url))),
      { log: testLogger(), ...deps },
    );

  it.each<[string, ScriptedSmtpOptions]>([
    ["sends a '250-' line every 100 ms in answer to EHLO", { stallGreeting: true }],
    ["never says a word, not even its greeting", { greets: false }],
  ])(
    "by email ends at its deadline while the server %s, and closes the connection",
    async (_server, behaviour) => {
      smtp = await startScriptedSmtpServer(behaviour);
      const deliverer = emailDeliverer(smtp, { smtpTimeoutMs: 500 });
      const outcome = await outcomeOf(deliverer.deliver(sampleLeads.contact));
      deliverer.close();
      expect(outcome).toBeInstanceOf(DeliveryError);
      // Only the attempt's deadline gives this reason: the transport's own timeouts name themselves.
      expect((outcome as DeliveryError).failures).toEqual([
        { channel: "email", reason: "smtp timed out after 500 ms", permanent: false },
      ]);
      await vi.waitFor(() => expect(smtp!.stalling()).toBe(0), patience);
      expect(smtp.received()).toEqual([]);
    },
  );

  it("by email waits past its deadline for a server that has the message whole and confirms it later, in silence", async () => {
    smtp = await startScriptedSmtpServer({ answerAfterMs: () => Infinity, silent: true });
    const deliverer = emailDeliverer(smtp, { smtpTimeoutMs: 1000 });
    const delivery = outcomeOf(deliverer.deliver(sampleLeads.contact));
    await vi.waitFor(() => expect(smtp!.received()).toHaveLength(1), patience);
    // The deadline's timer was set when the attempt began, before this one: it has fired by the
    // time this one does, however busy the machine.
    await sleep(1000);
    smtp.releaseHeldReplies();
    const outcome = await delivery;
    deliverer.close();
    expect(outcome).toBe("delivered");
    expect(smtp.received()).toHaveLength(1);
    expect(smtp.accepted()).toEqual(smtp.received());
  });

  it("by email ends when the wait for the reply to a message is over, after the whole message was sent", async () => {
    smtp = await startScriptedSmtpServer({ answerAfterMs: () => Infinity, silent: true });
    const deliverer = emailDeliverer(smtp, { smtpTimeoutMs: 2000, smtpReplyTimeoutMs: 800 });
    const outcome = await outcomeOf(deliverer.deliver(sampleLeads.contact));
    deliverer.close();
    expect((outcome as DeliveryError).failures).toEqual([
      {
        channel: "email",
        reason: "smtp had no reply to the message within 800 ms",
        permanent: false,
      },
    ]);
    expect(smtp.received()).toHaveLength(1);
    await vi.waitFor(() => expect(smtp!.stalling()).toBe(0), patience);
  });

  it("by email never sends the message's final dot when the caller cannot cover the wait for the reply", async () => {
    smtp = await startScriptedSmtpServer();
    const deliverer = emailDeliverer(smtp, {});
    const outcome = await outcomeOf(
      deliverer.deliver(sampleLeads.contact, {
        beforeHandover: () => Promise.reject(new Error("the lease was lost")),
      }),
    );
    deliverer.close();
    expect((outcome as DeliveryError).failures).toEqual([
      { channel: "email", reason: "smtp message held back: the lease was lost", permanent: false },
    ]);
    // The server saw the message start, and the connection end before its end.
    await vi.waitFor(
      () =>
        expect(smtp!.transactions).toMatchObject([
          { accepted: false, endedAt: expect.any(Number) },
        ]),
      patience,
    );
    expect(smtp.received()).toEqual([]);
  });

  it("by webhook ends at its deadline while the receiver trickles header lines, and closes the connection", async () => {
    receiver = await startWebhookReceiver(secret);
    receiver.script.push("trickle");
    const env = v.parse(NotificationEnvSchema, {
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: secret,
    });
    const deliverer = createLeadDeliverer(notificationSettings(env), {
      webhookTimeoutMs: 500,
      log: testLogger(),
    });
    const outcome = await outcomeOf(deliverer.deliver(sampleLeads.contact));
    expect(outcome).toBeInstanceOf(DeliveryError);
    expect((outcome as DeliveryError).failures).toEqual([
      { channel: "webhook", reason: "webhook timed out after 500 ms", permanent: false },
    ]);
    await vi.waitFor(() => expect(receiver!.open()).toBe(0), patience);
  });
});

describe("while a mail server stalls every email attempt", () => {
  let site: TestSite;
  let smtp: ScriptedSmtpServer;
  let receiver: WebhookReceiver;
  const OVERDUE_MS = 1500;

  beforeAll(async () => {
    smtp = await startScriptedSmtpServer({ stallGreeting: true, maxMs: 120_000 });
    receiver = await startWebhookReceiver(secret);
    site = await startSite({
      ...emailEnv(smtp.url),
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: secret,
      // Longer than the test may take: the first email stays stalled while the test looks. One
      // email at a time, so that the second lead's email waits, due, behind it.
      NOTIFY_TIMEOUT_MS: "60000",
      NOTIFY_CONCURRENCY: "1",
      NOTIFY_OVERDUE_MS: String(OVERDUE_MS),
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

  const keyOf = (email: string) =>
    site.records(contact.list).find((r) => r.record.email === email)?.key;
  const health = async () =>
    (await (await fetch(`${site.url}/healthz`)).json()) as {
      status: string;
      outbox: { pending: number; overdue: boolean; oldestDueSeconds: number | null };
    };

  it("delivers the webhooks of this lead and of the next one while the first email is stalled, and /healthz says when the waiting email is overdue", async () => {
    const first = variant(contact, 7100);
    expect((await postForm(site, contact.postTo, first)).status).toBe(303);
    await vi.waitFor(() => expect(smtp.stalling()).toBe(1), patience);
    await vi.waitFor(
      () => expect(receiver.accepted().map((d) => d.id)).toEqual([keyOf(first.email!)]),
      patience,
    );

    const second = variant(contact, 7101);
    const posted = performance.now();
    expect((await postForm(site, contact.postTo, second)).status).toBe(303);
    const early = await health();
    const earlyAfterMs = performance.now() - posted;
    await vi.waitFor(
      () => expect(receiver.accepted().map((d) => d.id)).toContain(keyOf(second.email!)),
      patience,
    );
    // The first email is still stalled (its deadline is longer than this test): the webhook did not wait for it.
    expect(smtp.stalling()).toBe(1);

    // The second email is due and waits for the one email place: not overdue at first, then
    // overdue once it has waited longer than NOTIFY_OVERDUE_MS. (It became due after `posted`,
    // so it cannot be overdue in a response that came sooner than that after it.)
    expect(early.status).toBe("ok");
    if (earlyAfterMs < OVERDUE_MS) expect(early.outbox.overdue).toBe(false);
    await vi.waitFor(async () => {
      const late = await health();
      expect(late.status).toBe("ok");
      expect(late.outbox).toMatchObject({ pending: 2, overdue: true });
      expect(late.outbox.oldestDueSeconds).toBeGreaterThanOrEqual(1);
    }, patience);
    expect(smtp.stalling()).toBe(1);
  });
});

describe("while a mail server takes its time to confirm one email it has", () => {
  let site: TestSite;
  let smtp: ScriptedSmtpServer;
  let held: string | undefined;

  beforeAll(async () => {
    // The first message the server takes is confirmed only when the client hangs up; every other at once.
    smtp = await startScriptedSmtpServer({
      silent: true,
      maxMs: 120_000,
      answerAfterMs: (messageId) => {
        held ??= messageId;
        return messageId === held ? Infinity : 0;
      },
    });
    site = await startSite({
      ...emailEnv(smtp.url),
      NOTIFY_TIMEOUT_MS: "5000",
      NOTIFY_CONCURRENCY: "1",
      NOTIFY_RETRY_BASE_MS: "60000",
    });
  });
  afterAll(async () => {
    await site.close();
    await smtp.close();
  });

  it("other leads' emails are delivered meanwhile, and the first is neither given up at its deadline nor sent again", async () => {
    expect((await postForm(site, contact.postTo, variant(contact, 7400))).status).toBe(303);
    await vi.waitFor(() => expect(smtp.received()).toHaveLength(1), patience);
    for (const n of [7401, 7402])
      expect((await postForm(site, contact.postTo, variant(contact, n))).status).toBe(303);
    // Until both others are confirmed, or the held message's transaction ends (the old fault).
    await vi.waitFor(
      () =>
        expect(smtp.accepted().length === 2 || smtp.transactions[0]!.endedAt !== undefined).toBe(
          true,
        ),
      patience,
    );
    expect(smtp.transactions[0]).toMatchObject({ messageId: held, accepted: false });
    expect(smtp.transactions[0]!.endedAt).toBeUndefined();
    expect(smtp.stalling()).toBe(1);
    expect(smtp.accepted()).toHaveLength(2);
    expect(smtp.received()).toHaveLength(3);
    expect(new Set(smtp.received()).size).toBe(3);
  });
});
