// When a stored lead was received, read back from its record's `date` (either of the two
// date formats, written in the business's time zone): the stored records carry no other time.
import { TZDate } from "@date-fns/tz";
import { isValid, parse } from "date-fns";
import { CALLBACK_DATE_FORMAT, LOCAL_DATE_TIME_FORMAT } from "../../shared/dates";

/** The instant of a record's date text, or undefined when it is in neither format. */
export function leadTime(date: string | undefined, timeZone: string): number | undefined {
  if (!date) return undefined;
  const reference = new TZDate(Date.now(), timeZone);
  for (const format of [LOCAL_DATE_TIME_FORMAT, CALLBACK_DATE_FORMAT]) {
    const parsed = parse(date.trim(), format, reference);
    if (isValid(parsed)) return parsed.getTime();
  }
  return undefined;
}
