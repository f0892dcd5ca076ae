// One lead as its desk page shows it: everything stored (the record, what is kept beside it,
// the notifications sent about it), one-tap ways to reach the person, where the lead stands,
// and its timeline. Only the lists of the lead forms can be opened here: the store's other
// lists (certificates, privacy requests) are not leads.
import { TZDate } from "@date-fns/tz";
import { site } from "#shared/catalogue/site";
import { formatInZone } from "#shared/dates";
import { formIds, type FormId } from "#shared/forms";
import type { LeadContext } from "#shared/forms/lead-context";
import { nationalNumber } from "#shared/forms/phone";
import { listNames } from "#server/leads/records";
import { mailtoHref, telHref } from "#server/notify/email";
import { contextLines } from "#server/notify/fields";
import type { StorePort, StoredRecord } from "#server/store";
import {
  type AssignmentReason,
  type DeskLead,
  type LeadNotificationState,
  type LeadSummary,
  type TimelineEntry,
} from "#server/store/desk";
import { arrivalOf } from "./missing-rows";
import { otherEnquiries, type EnquiryLine } from "./persons";
import { callOutcomeLabels, callsText } from "./calls";
import { leadSummary } from "#server/leads/summary";
import { deskTime, durationText, formLabels, recordFieldLabel } from "../labels";
import { leadStatuses, statusLabels } from "#shared/desk";

const formOfList = new Map(formIds.map((form) => [listNames[form], form] as const));

/** The lead form whose list this is; undefined for any other list. */
export const leadFormOf = (list: string): FormId | undefined => formOfList.get(list);

export interface Line {
  label: string;
  value: string;
}

export interface TimelineItem {
  at: string;
  iso: string;
  by: string;
  changes: string[];
  note?: string;
}

export interface LeadPageView {
  list: string;
  key: string;
  form: string;
  title: string;
  received: string;
  fields: Line[];
  beside: Line[];
  summary: Line[];
  reach: { call?: string; whatsapp?: string; email?: string; phone: string; address: string };
  state: {
    status: (typeof leadStatuses)[number];
    statusLabel: string;
    owner: string;
    lostReason: string;
    /** The datetime-local value of the next follow-up, in the business's zone ('' when none). */
    followUp: string;
    followUpText: string;
    /** The next follow-up's time has come. */
    followUpDue: boolean;
    firstContact: string;
    /** What the form showed: a save changes only what still holds this. */
    seen: { status: string; owner: string; followUp: string };
    /** How many changes the lead has had (a new form after each). */
    version: number;
    /** The calls logged ("2 calls, no answer"), or "". */
    calls: string;
  };
  timeline: TimelineItem[];
  /** The person's other enquiries, newest first. */
  enquiries: EnquiryLine[];
  notifications: Line[];
  choices: { statuses: Array<{ value: string; label: string }>; owners: string[] };
  timeZone: string;
}

/** The `datetime-local` text of an instant in the business's zone, and back. */
export const followUpValue = (at: number | undefined, timeZone: string) =>
  at === undefined ? "" : formatInZone(new Date(at), timeZone, "yyyy-MM-dd'T'HH:mm");
export function parseFollowUp(value: string, timeZone: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const when = new TZDate(year, month - 1, day, hour, minute, timeZone);
  // A date that does not exist (31 February) rolls over: refused rather than moved. Years 0 to
  // 99 are taken by Date as 1900 to 1999: refused too.
  if (
    Number.isNaN(when.getTime()) ||
    when.getFullYear() !== year ||
    when.getMonth() !== month - 1 ||
    when.getDate() !== day ||
    hour > 23 ||
    minute > 59
  )
    return undefined;
  return when.getTime();
}

/**
 * `https://wa.me/91XXXXXXXXXX` for an Indian mobile number (ten digits, starting 6 to 9), with
 * `text` typed in when given.
 */
