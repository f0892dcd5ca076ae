// How the desk names things for the people who work leads: forms by their names, record fields by
// their form's own labels, times in the business's zone.
import { formatInZone } from "#shared/dates";
import { mapForms, type FormId } from "#shared/forms";
import { fieldLabel } from "../notify/fields";
import { isNotified } from "../notify/types";

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
