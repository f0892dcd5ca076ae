// At a lead's follow-up time its owner is mailed a reminder, once per follow-up, through the
// outbox; the timeline says so. The minute timer (escalation.ts) looks, with a bounded read of
// the follow-ups not yet reminded, earliest first. A lead without an owner is marked reminded
// with nobody to mail.
import type { StorePort } from "#server/store";

/** Follow-ups reminded per look at most. */
const BATCH = 100;

export async function remindDueFollowUps(
  services: { store: StorePort; mailsStaff: boolean },
  now: number,
): Promise<number> {
  const { store } = services;
  const due = await store.desk.dueReminders(now, BATCH);
  let reminded = 0;
  for (const row of due) {
    const followUp = row.nextFollowUpAt;
    if (followUp === undefined) continue;
    const result = await store.desk.update(row.list, row.key, (current) =>
      // Moved or reminded meanwhile (a colleague's save, another process): nothing to do.
      current.nextFollowUpAt !== followUp || current.remindedAt === followUp
        ? { refused: [] }
        : {
            state: { ...current, remindedAt: followUp },
            entry: { at: Math.max(now, current.updatedAt), by: "", reminded: followUp },
            notices:
              services.mailsStaff && current.owner
                ? [{ kind: "reminder", to: current.owner, tag: String(followUp) }]
                : [],
          },
    );
    if (result.status === "changed") reminded += 1;
  }
  return reminded;
}
