// A lead nobody contacted within LEAD_SLA_MINUTES of business hours is escalated once: one mail
// to LEADS_ESCALATE_TO and one signed `lead.overdue` webhook, on SQLite and on Firebase, with
// two server instances on one store looking at the same moment and one of them restarted; a
// lead contacted in time is not escalated, nor one whose time is not up. The clock is the
// test's (no waiting): the escalation timer's look is run at chosen instants.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer, parseMail, type TestSmtpServer } from "../support/mail";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { newWebhookSecret } from "../support/notify";
import { atKolkata, seedLead } from "../support/seed-leads";
import { startSite, type TestSite } from "../support/server";
import { storeSettings } from "../support/two-stores";
import { patience } from "../support/wait";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

const services = mockServices();
let smtp: TestSmtpServer;
let receiver: WebhookReceiver;
const secret = newWebhookSecret();
let clock = atKolkata("2026-11-26T09:00:00");

beforeAll(async () => {
  services.listen({ onUnhandledRequest });
  smtp = await startSmtpServer();
  receiver = await startWebhookReceiver(secret);
});

afterAll(async () => {
  await smtp?.close();
  await receiver?.close();
  services.close();
});

const stores = storeSettings("escalation");

for (const store of stores) {
  describe(`escalation on ${store.name}`, () => {
    it("mails LEADS_ESCALATE_TO and posts lead.overdue once, across two servers and a restart, and only for the lead not contacted in time", async () => {
      const env = {
        ...store.env(),
        STORE_TIMEOUT_MS: "60000",
        SMTP_URL: smtp.url,
        LEADS_EMAIL_FROM: "leads@aptora.example",
        LEADS_EMAIL_TO: "sales@aptora.example",
        LEADS_ESCALATE_TO: "head-of-sales@aptora.example",
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: secret,
      };
      const now = () => new Date(clock);
      const sites: TestSite[] = [await startSite(env, { now }), await startSite(env, { now })];
      try {
        const name = `${store.name} Late`;
        const late = await seedLead(sites[0]!, {
          form: "callback",
          name,
          arrived: "2026-11-26T10:00:00",
        });
        await seedLead(sites[0]!, {
          form: "callback",
          name: `${store.name} Quick`,
          arrived: "2026-11-26T10:05:00",
          contacted: "2026-11-26T10:50:00",
        });
        // Arrived after hours: its hour starts on Friday at 10:00.
        await seedLead(sites[0]!, {
          form: "contact",
          name: `${store.name} Evening`,
          arrived: "2026-11-26T19:30:00",
        });
        const mails = () =>
          smtp.received.filter(
            (mail) =>
              mail.rcptTo.includes("head-of-sales@aptora.example") && mail.raw.includes(late.key),
          );
        const hooks = () =>
          receiver
            .accepted()
            .filter((hook) => hook.body.type === "lead.overdue" && hook.body.data.key === late.key);

        clock = atKolkata("2026-11-26T10:59:00");
        expect(await Promise.all(sites.map((site) => site.runEscalation()))).toEqual([0, 0]);

        clock = atKolkata("2026-11-26T11:00:00");
        const looks = await Promise.all(sites.map((site) => site.runEscalation()));
        expect(looks.reduce((a, b) => a + b, 0)).toBe(1);

        // One of them restarts on the same store and looks again, later: nothing more.
        await sites[0]!.close();
        sites[0] = await startSite(env, { now });
        clock = atKolkata("2026-11-26T21:00:00");
        expect(await Promise.all(sites.map((site) => site.runEscalation()))).toEqual([0, 0]);

        await vi.waitFor(() => {
          expect(mails()).toHaveLength(1);
          expect(hooks()).toHaveLength(1);
        }, patience);
        const hook = hooks()[0]!;
        expect(hook.verified).toBe(true);
        expect(hook.id).toBe(`${late.key}~overdue`);
        expect(hook.body.data).toMatchObject({
          form: "callback",
          list: "RCB Leads",
          key: late.key,
          slaMinutes: 60,
          storedAt: "2026-11-26T04:30:00.000Z",
        });
        const mail = parseMail(mails()[0]!.raw);
        expect(mail.headers.subject).toBe(
          `Not contacted in time: Call-back request: AWS Cloud Computing, ${name}`,
        );
        expect(mail.parts.find((part) => part.contentType === "text/plain")?.text).toContain(
          "Nobody has contacted this call-back request within 60 minutes of business hours",
        );
        // Settled: nothing left to send, and nothing was sent twice.
        await vi.waitFor(
          async () => expect((await sites[1]!.store().outbox.status()).pending).toBe(0),
          patience,
        );
        expect(mails()).toHaveLength(1);
        expect(hooks()).toHaveLength(1);
        expect(
          receiver
            .accepted()
            .filter(
              (each) =>
                each.body.type === "lead.overdue" &&
                each.body.data.record.fullName?.startsWith(store.name),
            ),
        ).toHaveLength(1);

        // Friday 10:59: the evening lead's hour is up a minute later, and it is escalated then.
        clock = atKolkata("2026-11-27T10:59:00");
        expect(await sites[1]!.runEscalation()).toBe(0);
        clock = atKolkata("2026-11-27T11:00:00");
        expect(await sites[1]!.runEscalation()).toBe(1);
      } finally {
        await Promise.all(sites.map((site) => site.close()));
      }
    });
  });
}
