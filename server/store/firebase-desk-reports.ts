// The desk's reads by period and by time on Firebase: the reports' leads of a period (the
// inbox's own pages), the rows changed since a time (the live updates' poll), the leads waiting
// for a first contact (the escalation timer), the follow-ups due a reminder, and the records of a
// download's rows.
import type { LeadContext } from "#shared/forms/lead-context";
import type { Cursor, DeskStorePort, ReportRow } from "./desk";
import { PREFIX_END } from "./desk-terms";
import { SCAN_BOUND } from "./firebase-desk-inbox";
import { CONTEXT_FOLDER } from "./firebase-folders";
import type { RestClient } from "./firebase-rest";
import { isObject, queryString } from "./firebase-rest";
import { asRow, entriesOf, pad, plainRow, range, ROWS, type StoredRow } from "./firebase-desk-rows";

/** Reads of a download's records under way at once. */
const DETAILS_AT_ONCE = 32;

type PeriodParts = "reportRows" | "changedSince" | "waiting" | "dueReminders" | "details";

/** `inbox`: the desk's own inbox read (firebase-desk-inbox.ts), which the reports page through. */
export function firebasePeriods(
  rest: RestClient,
  inbox: DeskStorePort["inbox"],
): Pick<DeskStorePort, PeriodParts> {
  return {
    async reportRows({ from, to }, limit) {
      // The inbox's own reads: its arrival index, a bounded page at a time, continued from its
      // cursor.
      const rows: ReportRow[] = [];
      let before: Cursor | undefined;
      for (;;) {
        const page = await inbox({
          tab: "leads",
          from,
          to,
          limit: Math.min(SCAN_BOUND, limit - rows.length),
          ...(before ? { before } : {}),
        });
        for (const row of page.rows) {
          const { form, source, campaign, status, arrivedAt, firstContactAt, owner, calls } = row;
          rows.push({
            form,
            source,
            campaign,
            status,
            arrivedAt,
            ...(firstContactAt !== undefined ? { firstContactAt } : {}),
            owner,
            ...(calls !== undefined && calls > 0 ? { calls } : {}),
          });
        }
        if (rows.length >= limit || !page.older) return rows;
        before = page.older;
      }
    },

    async waiting({ from, to }, limit) {
      const op = rest.operation("desk waiting");
      const found = await range(rest, op, "i_waiting", pad(from), pad(to), limit, true);
      return found
        .filter(
          (row) =>
            row.pending === undefined &&
            row.firstContactAt === undefined &&
            row.escalatedAt === undefined,
        )
        .map(plainRow);
    },
    async changedSince(since, limit) {
      const { value } = await rest
        .operation("desk poll")
        .read(
          rest.url(
            ROWS,
            queryString({ orderBy: "updatedAt", startAt: since, limitToFirst: limit }),
          ),
        );
      return entriesOf(value)
        .map(([, entry]) => asRow(entry))
        .filter((row): row is StoredRow => row !== undefined && row.pending === undefined)
        .sort((a, b) => a.updatedAt - b.updatedAt)
        .map(plainRow);
    },
    async dueReminders(now, limit) {
      const op = rest.operation("desk reminders");
      const found = await range(rest, op, "i_remind", "", `${pad(now)}|${PREFIX_END}`, limit, true);
      return found
        .filter(
          (row) =>
            row.pending === undefined &&
            row.nextFollowUpAt !== undefined &&
            row.nextFollowUpAt <= now &&
            row.remindedAt !== row.nextFollowUpAt,
        )
        .map(plainRow);
    },
    async details(leads) {
      const op = rest.operation("desk details");
      const found: Array<{ record: Record<string, string>; context?: LeadContext } | undefined> =
        [];
      // A few at a time: a download of thousands of rows must not open thousands of requests at
      // once.
      for (let start = 0; start < leads.length; start += DETAILS_AT_ONCE) {
        const part = leads.slice(start, start + DETAILS_AT_ONCE);
        found.push(
          ...(await Promise.all(
            part.map(async ({ list, key }) => {
              const [record, context] = await Promise.all([
                op.read(rest.url([list, key])),
                op.read(rest.url([CONTEXT_FOLDER, list, key])),
              ]);
              if (!isObject(record.value)) return undefined;
              return {
                record: record.value as Record<string, string>,
                ...(isObject(context.value) ? { context: context.value } : {}),
              };
            }),
          )),
        );
      }
      return found;
    },
  };
}
