// Time counted in business hours only, in the business's time zone: how long a lead waited for
// its first contact, and when its wait passes the limit (LEAD_SLA_MINUTES). A lead that arrives
// on Saturday evening, after closing, starts waiting when the office opens on Monday. Pure: the
// clock is always given.
import { TZDate } from "@date-fns/tz";
import type { WeeklyHours } from "#shared/business-hours";

const MINUTE = 60_000;

/** The open periods of the local days from the one holding `from`, as instants, in order. */
function* openPeriods(
  from: number,
  hours: WeeklyHours,
  timeZone: string,
): Generator<{ start: number; end: number }> {
  if (hours.every((spans) => spans.length === 0)) return;
  const local = new TZDate(from, timeZone);
  const [year, month, date] = [local.getFullYear(), local.getMonth(), local.getDate()];
  for (let offset = 0; ; offset++) {
    const day = new TZDate(year, month, date + offset, timeZone);
    const spans = hours[day.getDay()]!;
    for (const span of spans) {
      const start = new TZDate(year, month, date + offset, 0, span.start, timeZone).getTime();
      const end = new TZDate(year, month, date + offset, 0, span.end, timeZone).getTime();
      if (end > from) yield { start: Math.max(start, from), end };
    }
  }
}

/** Business time between two instants, in milliseconds (0 when `to` is not after `from`). */
export function businessTimeBetween(
  from: number,
  to: number,
  hours: WeeklyHours,
  timeZone: string,
): number {
  let total = 0;
  for (const period of openPeriods(from, hours, timeZone)) {
    if (period.start >= to) break;
    total += Math.min(period.end, to) - period.start;
  }
  return total;
}

/** The instant at which `minutes` of business time have passed since `from`. */
export function businessDeadline(
  from: number,
  minutes: number,
  hours: WeeklyHours,
  timeZone: string,
): number {
  let left = minutes * MINUTE;
  for (const period of openPeriods(from, hours, timeZone)) {
    const length = period.end - period.start;
    // A deadline that falls on a closing time is that closing time, not the next opening.
    if (left <= length) return period.start + left;
    left -= length;
  }
  throw new Error("business hours have no open time");
}

export interface BusinessClock {
  timeBetween(from: number, to: number): number;
  deadline(from: number, minutes: number): number;
}

/**
 * The same arithmetic for many instants between `from` and `to` (a report's leads): the open
 * periods of those days are listed once with the open time before each, and every question is
 * then a binary search rather than a walk through days in the zone. Outside the range, the
 * plain functions answer.
 */
export function businessClock(
  hours: WeeklyHours,
  timeZone: string,
  from: number,
  to: number,
): BusinessClock {
  const starts: number[] = [];
  const ends: number[] = [];
  /** Open time before each period's start, counted from the first. */
  const before: number[] = [];
  let total = 0;
  for (const period of openPeriods(from, hours, timeZone)) {
    if (period.start > to) break;
    starts.push(period.start);
    ends.push(period.end);
    before.push(total);
    total += period.end - period.start;
  }
  const last = ends[ends.length - 1] ?? from;
  /** Open time from `from` up to `at` (from <= at <= last). */
  const openUpTo = (at: number) => {
    let low = 0;
    let high = starts.length;
    // The number of periods that start at or before `at`.
    while (low < high) {
      const middle = (low + high) >> 1;
      if (starts[middle]! <= at) low = middle + 1;
      else high = middle;
    }
    if (low === 0) return 0;
    const i = low - 1;
    return before[i]! + Math.min(at, ends[i]!) - starts[i]!;
  };
  const inRange = (at: number) => at >= from && at <= last;
  return {
    timeBetween(start, end) {
      if (!inRange(start) || !inRange(end)) return businessTimeBetween(start, end, hours, timeZone);
      return Math.max(0, openUpTo(end) - openUpTo(start));
    },
    deadline(start, minutes) {
      if (!inRange(start)) return businessDeadline(start, minutes, hours, timeZone);
      const target = openUpTo(start) + minutes * MINUTE;
      if (target > total) return businessDeadline(start, minutes, hours, timeZone);
      // The first period whose open time reaches the target: the deadline falls in it.
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (before[middle]! + ends[middle]! - starts[middle]! >= target) high = middle;
        else low = middle + 1;
      }
      return starts[low]! + (target - before[low]!);
    },
  };
}
