// One lead on Firebase: its row and timeline, a change of it (one conditional write of the row,
// which carries its newest timeline entry as `last` until the next change copies it out to
// `_desk/events`), its notifications, its escalation, and the round-robin's turn.
import {
  rowId,
  type DeskLead,
  type DeskStorePort,
  type InboxRow,
  type LeadNotificationState,
  type TimelineEntry,
} from "./desk";
import type { Operation, RestClient } from "./firebase-rest";
import { isObject, queryString } from "./firebase-rest";
import { pendingEntry } from "./firebase-outbox";
import {
  asRow,
  ATTEMPTS,
  DESK_FOLDER,
  entriesOf,
  EVENTS,
  plainRow,
  rowUrl,
  seqKey,
  settled,
  stored,
  type StoredRow,
} from "./firebase-desk-rows";
import {
  newOutboxItem,
  outboxId,
  type OutboxChannel,
  type OutboxItem,
  type OutboxState,
} from "./outbox";
import { StoreError } from "./port";

/** A lead's timeline entries read at most. */
const TIMELINE_CAP = 1000;
/** Tries at taking the round-robin's turn while other processes take it too. */
const TURN_ATTEMPTS = 50;

type LeadParts = "lead" | "update" | "notifications" | "escalate" | "takeTurn";

