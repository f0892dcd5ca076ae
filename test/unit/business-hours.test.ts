import { describe, expect, it } from "vitest";
import {
  DEFAULT_BUSINESS_HOURS,
  describeBusinessHours,
  openingHoursText,
  parseBusinessHours,
  type WeeklyHours,
} from "#shared/business-hours";
import {
  businessClock,
  businessDeadline,
  businessTimeBetween,
} from "#server/desk/owners/business-hours";
import {
  isOverdue,
  slaAt,
  slaDeadline,
  surelyDueAfter,
  timeToFirstContact,
  type Sla,
} from "#server/desk/owners/sla";
import { parseConfig } from "#server/settings";

const zone = "Asia/Kolkata";
const hours = parseBusinessHours(DEFAULT_BUSINESS_HOURS)!;
/** An instant written as Kolkata wall time. */
const at = (local: string) => new Date(`${local}+05:30`).getTime();
const iso = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");
const MIN = 60_000;

describe("BUSINESS_HOURS as written", () => {
  it("reads the default as Monday to Saturday, 10:00 to 19:00, and says it as the Contact page does", () => {
    expect(hours[0]).toEqual([]);
    for (const day of [1, 2, 3, 4, 5, 6]) expect(hours[day]).toEqual([{ start: 600, end: 1140 }]);
    expect(describeBusinessHours(hours)).toBe("Monday to Saturday, 10 am to 7 pm");
    expect(openingHoursText(hours, zone)).toBe("Monday to Saturday, 10 am to 7 pm IST");
  });

  it("reads several parts, lists of days, ranges through the weekend and split days", () => {
    const week = parseBusinessHours("Mon-Fri 09:30-18:00; Sat 10:00-14:00")!;
    expect(week[5]).toEqual([{ start: 570, end: 1080 }]);
    expect(week[6]).toEqual([{ start: 600, end: 840 }]);
    expect(week[0]).toEqual([]);
    expect(describeBusinessHours(week)).toBe(
      "Monday to Friday, 9:30 am to 6 pm; Saturday, 10 am to 2 pm",
    );
    const split = parseBusinessHours("mon, wed,friday 10:00-13:00, 14:00-24:00")!;
    expect(split[3]).toEqual([
      { start: 600, end: 780 },
      { start: 840, end: 1440 },
    ]);
    expect(split[2]).toEqual([]);
    expect(describeBusinessHours(split)).toBe(
      "Monday, 10 am to 1 pm and 2 pm to midnight; Wednesday, 10 am to 1 pm and 2 pm to midnight; Friday, 10 am to 1 pm and 2 pm to midnight",
    );
    expect(parseBusinessHours("Sat-Mon 10:00-12:00")!.map((spans) => spans.length)).toEqual([
      1, 1, 0, 0, 0, 0, 1,
    ]);
  });

  it.each([
    "",
    "10:00-19:00",
    "Mon-Sat",
    "Mon-Sat 19:00-10:00",
    "Mon-Sat 10:00-10:00",
    "Mon-Sat 10:00-25:00",
    "Mon-Sat 10:60-12:00",
    "Mo-Sa 10:00-19:00",
    "Funday 10:00-19:00",
    "Mon 10:00-14:00; Mon 13:00-18:00",
    "Mon-Sat 10-19",
  ])("refuses %j", (text) => {
    expect(parseBusinessHours(text)).toBeUndefined();
  });

  it("is a setting: the default when unset or blank, refused at start when unreadable", () => {
    expect(parseConfig({}).BUSINESS_HOURS).toEqual(hours);
    expect(parseConfig({ BUSINESS_HOURS: " " }).BUSINESS_HOURS).toEqual(hours);
    expect(parseConfig({}).LEAD_SLA_MINUTES).toBe(60);
    expect(() => parseConfig({ BUSINESS_HOURS: "Mon-Sat 19:00-10:00" })).toThrow(
      /BUSINESS_HOURS must be days and hours such as "Mon-Sat 10:00-19:00"/,
    );
    expect(() => parseConfig({ LEAD_SLA_MINUTES: "0" })).toThrow(
      /LEAD_SLA_MINUTES must be a whole number of minutes from 1 to 10080/,
    );
    expect(() => parseConfig({ LEADS_ESCALATE_TO: "head@example.com" })).toThrow(
      /SMTP_URL must be set when LEADS_ESCALATE_TO is set/,
    );
    expect(() => parseConfig({ LEADS_ESCALATE_TO: "not an address" })).toThrow(
      /LEADS_ESCALATE_TO must be comma-separated email addresses/,
    );
  });
});

