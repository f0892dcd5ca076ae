// What the lead desk keeps beside each lead, as a sub-port of the store (`store.desk`): one
// inbox row per lead (its summary, for listing, filtering and searching, and its follow-up
// state), the lead's timeline of changes, and the staff access log. The row is written by
// `insertLead` itself, in the same step as the record (SQLite: the same transaction;
// Firebase: created before the record and marked pending until the record is there), so a
// stored lead always has exactly one row. Every read is bounded: a page, a search, a poll.
// Both adapters pass test/store/desk-contract.ts.
import type { LeadContext } from "#shared/forms/lead-context";
import type { LeadStatus } from "#shared/desk";
import type { AccessEntry, AccessEntryInit } from "./desk-access";
import type { OutboxChannel, StaffNoticeKind } from "./outbox";

/** What came of a call a staff member logged (server/desk/lead/calls.ts). */
export const callOutcomes = [
  "connected",
  "no-answer",
  "busy",
  "wrong-number",
  "call-back-later",
] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/** The inbox's two tabs: the four lead forms together, and the newsletter sign-ups on their own. */
export type DeskTab = "leads" | "newsletter";

/**
 * What the inbox shows and filters on for one lead, made from its record and context
 * (server/leads/summary.ts).
 */
export interface LeadSummary {
  /** The lead form's id (callback, contact, enrollment, ambassador, newsletter). */
  form: string;
  tab: DeskTab;
  name: string;
  email: string;
  /** The ten digits of an Indian number, or the phone as stored when it is not one. */
  phone: string;
  /** The course's title as the catalogue names it, or "" when the form names none. */
  course: string;
  plan: string;
  /** 'google / cpc', a referring site, or 'direct' (lower case). */
  source: string;
  /** utm_campaign (lower case), or "". */
  campaign: string;
}

/** Where a lead stands with the sales team. */
export interface DeskState {
  status: LeadStatus;
  /** The staff member's email, or "" for nobody. */
  owner: string;
  /** Why a lead was lost (kept while its status is Lost). */
  lostReason?: string;
  /** The next follow-up, in milliseconds since 1970 (shown in SITE_TIME_ZONE). */
  nextFollowUpAt?: number;
  /**
   * Its first logged call or first move away from New, whichever came first: the time to first
   * contact is this minus `arrivedAt`.
   */
  firstContactAt?: number;
  /**
   * The person this enquiry is from: the row id of their first enquiry (server/desk/lead/persons.ts).
   * Absent on rows stored before persons existed, which are each their own person.
   */
  person?: string;
  /** The person had enquired before when this lead arrived. */
  repeat?: boolean;
  /** When the lead got its owner at arrival (or was found to have nobody to get): once. */
  assignedAt?: number;
  /** The follow-up time its owner was last reminded of (a reminder per follow-up, once). */
  remindedAt?: number;
  /**
   * Calls logged on the lead, and the outcome of the last one. A change whose state leaves these
   * out keeps the row's: only logging a call writes them.
   */
  calls?: number;
  lastCall?: CallOutcome;
}

/** Why a lead's owner is who they are, as its timeline says. */
export type AssignmentReason =
  /** The next member taking new leads, in turn. */
  | "in-turn"
  /** The owner of the person's earlier enquiries. */
  | "person"
  /** The member an admin routed the lead's form to (the staff page). */
  | "form"
  /** Nobody takes new leads: the lead waits without an owner. */
  | "nobody"
  /** A member took it over from its owner ("Take this lead"). */
  | "taken"
  /** Nobody contacted it within LEAD_SLA_MINUTES: it moved on to the next member in turn. */
  | "sla";

/**
 * A mail to a staff member queued with a change of the lead, in the same step and once per lead
 * and kind: `assigned` tells the owner (`to`), `unowned` the escalation address.
 */
export interface StaffNoticeInit {
  kind: StaffNoticeKind;
  /** The member's address; none for `unowned`. */
  to?: string;
  /** Tells notices of one kind apart (a reminder: its follow-up time). */
  tag?: string;
}

export interface InboxRow extends LeadSummary, DeskState {
  list: string;
  key: string;
  /** When the server stored the lead (the storing process's clock). */
  arrivedAt: number;
  /** The last change of the row: its arrival, or the last change of its state. */
  updatedAt: number;
  /** How many changes its state has had (0: as it arrived). */
  version: number;
  /** When nobody had contacted it in time and it was escalated (once). */
  escalatedAt?: number;
}

/** What the reports count of a lead: its form, campaign, status, arrival and first contact. */
export type ReportRow = Pick<
  InboxRow,
  "form" | "source" | "campaign" | "status" | "arrivedAt" | "firstContactAt" | "owner" | "calls"
