// The inbox as its page is made, on a store that answers from a list in memory: the follow-ups
// (a column, a "due" mark, a filter up to the end of today where the business is), the owner
// filter's people (leavers who still own leads too), what a filter that names nothing says,
// and the page links.
import { describe, expect, it } from "vitest";
import { inboxView, ownerChoices } from "#server/desk/inbox/page";
import { parseInboxParams } from "#server/desk/inbox/query";
import type { StorePort } from "#server/store";
import { arrivingRow, type InboxQuery, type InboxRow } from "#server/store/desk";
import { DEFAULT_BUSINESS_HOURS, parseBusinessHours } from "#shared/business-hours";

const TZ = "Asia/Kolkata";
// 17 March 2025, 10:15 AM in India.
const NOW = Date.parse("2025-03-17T04:45:00.000Z");
const HOUR = 3_600_000;
// The end of 17 March in India: midnight there, 18:30 UTC.
const END_OF_TODAY = Date.parse("2025-03-17T18:30:00.000Z");
const sla = { minutes: 60, hours: parseBusinessHours(DEFAULT_BUSINESS_HOURS)!, timeZone: TZ };

function lead(n: number, change: Partial<InboxRow> = {}): InboxRow {
  return {
    ...arrivingRow(
      "RCB Leads",
      `-OAbCdEfGhIjKlMnOp0${n}`,
      {
        form: "callback",
        tab: "leads",
        name: `Lead ${n}`,
        email: `lead${n}@example.com`,
        phone: "9876543210",
        course: "",
        plan: "",
        source: "direct",
        campaign: "",
      },
      NOW - n * HOUR,
    ),
    ...change,
  };
}

/** A store that answers the inbox's reads from these rows, and remembers the queries. */
function storeOf(rows: InboxRow[], pages: { newer?: boolean } = {}) {
  const queries: InboxQuery[] = [];
  const store = {
    desk: {
      inbox: async (query: InboxQuery) => {
        queries.push({ ...query });
        const found = rows.filter(
          (row) =>
            (query.owner === undefined || row.owner === query.owner) &&
            (query.followUpBefore === undefined ||
              (row.nextFollowUpAt !== undefined && row.nextFollowUpAt < query.followUpBefore)),
        );
        const first = found[0];
        return {
          rows: found,
          ...(pages.newer && first ? { newer: { at: first.arrivedAt, id: "x" } } : {}),
        };
      },
      countNew: async () => 0,
      owners: async () =>
        [...new Set(rows.map((row) => row.owner).filter(Boolean))].sort((a, b) => (a < b ? -1 : 1)),
    },
  } as unknown as StorePort;
  return { store, queries };
}

const view = (store: StorePort, address: string, staff = ["asha@aptora.test"]) =>
  inboxView(store, {
    url: new URL(address, "http://desk.test"),
    timeZone: TZ,
    staff,
    now: NOW,
    sla,
  });

describe("the next follow-up in the inbox", () => {
  it("shows each lead's next follow-up as the desk writes times, marked due once its time has come", async () => {
    const { store } = storeOf([
      lead(1, { nextFollowUpAt: NOW - HOUR }),
      lead(2, { nextFollowUpAt: NOW }),
      lead(3, { nextFollowUpAt: NOW + 26 * HOUR }),
      lead(4),
    ]);
    const { items } = await view(store, "/desk");
    expect(items.map((item) => [item.nextFollowUp, item.followUpDue])).toEqual([
      ["17 Mar 2025, 9:15 AM", true],
      ["17 Mar 2025, 10:15 AM", true],
      ["18 Mar 2025, 12:15 PM", false],
      ["", false],
    ]);
    expect(items[0]!.nextFollowUpIso).toBe("2025-03-17T03:45:00.000Z");
  });

  it("filters the follow-ups due by the end of today in the business's time zone", () => {
    const { query, values, problems } = parseInboxParams(
      new URLSearchParams({ followUp: "due", status: "contacted" }),
      TZ,
      50,
      { now: NOW },
    );
    expect(query).toEqual({
      tab: "leads",
      limit: 50,
      status: "contacted",
      followUpBefore: END_OF_TODAY,
    });
    expect(values).toEqual({ followUp: "due", status: "contacted" });
    expect(problems).toEqual([]);
    // Late in the evening in India it is still the same day there, though the next day in UTC.
    const late = Date.parse("2025-03-17T18:29:00.000Z");
    expect(
      parseInboxParams(new URLSearchParams({ followUp: "due" }), TZ, 50, { now: late }).query
        .followUpBefore,
    ).toBe(END_OF_TODAY);
    expect(
      parseInboxParams(new URLSearchParams({ followUp: "soon" }), TZ, 50, { now: NOW }).problems,
    ).toEqual(["There is no such follow-up filter: every lead is shown."]);
  });

  it("lists the leads due by tonight, in the inbox's order, and keeps the filter in its links", async () => {
    const { store, queries } = storeOf([
      lead(1, { nextFollowUpAt: END_OF_TODAY - 1 }),
      lead(2, { nextFollowUpAt: END_OF_TODAY }),
      lead(3, { nextFollowUpAt: NOW - 48 * HOUR }),
      lead(4),
    ]);
    const page = await view(store, "/desk?followUp=due");
    expect(page.items.map((item) => item.name)).toEqual(["Lead 1", "Lead 3"]);
    expect(queries[0]!.followUpBefore).toBe(END_OF_TODAY);
    expect(page.exportHref).toBe("/desk/export.csv?followUp=due");
  });
});

