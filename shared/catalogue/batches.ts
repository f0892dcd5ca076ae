// The batch calendar's rule at work: a course's next batch on a given day, when that
// changes, and how pages write it. Dates are calendar days in the business time zone
// (SITE_TIME_ZONE): "today" is read there, and a batch changes at midnight there. Read on the
// server only (loaders, the REST gateway, the page cache): pages get the dates as text
// through their loaders, and carry no date code.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns/format";
import { formatInZone } from "../dates";
import {
  batchCalendar,
  type BatchCalendar,
  type BatchException,
  type IsoDay,
} from "./batch-calendar";
import type { CourseCard } from "./types";

export { batchCalendar, type BatchCalendar, type BatchException, type IsoDay };

/** One batch of a course: when it starts and the last day to enroll for it. */
export interface Batch {
  start: IsoDay;
  enrollBy: IsoDay;
}

const dayParts = (day: IsoDay) => day.split("-").map(Number) as [number, number, number];

/** The calendar day `days` after `day` (before it when negative). */
export function addDays(day: IsoDay, days: number): IsoDay {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const monthOf = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/**
 * The exception for `month` that applies to `course`: one naming the course wins over one for every
 * course.
 */
function exceptionFor(
  calendar: BatchCalendar,
  month: string,
  course: string,
): BatchException | undefined {
  const forMonth = calendar.exceptions.filter((exception) => exception.month === month);
  return (
    forMonth.find((exception) => exception.courses?.includes(course)) ??
    forMonth.find((exception) => exception.courses === undefined)
  );
}

/** The batch `course` has in a month, or undefined when that month has none. */
export function batchInMonth(
  calendar: BatchCalendar,
  year: number,
  month: number,
  course: string,
): Batch | undefined {
  const key = monthOf(year, month);
  const exception = exceptionFor(calendar, key, course);
  if (exception?.starts === null) return undefined;
  const start = exception?.starts ?? `${key}-${String(calendar.startDay).padStart(2, "0")}`;
  return { start, enrollBy: exception?.enrollBy ?? addDays(start, -calendar.enrollDaysBefore) };
}

/**
 * Months looked ahead for a batch; the calendar's own test makes sure one is always found well
 * within.
 */
const MONTHS_AHEAD = 24;

/**
 * The next batch of `course` a student can still join at `now`: the first whose last day to
 * enroll is today or later, today being read in `timeZone`.
 */
export function nextBatch(
  now: Date,
  timeZone: string,
  course: string,
  calendar: BatchCalendar = batchCalendar,
): Batch {
  const today = formatInZone(now, timeZone, "yyyy-MM-dd");
  const [year, month] = dayParts(today);
  for (let ahead = 0; ahead <= MONTHS_AHEAD; ahead++) {
    const batch = batchInMonth(
      calendar,
      year + Math.floor((month - 1 + ahead) / 12),
      ((month - 1 + ahead) % 12) + 1,
      course,
    );
    if (batch && batch.enrollBy >= today) return batch;
  }
  throw new Error(
    `The batch calendar has no batch of ${course} in the next ${MONTHS_AHEAD} months`,
  );
}

/**
 * The instant a batch stops being the next one: midnight after its last day to enroll, in
 * `timeZone`.
 */
export function enrollmentClosesAt(batch: Batch, timeZone: string): number {
  const [year, month, date] = dayParts(batch.enrollBy);
  return new TZDate(year, month - 1, date + 1, timeZone).getTime();
}

/**
 * The first instant after `now` at which the next batch of any course changes. Courses that no
 * exception names share one answer, so only those named are worked out on their own.
 */
export function nextBatchChange(
  now: Date,
  timeZone: string,
  calendar: BatchCalendar = batchCalendar,
): number {
  const named = new Set(calendar.exceptions.flatMap((exception) => exception.courses ?? []));
  // "" is no course page: it stands for every course no exception names.
  return Math.min(
    ...["", ...named].map((course) =>
      enrollmentClosesAt(nextBatch(now, timeZone, course, calendar), timeZone),
    ),
  );
}

/** A batch as pages show it: the ISO days (for <time>) and their text. */
export interface BatchView extends Batch {
  /** 'Tue 1 Dec 2026'. */
  startText: string;
  /**
   * '28 Nov', with the year only when it is not the start's ('29 Dec 2026' for a January batch).
   */
  enrollByText: string;
}

// Calendar days formatted as themselves, whatever the server's own time zone.
const asLocalDay = (day: IsoDay) => {
  const [year, month, date] = dayParts(day);
  return new Date(year, month - 1, date);
};

export function batchView(batch: Batch): BatchView {
  const sameYear = batch.start.slice(0, 4) === batch.enrollBy.slice(0, 4);
  return {
    ...batch,
    startText: format(asLocalDay(batch.start), "EEE d MMM yyyy"),
    enrollByText: format(asLocalDay(batch.enrollBy), sameYear ? "d MMM" : "d MMM yyyy"),
  };
}

/** A course card as pages show it: with its course's next batch. */
export type DatedCourseCard = CourseCard & { nextBatch: BatchView };

/** 'Next batch: Tue 1 Dec 2026 · enroll by 28 Nov', as cards and course pages say it. */
export const batchLine = (view: Pick<BatchView, "startText" | "enrollByText">) =>
  `Next batch: ${view.startText} · enroll by ${view.enrollByText}`;

const isCalendarDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && addDays(day, 0) === day;

/**
 * What is wrong with a calendar, one line each (none for a good one): days that are no
 * calendar days, a batch moved out of its month (batches must stay in month order), a last
 * day to enroll after the start, a month changed twice for the same courses.
 */
export function calendarProblems(
  calendar: BatchCalendar,
  coursePaths: readonly string[],
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const exception of calendar.exceptions) {
    const where = `exception for ${exception.month}`;
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(exception.month))
      problems.push(`${where}: the month must be written yyyy-mm`);
    if (
      exception.starts !== null &&
      !(isCalendarDay(exception.starts) && exception.starts.startsWith(`${exception.month}-`))
    )
      problems.push(`${where}: the start must be a day of that month`);
    if (exception.enrollBy !== undefined && !isCalendarDay(exception.enrollBy))
      problems.push(`${where}: the last day to enroll must be a calendar day`);
    if (
      exception.enrollBy !== undefined &&
      exception.starts !== null &&
      exception.enrollBy > exception.starts
    )
      problems.push(`${where}: the last day to enroll is after the start`);
    for (const course of exception.courses ?? [""]) {
      if (course !== "" && !coursePaths.includes(course))
        problems.push(`${where}: ${course} is not a course`);
      if (seen.has(`${exception.month} ${course}`))
        problems.push(`${where}: the month is changed twice for ${course || "every course"}`);
      seen.add(`${exception.month} ${course}`);
    }
  }
  return problems;
}
