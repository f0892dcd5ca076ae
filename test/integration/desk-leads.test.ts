// The lead desk over HTTP, as browsers without JavaScript (and scripts) meet it: no lead data
// from the inbox, a lead's page, its data, the event stream or the CSV for anyone without a
// live session (none, forged, idle-expired, signed out, removed from the staff); lead text
// shown as text; every view and download in the access log, which sales cannot read; the CSV
// is exactly the filter's leads; a save, and a save over a colleague's change, without
// JavaScript; an open event stream hears of a lead stored by another server process, and says
// at its opening (`stale`) when leads changed since the page it was opened for was read.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff, callbackLead, cookieFrom, removeStaff, signIn } from "../support/desk";
import {
  browserKey,
  postForm,
  startSite,
  TEST_PRIVACY_SECRET,
  type TestSite,
} from "../support/server";

/** These leads are worked by hand: they arrive unowned (owners at arrival: desk-assignment.test.ts). */
const UNASSIGNED = { takesLeads: false };

const run = promisify(execFile);

let site: TestSite;
let admin: string;
let sales: string;

const ravi = {
  fullName: "Ravi Kumar",
  phone: "9876543210",
  email: "ravi.kumar@example.com",
  course: "AWS",
};
const hostile = {
  name: '<img src=x onerror="alert(1)">Mallory',
  email: "mallory@example.com",
  subject: '=HYPERLINK("http://evil.example")',
  message: "<script>alert('x')</script> hi",
};

async function postLead(pathname: string, fields: Record<string, string>) {
  const response = await postForm(site, pathname, { ...fields, submissionKey: browserKey() });
  expect(response.status).toBe(303);
}

const keyOf = (list: string, match: (record: Record<string, string>) => boolean) =>
  site.records(list).find((entry) => match(entry.record))!.key;
const leadPath = (list: string, key: string) => `/desk/leads/${encodeURIComponent(list)}/${key}`;
const get = (pathname: string, cookie?: string, accept = "text/html") =>
  fetch(`${site.url}${pathname}`, {
    redirect: "manual",
    headers: { accept, ...(cookie ? { cookie } : {}) },
  });
/** A form post as the browser sends it; a script's data post accepts any type instead of HTML. */
const deskPost = (
  pathname: string,
  fields: Record<string, string>,
  cookie?: string,
  accept = "text/html",
) => postForm(site, pathname, fields, { accept, ...(cookie ? { cookie } : {}) });

beforeAll(async () => {
  site = await startSite();
  await addStaff(site, "admin@aptora.test", "admin");
  await addStaff(site, "asha@aptora.test", "sales", UNASSIGNED);
  [admin, sales] = await Promise.all([
    signIn(site, "admin@aptora.test"),
    signIn(site, "asha@aptora.test"),
  ]);
  await postLead("/?index", ravi);
  await postLead("/Contact", hostile);
});

afterAll(async () => {
  await site?.close();
});