describe("time counted in business hours", () => {
  it("counts only open time, across a night", () => {
    expect(
      businessTimeBetween(at("2026-11-26T18:30:00"), at("2026-11-27T10:30:00"), hours, zone),
    ).toBe(60 * MIN);
    expect(
      businessTimeBetween(at("2026-11-26T11:00:00"), at("2026-11-26T11:45:00"), hours, zone),
    ).toBe(45 * MIN);
    expect(
      businessTimeBetween(at("2026-11-26T20:00:00"), at("2026-11-27T09:00:00"), hours, zone),
    ).toBe(0);
    expect(
      businessTimeBetween(at("2026-11-27T09:00:00"), at("2026-11-26T20:00:00"), hours, zone),
    ).toBe(0);
  });

  it("skips Sunday: a lead on Saturday evening waits until Monday", () => {
    expect(iso(businessDeadline(at("2026-11-28T18:30:00"), 60, hours, zone))).toBe(
      iso(at("2026-11-30T10:30:00")),
    );
    expect(
      businessTimeBetween(at("2026-11-28T18:30:00"), at("2026-11-30T10:30:00"), hours, zone),
    ).toBe(60 * MIN);
  });

  it("starts a lead that arrives outside hours at the next opening", () => {
    expect(iso(businessDeadline(at("2026-11-26T07:15:00"), 60, hours, zone))).toBe(
      iso(at("2026-11-26T11:00:00")),
    );
    expect(iso(businessDeadline(at("2026-11-26T22:00:00"), 60, hours, zone))).toBe(
      iso(at("2026-11-27T11:00:00")),
    );
    expect(iso(businessDeadline(at("2026-11-29T12:00:00"), 60, hours, zone))).toBe(
      iso(at("2026-11-30T11:00:00")),
    );
  });

  it("ends at closing time exactly when the minutes run out there", () => {
    expect(iso(businessDeadline(at("2026-11-26T18:00:00"), 60, hours, zone))).toBe(
      iso(at("2026-11-26T19:00:00")),
    );
  });

  it("crosses month and year ends", () => {
    expect(iso(businessDeadline(at("2026-01-31T18:45:00"), 30, hours, zone))).toBe(
      iso(at("2026-02-02T10:15:00")),
    );
    expect(iso(businessDeadline(at("2026-12-31T18:00:00"), 120, hours, zone))).toBe(
      iso(at("2027-01-01T11:00:00")),
    );
    expect(iso(businessDeadline(at("2027-01-02T18:30:00"), 60, hours, zone))).toBe(
      iso(at("2027-01-04T10:30:00")),
    );
    expect(
      businessTimeBetween(at("2026-12-31T18:00:00"), at("2027-01-04T10:30:00"), hours, zone),
    ).toBe((60 + 540 + 540 + 30) * MIN);
  });

  it("spans more than a week of open time", () => {
    // 54 open hours a week: 60 hours from Thursday 10:00 is the next Thursday 16:00.
    expect(iso(businessDeadline(at("2026-11-26T10:00:00"), 60 * 60, hours, zone))).toBe(
      iso(at("2026-12-03T16:00:00")),
    );
  });

  it("follows the zone's own clock change (New York, 8 March 2026)", () => {
    const week: WeeklyHours = parseBusinessHours("Sun 00:00-24:00")!;
    // The night of the change has 23 hours.
    expect(
      businessTimeBetween(
        Date.parse("2026-03-08T05:00:00Z"),
        Date.parse("2026-03-09T05:00:00Z"),
        week,
        "America/New_York",
      ),
    ).toBe(23 * 60 * MIN);
  });
});