export function firebaseLead(rest: RestClient): Pick<DeskStorePort, LeadParts> {
  /** Queues an outbox entry unless it is already there in any state. */
  async function queueOnce(op: Operation, item: OutboxItem) {
    const seen = await Promise.all(
      (["delivered", "dead"] as const).map((state) =>
        op.read(rest.url(["_outbox", state, item.id], "?shallow=true")),
      ),
    );
    if (seen.some(({ value }) => value !== null)) return;
    await op.createIfAbsent(rest.url(["_outbox", "pending", item.id]), pendingEntry(item));
  }

  async function readLead(
    op: Operation,
    list: string,
    key: string,
  ): Promise<{ row: StoredRow; etag: string | null } | undefined> {
    const { value, etag } = await op.read(rowUrl(rest, list, key), { etag: true });
    const row = asRow(value);
    if (!row || !(await settled(rest, op, row))) return undefined;
    return { row, etag };
  }

  async function timelineOf(op: Operation, row: StoredRow): Promise<TimelineEntry[]> {
    if (row.version === 0) return [];
    const { value } = await op.read(
      rest.url(
        [...EVENTS, rowId(row.list, row.key)],
        queryString({ orderBy: "$key", limitToLast: TIMELINE_CAP }),
      ),
    );
    const bySeq = new Map<string, TimelineEntry>(
      entriesOf(value).filter((entry): entry is [string, TimelineEntry] => isObject(entry[1])),
    );
    if (row.last) bySeq.set(seqKey(row.version), row.last);
    return [...bySeq.entries()]
      .filter(([seq]) => Number(seq) <= row.version)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([, entry]) => entry);
  }

  const seqUrl = (row: InboxRow, seq: number) =>
    rest.url([...EVENTS, rowId(row.list, row.key), seqKey(seq)]);

  return {
    async lead(list, key) {
      const op = rest.operation("desk lead");
      const held = await readLead(op, list, key);
      if (!held) return undefined;
      return { row: plainRow(held.row), timeline: await timelineOf(op, held.row) };
    },

    async update(list, key, change) {
      const op = rest.operation("desk change");
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const held = await readLead(op, list, key);
        if (!held?.etag) return { status: "missing" };
        const { row, etag } = held;
        const lead = async (): Promise<DeskLead> => ({
          row: plainRow(row),
          timeline: await timelineOf(op, row),
        });
        const update = change(plainRow(row));
        if ("refused" in update)
          return { status: "refused", fields: update.refused, lead: await lead() };
        // The previous change's entry is copied out of the row first: the same bytes by whoever
        // does it.
        if (row.last)
          await op.call("PUT", seqUrl(row, row.version), { body: JSON.stringify(row.last) });
        const next: InboxRow = {
          ...plainRow(row),
          ...update.state,
          updatedAt: update.entry.at,
          version: row.version + 1,
        };
        for (const name of [
          "lostReason",
          "nextFollowUpAt",
          "firstContactAt",
          "person",
          "repeat",
          "assignedAt",
          "remindedAt",
        ] as const)
          if (update.state[name] === undefined) delete next[name];
        // The notices first, each created only if it is in no state yet: a change that then loses
        // its race runs again and finds them, and a notice is never queued twice.
        await Promise.all(
          (update.notices ?? []).map((notice) =>
            queueOnce(
              op,
              newOutboxItem(
                {
                  key,
                  list,
                  form: row.form,
                  channel: "email",
                  ...(notice.to ? { to: notice.to } : {}),
                },
                update.entry.at,
                notice.kind,
                notice.tag,
              ),
            ),
          ),
        );
        if (
          await op.replaceIf(rowUrl(rest, list, key), stored(next, { last: update.entry }), etag)
        ) {
          return {
            status: "changed",
            lead: {
              row: next,
              timeline: await timelineOf(op, stored(next, { last: update.entry })),
            },
          };
        }
      }
      throw new StoreError(`firebase desk: ${list}/${key} kept changing`);
    },
    async notifications(_list, key) {
      const op = rest.operation("desk notifications");
      const states: OutboxState[] = ["pending", "delivered", "dead"];
      const channels: OutboxChannel[] = ["email", "webhook"];
      const found = await Promise.all(
        states.flatMap((state) =>
          channels.map(async (channel): Promise<LeadNotificationState | undefined> => {
            const { value } = await op.read(rest.url(["_outbox", state, outboxId(key, channel)]));
            if (!isObject(value) || typeof value.attempts !== "number") return undefined;
            const number = (name: string) =>
              typeof value[name] === "number" ? value[name] : undefined;
            const deliveredAt = number("deliveredAt");
            return {
              channel,
              state,
              attempts: value.attempts,
              createdAt: number("createdAt") ?? 0,
              nextAttemptAt: number("nextAttemptAt") ?? 0,
              ...(deliveredAt !== undefined ? { deliveredAt } : {}),
              ...(typeof value.lastError === "string" ? { lastError: value.lastError } : {}),
            };
          }),
        ),
      );
      return found.filter((entry): entry is LeadNotificationState => entry !== undefined);
    },
    async escalate(list, key, at, notify) {
      const op = rest.operation("desk escalate");
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const held = await readLead(op, list, key);
        if (!held?.etag) return false;
        const { row, etag } = held;
        if (row.firstContactAt !== undefined || row.escalatedAt !== undefined) return false;
        // The entries first, each created only if it is in no state yet: a crash before the row's
        // mark leaves the lead to be escalated again, which finds them and queues nothing twice.
        await Promise.all(
          notify.channels.map((channel) =>
            queueOnce(op, newOutboxItem({ key, list, form: notify.form, channel }, at, "overdue")),
          ),
        );
        const next: InboxRow = { ...plainRow(row), escalatedAt: at };
        if (
          await op.replaceIf(
            rowUrl(rest, list, key),
            stored(next, row.last ? { last: row.last } : {}),
            etag,
          )
        )
          return true;
      }
      throw new StoreError(`firebase desk: ${list}/${key} kept changing`);
    },
    async takeTurn() {
      const op = rest.operation("desk turn");
      const target = rest.url([DESK_FOLDER, "turn"]);
      for (let attempt = 0; attempt < TURN_ATTEMPTS; attempt++) {
        const held = await op.read(target, { etag: true });
        const n = typeof held.value === "number" ? held.value : 0;
        if (held.etag && (await op.replaceIf(target, n + 1, held.etag))) return n;
      }
      throw new StoreError("firebase desk: the turn kept changing");
    },
  };
}
