// How the desk names things for the people who work leads: forms by their names, record fields by
// their form's own labels, times in the business's zone.
import { formatInZone } from "#shared/dates";
import { formIds, mapForms, type FormId } from "#shared/forms";
import { fieldLabel } from "../notify/fields";
import { isNotified } from "../notify/types";

/** The forms of the leads tab, whose leads get an owner and are reported on: all but the newsletter. */
export const leadForms = formIds.filter(
  (form): form is Exclude<FormId, "newsletter"> => form !== "newsletter",
);

/** Each form by its one name (its definition's). */
export const formLabels: Record<FormId, string> = mapForms((definition) => definition.name.one);

const newsletterLabels: Record<string, string> = { email: "Email", date: "Date" };

/** A stored field's label: its form's words (the email's), else the field's name. */
export const recordFieldLabel = (form: FormId, field: string) =>
  isNotified(form) ? fieldLabel(form, field) : (newsletterLabels[field] ?? field);

/** '17 Mar 2025, 10:15 AM' in the business's time zone. */
export const deskTime = (at: number, timeZone: string) =>
  formatInZone(new Date(at), timeZone, "d MMM yyyy, h:mm a");

/** How long ago, in one short word: '5 min', '3 h', '12 d'. */
export function ageText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** A duration in words, for the time to first contact: '45 min', '3 h 20 min', '2 d 4 h'. */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * Days of quarter hours already named: every zone's offset and clock change is a whole quarter
 * hour.
 */
const daysOfQuarters = new Map<string, string>();
const QUARTER_HOUR = 15 * 60_000;

/**
 * "2026-11-26": a day in the business's zone (remembered per quarter hour: a report asks for
 * thousands).
 */
export function dayOf(at: number, timeZone: string): string {
  const quarter = `${timeZone}|${Math.floor(at / QUARTER_HOUR)}`;
  const known = daysOfQuarters.get(quarter);
  if (known !== undefined) return known;
  let format = dayFormats.get(timeZone);
  if (!format)
    dayFormats.set(
      timeZone,
      (format = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      })),
    );
  const day = format.format(at);
  if (daysOfQuarters.size > 100_000) daysOfQuarters.clear();
  daysOfQuarters.set(quarter, day);
  return day;
}
