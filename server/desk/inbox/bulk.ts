// Many leads at once from the inbox: the leads selected on one page (at most a page) are
// assigned to a staff member, given a status (Lost asks why, as a single save does) or a next
// follow-up. Each lead is its own step of the store with its own timeline entry. Each carries
// the version the page showed: a lead changed since then (by anyone) is skipped and named in the
// answer, never changed over what its changer did (decision 0047).
import { deskLeadPath } from "#shared/desk-paths";
import { readBody } from "#server/limits/post-body";
import type { StorePort } from "#server/store";
import { type InboxRow } from "#server/store/desk";
import { planChange } from "../lead/change";
import { DESK_FORM_LIMIT_BYTES, REASON_MAX } from "../form";
import { INBOX_PAGE_SIZE } from "./query";
import { changeMessages, withinFollowUpRange } from "../lead/save";
import { leadFormOf, parseFollowUp } from "../lead/page";
import { type LeadStatus, leadStatuses } from "#shared/desk";

/** The most leads one bulk change takes: one page of the inbox. */
export const BULK_MAX = INBOX_PAGE_SIZE;
/** Leads changed at once (each is its own step of the store). */
const AT_ONCE = 8;

export const bulkActions = ["assign", "status", "followUp"] as const;
export type BulkAction = (typeof bulkActions)[number];

export const bulkMessages = {
  none: "Select at least one lead.",
  tooMany: `Select at most ${BULK_MAX} leads at once (a page).`,
  action: "Choose what to do with the selected leads.",
  owner: changeMessages.owner,
  status: changeMessages.status,
  lostReason: changeMessages.lostReason,
  lostReasonLong: changeMessages.lostReasonLong,
  followUp: changeMessages.followUp,
  followUpRange: changeMessages.followUpRange,
  changedMeanwhile: "changed by someone else since this page was shown",
  gone: "no longer stored (erased)",
};

/** What was typed in the bulk bar, to show again. */
export interface TypedBulk {
  owner: string;
  status: string;
  lostReason: string;
  followUp: string;
  /** The leads selected, as their page gave them (`<version>~<list>~<key>`). */
  selected: string[];
}

export interface BulkOutcome {
  ok: boolean;
  status: 200 | 400;
  /** "2 leads changed." or why nothing was done. */
  message: string;
  /** The leads left alone, each with why. */
  skipped: Array<{ name: string; path: string; why: string }>;
  fieldErrors: Partial<Record<"owner" | "status" | "lostReason" | "followUp", string>>;
  typed: TypedBulk;
  /** When the answer was given: a new answer draws a fresh bar. */
  at: number;
}

/** A lead as the inbox page carries it: its version, list and key. */
export const bulkRef = (row: Pick<InboxRow, "version" | "list" | "key">) =>
  `${row.version}~${row.list}~${row.key}`;

function parseRef(ref: string): { version: number; list: string; key: string } | undefined {
  const first = ref.indexOf("~");
  const last = ref.lastIndexOf("~");
  if (first <= 0 || last <= first) return undefined;
  const version = ref.slice(0, first);
  const list = ref.slice(first + 1, last);
  const key = ref.slice(last + 1);
  if (!/^\d{1,9}$/.test(version) || key === "" || !leadFormOf(list)) return undefined;
  return { version: Number(version), list, key };
}

