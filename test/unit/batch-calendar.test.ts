// The batch calendar: a batch on the first of every month, enrollment closing at the end of
// the third day before, dated exceptions; "today" read in the business time zone, across
// month and year ends; and the instant pages must stop being served because it changes.
import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { pagesChangeAt } from "#server/web/page-expiry";
import {
  batchCalendar,
  batchLine,
  batchView,
  calendarProblems,
  enrollmentClosesAt,
  nextBatch,
  nextBatchChange,
  type BatchCalendar,
} from "#shared/catalogue/batches";
import { coursePath } from "#shared/catalogue/helpers";
import { courses } from "#shared/catalogue/courses";

const IST = "Asia/Kolkata";
const AWS = "/computerscience/aws";
/** The rule alone, without exceptions. */
const monthly: BatchCalendar = { startDay: 1, enrollDaysBefore: 3, exceptions: [] };
const at = (iso: string) => new Date(iso);
const next = (now: string, timeZone = IST, calendar = monthly, course = AWS) =>
  nextBatch(at(now), timeZone, course, calendar);
const line = (now: string, timeZone = IST, calendar = monthly, course = AWS) =>
  batchLine(batchView(next(now, timeZone, calendar, course)));

describe("the monthly rule", () => {
  it("gives the next batch and the last day to enroll, as cards and course pages say it", () => {
    expect(next("2026-11-26T08:00:00Z")).toEqual({ start: "2026-12-01", enrollBy: "2026-11-28" });
    expect(line("2026-11-26T08:00:00Z")).toBe("Next batch: Tue 1 Dec 2026 · enroll by 28 Nov");
  });

  it("moves to the following month once the last day to enroll is over, at midnight in the business zone", () => {
    // 23:59:59 and 00:00:00 in Kolkata, 28 and 29 November.
    expect(next("2026-11-28T18:29:59Z").start).toBe("2026-12-01");
    expect(next("2026-11-28T18:30:00Z")).toEqual({ start: "2027-01-01", enrollBy: "2026-12-29" });
    expect(enrollmentClosesAt(next("2026-11-28T18:29:59Z"), IST)).toBe(
      at("2026-11-28T18:30:00Z").getTime(),
    );
  });

  it("reads today in the business time zone, not the server's", () => {
    // 20:00 UTC on 28 November: already the 29th in Kolkata, still the 28th in UTC and in Los Angeles.
    expect(next("2026-11-28T20:00:00Z", IST).start).toBe("2027-01-01");
    expect(next("2026-11-28T20:00:00Z", "UTC").start).toBe("2026-12-01");
    expect(next("2026-11-28T20:00:00Z", "America/Los_Angeles").start).toBe("2026-12-01");
    expect(
      enrollmentClosesAt(
        next("2026-11-28T20:00:00Z", "America/Los_Angeles"),
        "America/Los_Angeles",
      ),
    ).toBe(at("2026-11-29T08:00:00Z").getTime());
  });

  it("crosses the year end, naming the year of a last day to enroll that is not the start's", () => {
    expect(line("2026-12-29T18:29:59Z")).toBe("Next batch: Fri 1 Jan 2027 · enroll by 29 Dec 2026");
    expect(line("2026-12-29T18:30:00Z")).toBe("Next batch: Mon 1 Feb 2027 · enroll by 29 Jan");
    expect(next("2026-12-31T20:00:00Z").start).toBe("2027-02-01");
  });

  it("crosses month ends of every length, leap years included", () => {
    expect(next("2027-02-20T06:00:00Z")).toEqual({ start: "2027-03-01", enrollBy: "2027-02-26" });
    expect(next("2028-02-20T06:00:00Z")).toEqual({ start: "2028-03-01", enrollBy: "2028-02-27" });
    expect(next("2027-04-28T06:00:00Z")).toEqual({ start: "2027-05-01", enrollBy: "2027-04-28" });
    expect(next("2027-04-28T18:30:00Z")).toEqual({ start: "2027-06-01", enrollBy: "2027-05-29" });
  });
});

