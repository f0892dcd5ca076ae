// What the desk holds about a person, as their /my-data page and download give it to them:
// where their request stands, why it was closed, the next follow-up, and the team's notes.
// Not the staff members' addresses: those are the staff's data, not the visitor's.
import type { DeskLead } from "../store/desk";
import { statusLabels } from "#shared/desk";

export interface PersonDeskData {
  status: string;
  lostReason?: string;
  /** ISO 8601 instants. */
  nextFollowUpAt?: string;
  notes: Array<{ at: string; text: string }>;
}

export function personDeskData(lead: DeskLead): PersonDeskData {
  const { row, timeline } = lead;
  return {
    status: statusLabels[row.status],
    ...(row.status === "lost" && row.lostReason ? { lostReason: row.lostReason } : {}),
    ...(row.nextFollowUpAt !== undefined
      ? { nextFollowUpAt: new Date(row.nextFollowUpAt).toISOString() }
      : {}),
    notes: timeline.flatMap((entry) =>
      entry.note ? [{ at: new Date(entry.at).toISOString(), text: entry.note }] : [],
    ),
  };
}

/** The same as labelled lines, times shown by `formatTime`. */
export function personDeskLines(
  data: PersonDeskData,
  formatTime: (iso: string) => string,
): Array<{ label: string; value: string }> {
  return [
    { label: "Status", value: data.status },
    ...(data.lostReason ? [{ label: "Why it was closed", value: data.lostReason }] : []),
    ...(data.nextFollowUpAt
      ? [{ label: "Next follow-up", value: formatTime(data.nextFollowUpAt) }]
      : []),
    ...data.notes.map((note) => ({ label: `Note of ${formatTime(note.at)}`, value: note.text })),
  ];
}