>;

/** One change of a lead, as the timeline shows it: who, when, and what moved. */
export interface TimelineEntry {
  at: number;
  /** The staff member's email. */
  by: string;
  status?: { from: LeadStatus; to: LeadStatus };
  lostReason?: string;
  owner?: { from: string; to: string };
  nextFollowUpAt?: { from: number | null; to: number | null };
  note?: string;
  /** Why the owner changed to who they are (with `owner`). */
  assignment?: AssignmentReason;
  /** The owner was mailed a reminder of the follow-up at this time. */
  reminded?: number;
  /** The lead was split from a person it is not, or joined to the person it is. */
  person?: { how: "split" | "join"; from: string; to: string };
  /** A call logged, with what came of it and what was said. */
  call?: { outcome: CallOutcome; note?: string };
  /** A message sent to the person outside the desk (the WhatsApp link), logged. */
  message?: "whatsapp";
}

export interface DeskLead {
  row: InboxRow;
  /** Oldest first. */
  timeline: TimelineEntry[];
}

/** What a change makes of the lead's state, or why it is not applied. */
export type DeskUpdate =
  { state: DeskState; entry: TimelineEntry; notices?: StaffNoticeInit[] } | { refused: string[] };

export type DeskUpdateResult =
  | { status: "changed"; lead: DeskLead }
  | { status: "refused"; fields: string[]; lead: DeskLead }
  /** No stored lead under that list and key (never stored, or erased). */
  | { status: "missing" };

/** The newest-first position in an inbox: a row's arrival and id (`<list>~<key>`). */
export interface Cursor {
  at: number;
  id: string;
}

/** A search, already normalised (server/desk/search.ts): any of these may match. */
export interface SearchTerms {
  /** Digits a phone starts with (no +91, no leading 0). */
  phone?: string;
  /** The start of an email address, lower case. */
  email?: string;
  /** Starts of words of the name, lower case; every one must match. */
  words?: string[];
}

export interface InboxFilter {
  tab: DeskTab;
  form?: string;
  status?: LeadStatus;
  /** A staff email, or "" for leads nobody owns. */
  owner?: string;
  course?: string;
  source?: string;
  campaign?: string;
  /** Arrival on or after (ms). */
  from?: number;
  /** Arrival before (ms). */
  to?: number;
  /** A next follow-up set and before this (ms): the leads to call by then. */
  followUpBefore?: number;
  search?: SearchTerms;
  /**
   * One row per person: of the leads the rest of the query keeps, each person's newest only,
   * with how many enquiries the person has in all (InboxPage.enquiries). The leads tab only.
   */
  perPerson?: boolean;
}

export interface InboxQuery extends InboxFilter {
  /** Rows older than this (the next page). */
  before?: Cursor;
  /** Rows newer than this (the page before). */
  after?: Cursor;
  limit: number;
}

export interface InboxPage {
  /** Newest first. */
  rows: InboxRow[];
  /** Where the next (older) page starts, when there may be one. */
  older?: Cursor;
  /** Where the page before (newer) ends, when there is one. */
  newer?: Cursor;
  /**
   * With `perPerson`: how many enquiries each row's person has in all, in the rows' order,
   * counted up to PERSON_ENQUIRIES_CAP (a count at the cap means at least that many).
   */
  enquiries?: number[];
}

/** A person's enquiries counted at most, and read at most to find their newest (Firebase). */
export const PERSON_ENQUIRIES_CAP = 200;

/** One notification of a lead, as the outbox keeps it (the lead page shows them). */
export interface LeadNotificationState {
  channel: "email" | "webhook";
  state: "pending" | "delivered" | "dead";
  attempts: number;
  createdAt: number;
  nextAttemptAt: number;
  deliveredAt?: number;
  lastError?: string;
}

