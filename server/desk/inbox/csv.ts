// The inbox's current filter as a CSV file: the columns of `npm run export -- --with-context`
// (the key, the records' fields, the context's columns), with the list each lead is in after
// the key (a filter may span several forms), then the desk's status, owner, first contact time,
// next follow-up, reason for a loss and person (decision 0043: the same for one person's
// enquiries). Cells are neutralised as the export neutralises them
// (server/csv.ts). Read a page at a time, up to EXPORT_MAX rows; the access log records who
// downloaded which filter. The filter is read as the inbox reads it, so the file holds what the
// page showed.
import { contextColumnNames, contextColumns } from "#server/leads/context-columns";
import { toCsv } from "#server/csv";
import type { StorePort } from "#server/store";
import type { InboxQuery, InboxRow } from "#server/store/desk";
import { personOf } from "../owners/assignment";
import { courseChoices, OWNER_CHOICES_MAX } from "./page";
import { dropUnknownOwner, parseInboxParams, type FilterValues } from "./query";
import { statusLabels } from "#shared/desk";

/**
 * Rows in one download at most; a larger filter says so and is narrowed (or `npm run export` used).
 */
export const EXPORT_MAX = 10_000;
const PAGE = 500;

export const deskColumns = [
  "status",
  "owner",
  "first_contact_at",
  "next_follow_up_at",
  "lost_reason",
  "person",
] as const;

/** A desk time as the context's times are written: ISO 8601, UTC; "" for none. */
const isoOrEmpty = (at: number | undefined) => (at !== undefined ? new Date(at).toISOString() : "");

export interface InboxCsv {
  csv: string;
  count: number;
  /** More rows matched than EXPORT_MAX: the file holds the newest EXPORT_MAX. */
  truncated: boolean;
  filename: string;
}

/** The filter as the access log keeps it: the address's query without the search and the page. */
export function filterText(values: FilterValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && !["q", "before", "after"].includes(name)) params.set(name, value);
  return params.toString();
}

export async function inboxCsv(
  store: StorePort,
  options: { url: URL; timeZone: string; by: string; now: number; staff: readonly string[] },
): Promise<InboxCsv> {
  const read = parseInboxParams(options.url.searchParams, options.timeZone, PAGE, {
    now: options.now,
    courses: courseChoices,
  });
  const leadOwners = await store.desk.owners(read.query.tab, OWNER_CHOICES_MAX, options.staff);
  dropUnknownOwner(read, new Set([...options.staff, ...leadOwners]));
  const { query: parsed, values } = read;
  // The whole filter, from its newest lead: a page's cursor in the address is not part of it.
  const { before: _before, after: _after, ...filter } = parsed;
  const rows: InboxRow[] = [];
  let query: InboxQuery = filter;
  let truncated = false;
  for (;;) {
    const page = await store.desk.inbox(query);
    rows.push(...page.rows);
    if (rows.length >= EXPORT_MAX) {
      truncated = rows.length > EXPORT_MAX || page.older !== undefined;
      rows.length = Math.min(rows.length, EXPORT_MAX);
      break;
    }
    if (!page.older) break;
    query = { ...filter, before: page.older };
  }
  const details = await store.desk.details(rows);
  const kept = rows.flatMap((row, n) => (details[n] ? [{ row, ...details[n] }] : []));
  const csv = toCsv(
    kept.map(({ row, record }) => [row.key, { list: row.list, ...record }]),
    {
      columns: [...contextColumnNames, ...deskColumns],
      of: (_key, index) => {
        const { row, context } = kept[index]!;
        return {
          ...contextColumns(context),
          status: statusLabels[row.status],
          owner: row.owner,
          first_contact_at: isoOrEmpty(row.firstContactAt),
          next_follow_up_at: isoOrEmpty(row.nextFollowUpAt),
          lost_reason: row.lostReason ?? "",
          person: personOf(row),
        };
      },
    },
  );
  await store.desk.logAccess({
    at: options.now,
    by: options.by,
    action: "export",
    filter: filterText(values),
    ...(values.q
      ? {
          search: values.q,
          searchedLeads: kept.map(({ row }) => ({ list: row.list, key: row.key })),
        }
      : {}),
    count: kept.length,
  });
  const day = new Date(options.now).toISOString().slice(0, 10);
  return { csv, count: kept.length, truncated, filename: `leads-${day}.csv` };
}