describe("the desk's lead data without a live session", () => {
  it("is given to nobody without one: not the inbox, a lead, its data, the event stream or the CSV", async () => {
    const key = keyOf("RCB Leads", (r) => r.email === ravi.email);
    const lead = leadPath("RCB Leads", key);
    const signedIn = await get(lead, sales);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain("ravi.kumar@example.com");

    // Idle past its expiry: the session's last request moved back, as time would.
    await addStaff(site, "idle@aptora.test", "sales", UNASSIGNED);
    const expiring = await signIn(site, "idle@aptora.test");
    for (const session of await site.store().staff.sessionsOf("idle@aptora.test"))
      await site.store().staff.updateSession(session.id, { lastSeenAt: 0 });
    const signedOut = await signIn(site, "asha@aptora.test");
    expect((await deskPost("/desk/sign-out", {}, signedOut)).status).toBe(303);
    await addStaff(site, "gone@aptora.test", "sales", UNASSIGNED);
    const removed = await signIn(site, "gone@aptora.test");
    expect((await get("/desk", removed)).status).toBe(200);
    await removeStaff(site, "gone@aptora.test");

    const cookies = {
      none: undefined,
      forged: "desk_session=eyJpZCI6ImZvcmdlZCJ9.bm90LWEtc2lnbmF0dXJl",
      expired: expiring,
      "signed out": signedOut,
      removed,
    };
    const targets = [
      ["/desk", "text/html"],
      ["/desk?q=ravi", "text/html"],
      [`/desk.data?_routes=${encodeURIComponent("routes/desk._index")}`, "*/*"],
      [lead, "text/html"],
      [`${lead}.data?_routes=${encodeURIComponent("routes/desk.leads.$list.$key")}`, "*/*"],
      ["/desk/events", "text/event-stream"],
      ["/desk/mine", "text/html"],
      [`/desk/mine.data?_routes=${encodeURIComponent("routes/desk.mine")}`, "*/*"],
      ["/desk/export.csv", "text/csv"],
      ["/desk/export.csv?q=ravi", "text/html"],
    ] as const;
    const leaks: string[] = [];
    for (const [name, cookie] of Object.entries(cookies)) {
      for (const [target, accept] of targets) {
        const response = await get(target, cookie, accept);
        const refused =
          response.status === 401 ||
          (response.status === 302 &&
            response.headers.get("location")!.startsWith("/desk/sign-in?returnTo="));
        // A body is read only from a refusal: an event stream that was let through never ends.
        const body = refused ? await response.text() : (void response.body?.cancel(), "");
        if (!refused || /ravi|9876543210|mallory/i.test(body))
          leaks.push(`${name} ${target}: ${response.status} ${body.slice(0, 80)}`);
      }
      const save = await deskPost(
        lead,
        { status: "lost", lostReason: "x", seenStatus: "new", note: "sneaky" },
        cookie,
      );
      // Without JavaScript a save is answered 401 with what was typed, to copy: nothing of the lead.
      const saveBody = await save.text();
      if (
        save.status !== 401 ||
        !saveBody.includes("sneaky") ||
        /ravi|9876543210|mallory/i.test(saveBody)
      )
        leaks.push(`${name} POST ${lead}: ${save.status}`);
    }
    expect(leaks).toEqual([]);
    expect((await site.store().desk.lead("RCB Leads", key))?.row.status).toBe("new");
  });
});

describe("lead text", () => {
  it("shows HTML and script a visitor typed as text, in the inbox and on the lead's page", async () => {
    const key = keyOf("contactForm", (r) => r.email === hostile.email);
    const inbox = await (await get("/desk", sales)).text();
    const page = await (await get(leadPath("contactForm", key), sales)).text();
    for (const html of [inbox, page]) {
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain("<script>alert('x')");
      expect(html).toContain("&lt;img src=x onerror=");
    }
    expect(page).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; hi");
  });
});

describe("working a lead without JavaScript", () => {
  it("saves a status and a note (Post/Redirect/Get), refuses Lost without a reason, and refuses a save over a colleague's change", async () => {
    const key = keyOf("RCB Leads", (r) => r.email === ravi.email);
    const lead = leadPath("RCB Leads", key);
    // A follow-up is set between today and two years ahead.
    const year = new Date().getFullYear() + 1;
    const noReason = await deskPost(
      lead,
      {
        status: "lost",
        lostReason: "",
        owner: "",
        followUp: "",
        note: "",
        seenStatus: "new",
        seenOwner: "",
        seenFollowUp: "",
      },
      sales,
    );
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Say why the lead was lost.");

    const saved = await deskPost(
      lead,
      {
        status: "contacted",
        lostReason: "",
        owner: "asha@aptora.test",
        followUp: `${year}-03-18T10:30`,
        note: "Called: wants the weekend batch",
        seenStatus: "new",
        seenOwner: "",
        seenFollowUp: "",
      },
      sales,
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`${lead}?saved=1`);
    const page = await (await get(`${lead}?saved=1`, sales)).text();
    expect(page).toContain("Saved.");
    expect(page).toContain("Status: New → Contacted");
    expect(page).toContain("Called: wants the weekend batch");
    expect(page).toContain(`Next follow-up: none → 18 Mar ${year}, 10:30 AM`);

    // A colleague's form still showed New: marking it Lost now would overwrite the call.
    const late = await deskPost(
      lead,
      {
        status: "lost",
        lostReason: "No answer",
        owner: "",
        followUp: "",
        note: "Tried twice",
        seenStatus: "new",
        seenOwner: "",
        seenFollowUp: "",
      },
      admin,
    );
    expect(late.status).toBe(409);
    const refused = await late.text();
    expect(refused).toContain(
      "While you were editing, someone else changed the status (asha@aptora.test",
    );
    expect(refused).toContain("Tried twice");
    expect((await site.store().desk.lead("RCB Leads", key))?.row).toMatchObject({
      status: "contacted",
      owner: "asha@aptora.test",
      // Its arrival (nobody takes new leads here), then one save.
      version: 2,
    });
  });
});