export interface DeskStorePort {
  /** The inbox: rows matching the filter, newest first, a bounded page from a cursor. */
  inbox(query: InboxQuery): Promise<InboxPage>;
  /**
   * The addresses that own at least one lead of the tab, sorted, at most `cap`: the owner filter
   * must offer people who have left the staff too. `known` (the staff's addresses) only helps a
   * store that looks for each owner in turn to look in several places at once.
   */
  owners(tab: DeskTab, cap: number, known?: readonly string[]): Promise<string[]>;
  /** How many leads of the tab are New, counting up to `cap` (the tab title's number). */
  countNew(tab: DeskTab, cap: number): Promise<number>;
  /** One lead's row and timeline; undefined when no lead is stored under list/key. */
  lead(list: string, key: string): Promise<DeskLead | undefined>;
  /**
   * Changes one lead's state with what `change` makes of its row (a pure function: it may run
   * again when another writer changed the lead meanwhile), and adds its timeline entry, in one
   * step: two people changing one lead at once never lose a change.
   */
  update(
    list: string,
    key: string,
    change: (row: InboxRow) => DeskUpdate,
  ): Promise<DeskUpdateResult>;
  /**
   * The leads (not sign-ups) that arrived in [from, to), newest first, at most `limit`, with what
   * the reports count.
   */
  reportRows(range: { from: number; to: number }, limit: number): Promise<ReportRow[]>;
  /** Rows changed or arrived after `since` (ms), oldest change first, at most `limit`. */
  changedSince(since: number, limit: number): Promise<InboxRow[]>;
  /**
   * Rows for stored leads that have none (leads stored before the desk existed): created with
   * `arrivedAt` as given, never replacing a row. Returns how many were created.
   */
  addMissingRows(
    leads: ReadonlyArray<{ list: string; key: string; summary: LeadSummary; arrivedAt: number }>,
  ): Promise<number>;
  /**
   * The records and contexts of these leads, in their order (undefined where no record is stored):
   * a download's rows.
   */
  details(
    leads: ReadonlyArray<{ list: string; key: string }>,
  ): Promise<Array<{ record: Record<string, string>; context?: LeadContext } | undefined>>;
  /** The notifications of one lead, in every state. */
  notifications(list: string, key: string): Promise<LeadNotificationState[]>;
  /**
   * Leads nobody has contacted and nobody escalated, that arrived in [from, to), oldest first,
   * at most `limit`: what the escalation timer checks against the SLA.
   */
  waiting(range: { from: number; to: number }, limit: number): Promise<InboxRow[]>;
  /**
   * Marks the lead escalated at `at` and queues its `overdue` notifications on `channels`, in
   * one step and once: false (nothing queued) when the lead was contacted or escalated
   * meanwhile, or is not stored.
   */
  escalate(
    list: string,
    key: string,
    at: number,
    notify: { form: string; channels: OutboxChannel[] },
  ): Promise<boolean>;
  /** Takes the next turn of the round-robin (0, 1, 2 ...): each call, in any process, its own. */
  takeTurn(): Promise<number>;
  /**
   * Leads (not sign-ups) with this phone (its digits) or this address (as searchEmail gives it),
   * newest first, at most `limit`: whom a new enquiry may be from.
   */
  samePerson(match: { phone: string; email: string }, limit: number): Promise<InboxRow[]>;
  /**
   * Leads whose next follow-up is at or before `now` and whose owner was not reminded of it yet,
   * earliest follow-up first, at most `limit`.
   */
  dueReminders(now: number, limit: number): Promise<InboxRow[]>;
  /** The leads of a person, newest first, at most `limit`. */
  personLeads(person: string, limit: number): Promise<InboxRow[]>;
  logAccess(entry: AccessEntryInit): Promise<void>;
  /** The access log, newest first, a bounded page; `by` keeps one staff member's entries. */
  accessLog(query: {
    before?: string;
    by?: string;
    limit: number;
  }): Promise<{ entries: AccessEntry[]; older?: string }>;
}

/** What a change that is not about them keeps of a row's person, arrival and reminder. */
export const arrivalState = (
  row: DeskState,
): Pick<DeskState, "person" | "repeat" | "assignedAt" | "remindedAt"> => ({
  ...(row.person !== undefined ? { person: row.person } : {}),
  ...(row.repeat ? { repeat: true } : {}),
  ...(row.assignedAt !== undefined ? { assignedAt: row.assignedAt } : {}),
  ...(row.remindedAt !== undefined ? { remindedAt: row.remindedAt } : {}),
});

/** Whether a row is as it arrived: unchanged but for its owner given at arrival. */
export const asArrived = (row: Pick<InboxRow, "version" | "updatedAt" | "assignedAt">) =>
  row.version === 0 || (row.version === 1 && row.updatedAt === row.assignedAt);

/** A lead's row id, unique across lists: `<list>~<key>` (no list name holds '~'). */
export const rowId = (list: string, key: string) => `${list}~${key}`;

/** A row's person: its own row id when it predates persons (decision 0043). */
export const personOfRow = (row: Pick<InboxRow, "list" | "key" | "person">) =>
  row.person ?? rowId(row.list, row.key);

/** The row a lead gets when it arrives: New, nobody's. */
export function arrivingRow(
  list: string,
  key: string,
  summary: LeadSummary,
  arrivedAt: number,
): InboxRow {
  return {
    list,
    key,
    ...summary,
    status: "new",
    owner: "",
    arrivedAt,
    updatedAt: arrivedAt,
    version: 0,
  };
}
