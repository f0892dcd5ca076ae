// One person, several enquiries, worked without JavaScript (plain form posts): a lead's page
// lists the person's other enquiries; "Not the same person" splits a wrong match off, "Join"
// joins a missed one by the other enquiry's phone or address; "Take this lead" makes a member
// the owner of someone else's lead. Each is in the timeline, and refused when the lead changed
// since the page was shown.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personMessages } from "#server/desk/lead/persons";
import { addStaff, signIn } from "../support/desk";
import { browserKey, postForm, startSite, type TestSite } from "../support/server";

let site: TestSite;
let ravi: string;
let meera: string;

const leadPath = (list: string, key: string) => `/desk/leads/${encodeURIComponent(list)}/${key}`;
const get = (pathname: string, cookie: string) =>
  fetch(`${site.url}${pathname}`, { redirect: "manual", headers: { cookie } });
const deskPost = (pathname: string, fields: Record<string, string>, cookie: string) =>
  postForm(site, pathname, fields, { cookie, accept: "text/html" });

async function callback(fullName: string, phone: string, email: string): Promise<string> {
  const response = await postForm(site, "/?index", {
    fullName,
    phone,
    email,
    course: "AWS",
    submissionKey: browserKey(),
  });
  expect(response.status).toBe(303);
  return site.records("RCB Leads").find((entry) => entry.record.email === email)!.key;
}

beforeAll(async () => {
  site = await startSite();
  await addStaff(site, "ravi@aptora.test", "sales");
  await addStaff(site, "meera@aptora.test", "sales", { takesLeads: false });
  [ravi, meera] = await Promise.all([
    signIn(site, "ravi@aptora.test"),
    signIn(site, "meera@aptora.test"),
  ]);
});

afterAll(async () => {
  await site?.close();
});

describe("a person's enquiries on a lead's page", () => {
  it("lists the other enquiry, splits a parent off the child's phone, and joins it back by the address", async () => {
    const child = await callback("Anu Menon", "9845012345", "anu@example.com");
    const parent = await callback("Suresh Menon", "+91 98450 12345", "suresh@example.com");
    const parentPath = leadPath("RCB Leads", parent);
    const page = await (await get(parentPath, ravi)).text();
    expect(page).toContain("They enquired once more:");
    expect(page).toContain(`href="${leadPath("RCB Leads", child)}"`);
    expect(page).toContain("Not the same person");
    const version = (await site.store().desk.lead("RCB Leads", parent))!.row.version;

    const split = await deskPost(parentPath, { intent: "split", version: String(version) }, ravi);
    expect(split.status).toBe(303);
    expect(split.headers.get("location")).toBe(`${parentPath}?split=1`);
    const after = await (await get(`${parentPath}?split=1`, ravi)).text();
    expect(after).toContain("Split off: it is a person of its own now.");
    expect(after).toContain("No other enquiry from them.");
    expect(after).toContain("Not the same person as their other enquiries: split off");
    // A second split from the page shown before: refused, the lead changed meanwhile.
    const stale = await deskPost(parentPath, { intent: "split", version: String(version) }, ravi);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(personMessages.changed);

    const current = (await site.store().desk.lead("RCB Leads", parent))!.row;
    const missing = await deskPost(
      parentPath,
      { intent: "join", version: String(current.version), joinWith: "nobody@example.com" },
      ravi,
    );
    expect(missing.status).toBe(400);
    const missingPage = await missing.text();
    expect(missingPage).toContain(personMessages.joinNone);
    // What was typed stays in the box.
    expect(missingPage).toContain('value="nobody@example.com"');
    const joined = await deskPost(
      parentPath,
      { intent: "join", version: String(current.version), joinWith: "ANU@example.com" },
      ravi,
    );
    expect(joined.status).toBe(303);
    const rows = await Promise.all(
      [child, parent].map(async (key) => (await site.store().desk.lead("RCB Leads", key))!.row),
    );
    expect(rows[1]!.person).toBe(rows[0]!.person ?? `RCB Leads~${child}`);
    const timeline = (await site.store().desk.lead("RCB Leads", parent))!.timeline;
    expect(timeline.at(-1)).toMatchObject({ by: "ravi@aptora.test", person: { how: "join" } });
  });
});

