// /desk/reports as its page shows it, for a period in its address (`?from=&to=`, days in the
// business's zone, both included; the last 30 days by default): leads per day by form, the
// funnel per campaign, and the speed to lead per week. The period's leads are one range query on
// arrival (the store's reportRows: in SQLite an index that holds every column counted; on
// Firebase the inbox's arrival index, a bounded page at a time), newest first, up to
// REPORT_LEAD_CAP: a period with more is cut to the whole days of its newest leads, and says so.
// The report per member (decision 0047) counts each lead for its owner now, with its CSV.
import { csvCell } from "#server/csv";
import type { StorePort } from "#server/store";
import { FIRST_DAY, isCalendarDay, isDay, LAST_DAY, startOfDay } from "../inbox/query";
import { dayOf, durationText, formLabels, leadForms } from "../labels";
import {
  dayCount,
  daysBetween,
  funnelByCampaign,
  leadsPerDay,
  perMember,
  speedPerWeek,
  type FunnelLine,
  type MemberLine,
  type WeekLine,
} from "./figures";
import { slaText, type Sla } from "../owners/sla";

/**
 * Leads one report reads at most: enough for months of a busy desk, few enough to count in a
 * request.
 */
export const REPORT_LEAD_CAP = 10_000;
/** The longest period, in days. */
export const REPORT_MAX_DAYS = 366;
export const REPORT_DEFAULT_DAYS = 30;
/** Campaign lines of the funnel; the rest are added up as "Other". */
export const FUNNEL_LINES = 12;

