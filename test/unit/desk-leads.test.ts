// The lead desk's rules that need no store: what a save does over a colleague's change, how a
// lead is summarised for the inbox, how a typed search and the inbox's address are read, the
// follow-up time in the business's zone, the one-tap links, and the email's link to the lead.
import { describe, expect, it } from "vitest";
import { planChange, type ChangeRequest } from "#server/desk/lead/change";
import { parseInboxParams } from "#server/desk/inbox/query";
import { followUpValue, parseFollowUp, whatsappHref } from "#server/desk/lead/page";
import { leadSummary } from "#server/leads/summary";
import { searchTermsOf } from "#server/desk/search";
import { composeLeadEmail } from "#server/notify/email";
import type { LeadNotification } from "#server/notify/types";
import type { InboxRow } from "#server/store/desk";
import { callbackRow } from "../support/desk-rows";

const T0 = Date.parse("2025-03-17T04:45:00.000Z");
const TZ = "Asia/Kolkata";

const row = (change: Partial<InboxRow> = {}) => callbackRow("-OAbCdEfGhIjKlMnOpQr", T0, change);

const save = (change: Partial<ChangeRequest> = {}): ChangeRequest => ({
  by: "asha@aptora.test",
  at: T0 + 60_000,
  seen: { status: "new", owner: "", nextFollowUpAt: null },
  status: "new",
  lostReason: "",
  owner: "",
  nextFollowUpAt: null,
  note: "",
  ...change,
});

describe("a save on a lead", () => {
  it("moves the status, records who and when, and starts the time to first contact", () => {
    expect(
      planChange(row(), save({ status: "contacted", note: "  Called, will enrol  " })),
    ).toEqual({
      state: { status: "contacted", owner: "", firstContactAt: T0 + 60_000 },
      entry: {
        at: T0 + 60_000,
        by: "asha@aptora.test",
        status: { from: "new", to: "contacted" },
        note: "Called, will enrol",
      },
    });
  });

  it("keeps a colleague's change of a field this person left alone, and adds the note", () => {
    const changed = row({ owner: "ravi@aptora.test", status: "qualified", firstContactAt: T0 + 1 });
    expect(planChange(changed, save({ note: "Sent fees" }))).toEqual({
      state: { status: "qualified", owner: "ravi@aptora.test", firstContactAt: T0 + 1 },
      entry: { at: T0 + 60_000, by: "asha@aptora.test", note: "Sent fees" },
    });
  });

  it("refuses a change of a field a colleague changed meanwhile, naming it", () => {
    expect(
      planChange(
        row({ status: "lost", lostReason: "No budget" }),
        save({ status: "contacted", owner: "asha@aptora.test" }),
      ),
    ).toEqual({
      refused: ["status"],
    });
  });

  it("keeps the reason of a loss, the follow-up, and says when there is nothing to save", () => {
    const lost = planChange(
      row(),
      save({
        status: "lost",
        lostReason: "Joined another course",
        nextFollowUpAt: T0 + 86_400_000,
      }),
    );
    expect(lost).toMatchObject({
      state: {
        status: "lost",
        lostReason: "Joined another course",
        nextFollowUpAt: T0 + 86_400_000,
        firstContactAt: T0 + 60_000,
      },
      entry: {
        lostReason: "Joined another course",
        nextFollowUpAt: { from: null, to: T0 + 86_400_000 },
      },
    });
    expect(planChange(row(), save({ note: "   " }))).toEqual({ refused: [] });
  });
});

describe("the inbox's summary of a lead", () => {
  it("reads the name, ten-digit phone, course, plan and where the visit came from", () => {
    expect(
      leadSummary(
        "enrollment",
        {
          fullName: "Ravi",
          email: "r@example.com",
          contactNumber: "9123456780",
          instituteName: "IIT",
          url: "https://x.example/ece/vlsi",
          date: "d",
        },
        {
          plan: "Advanced",
          attribution: { utm_source: "Google", utm_medium: "CPC", utm_campaign: "Spring" },
        },
      ),
    ).toEqual({
      form: "enrollment",
      tab: "leads",
      name: "Ravi",
      email: "r@example.com",
      phone: "9123456780",
      course: "VLSI Design",
      plan: "Advanced",
      source: "google / cpc",
      campaign: "spring",
    });
    expect(
      leadSummary(
        "contact",
        { name: "A", email: "a@x.in", subject: "s", message: "m", date: "d" },
        { attribution: { referrer: "www.bing.com" } },
      ),
    ).toMatchObject({
      phone: "",
      course: "",
      source: "www.bing.com",
    });
    expect(leadSummary("newsletter", { email: "n@x.in", date: "d" }, undefined)).toMatchObject({
      tab: "newsletter",
      source: "direct",
      name: "",
    });
  });
});

