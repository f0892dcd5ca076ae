// A save on a lead's page: status (Lost asks why), owner, next follow-up and a note, checked,
// then applied by the store in one step (server/desk/lead/change.ts decides what a save over a
// colleague's change does). Whatever is refused comes back with what was typed.
import { TZDate } from "@date-fns/tz";
import { addYears } from "date-fns/addYears";
import { startOfDay } from "date-fns/startOfDay";
import * as v from "valibot";
import { type DeskLead, type TimelineEntry } from "#server/store/desk";
import type { StorePort } from "#server/store";
import { planChange } from "./change";
import { deskTime } from "../labels";
import { parseFollowUp } from "./page";
import { leadStatuses, statusLabels } from "#shared/desk";
import { NOTE_MAX, REASON_MAX } from "../form";

/** How far ahead a follow-up may be set: further than this is a mistyped year. */
const FOLLOW_UP_YEARS_AHEAD = 2;

export const changeMessages = {
  status: "Choose a status from the list.",
  lostReason: "Say why the lead was lost.",
  lostReasonLong: `Keep the reason under ${REASON_MAX} characters.`,
  owner: "Choose an owner from the list.",
  followUp: "Enter the next follow-up as a date and a time.",
  followUpRange: `Set the next follow-up between today and ${FOLLOW_UP_YEARS_AHEAD} years from now.`,
  note: `Keep a note under ${NOTE_MAX.toLocaleString("en-IN")} characters.`,
  nothing: "Nothing to save: change a field or write a note.",
  missing: "This lead is no longer stored (it was erased).",
  unavailable:
    "The desk could not reach its store, so nothing was saved. Please try again in a minute.",
  sessionEnded:
    "Your session has ended, so this was not saved. What you typed is kept here: sign in again in a new tab, then press Save.",
  sessionEndedCopy:
    "Your session has ended, so this was not saved. Copy what you typed below, sign in again (you will come back to this lead), then enter it there and press Save.",
};

const SaveSchema = v.object({
  status: v.picklist(leadStatuses, changeMessages.status),
  lostReason: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(REASON_MAX, changeMessages.lostReasonLong),
  ),
  owner: v.pipe(v.optional(v.string(), ""), v.trim(), v.toLowerCase()),
  followUp: v.pipe(v.optional(v.string(), ""), v.trim()),
  note: v.pipe(v.optional(v.string(), ""), v.maxLength(NOTE_MAX, changeMessages.note)),
  seenStatus: v.picklist(leadStatuses),
  seenOwner: v.optional(v.string(), ""),
  // An instant in milliseconds; a follow-up stored before 1970 is negative.
  seenFollowUp: v.pipe(v.optional(v.string(), ""), v.regex(/^(-?\d{1,15})?$/)),
});

/** What was typed, to show again after a refusal. */
export interface TypedSave {
  status: string;
  lostReason: string;
  owner: string;
  followUp: string;
  note: string;
}

export type SaveOutcome =
  | { ok: true }
  | {
      ok: false;
      status: 400 | 401 | 404 | 409;
      message: string;
      fieldErrors: Partial<Record<keyof TypedSave, string>>;
      typed: TypedSave;
    };

const text = (fields: Record<string, unknown>, name: string) =>
  typeof fields[name] === "string" ? fields[name] : "";

const typedOf = (fields: Record<string, unknown>): TypedSave => ({
  status: text(fields, "status"),
  lostReason: text(fields, "lostReason").slice(0, REASON_MAX * 2),
  owner: text(fields, "owner"),
  followUp: text(fields, "followUp"),
  note: text(fields, "note").slice(0, NOTE_MAX * 2),
});

/** A save posted after the person's session ended: nothing is saved, what they typed is kept. */
export const sessionEndedSave = (fields: Record<string, unknown>): SaveOutcome => ({
  ok: false,
  status: 401,
  message: changeMessages.sessionEnded,
  fieldErrors: {},
  typed: typedOf(fields),
});

/**
 * What a save held, to copy from the page that says it was not saved (without JavaScript, after
 * the session ended): the form's fields in its words, and the note. Only what was posted: the
 * page is for someone no longer signed in, so nothing is read from the lead.
 */
export interface UnsavedInput {
  fields: Array<{ name: string; value: string }>;
  note: string;
}

export function unsavedInput(fields: Record<string, unknown>): UnsavedInput {
  const typed = typedOf(fields);
  // A call or a message logged (lead-call.ts): what it was, not the save's fields.
  if (fields.intent === "call" || fields.intent === "whatsapp")
    return {
      fields: [
        fields.intent === "call"
          ? { name: "Call", value: text(fields, "outcome").replace(/-/g, " ") || "(no outcome)" }
          : { name: "Sent on WhatsApp", value: "yes" },
      ],
      note: typed.note,
    };
  const status = statusLabels[typed.status as keyof typeof statusLabels] ?? typed.status;
  return {
    fields: [
      { name: "Status", value: status || "(none)" },
      ...(typed.lostReason.trim() ? [{ name: "Why lost", value: typed.lostReason }] : []),
      { name: "Owner", value: typed.owner.trim() || "(nobody)" },
      // As the field sends it ("2026-12-01T10:30"), with a space for the T.
      { name: "Next follow-up", value: typed.followUp.trim().replace("T", " ") || "(none)" },
    ],
    note: typed.note,
  };
}

