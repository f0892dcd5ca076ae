// Every lead has an owner from the moment it is stored (issue 42, decision 0043): the members
// taking new leads get them in turn, across two server processes on one store, on SQLite and
// on Firebase; the owner is mailed once through the outbox; a repeat enquiry typed another way
// joins the person and goes to the person's owner, who is told it is a repeat; with nobody
// taking new leads the lead waits unowned and the escalation address is told.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStaffSwitch } from "../../server/desk/staff";
import { addStaff } from "../support/desk";
import { parseMail, startSmtpServer, type TestSmtpServer } from "../support/mail";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { postJson, startSite, type TestSite } from "../support/server";
import { storeSettings } from "../support/two-stores";
import { patience } from "../support/wait";

const services = mockServices();
let smtp: TestSmtpServer;

beforeAll(async () => {
  services.listen({ onUnhandledRequest });
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp?.close();
  services.close();
});

const stores = storeSettings("assignment", { fresh: true });

/** A call-back through the REST gateway (the same pipeline as the page's form); its key. */
async function callback(
  site: TestSite,
  fields: { fullName: string; phone: string; email: string },
): Promise<string> {
  const response = await postJson(site, "/callbacks", { course: "AWS", ...fields });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

async function enrollment(
  site: TestSite,
  fields: { fullName: string; contactNumber: string; email: string },
): Promise<string> {
  const response = await postJson(site, "/enrollments", {
    instituteName: "IIT",
    department: "computerscience",
    course: "aws",
    ...fields,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

for (const store of stores) {
  describe(`owners at arrival on ${store.name}`, () => {
    const env = () => ({
      ...store.env(),
      STORE_TIMEOUT_MS: "60000",
      SMTP_URL: smtp.url,
      LEADS_EMAIL_FROM: "leads@aptora.example",
      LEADS_EMAIL_TO: "sales@aptora.example",
      LEADS_ESCALATE_TO: "head-of-sales@aptora.example",
      SITE_URL: "https://www.aptora.example",
    });

    it("gives new leads to the members taking them in turn, across two processes, and mails each owner once", async () => {
      const settings = env();
      const sites = [await startSite(settings), await startSite(settings)];
      try {
        await addStaff(sites[0]!, "ravi@aptora.example", "sales");
        await addStaff(sites[0]!, "meera@aptora.example", "sales");
        // An admin takes none unless they switch it on.
        await addStaff(sites[0]!, "boss@aptora.example", "admin");
        const keys = await Promise.all(
          Array.from({ length: 8 }, (_, n) =>
            callback(sites[n % 2]!, {
              fullName: `${store.name} Visitor ${"ABCDEFGH"[n]}`,
              phone: `90000000${String(n).padStart(2, "0")}`,
              email: `visitor${n}@example.com`,
            }),
          ),
        );
        const rows = await Promise.all(
          keys.map(async (key) => (await sites[0]!.store().desk.lead("RCB Leads", key))!),
        );
        const owners = rows.map((lead) => lead.row.owner);
        expect(owners.filter((owner) => owner === "ravi@aptora.example")).toHaveLength(4);
        expect(owners.filter((owner) => owner === "meera@aptora.example")).toHaveLength(4);
        for (const lead of rows) {
          expect(lead.row.assignedAt).toBeDefined();
          expect(lead.timeline.at(-1)).toMatchObject({
            by: "",
            owner: { from: "", to: lead.row.owner },
            assignment: "in-turn",
          });
        }
        // Each owner gets one mail per lead: its name, phone, course and the lead's desk page.
        const ownerMails = () =>
          smtp.received.filter(
            (mail) =>
              !mail.rcptTo.includes("sales@aptora.example") &&
              keys.some((key) => mail.raw.includes(`/desk/leads/RCB%20Leads/${key}`)),
          );
        await vi.waitFor(() => expect(ownerMails()).toHaveLength(8), patience);
        const first = rows[0]!;
        const mail = ownerMails().find((m) => m.raw.includes(keys[0]!))!;
        expect(mail.rcptTo).toEqual([first.row.owner]);
        const parsed = parseMail(mail.raw);
        expect(parsed.headers.subject).toBe(
          `Yours: Call-back request: AWS Cloud Computing, ${store.name} Visitor A`,
        );
        const text = parsed.parts.find((part) => part.contentType === "text/plain")!.text;
        expect(text).toContain("is yours to contact");
        expect(text).toContain("9000000000");
        expect(text).toContain(`https://www.aptora.example/desk/leads/RCB%20Leads/${keys[0]}`);
      } finally {
        await Promise.all(sites.map((site) => site.close()));
      }
    });

    it("joins a repeat enquiry typed another way to the person, gives it their owner and says it is a repeat", async () => {
      const site = await startSite(env());
      try {
        await addStaff(site, "ravi@aptora.example", "sales");
        await addStaff(site, "meera@aptora.example", "sales");
        const monday = await callback(site, {
          fullName: "Priya Sharma",
          phone: "98765 43210",
          email: "Priya.Sharma@Example.com",
        });
        // Someone else in between, so that the turn has moved on.
        await callback(site, {
          fullName: "Ravi Das",
          phone: "9123456780",
          email: "rd@example.com",
        });
        const wednesday = await enrollment(site, {
          fullName: "Priya S",
          contactNumber: "+91 98765-43210",
          email: "priya.s@college.example",
        });
        const first = (await site.store().desk.lead("RCB Leads", monday))!.row;
        const repeat = (await site.store().desk.lead("courseFormData", wednesday))!;
        expect(repeat.row).toMatchObject({
          owner: first.owner,
          person: first.person,
          repeat: true,
        });
        expect(repeat.timeline.at(-1)).toMatchObject({ assignment: "person" });
        // And by the address alone, in another letter case.
        const third = await callback(site, {
          fullName: "P Sharma",
          phone: "7000000001",
          email: "PRIYA.SHARMA@example.COM",
        });
        expect((await site.store().desk.lead("RCB Leads", third))!.row).toMatchObject({
          owner: first.owner,
          person: first.person,
        });
        await vi.waitFor(() => {
          const mail = smtp.received.find(
            (m) => m.raw.includes(wednesday) && !m.rcptTo.includes("sales@aptora.example"),
          );
          expect(mail).toBeDefined();
          expect(parseMail(mail!.raw).headers.subject).toMatch(/^Yours, a repeat enquiry: /);
          expect(mail!.rcptTo).toEqual([first.owner]);
        }, patience);
      } finally {
        await site.close();
      }
    });

    it("leaves a lead unowned when nobody takes new leads, and tells the escalation address", async () => {
      const site = await startSite(env());
      try {
        await addStaff(site, "ravi@aptora.example", "sales");
        await setStaffSwitch(site.store(), "ravi@aptora.example", { takesLeads: false });
        await addStaff(site, "boss@aptora.example", "admin");
        const key = await callback(site, {
          fullName: `${store.name} Nobody`,
          phone: "9811111111",
          email: "nobody.takes@example.com",
        });
        const lead = (await site.store().desk.lead("RCB Leads", key))!;
        expect(lead.row.owner).toBe("");
        expect(lead.timeline.at(-1)).toMatchObject({ by: "", assignment: "nobody" });
        await vi.waitFor(() => {
          const mail = smtp.received.find(
            (m) => m.raw.includes(key) && m.rcptTo.includes("head-of-sales@aptora.example"),
          );
          expect(mail).toBeDefined();
          expect(parseMail(mail!.raw).headers.subject).toMatch(/^No owner: /);
        }, patience);
      } finally {
        await site.close();
      }
    });
  });
}
