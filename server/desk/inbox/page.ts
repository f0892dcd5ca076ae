// The inbox as its page shows it: one page of leads for the filters in the address, newest
// first, each as a row of a table (wide screens) or a card (phones), with links to the next
// and previous pages, the choices of every filter, and how many leads nobody has contacted.
import { callbackCourseOptions } from "#shared/catalogue/callback-options";
import { courses } from "#shared/catalogue/courses";
import { deskLeadPath } from "#shared/desk-paths";
import { formIds, type FormId } from "#shared/forms";
import { callbackCourseName } from "#server/notify/fields";
import type { StorePort } from "#server/store";
import {
  PERSON_ENQUIRIES_CAP,
  type DeskTab,
  type InboxRow,
  type LeadSummary,
} from "#server/store/desk";
import {
  dropUnknownOwner,
  inboxHref,
  INBOX_PAGE_SIZE,
  NOBODY,
  parseInboxParams,
  type FilterValues,
} from "./query";
import { ageText, deskTime, formLabels } from "../labels";
import { bulkRef } from "./bulk";
import { callsText } from "../lead/calls";
import { isOverdue, slaAt, slaText, type Sla } from "../owners/sla";
import { type LeadStatus, leadStatuses, statusLabels } from "#shared/desk";

/** The tab title counts New leads up to this, then says "99+". */
export const NEW_COUNT_CAP = 99;
/** The owner filter lists at most this many people who own leads. */
export const OWNER_CHOICES_MAX = 500;

/** One inbox row as the page shows it: the lead's summary fields, written for people. */
export interface InboxItem extends Pick<
  LeadSummary,
  "name" | "email" | "phone" | "course" | "plan" | "source" | "campaign"
> {
  path: string;
  list: string;
  key: string;
  received: string;
  receivedIso: string;
  age: string;
  /** The form's name. */
  form: string;
  status: LeadStatus;
  statusLabel: string;
  owner: string;
  /** The next follow-up as the desk writes times ('17 Mar 2025, 10:15 AM'), or "" for none. */
  nextFollowUp: string;
  nextFollowUpIso: string;
  /** The next follow-up's time has come (it is now or earlier). */
  followUpDue: boolean;
  /**
   * Nobody has contacted the lead and its business time to do so (LEAD_SLA_MINUTES) has run out.
   */
  overdue: boolean;
  /** The person had enquired before (server/desk/owners/assignment.ts). */
  repeat: boolean;
  /** The calls logged ("2 calls, no answer"), or "". */
  calls: string;
  /** The lead as a bulk change names it, with the version the page showed (inbox-bulk.ts). */
  ref: string;
  /** One row per person: how many enquiries the person has ("3 enquiries"). */
  enquiries?: string;
}

export interface Choice {
  value: string;
  label: string;
}

export interface InboxView {
  tab: DeskTab;
  /** One row per person (`group=person`): each person's newest lead of the filter. */
  perPerson: boolean;
  items: InboxItem[];
  filters: FilterValues;
  problems: string[];
  /** An admin has just erased a lead (the page after the erasure). */
  erased: boolean;
  /** New (uncontacted) leads of the tab, up to NEW_COUNT_CAP + 1. */
  newCount: number;
  /**
   * What "overdue" means here: "60 minutes of business hours (Monday to Saturday, 10 am to 7 pm
   * IST)".
   */
  slaText: string;
  olderHref?: string;
  newerHref?: string;
  /** The first page of this filter, when this is another page. */
  firstHref?: string;
  exportHref: string;
  /** Nobody on the staff takes new leads: new leads wait without an owner. */
  nobodyTakesLeads: boolean;
  tabHrefs: Record<DeskTab, string>;
  choices: { forms: Choice[]; statuses: Choice[]; owners: Choice[]; courses: string[] };
  /** Who a bulk change may assign leads to: the staff, sorted. */
  assignees: string[];
}

/** Every course a lead may name: the catalogue's titles and the call-back options it lacks. */
export const courseChoices = [
  ...new Set([
    ...courses.map((course) => course.title),
    ...callbackCourseOptions.map(callbackCourseName),
  ]),
].sort((a, b) => a.localeCompare(b));