describe("the owner filter's people", () => {
  it("lists the staff and everyone who still owns leads, saying who is no longer staff", async () => {
    const { store } = storeOf([
      lead(1, { owner: "zoe.left@example.com" }),
      lead(2, { owner: "asha@aptora.test" }),
      lead(3),
    ]);
    const page = await view(store, "/desk", ["ravi@aptora.test", "asha@aptora.test"]);
    expect(page.choices.owners).toEqual([
      { value: "none", label: "Nobody yet" },
      { value: "asha@aptora.test", label: "asha@aptora.test" },
      { value: "ravi@aptora.test", label: "ravi@aptora.test" },
      { value: "zoe.left@example.com", label: "zoe.left@example.com (no longer staff)" },
    ]);
    const leaver = await view(store, "/desk?owner=zoe.left%40example.com");
    expect(leaver.items.map((item) => item.name)).toEqual(["Lead 1"]);
    expect(leaver.problems).toEqual([]);
    expect(leaver.filters.owner).toBe("zoe.left@example.com");
  });

  it("labels the people once each, sorted", () => {
    expect(ownerChoices(["b@x.in", "a@x.in"], ["c@x.in", "a@x.in"])).toEqual([
      { value: "a@x.in", label: "a@x.in" },
      { value: "b@x.in", label: "b@x.in" },
      { value: "c@x.in", label: "c@x.in (no longer staff)" },
    ]);
  });
});

describe("a filter that names nothing", () => {
  it("drops an owner nobody knows, says so, and shows the leads of the other filters", async () => {
    const { store, queries } = storeOf([lead(1, { owner: "asha@aptora.test" }), lead(2)]);
    const page = await view(store, "/desk?owner=stranger%40example.com");
    expect(page.problems).toEqual(["There is no such owner: every owner is shown."]);
    expect(page.items.map((item) => item.name)).toEqual(["Lead 1", "Lead 2"]);
    expect(page.filters.owner).toBeUndefined();
    expect(page.exportHref).toBe("/desk/export.csv");
    expect(queries.at(-1)!.owner).toBeUndefined();
    expect(page.choices.owners.map((choice) => choice.value)).not.toContain("stranger@example.com");
    // A staff member who owns nothing yet is someone: their filter is kept, and empty.
    const asha = await view(store, "/desk?owner=ravi%40aptora.test", ["ravi@aptora.test"]);
    expect(asha.problems).toEqual([]);
    expect(asha.items).toEqual([]);
  });

  it("drops a course the site does not have and says so, in the words of the other filters", () => {
    const courses = ["AWS Cloud Computing", "VLSI Design"];
    const read = (course: string) =>
      parseInboxParams(new URLSearchParams({ course, form: "callback" }), TZ, 50, { courses });
    expect(read("Underwater Basket Weaving")).toMatchObject({
      query: { tab: "leads", limit: 50, form: "callback" },
      values: { form: "callback" },
      problems: ["There is no such course: every course is shown."],
    });
    expect(read("VLSI Design").query.course).toBe("VLSI Design");
    expect(read("VLSI Design").problems).toEqual([]);
  });

  it("says a page address it cannot read once, however many it was given", () => {
    expect(parseInboxParams(new URLSearchParams({ before: "1", after: "2" }), TZ).problems).toEqual(
      ["That page address is not one of the inbox's: the first page is shown."],
    );
  });
});

describe("the inbox's page links", () => {
  it("offers the newest page from an older one, and not from the first page reached going back", async () => {
    const rows = [lead(1), lead(2)];
    const back = await view(storeOf(rows).store, "/desk?after=1742186700000~RCB%20Leads~x");
    expect(back.newerHref).toBeUndefined();
    expect(back.firstHref).toBeUndefined();
    const older = await view(
      storeOf(rows, { newer: true }).store,
      "/desk?before=1742186700000~RCB%20Leads~x",
    );
    expect(older.firstHref).toBe("/desk");
    expect(older.newerHref).toBeDefined();
    // A page past the end shows no lead: the way back to the newest stays.
    const empty = await view(storeOf([]).store, "/desk?before=1~RCB%20Leads~x");
    expect(empty.firstHref).toBe("/desk");
  });
});