export const reportMessages = {
  badDay: (what: string) =>
    `The ${what} date is not a date (YYYY-MM-DD): the last ${REPORT_DEFAULT_DAYS} days are shown.`,
  outOfRange: (what: string) =>
    `The ${what} date is out of range (${FIRST_DAY} to ${LAST_DAY}): the last ${REPORT_DEFAULT_DAYS} days are shown.`,
  backwards: `The from date is after the to date: the last ${REPORT_DEFAULT_DAYS} days are shown.`,
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days: it starts ${REPORT_MAX_DAYS} days before the to date.`,
  cut: (start: string) =>
    `This period has more than ${REPORT_LEAD_CAP.toLocaleString("en-IN")} leads: the report covers the whole days of the newest of them, from ${start}. Choose a later from date to see the rest.`,
};

export interface ReportsView {
  from: string;
  to: string;
  /** "27 Oct 2026 to 25 Nov 2026". */
  periodText: string;
  problems: string[];
  /** Set when the period held more leads than a report reads. */
  cutNotice?: string;
  total: number;
  perDay: {
    days: Array<{ day: string; label: string }>;
    series: Array<{ form: string; label: string; counts: number[] }>;
    totals: number[];
  };
  funnel: Array<FunnelLine & { label: string }>;
  speed: Array<WeekLine & { label: string; medianText: string; share?: number; shareText: string }>;
  slaText: string;
  slaMinutes: number;
  /** Per member: the leads they own of the period, their contact, calls and outcomes. */
  members: Array<
    MemberLine & { label: string; medianText: string; withinText: string; contactedLater: number }
  >;
  /** The CSV of the report per member, for the same period. */
  membersCsvHref: string;
}

const shortDay = (day: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
};
const longDay = (day: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
};

const plusDays = (day: string, days: number) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

/**
 * The period in the address, checked: a bad or missing date falls back to the last 30 days, with a
 * message.
 */
export function parsePeriod(
  params: URLSearchParams,
  timeZone: string,
  now: number,
): { from: string; to: string; problems: string[] } {
  const today = dayOf(now, timeZone);
  const problems: string[] = [];
  const read = (name: "from" | "to") => {
    const value = params.get(name)?.trim() ?? "";
    if (value === "") return undefined;
    if (isDay(value)) return value;
    // A real day outside the range (1999-12-31) is told so, not called "not a date".
    problems.push(
      isCalendarDay(value) ? reportMessages.outOfRange(name) : reportMessages.badDay(name),
    );
    return undefined;
  };
  const given = { from: read("from"), to: read("to") };
  let to = given.to ?? today;
  let from = given.from ?? plusDays(to, 1 - REPORT_DEFAULT_DAYS);
  if (from > to) {
    problems.push(reportMessages.backwards);
    to = today;
    from = plusDays(today, 1 - REPORT_DEFAULT_DAYS);
  }
  // Counted before any day is listed: a period to 9999-12-31 is cut first, not walked.
  if (dayCount(from, to) > REPORT_MAX_DAYS) {
    problems.push(reportMessages.tooLong);
    from = plusDays(to, 1 - REPORT_MAX_DAYS);
  }
  return { from, to, problems };
}

/**
 * The leads that arrived from the start of `from` to the end of `to`, newest first, at most
 * REPORT_LEAD_CAP + 1.
 */
export const periodLeads = (store: StorePort, from: number, to: number) =>
  store.desk.reportRows({ from, to }, REPORT_LEAD_CAP + 1);

export async function reportsView(
  store: StorePort,
  options: { url: URL; sla: Sla; now: number },
): Promise<ReportsView> {
  const { timeZone } = options.sla;
  const period = parsePeriod(options.url.searchParams, timeZone, options.now);
  let { from } = period;
  const { to } = period;
  let rows = await periodLeads(store, startOfDay(from, timeZone), startOfDay(to, timeZone, 1));
  let cutNotice: string | undefined;
  if (rows.length > REPORT_LEAD_CAP) {
    // The oldest day read may be partial: the report starts the day after it.
    const partial = dayOf(rows[REPORT_LEAD_CAP - 1]!.arrivedAt, timeZone);
    from = plusDays(partial, 1);
    rows = rows.slice(0, REPORT_LEAD_CAP).filter((row) => dayOf(row.arrivedAt, timeZone) >= from);
    cutNotice = reportMessages.cut(longDay(from));
  }
  const days = daysBetween(from, to);
  const counts = leadsPerDay(rows, days, leadForms, timeZone);
  const series = leadForms.map((form) => ({
    form,
    label: formLabels[form],
    counts: counts[form]!,
  }));
  const limit = options.sla.minutes * 60_000;
  return {
    from,
    to,
    periodText: `${longDay(from)} to ${longDay(to)}`,
    problems: period.problems,
    ...(cutNotice ? { cutNotice } : {}),
    total: rows.length,
    perDay: {
      days: days.map((day) => ({ day, label: shortDay(day) })),
      series,
      totals: days.map((_, i) => series.reduce((sum, each) => sum + each.counts[i]!, 0)),
    },
    funnel: funnelByCampaign(rows, FUNNEL_LINES).map((line) => ({
      ...line,
      label:
        line.source === "other" && line.campaign === ""
          ? "Other campaigns"
          : line.campaign
            ? `${line.source} / ${line.campaign}`
            : line.source,
    })),
    speed: speedPerWeek(rows, days, options.sla, options.now).map((line) => {
      const share = line.judged > 0 ? line.withinSla / line.judged : undefined;
      return {
        ...line,
        label: `Week of ${shortDay(line.week)}`,
        medianText: line.medianMs === undefined ? "—" : durationText(line.medianMs),
        ...(share !== undefined ? { share } : {}),
        shareText:
          share === undefined
            ? "—"
            : `${Math.round(share * 100)}% (${line.withinSla} of ${line.judged})`,
      };
    }),
    slaText: slaText(options.sla),
    slaMinutes: limit / 60_000,
    members: perMember(rows, options.sla, options.now).map((line) => ({
      ...line,
      label: line.owner || "Nobody",
      medianText: line.medianMs === undefined ? "—" : durationText(line.medianMs),
      withinText:
        line.assigned > 0
          ? `${line.withinSla} (${Math.round((line.withinSla / line.assigned) * 100)}%)`
          : "0",
      contactedLater: line.contacted - line.withinSla,
    })),
    membersCsvHref: `/desk/reports/members.csv?${new URLSearchParams({ from, to }).toString()}`,
  };
}

/** The columns of the report per member's CSV. */
export const memberCsvColumns = [
  "member",
  "leads_assigned",
  "contacted",
  "contacted_within_sla",
  "median_minutes_to_first_contact",
  "calls_logged",
  "qualified",
  "enrolled",
] as const;

/** The report per member as a CSV file, for the period of the address (as the page reads it). */
export async function membersCsv(
  store: StorePort,
  options: { url: URL; sla: Sla; now: number },
): Promise<{ csv: string; filename: string }> {
  const report = await reportsView(store, options);
  const lines = [
    memberCsvColumns.join(","),
    ...report.members.map((line) =>
      [
        csvCell(line.owner || "nobody"),
        line.assigned,
        line.contacted,
        line.withinSla,
        line.medianMs === undefined ? "" : String(Math.round(line.medianMs / 6_000) / 10),
        line.calls,
        line.qualified,
        line.enrolled,
      ].join(","),
    ),
  ];
  return {
    csv: `${lines.join("\r\n")}\r\n`,
    filename: `desk-members-${report.from}-to-${report.to}.csv`,
  };
}
