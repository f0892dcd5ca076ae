// Settings of the staff desk's sign-in, spread into the server's EnvSchema like the privacy
// and notification settings. Each has a default that suits a sales team working a day's shift;
// the opening hours' default is the one the Contact page states.
import * as v from "valibot";
import type { PrivacyConfig } from "../privacy/settings";
import {
  businessHoursMessage,
  DEFAULT_BUSINESS_HOURS,
  parseBusinessHours,
  type WeeklyHours,
} from "#shared/business-hours";

const wholeNumber = (name: string, min: number, max: number, fallback: number, unit: string) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => (s.trim() === "" ? fallback : Number(s))),
    v.check(
      (n) => Number.isInteger(n) && n >= min && n <= max,
      `${name} must be a whole number of ${unit} from ${min} to ${max}`,
    ),
  );

export const deskEntries = {
  /** A session not used for this long ends (the next request signs in again). */
  DESK_SESSION_IDLE_MINUTES: wholeNumber("DESK_SESSION_IDLE_MINUTES", 5, 24 * 60, 30, "minutes"),
  /** A session ends this long after signing in, however busy. */
  DESK_SESSION_MAX_HOURS: wholeNumber("DESK_SESSION_MAX_HOURS", 1, 24 * 30, 12, "hours"),
  /**
   * "true": the desk signs people in over plain http although SITE_URL is not https and not a
   * loopback address (a trusted internal network); otherwise it refuses (cookies would travel in
   * clear text).
   */
  DESK_ALLOW_HTTP: v.pipe(
    v.optional(v.string(), "false"),
    v.transform((s) => s.trim().toLowerCase()),
    v.check(
      (s) => s === "true" || s === "false" || s === "",
      "DESK_ALLOW_HTTP must be true or false",
    ),
    v.transform((s) => s === "true"),
  ),
  /** Sign-in codes mailed to one address per hour, whoever asks; 0 turns the limit off. */
  DESK_CODES_PER_ADDRESS_PER_HOUR: wholeNumber(
    "DESK_CODES_PER_ADDRESS_PER_HOUR",
    0,
    1000,
    5,
    "codes",
  ),
  /**
   * Business minutes within which a new lead should be contacted; past them, uncontacted, it is
   * overdue.
   */
  LEAD_SLA_MINUTES: wholeNumber("LEAD_SLA_MINUTES", 1, 7 * 24 * 60, 60, "minutes"),
  /**
   * "on": a lead nobody contacted within LEAD_SLA_MINUTES moves once to the next member taking new
   * leads; "off" leaves it with its owner (the escalation mail goes either way).
   */
  LEAD_SLA_REASSIGN: v.pipe(
    v.optional(v.string(), "on"),
    v.transform((s) => s.trim().toLowerCase() || "on"),
    v.picklist(["on", "off"], "LEAD_SLA_REASSIGN must be on or off"),
  ),
  /** The opening hours (shared/business-hours.ts says how they are written), in SITE_TIME_ZONE. */
  BUSINESS_HOURS: v.pipe(
    v.optional(v.string(), DEFAULT_BUSINESS_HOURS),
    v.transform((s) => parseBusinessHours(s.trim() === "" ? DEFAULT_BUSINESS_HOURS : s)),
    v.check((hours): hours is WeeklyHours => hours !== undefined, businessHoursMessage),
    v.transform((hours) => hours as WeeklyHours),
  ),
};

/** The desk's settings, as read. */
export type DeskSettings = v.InferOutput<v.ObjectSchema<typeof deskEntries, undefined>>;

/** What the desk reads: every setting below it and its own. */
export type DeskConfig = PrivacyConfig & DeskSettings;
