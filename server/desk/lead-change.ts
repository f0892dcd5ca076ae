// A save on a lead's page: status (Lost asks why), owner, next follow-up and a note, checked,
// then applied by the store in one step (server/desk/change.ts decides what a save over a
// colleague's change does). Whatever is refused comes back with what was typed.
import * as v from "valibot";
import { leadStatuses, type DeskLead } from "../store/desk";
import type { StorePort } from "../store";
import { planChange } from "./change";
import { deskTime } from "./labels";
import { parseFollowUp } from "./lead-page";
import { statusLabels } from "./status";

/** The longest note taken: a call's summary, not a transcript. */
export const NOTE_MAX = 2000;
const REASON_MAX = 300;

export const changeMessages = {
  status: "Choose a status from the list.",
  lostReason: "Say why the lead was lost.",
  lostReasonLong: `Keep the reason under ${REASON_MAX} characters.`,
  owner: "Choose an owner from the list.",
  followUp: "Enter the next follow-up as a date and a time.",
  note: `Keep a note under ${NOTE_MAX.toLocaleString("en-IN")} characters.`,
  nothing: "Nothing to save: change a field or write a note.",
  missing: "This lead is no longer stored (it was erased).",
  unavailable:
    "The desk could not reach its store, so nothing was saved. Please try again in a minute.",
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
  seenFollowUp: v.pipe(v.optional(v.string(), ""), v.regex(/^\d{0,15}$/)),
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
      status: 400 | 404 | 409;
      message: string;
      fieldErrors: Partial<Record<keyof TypedSave, string>>;
      typed: TypedSave;
    };

const text = (fields: Record<string, unknown>, name: string) =>
  typeof fields[name] === "string" ? fields[name] : "";

/** Who changed which field, for the message of a refused save. */
function conflictMessage(fields: string[], lead: DeskLead, timeZone: string): string {
  const names: Record<string, string> = {
    status: "the status",
    owner: "the owner",
    nextFollowUpAt: "the next follow-up",
  };
  const last = [...lead.timeline]
    .reverse()
    .find(
      (entry) =>
        (fields.includes("status") && entry.status) ||
        (fields.includes("owner") && entry.owner) ||
        entry.nextFollowUpAt,
    );
  const who = last ? ` (${last.by}, ${deskTime(last.at, timeZone)})` : "";
  const now = fields.includes("status") ? ` It is now ${statusLabels[lead.row.status]}.` : "";
  return `While you were editing, someone else changed ${fields.map((field) => names[field] ?? field).join(" and ")}${who}.${now} Your save was not applied: check the lead and save again.`;
}

export async function saveLead(
  store: StorePort,
  lead: { list: string; key: string },
  fields: Record<string, unknown>,
  options: { by: string; staff: string[]; timeZone: string; now: number },
): Promise<SaveOutcome> {
  const typed: TypedSave = {
    status: text(fields, "status"),
    lostReason: text(fields, "lostReason").slice(0, REASON_MAX * 2),
    owner: text(fields, "owner"),
    followUp: text(fields, "followUp"),
    note: text(fields, "note").slice(0, NOTE_MAX * 2),
  };
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
  if (Object.keys(fieldErrors).length > 0)
    return refuse(400, Object.values(fieldErrors)[0]!, fieldErrors);

  const result = await store.desk.update(lead.list, lead.key, (row) =>
    planChange(row, {
      by: options.by,
      at: Math.max(options.now, row.updatedAt),
      seen: {
        status: save.seenStatus,
        owner: save.seenOwner,
        nextFollowUpAt: save.seenFollowUp === "" ? null : Number(save.seenFollowUp),
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
    return refuse(409, conflictMessage(result.fields, result.lead, options.timeZone));
  }
  return { ok: true };
}