export function inboxItem(row: InboxRow, timeZone: string, now: number, sla: Sla): InboxItem {
  return {
    path: deskLeadPath(row.list, row.key),
    list: row.list,
    key: row.key,
    received: deskTime(row.arrivedAt, timeZone),
    receivedIso: new Date(row.arrivedAt).toISOString(),
    age: ageText(now - row.arrivedAt),
    form: formLabels[row.form as FormId] ?? row.form,
    name: row.name,
    email: row.email,
    phone: row.phone,
    course: row.course,
    plan: row.plan,
    source: row.source,
    campaign: row.campaign,
    status: row.status,
    statusLabel: statusLabels[row.status],
    owner: row.owner,
    nextFollowUp: row.nextFollowUpAt !== undefined ? deskTime(row.nextFollowUpAt, timeZone) : "",
    nextFollowUpIso:
      row.nextFollowUpAt !== undefined ? new Date(row.nextFollowUpAt).toISOString() : "",
    followUpDue: row.nextFollowUpAt !== undefined && row.nextFollowUpAt <= now,
    // Sign-ups to the newsletter are not leads waiting for a call.
    overdue: row.tab === "leads" && isOverdue(row, now, sla),
    repeat: row.repeat === true,
    calls: callsText(row),
    ref: bulkRef(row),
  };
}

/** "1 enquiry", "3 enquiries"; "200+ enquiries" at the count's cap. */
export const enquiriesText = (count: number) =>
  count >= PERSON_ENQUIRIES_CAP
    ? `${PERSON_ENQUIRIES_CAP}+ enquiries`
    : `${count} ${count === 1 ? "enquiry" : "enquiries"}`;

/**
 * The owner filter's people: the staff, and whoever still owns leads of the tab though no longer
 * on the staff (a manager hands their leads on), said so.
 */
export function ownerChoices(staff: readonly string[], leadOwners: readonly string[]): Choice[] {
  const current = new Set(staff);
  return [...new Set([...staff, ...leadOwners])].sort().map((email) => ({
    value: email,
    label: current.has(email) ? email : `${email} (no longer staff)`,
  }));
}

export async function inboxView(
  store: StorePort,
  options: {
    url: URL;
    timeZone: string;
    staff: string[];
    now: number;
    sla: Sla;
    /** Nobody on the staff takes new leads (the page says so). */
    nobodyTakesLeads?: boolean;
  },
): Promise<InboxView> {
  const parsed = parseInboxParams(options.url.searchParams, options.timeZone, INBOX_PAGE_SIZE, {
    now: options.now,
    courses: courseChoices,
  });
  const { query, values, problems } = parsed;
  // Read together: an owner nobody knows matches no lead, so its page is read again only then.
  const [firstRead, newCount, leadOwners] = await Promise.all([
    store.desk.inbox(query),
    store.desk.countNew(query.tab, NEW_COUNT_CAP + 1),
    store.desk.owners(query.tab, OWNER_CHOICES_MAX, options.staff),
  ]);
  const page = dropUnknownOwner(parsed, new Set([...options.staff, ...leadOwners]))
    ? await store.desk.inbox(query)
    : firstRead;
  const paged = values.before !== undefined || values.after !== undefined;
  // The first page has rows and none newer: a link to the newest would lead back to it.
  const first = page.rows.length > 0 && page.newer === undefined;
  const sla = slaAt(options.sla, options.now);
  return {
    tab: query.tab,
    perPerson: query.perPerson === true,
    items: page.rows.map((row, n) => {
      const item = inboxItem(row, options.timeZone, options.now, sla);
      const count = page.enquiries?.[n];
      return count === undefined ? item : { ...item, enquiries: enquiriesText(count) };
    }),
    filters: values,
    problems,
    erased: options.url.searchParams.has("erased"),
    newCount,
    slaText: slaText(options.sla),
    ...(page.older ? { olderHref: inboxHref(values, { before: page.older }) } : {}),
    ...(page.newer ? { newerHref: inboxHref(values, { after: page.newer }) } : {}),
    ...(paged && !first ? { firstHref: inboxHref(values) } : {}),
    exportHref: inboxHref(values, {}, "/desk/export.csv"),
    nobodyTakesLeads: options.nobodyTakesLeads ?? false,
    tabHrefs: { leads: "/desk", newsletter: "/desk?tab=newsletter" },
    choices: {
      forms: formIds
        .filter((form) => form !== "newsletter")
        .map((form) => ({ value: form, label: formLabels[form] })),
      statuses: leadStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
      owners: [{ value: NOBODY, label: "Nobody yet" }, ...ownerChoices(options.staff, leadOwners)],
      courses: courseChoices,
    },
    assignees: [...options.staff].sort(),
  };
}
