// Dates the business reads in its own time zone, whatever the server's clock zone.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns/format";
import { parse } from "date-fns/parse";

/** 'RCB Leads' style: '3rd Mar 2025 4:05PM'. */
export const CALLBACK_DATE_FORMAT = "do MMM yyyy h:mma";
/** Every other list: local date-time text such as '3/3/2025, 4:05:00 PM'. */
export const LOCAL_DATE_TIME_FORMAT = "M/d/yyyy, h:mm:ss a";

export const formatInZone = (when: Date, timeZone: string, pattern: string) =>
  format(new TZDate(when, timeZone), pattern);

export const callbackDate = (when: Date, timeZone: string) =>
  formatInZone(when, timeZone, CALLBACK_DATE_FORMAT);

export const localDateTime = (when: Date, timeZone: string) =>
  formatInZone(when, timeZone, LOCAL_DATE_TIME_FORMAT);

/**
 * A stored lead's date back as an instant: either of the two date styles, read in the
 * business zone it was written in. Undefined for any other text (a record written by hand).
 */
export function parseStoredDate(text: string, timeZone: string): Date | undefined {
  const reference = new TZDate(0, timeZone);
  for (const pattern of [CALLBACK_DATE_FORMAT, LOCAL_DATE_TIME_FORMAT]) {
    const when = parse(text, pattern, reference);
    if (!Number.isNaN(when.getTime())) return new Date(when.getTime());
  }
  return undefined;
}
