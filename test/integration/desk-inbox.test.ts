// The inbox and its CSV over HTTP, as a salesperson asks "who do I call today?" and a manager
// hands on a leaver's leads: the next follow-up in its own column (marked due once its time has
// come) and as a filter, every owner leads still have in the owner filter, what a filter that
// names nobody says, and a download Excel opens as UTF-8 (a byte-order mark) with the follow-up
// and the reason for a loss.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planChange } from "#server/desk/lead/change";
import { deskTime } from "#server/desk/labels";
import { addStaff, removeStaff, signIn } from "../support/desk";
import { browserKey, postForm, startSite, type TestSite } from "../support/server";

/** These leads are worked by hand: they arrive unowned (owners at arrival: desk-assignment.test.ts). */
const UNASSIGNED = { takesLeads: false };

let site: TestSite;
let admin: string;
let sales: string;

const DAY = 24 * 60 * 60 * 1000;
// The test site's SITE_TIME_ZONE.
const TZ = "Asia/Kolkata";
const BOM = [0xef, 0xbb, 0xbf];

const get = (pathname: string, cookie: string, accept = "text/html") =>
  fetch(`${site.url}${pathname}`, { redirect: "manual", headers: { accept, cookie } });

async function callback(fullName: string, email: string, phone: string) {
  const response = await postForm(site, "/?index", {
    fullName,
    email,
    phone,
    course: "AWS",
    submissionKey: browserKey(),
  });
  expect(response.status).toBe(303);
  return site.records("RCB Leads").find((entry) => entry.record.email === email)!.key;
}

/** Sets a lead's owner, status and next follow-up as a save on its page would. */
async function work(
  key: string,
  change: { owner?: string; nextFollowUpAt?: number; lost?: string },
): Promise<void> {
  const result = await site.store().desk.update("RCB Leads", key, (row) =>
    planChange(row, {
      by: "admin@aptora.test",
      at: Date.now(),
      seen: { status: row.status, owner: row.owner, nextFollowUpAt: row.nextFollowUpAt ?? null },
      status: change.lost ? "lost" : row.status,
      lostReason: change.lost ?? "",
      owner: change.owner ?? row.owner,
      nextFollowUpAt: change.nextFollowUpAt ?? null,
      note: "",
    }),
  );
  expect(result.status).toBe("changed");
}

let keys: Record<"due" | "later" | "hindi" | "none", string>;
let dueAt: number;
let laterAt: number;

beforeAll(async () => {
  site = await startSite();
  await addStaff(site, "admin@aptora.test", "admin");
  await addStaff(site, "asha@aptora.test", "sales", UNASSIGNED);
  await addStaff(site, "gone@aptora.test", "sales", UNASSIGNED);
  [admin, sales] = await Promise.all([
    signIn(site, "admin@aptora.test"),
    signIn(site, "asha@aptora.test"),
  ]);
  keys = {
    due: await callback("Kiran Das", "kiran@example.com", "9000000001"),
    later: await callback("Ravi Kumar", "ravi@example.com", "9000000002"),
    hindi: await callback("प्रिया शर्मा", "priya@example.com", "9000000003"),
    none: await callback("Asha Rao", "asha.rao@example.com", "9000000004"),
  };
  dueAt = Date.now() - 60 * 60 * 1000;
  laterAt = Date.now() + 3 * DAY;
  await work(keys.due, { nextFollowUpAt: dueAt, owner: "gone@aptora.test" });
  await work(keys.later, { nextFollowUpAt: laterAt, owner: "asha@aptora.test" });
  await work(keys.hindi, { lost: "Chose a college nearer home" });
  // Kiran's owner leaves the staff; Kiran is still theirs.
  await removeStaff(site, "gone@aptora.test");
});

afterAll(async () => {
  await site?.close();
});