describe("a save without JavaScript after the session ended", () => {
  it("answers 401 with what was typed to copy and a way to sign in back to the lead, saves nothing and shows nothing of the lead", async () => {
    const key = await callbackLead(site, "Session Ended", "9876500013");
    const lead = leadPath("RCB Leads", key);
    await addStaff(site, "leaver@aptora.test", "sales", UNASSIGNED);
    const ended = await signIn(site, "leaver@aptora.test");
    expect((await get(lead, ended)).status).toBe(200);
    // Meanwhile the session ends (idle, or signed out everywhere from another device).
    await site.store().staff.endSessionsOf("leaver@aptora.test");
    const note = "Called twice <b>no answer</b>; try after 6 pm & on Sunday";
    const response = await deskPost(
      lead,
      {
        status: "lost",
        lostReason: "Chose a college course",
        owner: "asha@aptora.test",
        followUp: "",
        note,
        seenStatus: "new",
        seenOwner: "",
        seenFollowUp: "",
      },
      ended,
    );
    expect(response.status).toBe(401);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    // The cookie that signs nobody in is removed.
    expect(
      response.headers
        .getSetCookie()
        .some((cookie) => /^desk_session=;.*Expires=Thu, 01 Jan 1970/.test(cookie)),
    ).toBe(true);
    const html = await response.text();
    expect(html).toContain(
      "Your session has ended, so this was not saved. Copy what you typed below, sign in again (you will come back to this lead), then enter it there and press Save.",
    );
    // What was typed, as text to select and copy (the note in a read-only box).
    expect(html).toMatch(
      /<textarea[^>]*id="typed-note"[^>]*readonly=""[^>]*>Called twice &lt;b&gt;no answer&lt;\/b&gt;; try after 6 pm &amp; on Sunday<\/textarea>/,
    );
    expect(html).toContain("<dt>Status</dt><dd>Lost</dd>");
    expect(html).toContain("<dt>Why lost</dt><dd>Chose a college course</dd>");
    expect(html).toContain("<dt>Owner</dt><dd>asha@aptora.test</dd>");
    expect(html).toContain(`href="/desk/sign-in?returnTo=${encodeURIComponent(lead)}"`);
    // Nothing of the lead: not its name, address, phone, key's page data or the desk's header.
    for (const secret of ["Session Ended", "session.ended@example.com", "9876500013", "Sign out"])
      expect(html).not.toContain(secret);
    // Nothing saved.
    const stored = await site.store().desk.lead("RCB Leads", key);
    expect(stored?.row).toMatchObject({ status: "new", version: 1 });
    expect(stored?.timeline).toMatchObject([{ by: "", assignment: "nobody" }]);
  });

  it("still sends an erasure posted after the session ended to sign in (nothing typed to keep)", async () => {
    const key = await callbackLead(site, "Erase Ended", "9876500014");
    const lead = leadPath("RCB Leads", key);
    const page = await deskPost(lead, { intent: "erase" });
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe(`/desk/sign-in?returnTo=${encodeURIComponent(lead)}`);
    expect(await site.store().desk.lead("RCB Leads", key)).toBeDefined();
  });
});

