// A call or a WhatsApp message logged on a lead's page, one tap each: a timeline entry written
// through the store's one-step update, never refused by a colleague's change (it adds, it moves
// no field). The first call counts as the first contact whatever its outcome, so the SLA clock
// stops there; the row keeps how many calls and the last outcome for the inbox (decision 0047).
import * as v from "valibot";
import {
  callOutcomes,
  type CallOutcome,
  type DeskState,
  type DeskUpdate,
  type InboxRow,
} from "#server/store/desk";
import type { StorePort } from "#server/store";

/** The longest note of a call, as a save's note (lead-change.ts, which imports this module's page). */
export const NOTE_MAX = 2000;

export const callOutcomeLabels: Record<CallOutcome, string> = {
  connected: "Connected",
  "no-answer": "No answer",
  busy: "Busy",
  "wrong-number": "Wrong number",
  "call-back-later": "Call back later",
};

export const callMessages = {
  outcome: "Choose what came of the call.",
  note: `Keep a note under ${NOTE_MAX.toLocaleString("en-IN")} characters.`,
  missing: "This lead is no longer stored (it was erased).",
  sessionEnded:
    "Your session has ended, so this was not logged. What you typed is kept here: sign in again in a new tab, then log it again.",
};

/** "2 calls, no answer"; "" before any call. */
export function callsText(row: Pick<InboxRow, "calls" | "lastCall">): string {
  const calls = row.calls ?? 0;
  if (calls === 0) return "";
  // Read from the store: an outcome this code does not know is left out, never a failure.
  const label = row.lastCall ? (callOutcomeLabels[row.lastCall] as string | undefined) : undefined;
  const last = label ? `, ${label.toLowerCase()}` : "";
  return `${calls} call${calls === 1 ? "" : "s"}${last}`;
}

/** A call logged on the row: one more call, its outcome, and the first contact if none yet. */
export function planCall(
  row: InboxRow,
  call: { by: string; at: number; outcome: CallOutcome; note: string },
): DeskUpdate {
  const note = call.note.trim();
  return {
    state: stateOf(row, {
      calls: (row.calls ?? 0) + 1,
      lastCall: call.outcome,
      firstContactAt: row.firstContactAt ?? call.at,
    }),
    entry: {
      at: call.at,
      by: call.by,
      call: { outcome: call.outcome, ...(note ? { note } : {}) },
    },
  };
}

/** A WhatsApp message logged: a timeline entry, the lead's state as it is. */
export const planMessage = (row: InboxRow, message: { by: string; at: number }): DeskUpdate => ({
  state: stateOf(row, {}),
  entry: { at: message.at, by: message.by, message: "whatsapp" },
});

function stateOf(row: InboxRow, change: Partial<InboxRow>): DeskState {
  const next = { ...row, ...change };
  return {
    status: next.status,
    owner: next.owner,
    ...(next.lostReason !== undefined ? { lostReason: next.lostReason } : {}),
    ...(next.nextFollowUpAt !== undefined ? { nextFollowUpAt: next.nextFollowUpAt } : {}),
    ...(next.firstContactAt !== undefined ? { firstContactAt: next.firstContactAt } : {}),
    ...(change.calls !== undefined ? { calls: change.calls } : {}),
    ...(change.lastCall !== undefined ? { lastCall: change.lastCall } : {}),
  };
}

const CallSchema = v.object({
  outcome: v.pipe(v.optional(v.string(), ""), v.picklist(callOutcomes, callMessages.outcome)),
  note: v.pipe(v.optional(v.string(), ""), v.maxLength(NOTE_MAX, callMessages.note)),
});

export type LogOutcome =
  | { ok: true; logged: "call" | "whatsapp" }
  | {
      ok: false;
      status: 400 | 401 | 404;
      message: string;
      /** What was typed, to show again. */
      typed: { outcome: string; note: string };
    };

const text = (fields: Record<string, unknown>, name: string) =>
  typeof fields[name] === "string" ? fields[name] : "";

/** A call or message posted after the person's session ended: nothing is logged, the note kept. */
export const sessionEndedCall = (fields: Record<string, unknown>): LogOutcome => ({
  ok: false,
  status: 401,
  message: callMessages.sessionEnded,
  typed: { outcome: text(fields, "outcome"), note: text(fields, "note").slice(0, NOTE_MAX * 2) },
});

/** A call (`intent=call`: outcome, note) or a message (`intent=whatsapp`) logged on a lead. */
export async function logContact(
  store: StorePort,
  lead: { list: string; key: string },
  fields: Record<string, unknown>,
  options: { by: string; now: number },
): Promise<LogOutcome> {
  const typed = {
    outcome: text(fields, "outcome"),
    note: text(fields, "note").slice(0, NOTE_MAX * 2),
  };
  let change: (row: InboxRow) => DeskUpdate;
  const logged = fields.intent === "whatsapp" ? "whatsapp" : "call";
  if (logged === "whatsapp") {
    change = (row) =>
      planMessage(row, { by: options.by, at: Math.max(options.now, row.updatedAt) });
  } else {
    const parsed = v.safeParse(CallSchema, fields);
    if (!parsed.success)
      return { ok: false, status: 400, message: parsed.issues[0].message, typed };
    const { outcome, note } = parsed.output;
    change = (row) =>
      planCall(row, { by: options.by, at: Math.max(options.now, row.updatedAt), outcome, note });
  }
  const result = await store.desk.update(lead.list, lead.key, change);
  if (result.status === "missing")
    return { ok: false, status: 404, message: callMessages.missing, typed };
  return { ok: true, logged };
}
