// The inbox's filters as they live in its address (a GET form, so a view can be bookmarked or
// shared): `?tab=&form=&status=&owner=&course=&source=&campaign=&from=&to=&followUp=due&q=`,
// `group=person` (one row per person) and a page's cursor (`before=` or `after=`). A value that makes no sense is dropped with a message
// saying so; the other filters still apply, so nothing the person chose is lost.
import { TZDate } from "@date-fns/tz";
import * as v from "valibot";
import { formIds } from "#shared/forms";
import { type Cursor, type DeskTab, type InboxQuery } from "#server/store/desk";
import { dayOf } from "../labels";
import { SEARCH_MAX, searchTermsOf } from "../search";
import { leadStatuses } from "#shared/desk";

/** Rows on one page of the inbox. */
export const INBOX_PAGE_SIZE = 50;
/** The owner filter's value for leads nobody owns. */
export const NOBODY = "none";

const text = (max: number, what: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `The ${what} is too long: it was left out.`));
/**
 * The days the desk's dates may name: no lead was stored before 2000, and a year is written in
 * four digits.
 */
export const FIRST_DAY = "2000-01-01";
export const LAST_DAY = "9999-12-31";

/**
 * "YYYY-MM-DD" naming a day the calendar has, in any four-digit year: 2025-02-31 and 1999-02-29
 * are not days (refused, not moved to March). Counted, not made with Date.UTC, which reads the
 * years 0 to 99 as 1900 to 1999.
 */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && date >= 1 && date <= days;
}

/**
 * Not before FIRST_DAY; a four-digit year is never after LAST_DAY. "YYYY-MM-DD" text compares
 * as the days do.
 */
const inDeskRange = (day: string) => day >= FIRST_DAY;

/** A calendar day the desk takes: from FIRST_DAY to LAST_DAY. */
export const isDay = (value: string) => isCalendarDay(value) && inDeskRange(value);

const day = (what: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(isCalendarDay, `The ${what} date is not a date (YYYY-MM-DD): it was left out.`),
    v.check(
      inDeskRange,
      `The ${what} date is out of range (${FIRST_DAY} to ${LAST_DAY}): it was left out.`,
    ),
  );
const cursor = v.pipe(
  v.string(),
  v.regex(
    /^\d{1,15}~[^~]+~[^~]+$/,
    "That page address is not one of the inbox's: the first page is shown.",
  ),
);

/** Each filter on its own: one that fails is dropped, the others kept. */
const FilterEntries = {
  tab: v.picklist(["leads", "newsletter"], "There is no such tab: the leads are shown."),
  form: v.picklist(
    formIds.filter((form) => form !== "newsletter"),
    "There is no such form: all forms are shown.",
  ),
  status: v.picklist(leadStatuses, "There is no such status: every status is shown."),
  owner: text(254, "owner"),
  course: text(120, "course"),
  source: v.pipe(text(200, "source"), v.toLowerCase()),
  campaign: v.pipe(text(200, "campaign"), v.toLowerCase()),
  from: day("from"),
  to: day("to"),
  followUp: v.picklist(["due"], "There is no such follow-up filter: every lead is shown."),
  group: v.picklist(["person"], "There is no such grouping: every lead is shown."),
  q: text(SEARCH_MAX, "search"),
  before: cursor,
  after: cursor,
} as const;

export type FilterName = keyof typeof FilterEntries;
/**
 * The filters as given (valid ones only), for the form to show them again and for links to keep
 * them.
 */
export type FilterValues = Partial<Record<FilterName, string>>;

export interface ParsedInbox {
  query: InboxQuery;
  values: FilterValues;
  problems: string[];
}

/** The start of a day in the business's time zone, as milliseconds. */
export function startOfDay(iso: string, timeZone: string, plusDays = 0): number {
  const [year, month, date] = iso.split("-").map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date + plusDays, timeZone).getTime();
}

