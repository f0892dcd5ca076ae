// Speed to lead: a new lead should be contacted within LEAD_SLA_MINUTES of business time after
// it arrives. Its time to first contact runs from its arrival to its first move away from New
// (`firstContactAt`, which moving it back to New does not undo).
import { openingHoursText, type WeeklyHours } from "../../shared/business-hours";
import type { InboxRow } from "../store/desk";
import { businessDeadline, businessTimeBetween, type BusinessClock } from "./business-hours";

export interface Sla {
  minutes: number;
  hours: WeeklyHours;
  timeZone: string;
  /** The same arithmetic, prepared for many leads of one period (server/desk/business-hours.ts). */
  clock?: BusinessClock;
}

export const slaOf = (config: { LEAD_SLA_MINUTES: number; BUSINESS_HOURS: WeeklyHours; SITE_TIME_ZONE: string }): Sla => ({
  minutes: config.LEAD_SLA_MINUTES,
  hours: config.BUSINESS_HOURS,
  timeZone: config.SITE_TIME_ZONE,
});

/** When a lead arriving at `arrivedAt` must have been contacted by. */
export const slaDeadline = (arrivedAt: number, sla: Sla) =>
  sla.clock ? sla.clock.deadline(arrivedAt, sla.minutes) : businessDeadline(arrivedAt, sla.minutes, sla.hours, sla.timeZone);

/** A lead nobody has contacted whose time is up. */
export const isOverdue = (row: Pick<InboxRow, "arrivedAt" | "firstContactAt">, now: number, sla: Sla) =>
  row.firstContactAt === undefined && now >= slaDeadline(row.arrivedAt, sla);

/** Business time from arrival to first contact, in ms; undefined while nobody has contacted the lead. */
export const timeToFirstContact = (row: Pick<InboxRow, "arrivedAt" | "firstContactAt">, sla: Sla) =>
  row.firstContactAt === undefined
    ? undefined
    : sla.clock
      ? sla.clock.timeBetween(row.arrivedAt, row.firstContactAt)
      : businessTimeBetween(row.arrivedAt, row.firstContactAt, sla.hours, sla.timeZone);

/** The rule in words: "60 minutes of business hours (Monday to Saturday, 10 am to 7 pm IST)". */
export const slaText = (sla: Sla) => `${sla.minutes} minutes of business hours (${openingHoursText(sla.hours, sla.timeZone)})`;