/** A bulk post's fields, repeated ones kept; undefined when it is too large for any bulk post. */
export async function readBulkForm(request: Request): Promise<URLSearchParams | undefined> {
  // The bar's fields, and each lead of a page twice (selected, and shown for "all on this page").
  const body = await readBody(request, DESK_FORM_LIMIT_BYTES + BULK_MAX * 2 * 400);
  return body.ok ? new URLSearchParams(body.text) : undefined;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function bulkChange(
  store: StorePort,
  form: URLSearchParams,
  options: { by: string; staff: string[]; timeZone: string; now: number },
): Promise<BulkOutcome> {
  const text = (name: string) => form.get(name) ?? "";
  const all = text("all") === "page";
  const selected = [...new Set(form.getAll(all ? "shown" : "lead"))];
  const typed: TypedBulk = {
    owner: text("owner").trim().toLowerCase(),
    status: text("status"),
    lostReason: text("lostReason").slice(0, REASON_MAX * 2),
    followUp: text("followUp").trim(),
    selected: selected.slice(0, BULK_MAX * 2),
  };
  const answer = (
    ok: boolean,
    message: string,
    more: Partial<Pick<BulkOutcome, "skipped" | "fieldErrors">> = {},
  ): BulkOutcome => ({
    ok,
    status: ok ? 200 : 400,
    message,
    skipped: more.skipped ?? [],
    fieldErrors: more.fieldErrors ?? {},
    typed,
    at: options.now,
  });
  const action = text("bulk");
  if (!(bulkActions as readonly string[]).includes(action))
    return answer(false, bulkMessages.action);
  if (selected.length === 0) return answer(false, bulkMessages.none);
  if (selected.length > BULK_MAX) return answer(false, bulkMessages.tooMany);
  const leads = selected.map(parseRef);
  if (leads.some((lead) => lead === undefined))
    return answer(false, "This page is out of date: reload the inbox and try again.");

  // What the action sets, checked as a single save checks it.
  const fieldErrors: BulkOutcome["fieldErrors"] = {};
  let set: { owner?: string; status?: LeadStatus; lostReason: string; followUp?: number } = {
    lostReason: "",
  };
  if (action === "assign") {
    if (!options.staff.includes(typed.owner)) fieldErrors.owner = bulkMessages.owner;
    else set = { ...set, owner: typed.owner };
  } else if (action === "status") {
    const status = leadStatuses.find((each) => each === typed.status);
    const reason = typed.lostReason.trim();
    if (!status) fieldErrors.status = bulkMessages.status;
    else if (status === "lost" && reason === "") fieldErrors.lostReason = bulkMessages.lostReason;
    else if (reason.length > REASON_MAX) fieldErrors.lostReason = bulkMessages.lostReasonLong;
    else set = { ...set, status, lostReason: status === "lost" ? reason : "" };
  } else {
    const at = parseFollowUp(typed.followUp, options.timeZone);
    if (at === undefined) fieldErrors.followUp = bulkMessages.followUp;
    else if (!withinFollowUpRange(at, options)) fieldErrors.followUp = bulkMessages.followUpRange;
    else set = { ...set, followUp: at };
  }
  const problem = Object.values(fieldErrors)[0];
  if (problem) return answer(false, problem, { fieldErrors });

  let changed = 0;
  let already = 0;
  // Named in the order they were selected, whichever step ends first.
  const skippedAt: Array<[number, BulkOutcome["skipped"][number]]> = [];
  const one = async (lead: { version: number; list: string; key: string }, order: number) => {
    const skip = (entry: BulkOutcome["skipped"][number]) => skippedAt.push([order, entry]);
    const result = await store.desk.update(lead.list, lead.key, (row) => {
      if (row.version !== lead.version) return { refused: ["version"] };
      const now = {
        status: row.status,
        owner: row.owner,
        nextFollowUpAt: row.nextFollowUpAt ?? null,
      };
      return planChange(row, {
        by: options.by,
        at: Math.max(options.now, row.updatedAt),
        seen: now,
        status: set.status ?? row.status,
        lostReason: set.lostReason,
        owner: set.owner ?? row.owner,
        nextFollowUpAt: set.followUp ?? now.nextFollowUpAt,
        note: "",
      });
    });
    const path = deskLeadPath(lead.list, lead.key);
    if (result.status === "missing") skip({ name: lead.key, path, why: bulkMessages.gone });
    else if (result.status === "changed") changed += 1;
    else if (result.fields.length === 0) already += 1;
    else {
      const { row } = result.lead;
      skip({
        name: row.name || row.email || row.key,
        path,
        why: bulkMessages.changedMeanwhile,
      });
    }
  };
  const chosen = leads.filter((lead) => lead !== undefined);
  for (let start = 0; start < chosen.length; start += AT_ONCE)
    await Promise.all(chosen.slice(start, start + AT_ONCE).map((lead, n) => one(lead, start + n)));
  const skipped = skippedAt.sort(([a], [b]) => a - b).map(([, entry]) => entry);

  const parts = [`${plural(changed, "lead", "leads")} changed.`];
  if (already > 0) parts.push(`${plural(already, "lead was", "leads were")} already so.`);
  if (skipped.length > 0)
    parts.push(`${plural(skipped.length, "lead was", "leads were")} skipped:`);
  return answer(true, parts.join(" "), { skipped });
}
