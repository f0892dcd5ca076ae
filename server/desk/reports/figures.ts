// The numbers of the desk's reports, counted from the leads that arrived in a period (pure:
// the rows and the clock are given). Days and weeks are the business's (SITE_TIME_ZONE),
// weeks starting on Monday. A lead's funnel stage is where it stands now: contacted once it
// has left New (even if moved back), qualified while Qualified or Enrolled, enrolled while
// Enrolled; a lead qualified and then lost counts as contacted only, since the row keeps the
// current status, not every status it has had.
import type { ReportRow } from "#server/store/desk";
import { dayOf } from "../labels";
import { businessClock } from "../owners/business-hours";
import { isOverdue, timeToFirstContact, type Sla } from "../owners/sla";

export type { ReportRow };

/** The days from `from` to `to` (both "YYYY-MM-DD", both included), counted. */
export const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** The days from `from` to `to` (both "YYYY-MM-DD", both included), in order. */
export function daysBetween(from: string, to: string): string[] {
  const [year, month, date] = from.split("-").map(Number) as [number, number, number];
  // Counted, not compared as text: the day after 9999-12-31 is written "+010000-01-01", which
  // sorts before it.
  return Array.from({ length: Math.max(0, dayCount(from, to)) }, (_, step) =>
    new Date(Date.UTC(year, month - 1, date + step)).toISOString().slice(0, 10),
  );
}

/** The Monday of the week holding a day ("YYYY-MM-DD" in, out). */
export function weekOf(day: string): string {
  const known = weeksOfDays.get(day);
  if (known !== undefined) return known;
  const week = mondayOf(day);
  if (weeksOfDays.size > 10_000) weeksOfDays.clear();
  weeksOfDays.set(day, week);
  return week;
}

const weeksOfDays = new Map<string, string>();

function mondayOf(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return new Date(Date.UTC(year, month - 1, date - ((weekday + 6) % 7))).toISOString().slice(0, 10);
}

/** The middle value (the mean of the two middle ones for an even count); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Leads per day, per form: `counts[form][i]` for `days[i]`. */
export function leadsPerDay(
  rows: readonly ReportRow[],
  days: readonly string[],
  forms: readonly string[],
  timeZone: string,
): Record<string, number[]> {
  const index = new Map(days.map((day, i) => [day, i]));
  const counts: Record<string, number[]> = Object.fromEntries(
    forms.map((form) => [form, days.map(() => 0)]),
  );
  for (const row of rows) {
    const at = index.get(dayOf(row.arrivedAt, timeZone));
    const series = counts[row.form];
    if (at !== undefined && series) series[at]! += 1;
  }
  return counts;
}

export interface FunnelLine {
  source: string;
  campaign: string;
  leads: number;
  contacted: number;
  qualified: number;
  enrolled: number;
}

/**
 * The funnel per campaign source / medium and campaign, most leads first (then most
 * enrollments, then by name); past `top` lines the rest are added up in one "Other" line.
 */
export function funnelByCampaign(rows: readonly ReportRow[], top: number): FunnelLine[] {
  const lines = new Map<string, FunnelLine>();
  for (const row of rows) {
    const id = `${row.source}\u0000${row.campaign}`;
    let line = lines.get(id);
    if (!line)
      lines.set(
        id,
        (line = {
          source: row.source,
          campaign: row.campaign,
          leads: 0,
          contacted: 0,
          qualified: 0,
          enrolled: 0,
        }),
      );
    line.leads += 1;
    if (row.firstContactAt !== undefined) line.contacted += 1;
    if (row.status === "qualified" || row.status === "enrolled") line.qualified += 1;
    if (row.status === "enrolled") line.enrolled += 1;
  }
  const sorted = [...lines.values()].sort(
    (a, b) =>
      b.leads - a.leads ||
      b.enrolled - a.enrolled ||
      a.source.localeCompare(b.source) ||
      a.campaign.localeCompare(b.campaign),
  );
  if (sorted.length <= top) return sorted;
  const other: FunnelLine = {
    source: "other",
    campaign: "",
    leads: 0,
    contacted: 0,
    qualified: 0,
    enrolled: 0,
  };
  for (const line of sorted.slice(top - 1)) {
    other.leads += line.leads;
    other.contacted += line.contacted;
    other.qualified += line.qualified;
    other.enrolled += line.enrolled;
  }
  return [...sorted.slice(0, top - 1), other];
}