describe("the access log and the CSV", () => {
  it("gives exactly the filter's leads in the export's columns plus status, owner, first contact, next follow-up and reason lost, neutralised, and logs the download", async () => {
    await postLead("/?index", {
      ...ravi,
      fullName: "Asha Rao",
      email: "asha.rao@example.com",
      phone: "9123456780",
      course: "VLSI",
    });
    await postLead("/?index", {
      ...ravi,
      fullName: "Kiran Das",
      email: "kiran@example.com",
      phone: "9000000001",
      course: "VLSI",
    });
    const kiran = keyOf("RCB Leads", (r) => r.fullName === "Kiran Das");
    const contact = {
      status: "contacted",
      owner: "asha@aptora.test",
      note: "",
      seenStatus: "new",
      seenOwner: "",
      seenFollowUp: "",
    };
    expect((await deskPost(leadPath("RCB Leads", kiran), contact, sales)).status).toBe(303);

    const response = await get(
      "/desk/export.csv?form=callback&status=new&course=VLSI+Design",
      admin,
      "text/csv",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "key,list,fullName,phone,email,course,date,source,plan,consent_marketing,consent_notice,consent_at,consent_withdrawn_at,landing,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,fbclid,msclkid,referrer,status,owner,first_contact_at,next_follow_up_at,lost_reason,person",
    );
    // Kiran is no longer New: only Asha is a New call-back about VLSI.
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 3).join(","))).toEqual([
      `${keyOf("RCB Leads", (r) => r.fullName === "Asha Rao")},RCB Leads,Asha Rao`,
    ]);
    const contacted = await (
      await get("/desk/export.csv?status=contacted&course=VLSI+Design", admin, "text/csv")
    ).text();
    expect(contacted.trimEnd().split("\r\n")).toHaveLength(2);
    expect(contacted).toMatch(
      new RegExp(
        `^${kiran},RCB Leads,Kiran Das,.*,Contacted,asha@aptora\\.test,\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,,,RCB Leads~${kiran}\r$`,
        "m",
      ),
    );
    const contacts = await (await get("/desk/export.csv?form=contact", admin, "text/csv")).text();
    expect(contacts).toContain(`,"'=HYPERLINK(""http://evil.example"")",`);

    expect((await get(leadPath("RCB Leads", kiran), sales)).status).toBe(200);
    const log = await (await get("/desk/access-log", admin)).text();
    expect(log).toContain("Downloaded leads (CSV)");
    expect(log).toContain("filter: form callback, status new, course VLSI Design; 1 row");
    expect(log).toContain("Opened a lead");
    expect(log).toContain(`RCB Leads / ${kiran}`);
    const csv = await (await get("/desk/access-log.csv", admin, "text/csv")).text();
    expect(csv.split("\r\n")[0]).toBe(
      "id,at,by,action,list,lead_key,filter,search,rows,method,subject",
    );
    expect(csv).toContain(
      ",admin@aptora.test,export,,,form=callback&status=new&course=VLSI+Design,,1",
    );
    expect(csv).toContain(`,asha@aptora.test,view,RCB Leads,${kiran},,,`);
  });

  it("logs one opening when the passkey offer is put off from a lead's page and the page is read again", async () => {
    const key = await callbackLead(site, "Nila Offer", "9876500031");
    const views = async () =>
      (await site.store().desk.accessLog({ by: "asha@aptora.test", limit: 1000 })).entries.filter(
        (entry) => entry.action === "view" && entry.lead?.key === key,
      ).length;
    const page = leadPath("RCB Leads", key);
    const opening = await get(page, sales);
    expect(opening.status).toBe(200);
    expect(await views()).toBe(1);
    const opened = `${sales}; ${cookieFrom(opening, "desk_opened")!}`;
    // "Not now" on the offer posts to the account page, which sends the browser back.
    const later = await deskPost(
      "/desk/account",
      { intent: "dismiss-offer", returnTo: page },
      opened,
    );
    expect(later.status).toBe(303);
    expect(later.headers.get("location")).toBe(page);
    const posted = cookieFrom(later, "desk_posted");
    expect(posted).toBeDefined();
    expect((await get(page, `${opened}; ${posted}`)).status).toBe(200);
    expect(await views()).toBe(1);
    // Opened again later: a new opening.
    expect((await get(page, opened)).status).toBe(200);
    expect(await views()).toBe(2);
    // Put off from any other page, no proof is given.
    const elsewhere = await deskPost(
      "/desk/account",
      { intent: "dismiss-offer", returnTo: "/desk/leads" },
      sales,
    );
    expect(cookieFrom(elsewhere, "desk_posted")).toBeUndefined();
  });

  it("refuses the access log to sales, whatever they ask", async () => {
    for (const target of [
      "/desk/access-log",
      "/desk/access-log.csv",
      "/desk/access-log?by=admin@aptora.test",
    ]) {
      const response = await get(target, sales);
      expect(response.status, target).toBe(403);
      expect(await response.text()).not.toContain("Opened a lead");
    }
  });
});