describe("dated exceptions", () => {
  const calendar: BatchCalendar = {
    ...monthly,
    exceptions: [
      { month: "2027-01", starts: "2027-01-04", reason: "New Year" },
      { month: "2027-02", starts: null, reason: "no February batch" },
      {
        month: "2027-03",
        starts: "2027-03-08",
        enrollBy: "2027-03-01",
        reason: "a trainer's leave",
        courses: [AWS],
      },
    ],
  };

  it("move a month's batch, with its last day to enroll counted from the new start", () => {
    expect(next("2026-12-15T06:00:00Z", IST, calendar)).toEqual({
      start: "2027-01-04",
      enrollBy: "2027-01-01",
    });
    expect(line("2026-12-15T06:00:00Z", IST, calendar)).toBe(
      "Next batch: Mon 4 Jan 2027 · enroll by 1 Jan",
    );
  });

  it("cancel a month's batch: the next one is the month after", () => {
    expect(next("2027-01-02T06:00:00Z", IST, calendar, "/ece/vlsi")).toEqual({
      start: "2027-03-01",
      enrollBy: "2027-02-26",
    });
  });

  it("apply to the courses they name only, with their own last day to enroll", () => {
    expect(next("2027-01-02T06:00:00Z", IST, calendar, AWS)).toEqual({
      start: "2027-03-08",
      enrollBy: "2027-03-01",
    });
    // The other courses' March batch closes on 26 February; AWS's on 1 March: the first change is the others'.
    expect(nextBatchChange(at("2027-01-02T06:00:00Z"), IST, calendar)).toBe(
      at("2027-02-26T18:30:00Z").getTime(),
    );
    expect(nextBatchChange(at("2027-02-27T06:00:00Z"), IST, calendar)).toBe(
      at("2027-03-01T18:30:00Z").getTime(),
    );
  });

  it("are checked: real days within their month, enrollment before the start, known courses, one change per month", () => {
    expect(calendarProblems(calendar, [AWS])).toEqual([]);
    expect(
      calendarProblems(
        {
          ...monthly,
          exceptions: [
            { month: "2027-13", starts: null, reason: "" },
            { month: "2027-01", starts: "2027-02-02", reason: "" },
            { month: "2027-04", starts: "2027-04-31", reason: "" },
            { month: "2027-05", starts: "2027-05-03", enrollBy: "2027-05-04", reason: "" },
            { month: "2027-05", starts: "2027-05-10", reason: "" },
            { month: "2027-06", starts: "2027-06-07", courses: ["/cooking/pasta"], reason: "" },
          ],
        },
        [AWS],
      ),
    ).toEqual([
      "exception for 2027-13: the month must be written yyyy-mm",
      "exception for 2027-01: the start must be a day of that month",
      "exception for 2027-04: the start must be a day of that month",
      "exception for 2027-05: the last day to enroll is after the start",
      "exception for 2027-05: the month is changed twice for every course",
      "exception for 2027-06: /cooking/pasta is not a course",
    ]);
  });
});

describe("the site's calendar", () => {
  const paths = courses.map(coursePath);

  it("is well formed", () => {
    expect(calendarProblems(batchCalendar, paths)).toEqual([]);
  });

  it("gives every course a batch starting within two months, on every day of the next three years", () => {
    // Courses no exception names all have the same batches: one of them stands for the rest.
    const named = new Set(batchCalendar.exceptions.flatMap((exception) => exception.courses ?? []));
    const checked = [paths.find((path) => !named.has(path))!, ...named];
    const wrong: string[] = [];
    for (let day = 0; day < 3 * 366; day++) {
      const now = new Date(Date.UTC(2026, 10, 1, 6) + day * 86_400_000);
      const today = now.toISOString().slice(0, 10);
      for (const path of checked) {
        const batch = nextBatch(now, IST, path);
        if (!(
          batch.enrollBy >= today &&
          batch.start >= batch.enrollBy &&
          Date.parse(batch.start) - now.getTime() < 62 * 86_400_000
        ))
          wrong.push(`${path} on ${today}: ${JSON.stringify(batch)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("when pages change", () => {
  it("is the next batch change, or the new year in the business zone when that comes first (the footer's year)", () => {
    const beforeChange = at("2026-11-20T06:00:00Z");
    expect(pagesChangeAt(beforeChange, IST)).toBe(nextBatchChange(beforeChange, IST));
    const lateDecember = at("2026-12-30T06:00:00Z");
    const newYear = new TZDate(2027, 0, 1, IST).getTime();
    expect(newYear).toBe(at("2026-12-31T18:30:00Z").getTime());
    expect(pagesChangeAt(lateDecember, IST)).toBe(
      Math.min(nextBatchChange(lateDecember, IST), newYear),
    );
    expect(pagesChangeAt(lateDecember, IST)).toBeLessThanOrEqual(newYear);
  });
});
