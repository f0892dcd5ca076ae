// A desk row as the Realtime Database stores it under `_desk/rows/<list>~<key>`: the row's fields,
// its index strings (`<tab>|<value>|<arrival>|<row id>`, one per query the desk makes) and what it
// carries (`last`: its newest timeline entry; `pending`: created before its record). Here too the
// bounded range read all the desk's queries use, and how a pending row is settled or dropped.
// The layout, and why: decisions 0031 and 0054.
import { arrivingRow, rowId, type InboxRow, type LeadSummary, type TimelineEntry } from "./desk";
import { searchEmail, searchName, searchWords } from "./desk-terms";
import type { Operation, RestClient } from "./firebase-rest";
import { isObject, queryString } from "./firebase-rest";
import { StoreError } from "./port";
import { leadStatuses } from "#shared/desk";

export const DESK_FOLDER = "_desk";
export const ROWS = [DESK_FOLDER, "rows"];
export const EVENTS = [DESK_FOLDER, "events"];
export const ACCESS = [DESK_FOLDER, "access"];
export const ACCESS_BY_LEAD = [DESK_FOLDER, "accessByLead"];

/** The row fields that narrow the inbox, in the order a query picks its index from. */
export const FILTERS = ["status", "owner", "form", "course", "source", "campaign"] as const;
export type FilterName = (typeof FILTERS)[number];

/** Every index the desk's queries use, as database.rules.json must list them. */
export const DESK_INDEXES = {
  rows: [
    "updatedAt",
    "i_all",
    ...FILTERS.map((name) => `i_${name}`),
    "s_name",
    "s_name2",
    "s_email",
    "s_phone",
    "i_waiting",
    "i_followUp",
    "i_person",
    "i_remind",
    "i_owner_status",
    "i_owner_followUp",
  ],
  access: ["i_by"],
} as const;

/** Rows asked for per request when a read goes through a range in steps. */
export const BATCH = 200;
/** A search shows at most this many leads per kind of match (name, address, phone). */
export const SEARCH_CAP = 100;
/** Conditional writes give way to a concurrent one and try again, this many times at most. */
export const ATTEMPTS = 5;

export const pad = (at: number) => String(Math.max(0, Math.floor(at))).padStart(13, "0");
/** A value inside an index string: its separator cannot appear in it. */
export const clean = (value: string) => value.replace(/\|/g, "¦");
export const seqKey = (seq: number) => String(seq).padStart(6, "0");

/** What a stored row carries beside its fields: its newest timeline entry, its pending time. */
interface Carried {
  last?: TimelineEntry;
  pending?: number;
}
export type StoredRow = InboxRow & Carried & Record<string, unknown>;

export function indexFields(row: InboxRow): Record<string, string> {
  const id = rowId(row.list, row.key);
  const tail = `${pad(row.arrivedAt)}|${id}`;
  const fields: Record<string, string> = { i_all: `${row.tab}|${tail}` };
  for (const name of FILTERS)
    fields[`i_${name}`] = `${row.tab}|${clean(String(row[name]))}|${tail}`;
  const words = searchWords(row.name);
  fields.s_name = `${row.tab}|${searchName(row.name)}`;
  if (words.length > 1) fields.s_name2 = `${row.tab}|${words.slice(1).join(" ")}`;
  if (row.email) fields.s_email = `${row.tab}|${searchEmail(row.email)}`;
  const digits = row.phone.replace(/\D/g, "");
  if (digits) fields.s_phone = `${row.tab}|${digits}`;
  // Only while the lead waits for a first contact and was not escalated: the escalation timer's
  // range.
  if (row.tab === "leads" && row.firstContactAt === undefined && row.escalatedAt === undefined)
    fields.i_waiting = tail;
  // Only while a follow-up is set: the "follow-up due" filter then reads these leads alone.
  if (row.nextFollowUpAt !== undefined) fields.i_followUp = `${row.tab}|${tail}`;
  // A person's enquiries, in arrival order.
  if (row.person !== undefined) fields.i_person = `${clean(row.person)}|${tail}`;
  // Only while a follow-up waits for its reminder: the reminder timer's range, by its time.
  if (row.nextFollowUpAt !== undefined && row.remindedAt !== row.nextFollowUpAt)
    fields.i_remind = `${pad(row.nextFollowUpAt)}|${id}`;
  // A member's leads of one status, and their leads with a follow-up: "My leads" reads these.
  const owner = `${row.tab}|${clean(row.owner)}|`;
  fields.i_owner_status = `${owner}${clean(row.status)}|${tail}`;
  if (row.nextFollowUpAt !== undefined) fields.i_owner_followUp = `${owner}${tail}`;
  return fields;
}

/** The row as stored: the fields, its index strings, and what else it carries. */
export function stored(row: InboxRow, extra: Carried = {}): StoredRow {
  const plain: InboxRow = { ...row };
  for (const name of Object.keys(plain) as Array<keyof InboxRow>)
    if (plain[name] === undefined) delete plain[name];
  return { ...plain, ...indexFields(row), ...extra };
}