describe("one opening of a lead, one row in the access log", () => {
  it("logs the page read again after a save or a refused save, with and without JavaScript, as the same opening; a new read is logged", async () => {
    const key = await callbackLead(site, "Opening Once", "9876500011");
    const other = await callbackLead(site, "Opening Other", "9876500012");
    const lead = leadPath("RCB Leads", key);
    /** The views of the lead logged for `by`. */
    const views = async (by: string, ofKey = key) =>
      (await site.store().desk.accessLog({ by, limit: 1000 })).entries.filter(
        (entry) => entry.action === "view" && entry.lead?.key === ofKey,
      ).length;
    const dataPost = (pathname: string, fields: Record<string, string>, cookie: string) =>
      deskPost(pathname, fields, cookie, "*/*");
    const form = (fields: Record<string, string>) => ({
      lostReason: "",
      owner: "",
      followUp: "",
      seenOwner: "",
      seenFollowUp: "",
      ...fields,
    });
    const posted = (response: Response) => cookieFrom(response, "desk_posted")!;
    const dropped = (response: Response) =>
      response.headers.getSetCookie().some((c) => /^desk_posted=;.*Max-Age=0/.test(c));

    const opening = await get(lead, sales);
    expect(opening.status).toBe(200);
    expect(await views("asha@aptora.test")).toBe(1);
    // The logged opening is kept in a cookie the browser sends with every later request.
    const opened = `${sales}; ${cookieFrom(opening, "desk_opened")!}`;

    // Without JavaScript: the save, and the redirect's page.
    const saved = await deskPost(
      lead,
      form({ status: "contacted", seenStatus: "new", note: "Called, will enrol" }),
      opened,
    );
    expect(saved.status).toBe(303);
    const afterSave = await get(saved.headers.get("location")!, `${opened}; ${posted(saved)}`);
    expect(afterSave.status).toBe(200);
    expect(await afterSave.text()).toContain("Called, will enrol");
    expect(await views("asha@aptora.test")).toBe(1);
    // The proof serves once: the read that used it drops it.
    expect(dropped(afterSave)).toBe(true);
    // A refused save, drawn again in the post's own request.
    const refused = await deskPost(
      lead,
      form({ status: "contacted", seenStatus: "contacted", note: "" }),
      opened,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Nothing to save: change a field or write a note.");
    expect(await views("asha@aptora.test")).toBe(1);

    // With JavaScript: the save's redirect and the refused save's revalidation read the data.
    const savedJs = await dataPost(
      `${lead}.data`,
      form({ status: "contacted", seenStatus: "contacted", note: "Sent the fees" }),
      opened,
    );
    expect(savedJs.status).toBe(202);
    const readJs = await get(`${lead}.data?saved=1`, `${opened}; ${posted(savedJs)}`, "*/*");
    expect(readJs.status).toBe(200);
    expect(dropped(readJs)).toBe(true);
    const refusedJs = await dataPost(
      `${lead}.data`,
      form({ status: "contacted", seenStatus: "contacted", note: "" }),
      opened,
    );
    expect(refusedJs.status).toBe(400);
    expect((await get(`${lead}.data`, `${opened}; ${posted(refusedJs)}`, "*/*")).status).toBe(200);
    expect(await views("asha@aptora.test")).toBe(1);

    // A proof is the session's own, for its lead: another session's, or another lead's, read
    // with it is a new opening.
    const proof = posted(
      await dataPost(
        `${lead}.data`,
        form({ status: "contacted", seenStatus: "contacted", note: "" }),
        opened,
      ),
    );
    expect((await get(lead, `${admin}; ${proof}`)).status).toBe(200);
    expect(await views("admin@aptora.test")).toBe(1);
    expect((await get(leadPath("RCB Leads", other), `${opened}; ${proof}`)).status).toBe(200);
    expect(await views("asha@aptora.test", other)).toBe(1);
    // A read with no proof (a reload, the page opened again) is a new opening.
    expect((await get(lead, opened)).status).toBe(200);
    expect(await views("asha@aptora.test")).toBe(2);
  });
});

describe("a post on a lead this session has not opened", () => {
  it("shows the lead only with its opening logged: a refused save with and without JavaScript, and the way back from the passkey offer", async () => {
    const views = async (key: string) =>
      (await site.store().desk.accessLog({ by: "asha@aptora.test", limit: 1000 })).entries.filter(
        (entry) => entry.action === "view" && entry.lead?.key === key,
      ).length;
    const nothingToSave = {
      status: "new",
      seenStatus: "new",
      note: "",
      lostReason: "",
      owner: "",
      followUp: "",
      seenOwner: "",
      seenFollowUp: "",
    };

    // Without JavaScript: the refused save's page, drawn in the post's own request, shows the lead.
    const plain = await callbackLead(site, "Never Opened", "9876500041");
    const refused = await deskPost(leadPath("RCB Leads", plain), nothingToSave, sales);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Never Opened");
    expect(await views(plain)).toBe(1);

    // With JavaScript: the refused save's proof, then the lead's data.
    const scripted = await callbackLead(site, "Never Opened Js", "9876500042");
    const scriptedPath = leadPath("RCB Leads", scripted);
    const refusedJs = await deskPost(`${scriptedPath}.data`, nothingToSave, sales, "*/*");
    expect(refusedJs.status).toBe(400);
    const proof = cookieFrom(refusedJs, "desk_posted")!;
    expect((await get(`${scriptedPath}.data`, `${sales}; ${proof}`, "*/*")).status).toBe(200);
    expect(await views(scripted)).toBe(1);
    // A list of opened leads the server did not sign counts for nothing.
    const forged = `desk_opened=${Buffer.from(JSON.stringify({ session: "x", leads: [] })).toString("base64")}`;
    const again = await deskPost(`${scriptedPath}.data`, nothingToSave, sales, "*/*");
    const againProof = cookieFrom(again, "desk_posted")!;
    expect(
      (await get(`${scriptedPath}.data`, `${sales}; ${forged}; ${againProof}`, "*/*")).status,
    ).toBe(200);
    expect(await views(scripted)).toBe(2);

    // The passkey offer put off with a lead's page as the way back, then that page.
    const offered = await callbackLead(site, "Never Opened Offer", "9876500043");
    const offeredPath = leadPath("RCB Leads", offered);
    const later = await deskPost(
      "/desk/account",
      { intent: "dismiss-offer", returnTo: offeredPath },
      sales,
    );
    expect(later.status).toBe(303);
    const laterProof = cookieFrom(later, "desk_posted")!;
    expect((await get(offeredPath, `${sales}; ${laterProof}`)).status).toBe(200);
    expect(await views(offered)).toBe(1);
  });
});

describe("leads stored before the desk existed", () => {
  it("get their inbox row from `npm run desk -- add-missing-rows`, dated by their record, or when their page is opened", async () => {
    const store = site.store();
    const old = {
      fullName: "Old Lead",
      phone: "9812345670",
      email: "old.lead@example.com",
      course: "AWS",
      date: "3rd Mar 2025 4:05PM",
      source: "/",
    };
    await store.put("RCB Leads", "-OAbCdEfGhIjKlMnOpQr", old);
    await store.put("RCB Leads", "-OAbCdEfGhIjKlMnOpQs", {
      ...old,
      fullName: "Older Lead",
      email: "older@example.com",
    });
    expect(await (await get("/desk?q=old.lead", sales)).text()).toContain(
      "No lead matches these filters.",
    );
    expect((await get(leadPath("RCB Leads", "-OAbCdEfGhIjKlMnOpQs"), sales)).status).toBe(200);

    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "server/cli/desk.ts", "add-missing-rows"],
      {
        env: {
          ...process.env,
          DATA_DIR: site.dataDir,
          FIREBASE_DATABASE_URL: "",
          PRIVACY_SECRET: TEST_PRIVACY_SECRET,
        },
      },
    );
    expect(stdout).toMatch(/^RCB Leads: \d+ leads, 1 given an inbox row now$/m);
    const row = (await store.desk.lead("RCB Leads", "-OAbCdEfGhIjKlMnOpQr"))?.row;
    expect(row).toMatchObject({
      name: "Old Lead",
      status: "new",
      arrivedAt: Date.parse("2025-03-03T10:35:00.000Z"),
    });
    expect(await (await get("/desk?q=old.lead", sales)).text()).toContain("Old Lead");
  });
});

