// The business's opening hours: the one place they are written. The Contact page states them,
// and the desk counts the time a lead waits for its first contact in them (BUSINESS_HOURS,
// read in SITE_TIME_ZONE). Written as people write them on a shop door:
//   "Mon-Sat 10:00-19:00"
//   "Mon-Fri 09:30-18:00; Sat 10:00-14:00"
//   "Mon,Wed,Fri 10:00-13:00, 14:00-18:00"
// Each part is days (one, a range or a list) then one or more spans of the same day, from a
// start to a later end (24:00 ends at midnight); a span never crosses midnight.

/** The hours the Contact page states when BUSINESS_HOURS is not set. */
export const DEFAULT_BUSINESS_HOURS = "Mon-Sat 10:00-19:00";

/** Days as JavaScript numbers them (Sunday 0), with their short and full names. */
const DAYS = [
  ["sun", "Sunday"],
  ["mon", "Monday"],
  ["tue", "Tuesday"],
  ["wed", "Wednesday"],
  ["thu", "Thursday"],
  ["fri", "Friday"],
  ["sat", "Saturday"],
] as const;
/** The week as the business reads it, Monday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** Minutes since a day's midnight: start included, end excluded. */
export interface Span {
  start: number;
  end: number;
}

/** The open spans of each weekday (index 0 is Sunday), in order and never overlapping. */
export type WeeklyHours = Span[][];

export const businessHoursMessage =
  'BUSINESS_HOURS must be days and hours such as "Mon-Sat 10:00-19:00" or "Mon-Fri 09:30-18:00; Sat 10:00-14:00" (days Mon to Sun, 24-hour times, each span ending after it starts)';

function dayNumber(text: string): number | undefined {
  const found = DAYS.findIndex(([short]) => short === text.trim().toLowerCase().slice(0, 3));
  return found >= 0 && DAYS[found]![1].toLowerCase().startsWith(text.trim().toLowerCase())
    ? found
    : undefined;
}

function daysOf(text: string): number[] | undefined {
  const days: number[] = [];
  for (const part of text.split(",")) {
    const [first, last, extra] = part.split("-");
    if (extra !== undefined || first === undefined) return undefined;
    const from = dayNumber(first);
    const to = last === undefined ? from : dayNumber(last);
    if (from === undefined || to === undefined) return undefined;
    // A range runs through the week in the business's order: "Sat-Mon" is Saturday, Sunday, Monday.
    const start = WEEK.indexOf(from);
    const length = (WEEK.indexOf(to) - start + 7) % 7;
    for (let step = 0; step <= length; step++) days.push(WEEK[(start + step) % 7]!);
  }
  return days;
}

function minutesOf(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

/** The weekly hours a BUSINESS_HOURS text says, or undefined when it is not readable. */
export function parseBusinessHours(text: string): WeeklyHours | undefined {
  const week: WeeklyHours = DAYS.map(() => []);
  const parts = text.split(";").filter((part) => part.trim() !== "");
  if (parts.length === 0) return undefined;
  for (const part of parts) {
    const match = /^\s*([A-Za-z,\s-]+?)\s+(\d.*)$/.exec(part);
    if (!match) return undefined;
    const days = daysOf(match[1]!.replace(/\s/g, ""));
    if (!days) return undefined;
    for (const spanText of match[2]!.split(",")) {
      const [startText, endText, extra] = spanText.split("-");
      if (startText === undefined || endText === undefined || extra !== undefined) return undefined;
      const start = minutesOf(startText);
      const end = minutesOf(endText);
      if (start === undefined || end === undefined || end <= start) return undefined;
      for (const day of days) week[day]!.push({ start, end });
    }
  }
  for (const spans of week) {
    spans.sort((a, b) => a.start - b.start);
    if (spans.some((span, i) => i > 0 && span.start < spans[i - 1]!.end)) return undefined;
  }
  return week;
}

/** "10 am", "7 pm", "9:30 am", "12 noon", "midnight". */
function clockText(minutes: number): string {
  if (minutes === 0 || minutes === 24 * 60) return "midnight";
  if (minutes === 12 * 60) return "12 noon";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const shown = hours % 12 === 0 ? 12 : hours % 12;
  return `${shown}${rest ? `:${String(rest).padStart(2, "0")}` : ""} ${hours < 12 ? "am" : "pm"}`;
}

/**
 * The hours in words, days with the same spans together, Monday first: "Monday to Saturday, 10 am
 * to 7 pm"; "Monday to Friday, 9:30 am to 6 pm; Saturday, 10 am to 2 pm".
 */
export function describeBusinessHours(week: WeeklyHours): string {
  const spansText = (day: number) =>
    week[day]!.map((span) => `${clockText(span.start)} to ${clockText(span.end)}`).join(" and ");
  const groups: Array<{ days: number[]; text: string }> = [];
  for (const day of WEEK) {
    if (week[day]!.length === 0) continue;
    const text = spansText(day);
    const previous = groups[groups.length - 1];
    const follows =
      previous && WEEK.indexOf(previous.days[previous.days.length - 1]!) === WEEK.indexOf(day) - 1;
    if (previous && follows && previous.text === text) previous.days.push(day);
    else groups.push({ days: [day], text });
  }
  const name = (day: number) => DAYS[day]![1];
  return groups
    .map(({ days, text }) => {
      const first = name(days[0]!);
      const last = name(days[days.length - 1]!);
      const range =
        days.length === 1
          ? first
          : days.length === 2
            ? `${first} and ${last}`
            : `${first} to ${last}`;
      return `${range}, ${text}`;
    })
    .join("; ");
}

/** The zone as people in it write it after a time ("IST" for Asia/Kolkata). */
export function zoneAbbreviation(timeZone: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat("en-IN", { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((each) => each.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** The opening hours as the Contact page states them: "Monday to Saturday, 10 am to 7 pm IST". */
export const openingHoursText = (week: WeeklyHours, timeZone: string) =>
  `${describeBusinessHours(week)} ${zoneAbbreviation(timeZone)}`;