describe("Take this lead", () => {
  it("makes the member its owner, says so in the timeline, and is refused when the owner changed meanwhile", async () => {
    const key = await callback("Kiran Shetty", "9700011122", "kiran@example.com");
    const path = leadPath("RCB Leads", key);
    // Ravi is the only member taking new leads: it is his.
    expect((await site.store().desk.lead("RCB Leads", key))!.row.owner).toBe("ravi@aptora.test");
    expect(await (await get(path, ravi)).text()).not.toContain("Take this lead");
    expect(await (await get(path, meera)).text()).toContain("Take this lead");
    const stale = await deskPost(path, { intent: "take", seenOwner: "" }, meera);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(personMessages.taken);

    const taken = await deskPost(path, { intent: "take", seenOwner: "ravi@aptora.test" }, meera);
    expect(taken.status).toBe(303);
    expect(taken.headers.get("location")).toBe(`${path}?take=1`);
    const lead = (await site.store().desk.lead("RCB Leads", key))!;
    expect(lead.row.owner).toBe("meera@aptora.test");
    expect(lead.timeline.at(-1)).toMatchObject({
      by: "meera@aptora.test",
      owner: { from: "ravi@aptora.test", to: "meera@aptora.test" },
      assignment: "taken",
    });
    const page = await (await get(`${path}?take=1`, meera)).text();
    expect(page).toContain("It is yours now.");
    expect(page).toContain("Taken over from the owner");
  });
});

describe("who takes new leads", () => {
  it("is switched by a member for themselves and by an admin for anyone; with nobody taking them the inbox says so, and an admin gives the waiting leads owners", async () => {
    const other = await startSite();
    try {
      await addStaff(other, "boss@aptora.test", "admin");
      await addStaff(other, "tara@aptora.test", "sales");
      const [boss, tara] = await Promise.all([
        signIn(other, "boss@aptora.test"),
        signIn(other, "tara@aptora.test"),
      ]);
      const at = (path: string, cookie: string) =>
        fetch(`${other.url}${path}`, { redirect: "manual", headers: { cookie } });
      const post = (path: string, fields: Record<string, string>, cookie: string) =>
        postForm(other, path, fields, { cookie, accept: "text/html" });
      expect(await (await at("/desk/account", tara)).text()).toContain("Stop taking new leads");
      const off = await post("/desk/account", { intent: "takes-leads", takesLeads: "no" }, tara);
      expect(off.headers.get("location")).toBe("/desk/account?done=takes-no-leads");
      expect((await other.store().staff.getMember("tara@aptora.test"))?.takesLeads).toBe(false);
      const nobody = "Nobody takes new leads: new leads wait without an owner.";
      expect(await (await at("/desk", tara)).text()).toContain(nobody);

      const response = await postForm(other, "/?index", {
        fullName: "Waiting Lead",
        phone: "9600011122",
        email: "waiting@example.com",
        course: "AWS",
        submissionKey: browserKey(),
      });
      expect(response.status).toBe(303);
      const key = other.records("RCB Leads")[0]!.key;
      expect((await other.store().desk.lead("RCB Leads", key))!.row.owner).toBe("");

      // The admin switches Tara back on, then gives the waiting lead an owner.
      const on = await post(
        "/desk/staff",
        { intent: "takes-leads", email: "tara@aptora.test", on: "yes" },
        boss,
      );
      expect(on.headers.get("location")).toBe("/desk/staff?done=switched");
      expect(await (await at("/desk", tara)).text()).not.toContain(nobody);
      const given = await post("/desk/staff", { intent: "assign-unowned" }, boss);
      expect(given.headers.get("location")).toBe("/desk/staff?assigned=1");
      const lead = (await other.store().desk.lead("RCB Leads", key))!;
      expect(lead.row.owner).toBe("tara@aptora.test");
      expect(lead.timeline.at(-1)).toMatchObject({
        by: "boss@aptora.test",
        owner: { from: "", to: "tara@aptora.test" },
        assignment: "in-turn",
      });
      // A sales member may not use the staff page's switches.
      const refused = await post(
        "/desk/staff",
        { intent: "takes-leads", email: "boss@aptora.test", on: "yes" },
        tara,
      );
      expect(refused.status).toBe(403);
    } finally {
      await other.close();
    }
  });
});
