// Business hours as BUSINESS_HOURS writes them, time counted in them in the business's zone
// (server/desk/owners/business-hours.ts) and the lead's SLA (sla.ts): exact instants, closing
// times, Sundays, a clock change; the clock is always given. They run in the mutation run.
import { TZDate } from "@date-fns/tz";
import { describe, expect, it, vi } from "vitest";
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
  slaOf,
  slaText,
  surelyDueAfter,
  timeToFirstContact,
  type Sla,
} from "#server/desk/owners/sla";

const zone = "Asia/Kolkata";
const hours = parseBusinessHours(DEFAULT_BUSINESS_HOURS)!;
/** An instant written as Kolkata wall time. */
const at = (local: string) => new Date(`${local}+05:30`).getTime();
const iso = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");
const MIN = 60_000;
const HOUR = 60 * MIN;

/** How many local days the arithmetic works through in the zone while `run` runs. */
function daysWorkedThrough(run: () => void): number {
  const reads = vi.spyOn(TZDate.prototype, "getDay");
  try {
    run();
    return reads.mock.calls.length;
  } finally {
    reads.mockRestore();
  }
}

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

  it("never counts a closing minute as open: no time at all from a closing time is the next opening", () => {
    expect(iso(businessDeadline(at("2026-11-26T19:00:00"), 0, hours, zone))).toBe(
      iso(at("2026-11-27T10:00:00")),
    );
    expect(iso(businessDeadline(at("2026-11-26T18:59:00"), 1, hours, zone))).toBe(
      iso(at("2026-11-26T19:00:00")),
    );
  });

  it("counts every hour of a week open day and night, and nothing in a week with no hours", () => {
    const always = parseBusinessHours("Mon-Sun 00:00-24:00")!;
    expect(
      businessTimeBetween(at("2026-11-27T18:00:00"), at("2026-11-30T06:00:00"), always, zone),
    ).toBe(60 * HOUR);
    expect(iso(businessDeadline(at("2026-11-28T23:30:00"), 60, always, zone))).toBe(
      iso(at("2026-11-29T00:30:00")),
    );
    const closed: WeeklyHours = [[], [], [], [], [], [], []];
    expect(
      businessTimeBetween(at("2026-11-26T10:00:00"), at("2026-12-26T10:00:00"), closed, zone),
    ).toBe(0);
    expect(() => businessDeadline(at("2026-11-26T10:00:00"), 60, closed, zone)).toThrow(
      "business hours have no open time",
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
  // A report made on Thursday 24 December at 8 am for the days up to Monday 4 January, 10 am: its
  // periods run to that Monday's closing.
  const from = at("2026-12-24T08:00:00");
  const to = at("2027-01-04T10:00:00");
  const lastClosing = at("2027-01-04T19:00:00");

  it("answers from its list, working through no day again, from its start to its last closing", () => {
    const clock = businessClock(hours, zone, from, to);
    const open = businessTimeBetween(from, lastClosing, hours, zone);
    // Ten open days of nine hours: the hours as written close on Sundays only (no holidays).
    expect(open).toBe(10 * 9 * HOUR);
    const days = daysWorkedThrough(() => {
      expect(clock.timeBetween(from, lastClosing)).toBe(open);
      expect(clock.timeBetween(at("2026-12-31T12:00:00"), at("2027-01-04T10:30:00"))).toBe(
        (7 + 9 + 9 + 0.5) * HOUR,
      );
      expect(clock.timeBetween(lastClosing, from)).toBe(0);
      expect(clock.timeBetween(at("2026-12-24T12:00:00"), at("2026-12-24T11:00:00"))).toBe(0);
      expect(iso(clock.deadline(from, 60))).toBe(iso(at("2026-12-24T11:00:00")));
      // The whole of its open time runs out at its last closing.
      expect(iso(clock.deadline(from, open / MIN))).toBe(iso(lastClosing));
      // A question on an opening time exactly.
      expect(clock.timeBetween(at("2026-12-28T10:00:00"), at("2026-12-28T10:30:00"))).toBe(
        30 * MIN,
      );
    });
    expect(days).toBe(0);
  });

  it("works out what lies outside its list with the plain arithmetic", () => {
    const clock = businessClock(hours, zone, from, to);
    // Past the last closing: Tuesday's first two hours count.
    expect(clock.timeBetween(at("2027-01-04T18:00:00"), at("2027-01-05T12:00:00"))).toBe(3 * HOUR);
    // Before its start: Wednesday the 23rd's last hour counts.
    expect(clock.timeBetween(at("2026-12-23T18:00:00"), at("2026-12-24T11:00:00"))).toBe(2 * HOUR);
    expect(iso(clock.deadline(at("2026-12-23T18:30:00"), 60))).toBe(iso(at("2026-12-24T10:30:00")));
    expect(iso(clock.deadline(at("2027-01-04T18:30:00"), 60))).toBe(iso(at("2027-01-05T10:30:00")));
    expect(
      daysWorkedThrough(() => clock.timeBetween(from, at("2027-01-05T12:00:00"))),
    ).toBeGreaterThan(0);
  });

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

  it("is surely up after the weeks that hold its minutes of open time, rounded up, and one more", () => {
    expect(surelyDueAfter(sla)).toBe(14 * 24 * 60 * MIN);
    expect(surelyDueAfter({ minutes: 60, hours: parseBusinessHours("Sat 10:00-10:30")! })).toBe(
      21 * 24 * 60 * MIN,
    );
  });

  it("marks a lead that waited that span overdue without working out its deadline", () => {
    const now = at("2026-11-30T10:45:00");
    const span = surelyDueAfter(sla);
    let overdue: boolean[] = [];
    expect(
      daysWorkedThrough(() => {
        overdue = [isOverdue({ arrivedAt: now - span }, now, sla)];
      }),
    ).toBe(0);
    expect(
      daysWorkedThrough(() => {
        overdue.push(isOverdue({ arrivedAt: now - span + 1 }, now, sla));
      }),
    ).toBeGreaterThan(0);
    expect(overdue).toEqual([true, true]);
  });

  it("prepares the inbox's clock once: its leads are answered without working through days", () => {
    const own: Sla = { minutes: 75, hours, timeZone: zone };
    const now = at("2026-11-30T10:45:00");
    const fast = slaAt(own, now);
    const rows = Array.from({ length: 50 }, (_, i) => ({ arrivedAt: now - i * 7 * HOUR }));
    let answers: boolean[] = [];
    expect(daysWorkedThrough(() => (answers = rows.map((row) => isOverdue(row, now, fast))))).toBe(
      0,
    );
    expect(answers).toEqual(rows.map((row) => isOverdue(row, now, own)));
  });

  it("keeps one prepared clock per setting until a day has passed, then prepares it again", () => {
    const own: Sla = { minutes: 80, hours, timeZone: zone };
    const now = at("2026-11-30T10:45:00");
    const clock = slaAt(own, now).clock;
    expect(clock).toBeDefined();
    expect(slaAt(own, now).clock).toBe(clock);
    expect(slaAt(own, now + HOUR).clock).toBe(clock);
    expect(slaAt(own, now + 24 * HOUR).clock).toBe(clock);
    const nextDay = slaAt(own, now + 24 * HOUR + 1).clock;
    expect(nextDay).not.toBe(clock);
    // Asked about an earlier moment than it covers, it prepares one for that moment.
    expect(slaAt(own, now + 24 * HOUR + 1).clock).toBe(nextDay);
    expect(slaAt(own, now).clock).not.toBe(nextDay);
    // Other hours get their own clock, and their own answers.
    const split: Sla = {
      minutes: 80,
      hours: parseBusinessHours("Mon-Fri 09:30-13:00, 14:00-18:00")!,
      timeZone: zone,
    };
    const splitClock = slaAt(split, now).clock;
    expect(splitClock).not.toBe(slaAt(own, now).clock);
    const arrivedAt = at("2026-11-30T12:30:00");
    expect(iso(slaDeadline(arrivedAt, slaAt(split, now)))).toBe(iso(at("2026-11-30T14:50:00")));
    expect(iso(slaDeadline(arrivedAt, slaAt(own, now)))).toBe(iso(at("2026-11-30T13:50:00")));
  });

  it("keeps the clocks of 17 settings at most: an 18th starts the list afresh", () => {
    const now = at("2026-11-30T10:45:00");
    // Settings no other test uses.
    const setting = (minutes: number): Sla => ({ minutes, hours, timeZone: zone });
    const first = setting(1000);
    let clock = slaAt(first, now).clock;
    // Whatever the list held before, it is emptied within 17 new settings.
    let next = 1001;
    while (slaAt(first, now).clock === clock) {
      expect(next).toBeLessThan(1020);
      slaAt(setting(next++), now);
    }
    // Now it holds that last setting and the first one again.
    clock = slaAt(first, now).clock;
    for (let more = 0; more < 15; more++) slaAt(setting(next++), now);
    expect(slaAt(first, now).clock).toBe(clock);
    slaAt(setting(next++), now);
    expect(slaAt(first, now).clock).not.toBe(clock);
  });

  it("is read from the settings and said in words", () => {
    const week = parseBusinessHours("Mon-Fri 09:30-18:00; Sat 10:00-14:00")!;
    const read = slaOf({ LEAD_SLA_MINUTES: 90, BUSINESS_HOURS: week, SITE_TIME_ZONE: zone });
    expect(read).toEqual({ minutes: 90, hours: week, timeZone: zone });
    expect(slaText(read)).toBe(
      "90 minutes of business hours (Monday to Friday, 9:30 am to 6 pm; Saturday, 10 am to 2 pm IST)",
    );
  });

  it("is never overdue once contacted, and its time to first contact is business time", () => {
    const contacted = { arrivedAt, firstContactAt: at("2026-11-30T10:20:00") };
    expect(isOverdue(contacted, at("2026-12-30T10:00:00"), sla)).toBe(false);
    expect(timeToFirstContact(contacted, sla)).toBe(50 * MIN);
    expect(timeToFirstContact({ arrivedAt }, sla)).toBeUndefined();
  });

  it("is answered alike by the inbox's prepared clock, for leads of any age", () => {
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
});