describe("the prepared clock of a report", () => {
  it("gives the same answers as the plain arithmetic, across nights, Sundays and a year end", () => {
    const from = at("2026-12-24T08:00:00");
    const to = at("2027-01-08T20:00:00");
    const clock = businessClock(hours, zone, from, to);
    const split = parseBusinessHours("Mon-Fri 09:30-13:00, 14:00-18:00; Sat 10:00-14:00")!;
    const splitClock = businessClock(split, zone, from, to);
    // A fixed walk of instants, some on openings and closings exactly.
    const instants = Array.from({ length: 60 }, (_, i) => from + ((i * 21_011_000) % (to - from)));
    instants.push(at("2026-12-26T19:00:00"), at("2026-12-28T10:00:00"), at("2027-01-01T13:00:00"));
    for (const start of instants) {
      for (const minutes of [1, 60, 539, 540, 541, 3000]) {
        expect(clock.deadline(start, minutes)).toBe(businessDeadline(start, minutes, hours, zone));
        expect(splitClock.deadline(start, minutes)).toBe(
          businessDeadline(start, minutes, split, zone),
        );
      }
      for (const end of [start + 45 * MIN, start + 26 * 60 * MIN, to]) {
        expect(clock.timeBetween(start, end)).toBe(businessTimeBetween(start, end, hours, zone));
        expect(splitClock.timeBetween(start, end)).toBe(
          businessTimeBetween(start, end, split, zone),
        );
      }
    }
    // Outside its range it still answers.
    expect(clock.deadline(at("2026-12-01T10:00:00"), 60)).toBe(at("2026-12-01T11:00:00"));
  });
});

describe("the lead's SLA", () => {
  const sla: Sla = { minutes: 60, hours, timeZone: zone };
  const arrivedAt = at("2026-11-28T18:30:00");

  it("is overdue once its business hour has passed with nobody contacting it", () => {
    expect(iso(slaDeadline(arrivedAt, sla))).toBe(iso(at("2026-11-30T10:30:00")));
    expect(isOverdue({ arrivedAt }, at("2026-11-29T23:00:00"), sla)).toBe(false);
    expect(isOverdue({ arrivedAt }, at("2026-11-30T10:29:59"), sla)).toBe(false);
    expect(isOverdue({ arrivedAt }, at("2026-11-30T10:30:00"), sla)).toBe(true);
  });

  it("is answered alike by the inbox's prepared clock, for leads of any age", () => {
    expect(surelyDueAfter(sla)).toBe(14 * 24 * 60 * MIN);
    expect(surelyDueAfter({ minutes: 60, hours: parseBusinessHours("Sat 10:00-10:30")! })).toBe(
      21 * 24 * 60 * MIN,
    );
    const now = at("2026-11-30T10:45:00");
    const fast = slaAt(sla, now);
    for (let ago = 0; ago < 40 * 24 * 60; ago += 97) {
      const row = { arrivedAt: now - ago * MIN };
      expect(isOverdue(row, now, fast)).toBe(isOverdue(row, now, sla));
      // Past that span the deadline has surely passed: the shortcut never marks a lead early.
      if (ago * MIN >= surelyDueAfter(sla) && ago % 5 === 0)
        expect(slaDeadline(row.arrivedAt, sla)).toBeLessThanOrEqual(now);
    }
  });

  it("is never overdue once contacted, and its time to first contact is business time", () => {
    const contacted = { arrivedAt, firstContactAt: at("2026-11-30T10:20:00") };
    expect(isOverdue(contacted, at("2026-12-30T10:00:00"), sla)).toBe(false);
    expect(timeToFirstContact(contacted, sla)).toBe(50 * MIN);
    expect(timeToFirstContact({ arrivedAt }, sla)).toBeUndefined();
  });
});