/** Who changed which field, for the message of a refused save. */
function conflictMessage(fields: string[], lead: DeskLead, by: string, timeZone: string): string {
  const names: Record<string, string> = {
    status: "the status",
    owner: "the owner",
    nextFollowUpAt: "the next follow-up",
  };
  // The latest change to one of the fields in conflict, not to any field.
  const last = lead.timeline.findLast((entry) =>
    fields.some((field) => entry[field as keyof TimelineEntry] !== undefined),
  );
  const changed = fields.map((field) => names[field] ?? field).join(" and ");
  const when = last ? deskTime(last.at, timeZone) : "";
  const what =
    last?.by === by
      ? `you changed ${changed} in another tab or window (${when})`
      : `someone else changed ${changed}${last ? ` (${last.by}, ${when})` : ""}`;
  const now = fields.includes("status") ? ` It is now ${statusLabels[lead.row.status]}.` : "";
  return `While you were editing, ${what}.${now} Your save was not applied: check the lead and save again.`;
}

/** From the start of today in the business's time zone to a few years ahead. */
export function withinFollowUpRange(
  at: number,
  options: { timeZone: string; now: number },
): boolean {
  const today = startOfDay(new TZDate(options.now, options.timeZone));
  return at >= today.getTime() && at <= addYears(today, FOLLOW_UP_YEARS_AHEAD).getTime();
}

export async function saveLead(
  store: StorePort,
  lead: { list: string; key: string },
  fields: Record<string, unknown>,
  options: { by: string; staff: string[]; timeZone: string; now: number },
): Promise<SaveOutcome> {
  const typed = typedOf(fields);
  const refuse = (
    status: 400 | 404 | 409,
    message: string,
    fieldErrors: Partial<Record<keyof TypedSave, string>> = {},
  ): SaveOutcome => ({
    ok: false,
    status,
    message,
    fieldErrors,
    typed,
  });
  const parsed = v.safeParse(SaveSchema, fields);
  const fieldErrors: Partial<Record<keyof TypedSave, string>> = {};
  if (!parsed.success) {
    for (const [name, messages] of Object.entries(
      v.flatten<typeof SaveSchema>(parsed.issues).nested ?? {},
    )) {
      if (name in typed && messages?.[0]) fieldErrors[name as keyof TypedSave] = messages[0];
    }
    return refuse(
      400,
      Object.values(fieldErrors)[0] ?? "This form is out of date: reload the lead and try again.",
      fieldErrors,
    );
  }
  const save = parsed.output;
  if (save.status === "lost" && save.lostReason === "")
    fieldErrors.lostReason = changeMessages.lostReason;
  // The owner the form showed stays choosable even if that person has left the staff since.
  if (save.owner !== "" && save.owner !== save.seenOwner && !options.staff.includes(save.owner))
    fieldErrors.owner = changeMessages.owner;
  const followUp =
    save.followUp === "" ? null : (parseFollowUp(save.followUp, options.timeZone) ?? undefined);
  if (followUp === undefined) fieldErrors.followUp = changeMessages.followUp;
  // Only a follow-up being set is checked: one already stored (overdue, say) never blocks a save.
  const seenFollowUp = save.seenFollowUp === "" ? null : Number(save.seenFollowUp);
  if (
    typeof followUp === "number" &&
    followUp !== seenFollowUp &&
    !withinFollowUpRange(followUp, options)
  )
    fieldErrors.followUp = changeMessages.followUpRange;
  if (Object.keys(fieldErrors).length > 0)
    return refuse(400, Object.values(fieldErrors)[0]!, fieldErrors);

  const result = await store.desk.update(lead.list, lead.key, (row) =>
    planChange(row, {
      by: options.by,
      at: Math.max(options.now, row.updatedAt),
      seen: {
        status: save.seenStatus,
        owner: save.seenOwner,
        nextFollowUpAt: seenFollowUp,
      },
      status: save.status,
      lostReason: save.lostReason,
      owner: save.owner,
      nextFollowUpAt: followUp ?? null,
      note: save.note,
    }),
  );
  if (result.status === "missing") return refuse(404, changeMessages.missing);
  if (result.status === "refused") {
    if (result.fields.length === 0) return refuse(400, changeMessages.nothing);
    return refuse(409, conflictMessage(result.fields, result.lead, options.by, options.timeZone));
  }
  return { ok: true };
}