export function whatsappHref(phone: string, text?: string): string | undefined {
  const digits = nationalNumber(phone);
  if (!digits || !/^[6-9]\d{9}$/.test(digits)) return undefined;
  return `https://wa.me/91${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/** What a WhatsApp message to the lead starts with: their first name and the course asked about. */
export function leadChatText(row: Pick<LeadSummary, "name" | "course">): string {
  const first = row.name.trim().split(/\s+/)[0] ?? "";
  const about = row.course ? ` on the ${row.course} course` : "";
  return `Hello${first ? ` ${first}` : ""}, this is ${site.brandName}, about your enquiry${about}.`;
}

/** Why the owner is who they are, as the timeline says it. */
const assignmentWords: Record<AssignmentReason, string> = {
  "in-turn": "Assigned in turn",
  person: "Assigned to the person's owner (a repeat enquiry)",
  form: "Assigned to the form's member",
  nobody: "Nobody takes new leads: no owner yet",
  taken: "Taken over from the owner",
  sla: "Moved on in turn: nobody contacted it in time",
};

function timelineItem(entry: TimelineEntry, timeZone: string): TimelineItem {
  const changes: string[] = [];
  if (entry.status)
    changes.push(`Status: ${statusLabels[entry.status.from]} → ${statusLabels[entry.status.to]}`);
  if (entry.lostReason) changes.push(`Why lost: ${entry.lostReason}`);
  if (entry.owner)
    changes.push(`Owner: ${entry.owner.from || "nobody"} → ${entry.owner.to || "nobody"}`);
  if (entry.assignment) changes.push(assignmentWords[entry.assignment]);
  if (entry.reminded !== undefined)
    changes.push(`Reminder mailed for the follow-up at ${deskTime(entry.reminded, timeZone)}`);
  if (entry.owner && !entry.assignment && entry.by) changes.push(`Given by ${entry.by}`);
  if (entry.person)
    changes.push(
      entry.person.how === "split"
        ? "Not the same person as their other enquiries: split off"
        : "Joined to the person of another enquiry",
    );
  if (entry.nextFollowUpAt) {
    const when = (at: number | null) => (at === null ? "none" : deskTime(at, timeZone));
    changes.push(
      `Next follow-up: ${when(entry.nextFollowUpAt.from)} → ${when(entry.nextFollowUpAt.to)}`,
    );
  }
  if (entry.call) changes.push(`Call: ${callOutcomeLabels[entry.call.outcome]}`);
  if (entry.message === "whatsapp") changes.push("Sent on WhatsApp");
  const note = entry.note ?? entry.call?.note;
  return {
    at: deskTime(entry.at, timeZone),
    iso: new Date(entry.at).toISOString(),
    by: entry.by,
    changes,
    ...(note ? { note } : {}),
  };
}

const channelLabels = { email: "Email to sales", webhook: "Webhook to the CRM" } as const;

function notificationLine(n: LeadNotificationState, timeZone: string): Line {
  const label = channelLabels[n.channel];
  const tries = `${n.attempts} attempt${n.attempts === 1 ? "" : "s"}`;
  if (n.state === "delivered")
    return {
      label,
      value: `delivered ${n.deliveredAt !== undefined ? deskTime(n.deliveredAt, timeZone) : ""} (${tries})`,
    };
  const why = n.lastError ? `; last failure: ${n.lastError}` : "";
  if (n.state === "dead") return { label, value: `failed, given up after ${tries}${why}` };
  return {
    label,
    value:
      n.attempts === 0
        ? "waiting to be sent"
        : `not delivered yet (${tries}${why}); next try ${deskTime(n.nextAttemptAt, timeZone)}`,
  };
}

/**
 * What they sent (the record as stored) and where they came from (the inbox's summary, then
 * what is kept beside the record), with each label once on the page. The summary repeats what
 * the page already shows: its plan is the context's "Plan chosen" (which also gives the
 * price), its campaign the context's "Campaign", and a call-back's course is the record's
 * "Course". Such a line is left out, and what it says more (the catalogue's title of a course
 * sent as "AWS") is added to the line already there, in brackets.
 */
function detailLines(
  form: FormId,
  record: StoredRecord,
  context: LeadContext | undefined,
  row: LeadSummary,
  timeZone: string,
): Pick<LeadPageView, "fields" | "summary" | "beside"> {
  const fields = Object.entries(record).map(([name, value]) => ({
    label: recordFieldLabel(form, name),
    value,
  }));
  const beside = contextLines(context, (iso) => deskTime(Date.parse(iso), timeZone));
  const shown = [...fields, ...beside];
  const summary: Line[] = [];
  const candidates: Line[] = [
    ...(row.course ? [{ label: "Course", value: row.course }] : []),
    ...(row.plan && !beside.some((line) => line.label === "Plan chosen")
      ? [{ label: "Plan", value: row.plan }]
      : []),
    { label: "Source", value: row.source },
    ...(row.campaign ? [{ label: "Campaign", value: row.campaign }] : []),
  ];
  for (const line of candidates) {
    const same = shown.find((other) => other.label === line.label);
    if (!same) summary.push(line);
    else if (same.value.toLowerCase() !== line.value.toLowerCase())
      same.value = `${same.value} (${line.value})`;
  }
  return { fields, summary, beside };
}

export interface LeadPageOptions {
  timeZone: string;
  staff: string[];
  /** The time now (the site's clock): whether the follow-up is due. */
  now: number;
}

/**
 * The lead's page, or undefined when no lead is stored there. A lead stored before the desk
 * existed gets its row now, dated by its record's own date.
 */
export async function leadPage(
  store: StorePort,
  list: string,
  key: string,
  options: LeadPageOptions,
): Promise<LeadPageView | undefined> {
  const form = leadFormOf(list);
  if (!form) return undefined;
  const [record, context, held, notifications] = await Promise.all([
    store.get(list, key),
    store.getContext(list, key),
    store.desk.lead(list, key),
    store.desk.notifications(list, key),
  ]);
  if (!record) return undefined;
  let lead: DeskLead | undefined = held;
  if (!lead) {
    const arrivedAt = arrivalOf(record, key, options.timeZone, Date.now());
    await store.desk.addMissingRows([
      { list, key, summary: leadSummary(form, record, context), arrivedAt },
    ]);
    lead = await store.desk.lead(list, key);
    if (!lead) return undefined;
  }
  const { row, timeline } = lead;
  const { timeZone } = options;
  const phone = row.phone;
  return {
    list,
    key,
    form: formLabels[form],
    title: row.name || row.email || key,
    received: deskTime(row.arrivedAt, timeZone),
    ...detailLines(form, record, context, row, timeZone),
    reach: {
      ...(phone && telHref(phone) ? { call: telHref(phone) } : {}),
      ...(whatsappHref(phone) ? { whatsapp: whatsappHref(phone, leadChatText(row)) } : {}),
      ...(row.email && mailtoHref(row.email) ? { email: mailtoHref(row.email) } : {}),
      phone,
      address: row.email,
    },
    state: {
      status: row.status,
      statusLabel: statusLabels[row.status],
      owner: row.owner,
      lostReason: row.lostReason ?? "",
      followUp: followUpValue(row.nextFollowUpAt, timeZone),
      followUpText: row.nextFollowUpAt !== undefined ? deskTime(row.nextFollowUpAt, timeZone) : "",
      followUpDue: row.nextFollowUpAt !== undefined && row.nextFollowUpAt <= options.now,
      firstContact:
        row.firstContactAt !== undefined
          ? `${deskTime(row.firstContactAt, timeZone)} (${durationText(row.firstContactAt - row.arrivedAt)} after it arrived)`
          : "",
      seen: {
        status: row.status,
        owner: row.owner,
        followUp: row.nextFollowUpAt !== undefined ? String(row.nextFollowUpAt) : "",
      },
      version: row.version,
      calls: callsText(row),
    },
    timeline: timeline.map((entry) => timelineItem(entry, timeZone)).reverse(),
    enquiries: await otherEnquiries(store, row, timeZone),
    notifications: notifications.map((n) => notificationLine(n, timeZone)),
    choices: {
      statuses: leadStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
      owners: [...new Set([...options.staff, ...(row.owner ? [row.owner] : [])])].sort(),
    },
    timeZone,
  };
}
