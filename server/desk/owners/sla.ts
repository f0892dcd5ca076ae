// Speed to lead: a new lead should be contacted within LEAD_SLA_MINUTES of business time after
// it arrives. Its time to first contact runs from its arrival to its first logged call (whatever
// its outcome) or its first move away from New, whichever comes first (`firstContactAt`, which
// moving it back to New does not undo; decision 0047).
import { openingHoursText, type WeeklyHours } from "#shared/business-hours";
import type { InboxRow } from "#server/store/desk";
import {
  businessClock,
  businessDeadline,
  businessTimeBetween,
  type BusinessClock,
} from "./business-hours";

export interface Sla {
  minutes: number;
  hours: WeeklyHours;
  timeZone: string;
  /** The same arithmetic, prepared for many leads of one period (server/desk/owners/business-hours.ts). */
  clock?: BusinessClock;
}

export function slaOf(config: {
  LEAD_SLA_MINUTES: number;
  BUSINESS_HOURS: WeeklyHours;
  SITE_TIME_ZONE: string;
}): Sla {
  return {
    minutes: config.LEAD_SLA_MINUTES,
    hours: config.BUSINESS_HOURS,
    timeZone: config.SITE_TIME_ZONE,
  };
}

/** When a lead arriving at `arrivedAt` must have been contacted by. */
export function slaDeadline(arrivedAt: number, sla: Sla): number {
  return sla.clock
    ? sla.clock.deadline(arrivedAt, sla.minutes)
    : businessDeadline(arrivedAt, sla.minutes, sla.hours, sla.timeZone);
}

/**
 * A span after which any lead's time is surely up: every full week holds the week's open time, so
 * (SLA / weekly open time, rounded up, plus one) weeks hold at least the SLA, wherever they start.
 */
export function surelyDueAfter(sla: Pick<Sla, "minutes" | "hours">): number {
  const weekly = sla.hours.reduce(
    (sum, spans) => sum + spans.reduce((day, span) => day + span.end - span.start, 0),
    0,
  );
  const week = 7 * 24 * 60 * 60 * 1000;
  return (Math.ceil(sla.minutes / Math.max(1, weekly)) + 1) * week;
}

/** A lead nobody has contacted whose time is up. */
export function isOverdue(
  row: Pick<InboxRow, "arrivedAt" | "firstContactAt">,
  now: number,
  sla: Sla,
): boolean {
  return (
    row.firstContactAt === undefined &&
    (now - row.arrivedAt >= surelyDueAfter(sla) || now >= slaDeadline(row.arrivedAt, sla))
  );
}

const prepared = new Map<string, { from: number; to: number; clock: BusinessClock }>();

/**
 * The SLA with a clock prepared for the leads an inbox page shows at `now`: those older than
 * `surelyDueAfter` need no arithmetic; the others, and their deadlines (at most that span after
 * they arrived, so at most that span after now), are answered from the open periods of that span
 * on either side of now and a day more, listed once and kept (per setting) until the day has
 * passed. A shorter horizon left a lead's deadline past a closed night or weekend to the slow
 * arithmetic, lead by lead.
 */
export function slaAt(sla: Sla, now: number): Sla {
  const id = `${sla.timeZone}|${sla.minutes}|${JSON.stringify(sla.hours)}`;
  let held = prepared.get(id);
  const span = surelyDueAfter(sla);
  const from = now - span;
  if (!held || held.from > from || held.to < now + span) {
    const to = now + span + 24 * 60 * 60 * 1000;
    if (prepared.size > 16) prepared.clear();
    prepared.set(
      id,
      (held = { from, to, clock: businessClock(sla.hours, sla.timeZone, from, to) }),
    );
  }
  return { ...sla, clock: held.clock };
}

/**
 * Business time from arrival to first contact, in ms; undefined while nobody has contacted the
 * lead.
 */
export function timeToFirstContact(
  row: Pick<InboxRow, "arrivedAt" | "firstContactAt">,
  sla: Sla,
): number | undefined {
  return row.firstContactAt === undefined
    ? undefined
    : sla.clock
      ? sla.clock.timeBetween(row.arrivedAt, row.firstContactAt)
      : businessTimeBetween(row.arrivedAt, row.firstContactAt, sla.hours, sla.timeZone);
}

/** The rule in words: "60 minutes of business hours (Monday to Saturday, 10 am to 7 pm IST)". */
export function slaText(sla: Sla): string {
  return `${sla.minutes} minutes of business hours (${openingHoursText(sla.hours, sla.timeZone)})`;
}
