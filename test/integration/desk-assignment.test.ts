// Every lead has an owner from the moment it is stored (issue 42, decision 0043): the members
// taking new leads get them in turn, across two server processes on one store, on SQLite and
// on Firebase; the owner is mailed once through the outbox; a repeat enquiry typed another way
// joins the person and goes to the person's owner, who is told it is a repeat; with nobody
// taking new leads the lead waits unowned and the escalation address is told. A form an admin
// routed to one member gives that member its new leads (a repeat enquiry still goes to the
// person's owner), and goes in turn again when the member takes no new leads or has left.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { leadPage } from "#server/desk/lead/page";
import { setFormRoute, setStaffSwitch } from "#server/desk/staff/members";
import { addStaff, removeStaff } from "../support/desk";
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

async function contactMessage(site: TestSite, name: string, email: string): Promise<string> {
  const response = await postJson(site, "/contact-messages", {
    name,
    email,
    subject: "Batch dates",
    message: "When does the next batch start?",
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

/** Who owns a lead, and why, as its page's timeline says it. */
async function ownerAndWhy(site: TestSite, list: string, key: string) {
  const page = (await leadPage(site.store(), list, key, {
    timeZone: "Asia/Kolkata",
    staff: [],
    now: Date.now(),
  }))!;
  return { owner: page.state.owner, why: page.timeline.at(-1)!.changes.at(-1) };
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

    it("gives a routed form's new leads to its member, others in turn, a repeat to the person's owner; the turn again once the member stops or leaves", async () => {
      const site = await startSite(env());
      const RAVI = "ravi@aptora.example";
      const MEERA = "meera@aptora.example";
      const TARA = "tara@aptora.example";
      try {
        for (const email of [RAVI, MEERA, TARA]) await addStaff(site, email, "sales");
        expect(await setFormRoute(site.store(), "callback", RAVI)).toEqual({
          ok: true,
          done: "changed",
          member: RAVI,
        });
        expect((await setFormRoute(site.store(), "enrollment", MEERA)).ok).toBe(true);
        const byForm = "Assigned to the form's member";
        const inTurn = "Assigned in turn";

        // Three call-backs from three people: every one Ravi's, none in turn.
        for (const n of [1, 2, 3]) {
          const key = await callback(site, {
            fullName: `Routed Caller ${"ABC"[n - 1]}`,
            phone: `981000000${n}`,
            email: `routed${n}@example.com`,
          });
          expect(await ownerAndWhy(site, "RCB Leads", key)).toEqual({ owner: RAVI, why: byForm });
        }
        // A contact message (a form nobody is named for) goes in turn.
        const contact = await contactMessage(site, "Unrouted Writer", "writer@example.com");
        const contactOwner = await ownerAndWhy(site, "contactForm", contact);
        expect(contactOwner.why).toBe(inTurn);
        expect([RAVI, MEERA, TARA]).toContain(contactOwner.owner);

        // Caller 1 enrols: Meera is the enrollment's member, but the person is Ravi's.
        const repeat = await enrollment(site, {
          fullName: "Routed Caller One",
          contactNumber: "9810000001",
          email: "caller.one@college.example",
        });
        expect(await ownerAndWhy(site, "courseFormData", repeat)).toEqual({
          owner: RAVI,
          why: "Assigned to the person's owner (a repeat enquiry)",
        });
        const fresh = await enrollment(site, {
          fullName: "New Student",
          contactNumber: "9820000001",
          email: "new.student@example.com",
        });
        expect(await ownerAndWhy(site, "courseFormData", fresh)).toEqual({
          owner: MEERA,
          why: byForm,
        });

        // Meera stops taking new leads: the enrollment's leads go in turn, to Ravi and Tara.
        await setStaffSwitch(site.store(), MEERA, { takesLeads: false });
        const owners = [];
        for (const n of [1, 2]) {
          const key = await enrollment(site, {
            fullName: `Turn Student ${"AB"[n - 1]}`,
            contactNumber: `983000000${n}`,
            email: `turn${n}@example.com`,
          });
          const got = await ownerAndWhy(site, "courseFormData", key);
          expect(got.why).toBe(inTurn);
          owners.push(got.owner);
        }
        expect(owners.sort()).toEqual([RAVI, TARA]);

        // Ravi leaves: the call-back's route goes with him, and call-backs go in turn.
        await removeStaff(site, RAVI);
        expect(await site.store().staff.formRoutes()).toEqual({ enrollment: MEERA });
        const after = await callback(site, {
          fullName: "After Ravi",
          phone: "9840000001",
          email: "after.ravi@example.com",
        });
        expect(await ownerAndWhy(site, "RCB Leads", after)).toEqual({ owner: TARA, why: inTurn });
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