/** The inbox's rows as text, one string per row. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr class="inbox-row[^"]*">([\s\S]*?)<\/tr>/g)].map((match) =>
    match[1]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "),
  );
describe("the next follow-up", () => {
  it("is a column of the inbox, in the desk's time format, marked due once its time has come", async () => {
    const html = await (await get("/desk", sales)).text();
    expect(html).toContain('<th scope="col">Next <span class="inbox-table__words">follow-up');
    const rows = rowsOf(html);
    const kiran = rows.find((row) => row.includes("Kiran Das"))!;
    const ravi = rows.find((row) => row.includes("Ravi Kumar"))!;
    expect(kiran).toContain(` ${deskTime(dueAt, TZ)} Due `);
    expect(ravi).toContain(` ${deskTime(laterAt, TZ)} `);
    expect(ravi).not.toContain(" Due ");
    expect(html.toLowerCase()).toContain(
      `datetime="${new Date(dueAt).toISOString().toLowerCase()}"`,
    );
  });

  it("filters the leads whose follow-up is due by the end of today", async () => {
    // An admin: the download link is theirs (and a member's with the export right).
    const html = await (await get("/desk?followUp=due", admin)).text();
    expect(rowsOf(html).map((row) => /Kiran Das|Ravi Kumar|Asha Rao|प्रिया/.exec(row)?.[0])).toEqual(
      ["Kiran Das"],
    );
    expect(html).toMatch(/<input id="inbox-follow-up" name="followUp" type="checkbox" checked=""/);
    expect(html).toContain('href="/desk/export.csv?followUp=due"');
  });
});

describe("the owner filter", () => {
  it("lists a person who has left the staff while leads are still theirs, and finds those leads", async () => {
    const html = await (await get("/desk", admin)).text();
    expect(html).toContain(
      '<option value="gone@aptora.test">gone@aptora.test (no longer staff)</option>',
    );
    expect(html).toContain('<option value="asha@aptora.test">asha@aptora.test</option>');
    const theirs = await (await get("/desk?owner=gone%40aptora.test", admin)).text();
    expect(rowsOf(theirs)).toHaveLength(1);
    expect(rowsOf(theirs)[0]).toContain("Kiran Das");
    expect(theirs).not.toContain("There is no such owner");
  });
});

describe("a filter that names nothing", () => {
  it("says which it left out, once each, and still shows the leads of the others", async () => {
    const stranger = await (await get("/desk?owner=stranger%40example.com", sales)).text();
    expect(stranger).toContain("There is no such owner: every owner is shown.");
    expect(rowsOf(stranger)).toHaveLength(4);
    const course = await (await get("/desk?course=Basket+Weaving", sales)).text();
    expect(course).toContain("There is no such course: every course is shown.");
    expect(rowsOf(course)).toHaveLength(4);
    const pages = await (await get("/desk?before=1&after=2", sales)).text();
    expect(
      pages.split("That page address is not one of the inbox&#x27;s: the first page is shown.")
        .length - 1,
    ).toBe(1);
  });
});

describe("the CSV", () => {
  it("starts with a byte-order mark and ends each lead with its next follow-up and the reason it was lost", async () => {
    const response = await get("/desk/export.csv", admin, "text/csv");
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true })
      .decode(bytes)
      .slice(1)
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(/^key,list,fullName,/);
    expect(lines[0]).toMatch(
      /,status,owner,first_contact_at,next_follow_up_at,lost_reason,person$/,
    );
    const line = (name: string) => lines.find((each) => each.includes(name))!.split(",");
    const cells = (name: string) => line(name).slice(-6, -1);
    // Each enquiry's person: the row id of the person's first enquiry (here, its own).
    for (const name of ["Kiran Das", "Asha Rao"]) {
      const [key, list] = line(name);
      expect(line(name).at(-1)).toBe(`${list}~${key}`);
    }
    expect(cells("Kiran Das")).toEqual([
      "New",
      "gone@aptora.test",
      "",
      new Date(dueAt).toISOString(),
      "",
    ]);
    expect(cells("प्रिया शर्मा")).toEqual([
      "Lost",
      "",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
      "",
      "Chose a college nearer home",
    ]);
    expect(cells("Asha Rao")).toEqual(["New", "", "", "", ""]);
  });

  it("drops an owner nobody knows as the inbox does, and the access log's CSV starts with a byte-order mark too", async () => {
    const stranger = await (
      await get("/desk/export.csv?owner=stranger%40example.com", admin, "text/csv")
    ).text();
    expect(stranger.trimEnd().split("\r\n")).toHaveLength(5);
    const log = await get("/desk/access-log.csv", admin, "text/csv");
    expect(log.status).toBe(200);
    const bytes = new Uint8Array(await log.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    expect(new TextDecoder().decode(bytes).split("\r\n")[0]).toBe(
      "id,at,by,action,list,lead_key,filter,search,rows,method,subject",
    );
  });
});