function parseCursor(value: string): Cursor {
  const at = value.indexOf("~");
  return { at: Number(value.slice(0, at)), id: value.slice(at + 1) };
}

export const cursorParam = (c: Cursor) => `${c.at}~${c.id}`;

/** What the address is read against, beside the time zone. */
export interface InboxContext {
  /** The moment "today" is read at, for the follow-ups due (ms). */
  now?: number;
  /** Every course a lead may name: another one is dropped with a message. */
  courses?: readonly string[];
}

export function parseInboxParams(
  params: URLSearchParams,
  timeZone: string,
  limit = INBOX_PAGE_SIZE,
  context: InboxContext = {},
): ParsedInbox {
  const values: FilterValues = {};
  const problems = new Set<string>();
  for (const [name, schema] of Object.entries(FilterEntries) as Array<
    [FilterName, v.GenericSchema<string, string>]
  >) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === "") continue;
    const parsed = v.safeParse(schema, raw);
    if (parsed.success) values[name] = parsed.output;
    // A set: two bad page cursors say the same thing, once.
    else problems.add(parsed.issues[0].message);
  }
  const tab: DeskTab = values.tab === "newsletter" ? "newsletter" : "leads";
  if (tab === "newsletter") {
    delete values.form;
    delete values.group;
  }
  if (values.course && context.courses && !context.courses.includes(values.course)) {
    problems.add("There is no such course: every course is shown.");
    delete values.course;
  }
  if (values.from && values.to && values.from > values.to) {
    problems.add("The from date is after the to date: the dates were left out.");
    delete values.from;
    delete values.to;
  }
  const search = values.q !== undefined ? searchTermsOf(values.q) : undefined;
  if (values.q !== undefined && !search) {
    problems.add("Search by a name, an email address or a phone number: that search was left out.");
    delete values.q;
  }
  const query: InboxQuery = {
    tab,
    limit,
    ...(values.form ? { form: values.form } : {}),
    ...(values.status ? { status: values.status as InboxQuery["status"] } : {}),
    ...(values.owner !== undefined
      ? { owner: values.owner === NOBODY ? "" : values.owner.toLowerCase() }
      : {}),
    ...(values.course ? { course: values.course } : {}),
    ...(values.source ? { source: values.source } : {}),
    ...(values.campaign ? { campaign: values.campaign } : {}),
    ...(values.from ? { from: startOfDay(values.from, timeZone) } : {}),
    // The to date is included: arrivals before the next day's start.
    ...(values.to ? { to: startOfDay(values.to, timeZone, 1) } : {}),
    // Due: at any time up to the end of today where the business is (the next day's start).
    ...(values.followUp
      ? { followUpBefore: startOfDay(dayOf(context.now ?? Date.now(), timeZone), timeZone, 1) }
      : {}),
    ...(search ? { search } : {}),
    ...(values.group === "person" ? { perPerson: true } : {}),
    ...(values.after
      ? { after: parseCursor(values.after) }
      : values.before
        ? { before: parseCursor(values.before) }
        : {}),
  };
  return { query, values, problems: [...problems] };
}

/**
 * Drops an owner filter that names nobody the desk knows (no lead's owner, not on the staff),
 * saying so as the other filters do. Returns whether it was dropped: the page must then be read
 * again without it.
 */
export function dropUnknownOwner(parsed: ParsedInbox, known: ReadonlySet<string>): boolean {
  const owner = parsed.query.owner;
  if (owner === undefined || owner === "" || known.has(owner)) return false;
  parsed.problems.push("There is no such owner: every owner is shown.");
  delete parsed.values.owner;
  delete parsed.query.owner;
  return true;
}

/** The address of the inbox with these filters (and no page cursor unless given). */
export function inboxHref(
  values: FilterValues,
  page: { before?: Cursor; after?: Cursor } = {},
  path = "/desk",
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && name !== "before" && name !== "after") params.set(name, value);
  if (page.before) params.set("before", cursorParam(page.before));
  if (page.after) params.set("after", cursorParam(page.after));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