export function asRow(value: unknown): StoredRow | undefined {
  if (!isObject(value)) return undefined;
  const strings = [
    "list",
    "key",
    "form",
    "tab",
    "name",
    "email",
    "phone",
    "course",
    "plan",
    "source",
    "campaign",
    "owner",
  ];
  const numbers = ["arrivedAt", "updatedAt", "version"];
  if (
    !strings.every((name) => typeof value[name] === "string") ||
    !numbers.every((name) => typeof value[name] === "number")
  )
    return undefined;
  if (!leadStatuses.includes(value.status as InboxRow["status"])) return undefined;
  return value as StoredRow;
}

/** The row as the port gives it: no index strings, no stored extras. */
export function plainRow(row: StoredRow): InboxRow {
  const { last: _last, pending: _pending, ...rest } = row;
  return Object.fromEntries(
    Object.entries(rest).filter(([name]) => !name.startsWith("i_") && !name.startsWith("s_")),
  ) as unknown as InboxRow;
}

export const rowUrl = (rest: RestClient, list: string, key: string) =>
  rest.url([...ROWS, rowId(list, key)]);

/**
 * A new lead's row, created before its record (firebase.ts createRecord), pending until
 * `pendingUntil`. Returns whether this write created it.
 */
export async function createPendingRow(
  rest: RestClient,
  op: Operation,
  list: string,
  key: string,
  summary: LeadSummary,
  now: number,
  pendingUntil: number,
) {
  const created = await op.createIfAbsent(
    rowUrl(rest, list, key),
    stored(arrivingRow(list, key, summary, now), { pending: pendingUntil }),
  );
  return created.created;
}

/**
 * The record is stored: the row is no longer pending. When another post of the same key made
 * the row (a race whose record this post won), it gets this post's summary and arrival. Its
 * `updatedAt` stays its arrival: a poll of recent changes looks back further than a row can
 * stay pending (server/desk/events.ts), so it meets the row once it is settled.
 */
export async function settleRow(
  rest: RestClient,
  op: Operation,
  list: string,
  key: string,
  summary: LeadSummary,
  now: number,
  ours: boolean,
) {
  const change: Record<string, unknown> = ours
    ? {}
    : {
        ...summary,
        ...indexFields(arrivingRow(list, key, summary, now)),
        arrivedAt: now,
        updatedAt: now,
      };
  await op.call("PATCH", rowUrl(rest, list, key), {
    body: JSON.stringify({ ...change, pending: null }),
  });
}

/** A corrected record's summary, written into its row if it has one (put with overwrite). */
export async function resummarizeFirebase(
  rest: RestClient,
  op: Operation,
  list: string,
  key: string,
  summary: LeadSummary,
) {
  const target = rowUrl(rest, list, key);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { value, etag } = await op.read(target, { etag: true });
    const row = asRow(value);
    if (!row || !etag) return;
    const { last, pending } = row;
    const next = stored(
      { ...plainRow(row), ...summary },
      { ...(last ? { last } : {}), ...(pending !== undefined ? { pending } : {}) },
    );
    if (await op.replaceIf(target, next, etag)) return;
  }
  throw new StoreError(`firebase desk: the row of ${list}/${key} kept changing`);
}

export const entriesOf = (value: unknown) => (isObject(value) ? Object.entries(value) : []);

/**
 * Rows of one index between two values, at most `limit`, from the newest (or, `ascending`, the
 * oldest).
 */
export async function range(
  rest: RestClient,
  op: Operation,
  field: string,
  low: string,
  high: string,
  limit: number,
  ascending: boolean,
) {
  const { value } = await op.read(
    rest.url(
      ROWS,
      queryString({
        orderBy: field,
        startAt: low,
        endAt: high,
        ...(ascending ? { limitToFirst: limit } : { limitToLast: limit }),
      }),
    ),
  );
  const found = entriesOf(value)
    .map(([, entry]) => asRow(entry))
    .filter((row): row is StoredRow => row !== undefined && typeof row[field] === "string");
  return found.sort((a, b) => {
    const [x, y] = [a[field] as string, b[field] as string];
    return ascending ? (x < y ? -1 : x > y ? 1 : 0) : x < y ? 1 : x > y ? -1 : 0;
  });
}

/**
 * A pending row as it stands: shown once its record is there (and marked so), deleted once it can
 * no longer come.
 */
export async function settled(rest: RestClient, op: Operation, row: StoredRow): Promise<boolean> {
  if (row.pending === undefined) return true;
  const { value } = await op.read(rest.url([row.list, row.key], "?shallow=true"));
  const target = rowUrl(rest, row.list, row.key);
  if (value !== null) {
    await op.call("PATCH", target, { body: JSON.stringify({ pending: null }) });
    return true;
  }
  if (Date.now() > row.pending) {
    const current = await op.read(target, { etag: true });
    if (asRow(current.value)?.pending !== undefined && current.etag)
      await op.deleteIf(target, current.etag);
  }
  return false;
}

/** Newest first by arrival, then row id: the inbox's order. */
export const newestFirst = (a: InboxRow, b: InboxRow) =>
  b.arrivedAt - a.arrivedAt || (rowId(a.list, a.key) < rowId(b.list, b.key) ? 1 : -1);
