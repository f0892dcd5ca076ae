// The staff page's routing of a lead form's new leads (issue 42), as plain form posts: an admin
// names a form's member or sends it back to everyone in turn, each change an access-log row;
// a sales member is refused (403); a sign-in older than 10 minutes must be made again; a member
// who takes no new leads is refused with the admin's choice kept on the page.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { staffMessages } from "#server/desk/staff/members";
import { addStaff, signIn } from "../support/desk";
import { postForm, startSite, type TestSite } from "../support/server";

let site: TestSite;
let boss: string;
let ravi: string;
const BOSS = "boss@aptora.test";
const RAVI = "ravi@aptora.test";
const IDLE = "idle@aptora.test";

const get = (pathname: string, cookie: string) =>
  fetch(`${site.url}${pathname}`, { redirect: "manual", headers: { cookie } });
const post = (fields: Record<string, string>, cookie: string) =>
  postForm(site, "/desk/staff", fields, { cookie, accept: "text/html" });
const routingRows = async () =>
  (await site.store().desk.accessLog({ by: BOSS, limit: 50 })).entries.filter(
    (entry) => entry.action === "staff-routing",
  );
/** The options a form's select has selected on the page, by their value. */
const selected = (html: string, form: string) => {
  const select = new RegExp(`<select[^>]*id="route-${form}"[^>]*>([\\s\\S]*?)</select>`).exec(
    html,
  )![1]!;
  return [...select.matchAll(/<option value="([^"]*)" selected="">/g)].map((match) => match[1]);
};

beforeAll(async () => {
  site = await startSite();
  await addStaff(site, BOSS, "admin");
  await addStaff(site, RAVI, "sales");
  await addStaff(site, IDLE, "sales", { takesLeads: false });
  [boss, ravi] = await Promise.all([signIn(site, BOSS), signIn(site, RAVI)]);
});

afterAll(async () => {
  await site?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("routing a form's new leads on the staff page", () => {
  it("names a form's member and sends it back to the turn, each change logged once", async () => {
    const shown = await (await get("/desk/staff", boss)).text();
    expect(shown).toContain("New leads by form");
    expect(selected(shown, "callback")).toEqual([""]);
    expect(shown).toContain('<option value="" selected="">Everyone in turn</option>');
    expect(shown).toContain(
      `<option value="${IDLE}">${IDLE}<!-- --> (takes no new leads)</option>`,
    );

    const routed = await post(
      { intent: "route", form: "callback", member: "Ravi@Aptora.test" },
      boss,
    );
    expect(routed.status).toBe(303);
    expect(routed.headers.get("location")).toBe("/desk/staff?done=routed");
    expect(await site.store().staff.formRoutes()).toEqual({ callback: RAVI });
    const page = await (await get("/desk/staff?done=routed", boss)).text();
    expect(page).toContain("Saved: the form&#x27;s new leads go as shown under New leads by form.");
    expect(selected(page, "callback")).toEqual([RAVI]);
    expect(selected(page, "enrollment")).toEqual([""]);

    // Ravi stops taking new leads: the page says where the form's leads go meanwhile.
    await post({ intent: "takes-leads", email: RAVI, on: "no" }, boss);
    expect(await (await get("/desk/staff", boss)).text()).toContain(
      `${RAVI}<!-- --> takes no new leads now: these go to everyone in turn until they do.`,
    );
    await post({ intent: "takes-leads", email: RAVI, on: "yes" }, boss);

    // The same again changes nothing and logs nothing more.
    expect((await post({ intent: "route", form: "callback", member: RAVI }, boss)).status).toBe(
      303,
    );
    const back = await post({ intent: "route", form: "callback", member: "" }, boss);
    expect(back.headers.get("location")).toBe("/desk/staff?done=routed");
    expect(await site.store().staff.formRoutes()).toEqual({});
    expect((await routingRows()).map(({ subject, filter }) => ({ subject, filter }))).toEqual([
      { subject: undefined, filter: "form=callback" },
      { subject: RAVI, filter: "form=callback" },
    ]);
    const log = await (await get("/desk/access-log", boss)).text();
    expect(log).toContain("Routed a form&#x27;s new leads");
    expect(log).toContain(`Call-back request: ${RAVI}`);
    expect(log).toContain("Call-back request: everyone in turn");
  });

  it("refuses a member who takes no new leads, an unknown member or form, keeping the choice", async () => {
    const idle = await post({ intent: "route", form: "enrollment", member: IDLE }, boss);
    expect(idle.status).toBe(409);
    const html = await idle.text();
    expect(html).toContain(staffMessages.noLeads);
    expect(selected(html, "enrollment")).toEqual([IDLE]);
    expect(selected(html, "callback")).toEqual([""]);
    expect(html).toMatch(/id="route-enrollment"[^>]*aria-invalid="true"/);

    const absent = await post(
      { intent: "route", form: "contact", member: "gone@aptora.test" },
      boss,
    );
    expect(absent.status).toBe(409);
    expect(await absent.text()).toContain(staffMessages.absent);
    const newsletter = await post({ intent: "route", form: "newsletter", member: RAVI }, boss);
    expect(newsletter.status).toBe(400);
    expect(await newsletter.text()).toContain(staffMessages.leadForm);
    expect(await site.store().staff.formRoutes()).toEqual({});
  });

  it("refuses a sales member (403) and asks an admin signed in 11 minutes ago to sign in again", async () => {
    const sales = await post({ intent: "route", form: "contact", member: RAVI }, ravi);
    expect(sales.status).toBe(403);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const stale = await post({ intent: "route", form: "contact", member: RAVI }, boss);
    expect(stale.status).toBe(303);
    expect(stale.headers.get("location")).toBe("/desk/sign-in?again&returnTo=%2Fdesk%2Fstaff");
    expect(await site.store().staff.formRoutes()).toEqual({});
  });
});
