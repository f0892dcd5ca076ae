// What one person's save does to a lead. Each field (status, owner, next follow-up) is changed
// only when the person changed it on their form, and only if it still holds what their form
// showed: if a colleague changed that field meanwhile, the save is refused (nothing of it is
// written) and the person sees the lead as it now is, with what they typed kept. Fields the
// person left alone keep whatever a colleague made of them. A note is always added. The store
// runs this inside its own step (a transaction, or a conditional write), so two saves at once
// are applied one after the other, never one over the other.
import {
  arrivalState,
  type DeskUpdate,
  type InboxRow,
  type TimelineEntry,
} from "#server/store/desk";
import { type LeadStatus } from "#shared/desk";

export interface ChangeRequest {
  by: string;
  at: number;
  /** What the person's form showed when they opened it. */
  seen: { status: LeadStatus; owner: string; nextFollowUpAt: number | null };
  status: LeadStatus;
  /** Why the lead was lost: required with status Lost (checked before), ignored otherwise. */
  lostReason: string;
  owner: string;
  nextFollowUpAt: number | null;
  note: string;
}

/** The fields a save may change, and where each is read on a row. */
const fields = {
  status: (row: InboxRow) => row.status,
  owner: (row: InboxRow) => row.owner,
  nextFollowUpAt: (row: InboxRow) => row.nextFollowUpAt ?? null,
} as const;
type Field = keyof typeof fields;

export function planChange(row: InboxRow, request: ChangeRequest): DeskUpdate {
  const wanted = (Object.keys(fields) as Field[]).filter(
    (field) => request[field] !== request.seen[field],
  );
  const moved = wanted.filter((field) => fields[field](row) !== request.seen[field]);
  if (moved.length > 0) return { refused: moved };

  const entry: TimelineEntry = { at: request.at, by: request.by };
  const status = wanted.includes("status") ? request.status : row.status;
  if (status !== row.status) entry.status = { from: row.status, to: status };
  const reason = request.lostReason.trim();
  const lostReason = status === "lost" ? reason || row.lostReason : undefined;
  // Only a Lost lead has a reason (above): a new one goes in the entry.
  if (lostReason && lostReason !== row.lostReason) entry.lostReason = lostReason;
  const owner = wanted.includes("owner") ? request.owner : row.owner;
  if (owner !== row.owner) entry.owner = { from: row.owner, to: owner };
  const followUp = wanted.includes("nextFollowUpAt")
    ? request.nextFollowUpAt
    : (row.nextFollowUpAt ?? null);
  if (followUp !== (row.nextFollowUpAt ?? null))
    entry.nextFollowUpAt = { from: row.nextFollowUpAt ?? null, to: followUp };
  const note = request.note.trim();
  if (note) entry.note = note;
  if (Object.keys(entry).length === 2) return { refused: [] };

  // Time to first contact ends at the first move away from New, and stays when it moves back.
  const firstContactAt = row.firstContactAt ?? (status !== "new" ? request.at : undefined);
  return {
    state: {
      ...arrivalState(row),
      status,
      owner,
      ...(lostReason ? { lostReason } : {}),
      ...(followUp !== null ? { nextFollowUpAt: followUp } : {}),
      ...(firstContactAt !== undefined ? { firstContactAt } : {}),
    },
    entry,
  };
}