describe("a search as staff type it", () => {
  it.each([
    ["+91 98765 43210", { phone: "9876543210" }],
    ["098765-43210", { phone: "9876543210" }],
    ["0 98765", { phone: "98765" }],
    ["priya.s@", { email: "priya.s@" }],
    ["Priya", { words: ["priya"], email: "priya" }],
    ["  Priya   SHARMA ", { words: ["priya", "sharma"] }],
  ])("%j", (typed, terms) => {
    expect(searchTermsOf(typed)).toEqual(terms);
  });
});

describe("the inbox's address", () => {
  it("takes the filters it understands and says which it left out, keeping the rest", () => {
    const params = new URLSearchParams({
      form: "callback",
      status: "maybe",
      from: "2025-03-01",
      to: "2025-03-31",
      source: " Google / CPC ",
      q: "+91 98765",
      owner: "none",
    });
    const { query, values, problems } = parseInboxParams(params, TZ);
    expect(query).toEqual({
      tab: "leads",
      limit: 50,
      form: "callback",
      owner: "",
      source: "google / cpc",
      from: Date.parse("2025-02-28T18:30:00.000Z"),
      to: Date.parse("2025-03-31T18:30:00.000Z"),
      search: { phone: "98765" },
    });
    expect(values).toMatchObject({ form: "callback", from: "2025-03-01", q: "+91 98765" });
    expect(problems).toEqual(["There is no such status: every status is shown."]);
    expect(
      parseInboxParams(
        new URLSearchParams({ from: "2025-02-31", to: "2025-13-01", before: "x" }),
        TZ,
      ).problems,
    ).toEqual([
      "The from date is not a date (YYYY-MM-DD): it was left out.",
      "The to date is not a date (YYYY-MM-DD): it was left out.",
      "That page address is not one of the inbox's: the first page is shown.",
    ]);
    // A real day before any lead was stored is out of range, not "not a date".
    expect(
      parseInboxParams(new URLSearchParams({ from: "1999-12-31", to: "0999-02-29" }), TZ).problems,
    ).toEqual([
      "The from date is out of range (2000-01-01 to 9999-12-31): it was left out.",
      "The to date is not a date (YYYY-MM-DD): it was left out.",
    ]);
  });
});

describe("the next follow-up and the one-tap links", () => {
  it("reads and writes the follow-up in the business's zone, and refuses a day that does not exist", () => {
    const at = parseFollowUp("2025-03-18T10:30", TZ);
    expect(at).toBe(Date.parse("2025-03-18T05:00:00.000Z"));
    expect(followUpValue(at, TZ)).toBe("2025-03-18T10:30");
    expect(parseFollowUp("2025-02-30T10:30", TZ)).toBeUndefined();
    expect(parseFollowUp("tomorrow", TZ)).toBeUndefined();
  });

  it("opens WhatsApp for a ten-digit Indian mobile number only", () => {
    expect(whatsappHref("9876543210")).toBe("https://wa.me/919876543210");
    expect(whatsappHref("+91 98765 43210")).toBe("https://wa.me/919876543210");
    expect(whatsappHref("1234567890")).toBeUndefined();
    expect(whatsappHref("")).toBeUndefined();
  });
});

describe("the notification email's way to the lead", () => {
  const lead: LeadNotification = {
    id: "-OAbCdEfGhIjKlMnOpQr",
    form: "callback",
    list: "RCB Leads",
    record: {
      fullName: "Priya",
      phone: "9876543210",
      email: "priya@example.com",
      course: "AWS",
      date: "17th Mar 2025 10:15AM",
      source: "/",
    },
    storedAt: new Date(T0).toISOString(),
  };
  const options = {
    from: "leads@aptora.test",
    to: "sales@aptora.test",
    timeZone: TZ,
    siteName: "Aptora Learning",
  };

  it("links straight to the lead's page from SITE_URL", () => {
    const email = composeLeadEmail(lead, { ...options, siteUrl: "https://www.aptora.test" });
    const link = "https://www.aptora.test/desk/leads/RCB%20Leads/-OAbCdEfGhIjKlMnOpQr";
    expect(email.text).toContain(`Work it on the desk: ${link}`);
    expect(email.html).toContain(`<a href="${link}">${link}</a>`);
  });

  it("says how to find the lead on the desk without SITE_URL", () => {
    const email = composeLeadEmail(lead, options);
    expect(email.text).toContain(
      "Work it on the desk: sign in at /desk on this site and search for priya@example.com",
    );
    expect(email.html).not.toContain("/desk/leads/");
  });
});