export interface WeekLine {
  /** The week's Monday. */
  week: string;
  leads: number;
  contacted: number;
  /** Median business time from arrival to first contact of the week's contacted leads (ms). */
  medianMs?: number;
  /** Leads whose time is up: contacted ones, and uncontacted ones past their SLA. */
  judged: number;
  /** Of those, contacted within the SLA. */
  withinSla: number;
}

/** Per week of arrival: the median time to first contact and the share contacted within the SLA. */
export function speedPerWeek(
  rows: readonly ReportRow[],
  days: readonly string[],
  given: Sla,
  now: number,
): WeekLine[] {
  const earliest = rows.reduce((least, row) => Math.min(least, row.arrivedAt), now);
  const sla: Sla = { ...given, clock: businessClock(given.hours, given.timeZone, earliest, now) };
  const weeks = new Map<string, { line: WeekLine; times: number[] }>();
  for (const day of days) {
    const week = weekOf(day);
    if (!weeks.has(week))
      weeks.set(week, {
        line: { week, leads: 0, contacted: 0, judged: 0, withinSla: 0 },
        times: [],
      });
  }
  const limit = sla.minutes * 60_000;
  for (const row of rows) {
    const held = weeks.get(weekOf(dayOf(row.arrivedAt, sla.timeZone)));
    if (!held) continue;
    held.line.leads += 1;
    const time = timeToFirstContact(row, sla);
    if (time !== undefined) {
      held.line.contacted += 1;
      held.line.judged += 1;
      held.times.push(time);
      if (time <= limit) held.line.withinSla += 1;
    } else if (isOverdue(row, now, sla)) held.line.judged += 1;
  }
  return [...weeks.values()].map(({ line, times }) => {
    const middle = median(times);
    return middle === undefined ? line : { ...line, medianMs: middle };
  });
}

export interface MemberLine {
  /** The staff member's address, or "" for the leads nobody owns. */
  owner: string;
  /** Leads of the period this member owns. */
  assigned: number;
  contacted: number;
  /** Contacted within the SLA's business minutes of arrival. */
  withinSla: number;
  /** Median business time from arrival to first contact of the contacted ones (ms). */
  medianMs?: number;
  /** Calls logged on these leads. */
  calls: number;
  qualified: number;
  enrolled: number;
}

/**
 * Per member (each lead counted for its owner now), sorted by address, the leads nobody owns
 * last: how many they hold, how many and how fast they contacted, the calls logged, and where
 * the leads stand.
 */
export function perMember(rows: readonly ReportRow[], given: Sla, now: number): MemberLine[] {
  const earliest = rows.reduce((least, row) => Math.min(least, row.arrivedAt), now);
  const sla: Sla = { ...given, clock: businessClock(given.hours, given.timeZone, earliest, now) };
  const limit = sla.minutes * 60_000;
  const members = new Map<string, { line: MemberLine; times: number[] }>();
  for (const row of rows) {
    let held = members.get(row.owner);
    if (!held)
      members.set(
        row.owner,
        (held = {
          line: {
            owner: row.owner,
            assigned: 0,
            contacted: 0,
            withinSla: 0,
            calls: 0,
            qualified: 0,
            enrolled: 0,
          },
          times: [],
        }),
      );
    const { line } = held;
    line.assigned += 1;
    line.calls += row.calls ?? 0;
    const time = timeToFirstContact(row, sla);
    if (time !== undefined) {
      line.contacted += 1;
      held.times.push(time);
      if (time <= limit) line.withinSla += 1;
    }
    if (row.status === "qualified" || row.status === "enrolled") line.qualified += 1;
    if (row.status === "enrolled") line.enrolled += 1;
  }
  return [...members.values()]
    .sort((a, b) =>
      a.line.owner === "" ? 1 : b.line.owner === "" ? -1 : a.line.owner.localeCompare(b.line.owner),
    )
    .map(({ line, times }) => {
      const middle = median(times);
      return middle === undefined ? line : { ...line, medianMs: middle };
    });
}
