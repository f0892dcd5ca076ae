// Nothing waits on someone's memory (issue 42, decision 0043): at a lead's follow-up time its
// owner is mailed a reminder once, across two server processes, and the lead shows "Due now"
// and heads its owner's "My leads"; a lead nobody contacted within LEAD_SLA_MINUTES moves once to
// the next member taking new leads, both are mailed and the timeline says why (unless
// LEAD_SLA_REASSIGN is off). The clock is the test's: the minute timer's look runs at chosen
// instants, never waited for.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addStaff, signIn } from "../support/desk";
import { parseMail, startSmtpServer, type TestSmtpServer } from "../support/mail";
import { postJson, startSite, type TestSite } from "../support/server";
import { patience } from "../support/wait";

let smtp: TestSmtpServer;
const HOUR = 3_600_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp?.close();
});

const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "follow-ups-")),
  SMTP_URL: smtp.url,
  LEADS_EMAIL_FROM: "leads@aptora.example",
  LEADS_EMAIL_TO: "sales@aptora.example",
  LEADS_ESCALATE_TO: "head-of-sales@aptora.example",
  LEAD_SLA_MINUTES: "1",
  ...extra,
});

async function callback(site: TestSite, fullName: string, phone: string): Promise<string> {
  const email = `${fullName.toLowerCase().replace(/\s+/g, ".")}@example.com`;
  const response = await postJson(site, "/callbacks", { fullName, phone, email, course: "AWS" });
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

const mailsTo = (address: string, key: string) =>
  smtp.received.filter((mail) => mail.rcptTo.includes(address) && mail.raw.includes(key));

describe("a follow-up's reminder", () => {
  it("mails its owner once at its time, across two processes; the lead shows Due now and heads My leads", async () => {
    let clock = Date.now();
    const settings = env();
    const now = () => new Date(clock);
    const sites = [await startSite(settings, { now }), await startSite(settings, { now })];
    try {
      await addStaff(sites[0]!, "ravi@aptora.example", "sales");
      const key = await callback(sites[0]!, "Follow Up Person", "9811122233");
      const lead = (await sites[0]!.store().desk.lead("RCB Leads", key))!;
      expect(lead.row.owner).toBe("ravi@aptora.example");
      const followUp = Math.ceil((Date.now() + 2 * HOUR) / 60_000) * 60_000;
      const set = await sites[0]!.store().desk.update("RCB Leads", key, (row) => ({
        state: { ...row, nextFollowUpAt: followUp },
        entry: {
          at: row.updatedAt + 1,
          by: "ravi@aptora.example",
          nextFollowUpAt: { from: null, to: followUp },
        },
      }));
      expect(set.status).toBe("changed");
      const reminders = () =>
        mailsTo("ravi@aptora.example", key).filter((mail) =>
          parseMail(mail.raw).headers.subject?.startsWith("Follow up now: "),
        );

      clock = followUp - 60_000;
      await Promise.all(sites.map((site) => site.runEscalation(clock)));
      const cookie = await signIn(sites[0]!, "ravi@aptora.example", { smtp });
      const page = (path: string) =>
        fetch(`${sites[0]!.url}${path}`, { headers: { cookie } }).then((r) => r.text());
      expect(await page(`/desk/leads/RCB%20Leads/${key}`)).not.toContain("Due now");

      clock = followUp;
      await Promise.all(sites.map((site) => site.runEscalation(clock)));
      await Promise.all(sites.map((site) => site.runEscalation(clock + 60_000)));
      await vi.waitFor(() => expect(reminders()).toHaveLength(1), patience);
      const timeline = (await sites[0]!.store().desk.lead("RCB Leads", key))!.timeline;
      expect(timeline.filter((entry) => entry.reminded === followUp)).toHaveLength(1);

      expect(await page(`/desk/leads/RCB%20Leads/${key}`)).toContain("Due now");
      const mine = await page("/desk/mine");
      expect(mine).toContain("<title>(1 due) My leads");
      const due = mine.slice(mine.indexOf("Follow-ups due"), mine.indexOf("Not contacted yet"));
      expect(due).toContain("Follow Up Person");
    } finally {
      await Promise.all(sites.map((site) => site.close()));
    }
  });
});

describe("a lead nobody contacted in time", () => {
  it("moves once to the next member taking new leads, both are mailed, and the timeline says why", async () => {
    let clock = Date.now();
    const site = await startSite(env(), { now: () => new Date(clock) });
    try {
      await addStaff(site, "ravi@aptora.example", "sales");
      await addStaff(site, "meera@aptora.example", "sales");
      const key = await callback(site, "Slow Start", "9822233344");
      const first = (await site.store().desk.lead("RCB Leads", key))!.row.owner;
      const other =
        first === "ravi@aptora.example" ? "meera@aptora.example" : "ravi@aptora.example";
      // Three days on, whatever the day and hour it arrived: its business minute has passed.
      clock = Date.now() + 72 * HOUR;
      await site.runEscalation(clock);
      await site.runEscalation(clock + 60_000);
      const lead = (await site.store().desk.lead("RCB Leads", key))!;
      expect(lead.row.owner).toBe(other);
      expect(lead.timeline.filter((entry) => entry.assignment === "sla")).toEqual([
        expect.objectContaining({ by: "", owner: { from: first, to: other } }),
      ]);
      await vi.waitFor(() => {
        expect(mailsTo(other, key).map((m) => parseMail(m.raw).headers.subject)).toContain(
          "Yours, not contacted in time: Call-back request: AWS Cloud Computing, Slow Start",
        );
        expect(mailsTo(first, key).map((m) => parseMail(m.raw).headers.subject)).toContain(
          "Moved on: Call-back request: AWS Cloud Computing, Slow Start",
        );
        expect(mailsTo("head-of-sales@aptora.example", key)).toHaveLength(1);
      }, patience);
    } finally {
      await site.close();
    }
  });

  it("stays with its owner when LEAD_SLA_REASSIGN is off, and is still escalated", async () => {
    let clock = Date.now();
    const site = await startSite(env({ LEAD_SLA_REASSIGN: "off" }), {
      now: () => new Date(clock),
    });
    try {
      await addStaff(site, "ravi@aptora.example", "sales");
      await addStaff(site, "meera@aptora.example", "sales");
      const key = await callback(site, "Kept Owner", "9833344455");
      const first = (await site.store().desk.lead("RCB Leads", key))!.row.owner;
      clock = Date.now() + 72 * HOUR;
      expect(await site.runEscalation(clock)).toBe(1);
      expect((await site.store().desk.lead("RCB Leads", key))!.row.owner).toBe(first);
    } finally {
      await site.close();
    }
  });
});