describe("erasing a lead on the desk", () => {
  it("is refused to sales (403, nothing erased) and done for an admin, after which the log names the lead by its key", async () => {
    await postLead("/?index", {
      ...ravi,
      fullName: "Erin Paul",
      email: "erin@example.com",
      phone: "9888777666",
    });
    const key = keyOf("RCB Leads", (r) => r.fullName === "Erin Paul");
    const lead = leadPath("RCB Leads", key);
    const bySales = await deskPost(lead, { intent: "erase" }, sales);
    expect(bySales.status).toBe(403);
    expect(site.records("RCB Leads").some((entry) => entry.key === key)).toBe(true);
    expect(await (await get(`${lead}?confirm=erase`, sales)).text()).not.toContain("Yes, erase it");
    expect(await (await get(`${lead}?confirm=erase`, admin)).text()).toContain("Yes, erase it");

    const byAdmin = await deskPost(lead, { intent: "erase" }, admin);
    expect(byAdmin.status).toBe(303);
    expect(byAdmin.headers.get("location")).toBe("/desk?erased=1");
    expect(site.records("RCB Leads").some((entry) => entry.key === key)).toBe(false);
    expect((await get(lead, admin)).status).toBe(404);
    const log = await (await get("/desk/access-log", admin)).text();
    expect(log).toContain("Erased a lead");
    expect(log).not.toContain("Erin Paul");
  });
});

