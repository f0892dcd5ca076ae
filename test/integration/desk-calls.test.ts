// Calls and messages leave a trace (issue 42, section 3), on SQLite and on Firebase: a call
// logged from a lead's page as a plain form post (no JavaScript) and as the page's script posts
// it, and "Sent on WhatsApp", each stored as a timeline entry and shown in the timeline; the
// inbox shows the attempts ("2 calls, no answer"); the first call is the first contact whatever
// its outcome, so the escalation timer, run at instants the test chooses, leaves that lead alone
// and escalates only the lead nobody called. A call without an outcome is refused with a message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff, signIn } from "../support/desk";
import { startSmtpServer, type TestSmtpServer } from "../support/mail";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { atKolkata, seedLead } from "../support/seed-leads";
import { postForm, startSite, type TestSite } from "../support/server";
import { storeSettings } from "../support/two-stores";

const services = mockServices();
let smtp: TestSmtpServer;
let clock = atKolkata("2026-11-26T09:00:00");

beforeAll(async () => {
  services.listen({ onUnhandledRequest });
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
  services.close();
});

const stores = storeSettings("desk-calls");

const leadPath = (lead: { list: string; key: string }) =>
  `/desk/leads/${encodeURIComponent(lead.list)}/${lead.key}`;

for (const store of stores) {
  describe(`calls logged on ${store.name}`, () => {
    let site: TestSite;
    let cookie: string;
    beforeAll(async () => {
      site = await startSite(
        {
          ...store.env(),
          STORE_TIMEOUT_MS: "60000",
          SMTP_URL: smtp.url,
          LEADS_EMAIL_FROM: "leads@aptora.example",
          LEADS_EMAIL_TO: "sales@aptora.example",
          LEADS_ESCALATE_TO: "head-of-sales@aptora.example",
        },
        { now: () => new Date(clock) },
      );
      await addStaff(site, "asha@aptora.test", "sales");
      cookie = await signIn(site, "asha@aptora.test", { smtp });
    });
    afterAll(async () => {
      await site?.close();
    });

    const post = (pathname: string, fields: Record<string, string>, accept = "text/html") =>
      postForm(site, pathname, fields, { accept, cookie });
    const page = async (pathname: string) => {
      const response = await fetch(`${site.url}${pathname}`, {
        headers: { accept: "text/html", cookie },
      });
      expect(response.status).toBe(200);
      return response.text();
    };

    it("logs a call without JavaScript and with it, and a WhatsApp message, as timeline entries; the inbox shows the attempts; the first call stops the SLA clock", async () => {
      clock = atKolkata("2026-11-26T09:00:00");
      const called = await seedLead(site, {
        form: "callback",
        name: `${store.name} Called`,
        arrived: "2026-11-26T10:00:00",
      });
      const waiting = await seedLead(site, {
        form: "callback",
        name: `${store.name} Waiting`,
        arrived: "2026-11-26T10:00:00",
      });

      // 10:20, a plain form post as a browser without JavaScript sends it: Post/Redirect/Get.
      clock = atKolkata("2026-11-26T10:20:00");
      const plain = await post(leadPath(called), {
        intent: "call",
        outcome: "no-answer",
        note: "Rang twice",
      });
      expect(plain.status).toBe(303);
      expect(plain.headers.get("location")).toBe(`${leadPath(called)}?logged=call`);

      // 10:25, as the page's script posts it (a data request).
      clock = atKolkata("2026-11-26T10:25:00");
      const scripted = await post(`${leadPath(called)}.data`, { intent: "whatsapp" }, "*/*");
      expect(scripted.status).toBe(202);
      clock = atKolkata("2026-11-26T10:40:00");
      const again = await post(
        `${leadPath(called)}.data`,
        { intent: "call", outcome: "no-answer" },
        "*/*",
      );
      expect(again.status).toBe(202);

      const held = await site.store().desk.lead(called.list, called.key);
      expect(held?.row).toMatchObject({
        status: "new",
        calls: 2,
        lastCall: "no-answer",
        firstContactAt: atKolkata("2026-11-26T10:20:00"),
      });
      expect(held?.timeline).toEqual([
        {
          at: atKolkata("2026-11-26T10:20:00"),
          by: "asha@aptora.test",
          call: { outcome: "no-answer", note: "Rang twice" },
        },
        { at: atKolkata("2026-11-26T10:25:00"), by: "asha@aptora.test", message: "whatsapp" },
        {
          at: atKolkata("2026-11-26T10:40:00"),
          by: "asha@aptora.test",
          call: { outcome: "no-answer" },
        },
      ]);

      const lead = await page(`${leadPath(called)}?logged=call`);
      expect(lead).toContain("Call logged.");
      expect(lead).toContain("Call: No answer");
      expect(lead).toContain("Rang twice");
      expect(lead).toContain("Sent on WhatsApp");
      expect(lead).toContain("2 calls, no answer");
      expect(lead).toContain(
        "https://wa.me/919876543210?text=Hello%20" +
          encodeURIComponent(store.name) +
          "%2C%20this%20is%20Aptora%20Learning%2C%20about%20your%20enquiry%20on%20the%20AWS%20Cloud%20Computing%20course.",
      );
      const inbox = await page("/desk");
      const row = (name: string) => new RegExp(`${name}</a>[\\s\\S]*?</tr>`).exec(inbox)?.[0] ?? "";
      expect(row(`${store.name} Called`)).toContain("2 calls, no answer");
      expect(row(`${store.name} Waiting`)).not.toContain("call");

      // 11:00: the hour is up for both; only the lead nobody called is escalated, once.
      clock = atKolkata("2026-11-26T11:00:00");
      expect(await site.runEscalation()).toBe(1);
      const escalated = await site.store().desk.lead(waiting.list, waiting.key);
      expect(escalated?.row.escalatedAt).toBe(atKolkata("2026-11-26T11:00:00"));
      expect((await site.store().desk.lead(called.list, called.key))?.row.escalatedAt).toBe(
        undefined,
      );
      expect(await site.runEscalation()).toBe(0);
    });

    it("refuses a call without an outcome with a message, and keeps the note typed", async () => {
      const lead = await seedLead(site, {
        form: "callback",
        name: `${store.name} Refused`,
        arrived: "2026-11-26T12:00:00",
      });
      const refused = await post(leadPath(lead), { intent: "call", note: "Spoke to the father" });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain("Choose what came of the call.");
      expect(html).toContain("Spoke to the father");
      expect((await site.store().desk.lead(lead.list, lead.key))?.timeline).toEqual([]);
    });

    it("logs nothing after the session ended, and gives back what was typed: a page to copy it from without JavaScript, the message with it", async () => {
      const lead = await seedLead(site, {
        form: "callback",
        name: `${store.name} Late Session`,
        arrived: "2026-11-26T12:30:00",
      });
      await addStaff(site, "gone@aptora.test", "sales");
      const ended = await signIn(site, "gone@aptora.test", { smtp });
      const out = await postForm(
        site,
        "/desk/sign-out",
        {},
        { accept: "text/html", cookie: ended },
      );
      expect(out.status).toBe(303);
      const fields = { intent: "call", outcome: "call-back-later", note: "Her father answers" };
      const plain = await postForm(site, leadPath(lead), fields, {
        accept: "text/html",
        cookie: ended,
      });
      expect(plain.status).toBe(401);
      const page = await plain.text();
      expect(page).toContain("call back later");
      expect(page).toContain("Her father answers");
      expect(page).not.toContain("Status");
      const scripted = await postForm(site, `${leadPath(lead)}.data`, fields, {
        accept: "*/*",
        cookie: ended,
      });
      expect(scripted.status).toBe(401);
      const answer = await scripted.text();
      expect(answer).toContain("Your session has ended, so this was not logged.");
      expect(answer).toContain("Her father answers");
      expect((await site.store().desk.lead(lead.list, lead.key))?.timeline).toEqual([]);
    });
  });
}