describe("live updates", () => {
  /**
   * An event stream opened as an inbox opens it, with the stamp its page was read after (none
   * when undefined), once it is listening; on `on`, another server process maybe.
   */
  async function openStream(since: string | undefined, on: TestSite = site) {
    const query = since === undefined ? "" : `?since=${encodeURIComponent(since)}`;
    const response = await fetch(`${on.url}/desk/events${query}`, {
      headers: { accept: "text/event-stream", cookie: sales },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const stream = {
      headers: response.headers,
      seen: "",
      async read(until: RegExp) {
        while (!until.test(stream.seen)) {
          const { value, done } = await reader.read();
          if (done) throw new Error(`the stream ended: ${stream.seen}`);
          stream.seen += decoder.decode(value);
        }
      },
      close: () => reader.cancel(),
    };
    await stream.read(/: listening/);
    return stream;
  }

  it("tells an open event stream of a lead stored by another server process on the same store", async () => {
    // A second server on the same SQLite file: its memory knows nothing of the first one's leads.
    const other = await startSite({ DATA_DIR: site.dataDir });
    try {
      const stream = await openStream(undefined);
      expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(stream.headers.get("cache-control")).toBe("private, no-store");
      const posted = await postForm(other, "/?index", {
        ...ravi,
        fullName: "Meera Iyer",
        email: "meera@example.com",
        phone: "7012345678",
        submissionKey: browserKey(),
      });
      expect(posted.status).toBe(303);
      await stream.read(/event: leads\ndata: \{"arrived":1,"changed":0\}/);
      // Counts only: the stream carries nothing of the lead.
      expect(stream.seen).not.toMatch(/meera|7012345678/i);
      await stream.close();
    } finally {
      await other.close();
    }
  });

  const pageStamp = async () =>
    /(?<![\w.])(\d{13}\.[\w-]{43})(?![\w-])/.exec(await (await get("/desk", sales)).text())?.[1];

  it("opens with nothing to say when no lead changed since the page was read, on this server process or another, and then tells the next lead", async () => {
    const stamp = await pageStamp();
    expect(stamp).toBeDefined();
    const other = await startSite({ DATA_DIR: site.dataDir });
    try {
      const streams = [await openStream(stamp), await openStream(stamp, other)];
      await callbackLead(site, "Kiran Rao", "9123400001");
      for (const stream of streams) {
        await stream.read(/event: leads\ndata: \{"arrived":1,"changed":0\}/);
        expect(stream.seen).not.toContain("event: stale");
        await stream.close();
      }
    } finally {
      await other.close();
    }
  });

  it("opens with `stale` when a lead arrived after the page was read, or when the stamp cannot tell", async () => {
    const stamp = await pageStamp();
    await callbackLead(site, "Lata Menon", "9123400002");
    for (const since of [stamp, undefined, "", "1.not-a-digest!", "yesterday"]) {
      const stream = await openStream(since);
      await stream.read(/event: stale\ndata: \{\}\n\n/);
      await stream.close();
    }
  });
});
