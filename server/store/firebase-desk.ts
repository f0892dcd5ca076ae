// The desk in the Realtime Database (`_desk/rows`, `events`, `access`, `accessByLead`), every read
// a bounded query on a deployed index, whose values are strings `<tab>|<value>|<arrival>|<row id>`.
// A row is created pending before its lead's record, then repaired or dropped by whoever reads it,
// so a lead appears exactly once; a change is one conditional write of the row, carrying its
// timeline entry as `last`. The layout, and why: decision 0031.
import { mintSubmissionKey } from "#shared/forms/keys";
import type { LeadContext } from "#shared/forms/lead-context";
import {
  arrivingRow,
  PERSON_ENQUIRIES_CAP,
  personOfRow,
  rowId,
  type AccessEntry,
  type Cursor,
  type DeskLead,
  type DeskStorePort,
  type InboxPage,
  type InboxQuery,
  type InboxRow,
  type LeadNotificationState,
  type LeadSummary,
  type ReportRow,
  type TimelineEntry,
} from "./desk";
import { PREFIX_END, searchEmail, searchName, searchWords } from "./desk-terms";
import { CONTEXT_FOLDER } from "./firebase-folders";
import type { Operation, RestClient } from "./firebase-rest";
import { isObject, queryString, sameJson } from "./firebase-rest";
import { pendingEntry } from "./firebase-outbox";
import {
  newOutboxItem,
  outboxId,
  type OutboxChannel,
  type OutboxItem,
  type OutboxState,
} from "./outbox";
import { StoreError } from "./port";
import { leadStatuses } from "#shared/desk";

export const DESK_FOLDER = "_desk";
const ROWS = [DESK_FOLDER, "rows"];
const EVENTS = [DESK_FOLDER, "events"];
const ACCESS = [DESK_FOLDER, "access"];
const ACCESS_BY_LEAD = [DESK_FOLDER, "accessByLead"];

/** The row fields that narrow the inbox, in the order a query picks its index from. */
const FILTERS = ["status", "owner", "form", "course", "source", "campaign"] as const;
type FilterName = (typeof FILTERS)[number];

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
  ],
  access: ["i_by"],
} as const;

/**
 * Rows read per request of a filtered page: past it, the page ends and its cursor continues from
 * there.
 */
const SCAN_BOUND = 1000;
const BATCH = 200;
/** A search shows at most this many leads per kind of match (name, address, phone). */
export const SEARCH_CAP = 100;
const TIMELINE_CAP = 1000;
/** Tries at taking the round-robin's turn while other processes take it too. */
const TURN_ATTEMPTS = 50;
/** The owner search's stretches looked through at once at most. */
const OWNER_STRETCHES = 16;
/** Reads of a download's records under way at once. */
const DETAILS_AT_ONCE = 32;
/** Persons read at once ahead of the row being looked at, for one row per person. */
const PERSONS_AT_ONCE = 25;
const ATTEMPTS = 5;

const pad = (at: number) => String(Math.max(0, Math.floor(at))).padStart(13, "0");
/** A value inside an index string: its separator cannot appear in it. */
const clean = (value: string) => value.replace(/\|/g, "¦");
const seqKey = (seq: number) => String(seq).padStart(6, "0");

type StoredRow = InboxRow & { last?: TimelineEntry; pending?: number } & Record<string, unknown>;

function indexFields(row: InboxRow): Record<string, string> {
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
  return fields;
}

/** The row as stored: the fields, its index strings, and what else it carries. */
function stored(row: InboxRow, extra: { last?: TimelineEntry; pending?: number } = {}): StoredRow {
  const plain: InboxRow = { ...row };
  for (const name of Object.keys(plain) as Array<keyof InboxRow>)
    if (plain[name] === undefined) delete plain[name];
  return { ...plain, ...indexFields(row), ...extra };
}

function asRow(value: unknown): StoredRow | undefined {
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
function plainRow(row: StoredRow): InboxRow {
  const { last: _last, pending: _pending, ...rest } = row;
  return Object.fromEntries(
    Object.entries(rest).filter(([name]) => !name.startsWith("i_") && !name.startsWith("s_")),
  ) as unknown as InboxRow;
}

const rowUrl = (rest: RestClient, list: string, key: string) =>
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

/**
 * Writes every row's index fields again from its own fields, so that a row written by an older
 * server is found by an index added since (a follow-up set before `i_followUp` existed). A row
 * whose stored fields already match is left alone; each change is a conditional write, so a
 * save racing it wins and its own write carries the indexes. Returns how many rows changed.
 * Safe to run with the site up, and again.
 */
export async function reindexDeskRows(rest: RestClient): Promise<number> {
  const op = rest.operation("desk reindex");
  let changed = 0;
  let after: string | undefined;
  for (;;) {
    const { value } = await op.read(
      rest.url(
        ROWS,
        queryString({
          orderBy: "$key",
          ...(after === undefined ? {} : { startAt: after }),
          limitToFirst: BATCH + 1,
        }),
      ),
    );
    const ids = Object.keys(isObject(value) ? value : {})
      .sort()
      .filter((id) => id !== after);
    for (const id of ids) if (await reindexRow(op, rest.url([...ROWS, id]))) changed += 1;
    if (ids.length < BATCH) return changed;
    after = ids[ids.length - 1];
  }
}

async function reindexRow(op: Operation, target: string): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { value, etag } = await op.read(target, { etag: true });
    const row = asRow(value);
    // A pending row is a post under way: its own last write sets its indexes.
    if (!row || !etag || row.pending !== undefined) return false;
    const next = stored(plainRow(row), row.last ? { last: row.last } : {});
    if (sameJson(value, next)) return false;
    if (await op.replaceIf(target, next, etag)) return true;
  }
  throw new StoreError(`firebase desk: a row kept changing while it was reindexed (${target})`);
}

/**
 * What erasing a lead removes of the desk, as locations of one multi-path update; the access log
 * keeps the key.
 */
export async function deskErasure(
  rest: RestClient,
  op: Operation,
  list: string,
  key: string,
): Promise<Record<string, unknown>> {
  const id = rowId(list, key);
  const { value } = await op.read(rest.url([...ACCESS_BY_LEAD, id], "?shallow=true"));
  const gone: Record<string, unknown> = {
    [[...ROWS, id].join("/")]: null,
    [[...EVENTS, id].join("/")]: null,
    [[...ACCESS_BY_LEAD, id].join("/")]: null,
  };
  for (const entry of isObject(value) ? Object.keys(value) : []) {
    gone[[...ACCESS, entry, "search"].join("/")] = null;
    gone[[...ACCESS, entry, "searchErased"].join("/")] = true;
  }
  return gone;
}

/**
 * Whether the desk's queries work: one query of each index. A missing one comes back as what to
 * tell the operator.
 */
export async function deskIndexProblem(
  rest: RestClient,
): Promise<{ reason: string; missingIndex: string } | undefined> {
  const op = rest.operation("desk index check");
  const checks = [
    ...DESK_INDEXES.rows.map((field) => ({ folder: ROWS, field })),
    ...DESK_INDEXES.access.map((field) => ({ folder: ACCESS, field })),
  ];
  for (const { folder, field } of checks) {
    try {
      await op.read(rest.url(folder, queryString({ orderBy: field, limitToFirst: 1 })));
    } catch (error) {
      const reason = (error as Error).message;
      if (!/Index not defined/i.test(reason)) throw error;
      return {
        reason,
        missingIndex: `the rules of /${folder.join("/")} have no ".indexOn" for "${field}": run npm run firebase -- deploy-rules`,
      };
    }
  }
  return undefined;
}

const entriesOf = (value: unknown) => (isObject(value) ? Object.entries(value) : []);

export function createFirebaseDesk(rest: RestClient): DeskStorePort {
  /**
   * Rows of one index between two values, at most `limit`, from the newest (or, `ascending`, the
   * oldest).
   */
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

  async function range(
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
  async function settled(op: Operation, row: StoredRow): Promise<boolean> {
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

  const matches = (row: InboxRow, query: InboxQuery, skip: FilterName | undefined) =>
    FILTERS.every(
      (name) => name === skip || query[name] === undefined || row[name] === query[name],
    ) &&
    (query.from === undefined || row.arrivedAt >= query.from) &&
    (query.to === undefined || row.arrivedAt < query.to) &&
    (query.followUpBefore === undefined ||
      (row.nextFollowUpAt !== undefined && row.nextFollowUpAt < query.followUpBefore));

  const cursorOf = (row: InboxRow): Cursor => ({ at: row.arrivedAt, id: rowId(row.list, row.key) });

  /** Newest first by arrival, then row id: the inbox's order. */
  const newestFirst = (a: InboxRow, b: InboxRow) =>
    b.arrivedAt - a.arrivedAt || (rowId(a.list, a.key) < rowId(b.list, b.key) ? 1 : -1);

  /**
   * A person's enquiries (not pending), newest first, at most PERSON_ENQUIRIES_CAP: their
   * `i_person` range and, for a first enquiry stored before persons, its own row.
   */
  async function personRows(op: Operation, person: string): Promise<StoredRow[]> {
    const prefix = `${clean(person)}|`;
    const [linked, first] = await Promise.all([
      range(op, "i_person", prefix, prefix + PREFIX_END, PERSON_ENQUIRIES_CAP, false),
      op.read(rest.url([...ROWS, person])),
    ]);
    const own = asRow(first.value);
    const rows = own && own.person === undefined ? [own, ...linked] : linked;
    return rows
      .filter((row) => row.pending === undefined)
      .sort(newestFirst)
      .slice(0, PERSON_ENQUIRIES_CAP);
  }

  /**
   * One row per person: whether a row is its person's newest that passes the query (the person's
   * enquiries read once per page, PERSONS_AT_ONCE ahead), and how many enquiries they have. A
   * person with more than PERSON_ENQUIRIES_CAP enquiries is judged on their newest that many.
   */
  function personJudge(op: Operation, query: InboxQuery) {
    const read = new Map<string, Promise<StoredRow[]>>();
    const start = (person: string) => {
      if (!read.has(person)) read.set(person, personRows(op, person));
    };
    return {
      /** Starts reading the persons of these rows, without waiting. */
      ahead: (rows: InboxRow[]) => rows.forEach((row) => start(personOfRow(row))),
      async judge(row: InboxRow): Promise<number | undefined> {
        const person = personOfRow(row);
        start(person);
        const id = rowId(row.list, row.key);
        const held = await read.get(person)!;
        // The row itself, settled just now, may have been read while still pending.
        const rows = held.some((other) => rowId(other.list, other.key) === id)
          ? held
          : [row, ...held].sort(newestFirst);
        const newest = rows.find((other) => matches(other, query, undefined));
        return newest && rowId(newest.list, newest.key) === id
          ? Math.min(rows.length, PERSON_ENQUIRIES_CAP)
          : undefined;
      },
    };
  }

  /**
   * A page of one index's range (the first filter's, else arrival), the other filters applied
   * as rows are read. Index values are unique (they end with the row id), so a bound that
   * must be left out is left out by equality. At most SCAN_BOUND rows are read: a page cut
   * short there gives a cursor from the last row read, matching or not, to continue.
   */
  async function filtered(query: InboxQuery): Promise<InboxPage> {
    const op = rest.operation("desk inbox");
    const by = FILTERS.find((name) => query[name] !== undefined);
    const field = by ? `i_${by}` : query.followUpBefore !== undefined ? "i_followUp" : "i_all";
    const prefix = `${query.tab}|${by ? `${clean(String(query[by]))}|` : ""}`;
    const position = (c: Cursor) => `${prefix}${pad(c.at)}|${c.id}`;
    const ascending = query.after !== undefined;
    let low = prefix + (query.from !== undefined ? pad(query.from) : "");
    let high = query.to !== undefined ? prefix + pad(query.to) : prefix + PREFIX_END;
    let leftOut: string | undefined;
    if (query.after && position(query.after) > low) low = leftOut = position(query.after);
    if (query.before && position(query.before) < high) high = leftOut = position(query.before);

    const rows: InboxRow[] = [];
    const enquiries: number[] = [];
    const people = query.perPerson && query.tab === "leads" ? personJudge(op, query) : undefined;
    let scanned = 0;
    let lastRead: InboxRow | undefined;
    let exhausted = false;
    while (!exhausted && rows.length <= query.limit && scanned < SCAN_BOUND) {
      const batch = await range(op, field, low, high, BATCH, ascending);
      exhausted = batch.length < BATCH;
      const kept = batch.filter((row) => row[field] !== leftOut && matches(row, query, by));
      for (const row of batch) {
        if (row[field] === leftOut) continue;
        scanned += 1;
        lastRead = row;
        if (matches(row, query, by) && (await settled(op, row))) {
          if (!people) rows.push(plainRow(row));
          else {
            const at = kept.indexOf(row);
            people.ahead(kept.slice(at, at + PERSONS_AT_ONCE));
            const count = await people.judge(row);
            if (count !== undefined) {
              rows.push(plainRow(row));
              enquiries.push(count);
            }
          }
        }
        if (rows.length > query.limit || scanned >= SCAN_BOUND) break;
      }
      const edge = batch[batch.length - 1]?.[field] as string | undefined;
      if (edge === undefined) break;
      leftOut = edge;
      if (ascending) low = edge;
      else high = edge;
    }
    const more = rows.length > query.limit;
    const page = rows.slice(0, query.limit);
    const counts = enquiries.slice(0, query.limit);
    const cutShort = !more && !exhausted && lastRead !== undefined;
    // Where reading stopped, in the direction read: the last row of the page, or the last row read.
    const onward = more
      ? cursorOf(page[page.length - 1]!)
      : cutShort
        ? cursorOf(lastRead!)
        : undefined;
    if (ascending) {
      page.reverse();
      counts.reverse();
    }
    const first = page[0];
    const last = page[page.length - 1];
    const older = ascending ? (last ? cursorOf(last) : query.after) : onward;
    const newer = ascending
      ? onward
      : query.before
        ? first
          ? cursorOf(first)
          : query.before
        : undefined;
    return {
      rows: page,
      ...(older ? { older } : {}),
      ...(newer ? { newer } : {}),
      ...(people ? { enquiries: counts } : {}),
    };
  }

  /**
   * A search: a prefix range on each index its terms name, merged, the other filters applied,
   * newest first.
   */
  async function searched(query: InboxQuery): Promise<InboxPage> {
    const op = rest.operation("desk search");
    const search = query.search ?? {};
    const prefix = `${query.tab}|`;
    const ranges: Array<[string, string]> = [];
    if (search.phone) ranges.push(["s_phone", search.phone]);
    if (search.email) ranges.push(["s_email", search.email]);
    if (search.words && search.words.length > 0) {
      const words = search.words.join(" ");
      ranges.push(["s_name", words], ["s_name2", words]);
    }
    const found = await Promise.all(
      ranges.map(([field, start]) =>
        range(
          op,
          field,
          prefix + clean(start),
          prefix + clean(start) + PREFIX_END,
          SEARCH_CAP,
          true,
        ),
      ),
    );
    const byId = new Map<string, StoredRow>();
    for (const row of found.flat()) byId.set(rowId(row.list, row.key), row);
    const rows: InboxRow[] = [];
    const perPerson = query.perPerson === true && query.tab === "leads";
    // One row per person: what the search found is every match (up to its cap), so each person's
    // newest match is their first here.
    const persons = new Set<string>();
    for (const row of [...byId.values()].sort(newestFirst)) {
      if (!matches(row, query, undefined) || !(await settled(op, row))) continue;
      if (perPerson && persons.has(personOfRow(row))) continue;
      persons.add(personOfRow(row));
      rows.push(plainRow(row));
    }
    // One page of what the capped ranges found, paged in memory.
    const position = (row: InboxRow) => cursorOf(row);
    const after = (row: InboxRow, c: Cursor) =>
      row.arrivedAt > c.at || (row.arrivedAt === c.at && rowId(row.list, row.key) > c.id);
    const before = (row: InboxRow, c: Cursor) =>
      row.arrivedAt < c.at || (row.arrivedAt === c.at && rowId(row.list, row.key) < c.id);
    let start = 0;
    if (query.before) start = rows.findIndex((row) => before(row, query.before!));
    if (query.after)
      start = Math.max(0, rows.filter((row) => after(row, query.after!)).length - query.limit);
    if (start < 0) start = rows.length;
    const end = query.after
      ? rows.filter((row) => after(row, query.after!)).length
      : start + query.limit;
    const page = rows.slice(start, Math.min(end, start + query.limit));
    const first = page[0];
    const last = page[page.length - 1];
    const enquiries = perPerson
      ? await Promise.all(
          page.map(async (row) => (await personRows(op, personOfRow(row))).length || 1),
        )
      : undefined;
    return {
      rows: page,
      ...(enquiries ? { enquiries } : {}),
      ...(last && start + page.length < rows.length ? { older: position(last) } : {}),
      ...(first && start > 0 ? { newer: position(first) } : {}),
    };
  }

  async function readLead(
    op: Operation,
    list: string,
    key: string,
  ): Promise<{ row: StoredRow; etag: string | null } | undefined> {
    const { value, etag } = await op.read(rowUrl(rest, list, key), { etag: true });
    const row = asRow(value);
    if (!row || !(await settled(op, row))) return undefined;
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
    inbox: (query) => (query.search ? searched(query) : filtered(query)),

    async owners(tab, cap, known = []) {
      // The owner index holds each owner's leads together: one query finds the first owner after a
      // point, the next skips past that owner's leads. The staff's addresses cut the alphabet
      // into stretches searched at once, so the owners cost a round trip or two, not one each.
      const op = rest.operation("desk owners");
      const after = (owner: string) => `${tab}|${clean(owner)}|${PREFIX_END}`;
      // In the index's order ("a@x.in.net|" before "a@x.in|"), so that the stretches follow it.
      const sorted = [...new Set(known.filter((owner) => owner !== "").map(clean))].sort((a, b) =>
        `${a}|` < `${b}|` ? -1 : 1,
      );
      // A long staff list marks fewer stretches: a page load asks a few requests at once, not 200.
      const step = Math.ceil(sorted.length / OWNER_STRETCHES);
      const marks = sorted.filter((_, n) => n % step === 0);
      const stretches = [
        { low: `${tab}|`, high: marks[0] },
        ...marks.map((mark, n) => ({ low: `${tab}|${mark}|`, high: marks[n + 1] })),
      ];
      const found = await Promise.all(
        stretches.map(async ({ low, high }) => {
          const owners: string[] = [];
          const end = high !== undefined ? `${tab}|${high}|` : `${tab}|${PREFIX_END}`;
          for (let from = low; owners.length < cap;) {
            const [row] = await range(op, "i_owner", from, end, 1, true);
            if (!row) break;
            // Nobody's leads ("leads||…") sort among the owners ("|" comes after the letters).
            if (row.owner !== "") owners.push(row.owner);
            from = after(row.owner);
          }
          return owners;
        }),
      );
      return [...new Set(found.flat())].sort().slice(0, cap);
    },

    async countNew(tab, cap) {
      const found = await range(
        rest.operation("desk count"),
        "i_status",
        `${tab}|new|`,
        `${tab}|new|${PREFIX_END}`,
        cap,
        false,
      );
      return found.length;
    },

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

    async addMissingRows(leads) {
      const op = rest.operation("desk add missing rows");
      const created = await Promise.all(
        leads.map(async ({ list, key, summary, arrivedAt }) => {
          const { value } = await op.read(rest.url([list, key], "?shallow=true"));
          if (value === null) return false;
          return (
            await op.createIfAbsent(
              rowUrl(rest, list, key),
              stored(arrivingRow(list, key, summary, arrivedAt)),
            )
          ).created;
        }),
      );
      return created.filter(Boolean).length;
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

    async reportRows({ from, to }, limit) {
      // The inbox's own reads: its arrival index, a bounded page at a time, continued from its
      // cursor.
      const rows: ReportRow[] = [];
      let before: Cursor | undefined;
      for (;;) {
        const page = await filtered({
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
      const found = await range(op, "i_waiting", pad(from), pad(to), limit, true);
      return found
        .filter(
          (row) =>
            row.pending === undefined &&
            row.firstContactAt === undefined &&
            row.escalatedAt === undefined,
        )
        .map(plainRow);
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

    async samePerson({ phone, email }, limit) {
      const op = rest.operation("desk person");
      const digits = phone.replace(/\D/g, "");
      // Equal index values come in key order, not by arrival: read up to the cap, then sort.
      const exact = (field: string, value: string) =>
        range(op, field, `leads|${clean(value)}`, `leads|${clean(value)}`, SEARCH_CAP, true);
      const found = await Promise.all([
        digits ? exact("s_phone", digits) : [],
        email ? exact("s_email", searchEmail(email)) : [],
      ]);
      const unique = new Map(found.flat().map((row) => [rowId(row.list, row.key), row]));
      return [...unique.values()]
        .filter((row) => row.pending === undefined)
        .sort((a, b) => b.arrivedAt - a.arrivedAt)
        .slice(0, limit)
        .map(plainRow);
    },

    async dueReminders(now, limit) {
      const op = rest.operation("desk reminders");
      const found = await range(op, "i_remind", "", `${pad(now)}|${PREFIX_END}`, limit, true);
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

    async personLeads(person, limit) {
      const op = rest.operation("desk person");
      const prefix = `${clean(person)}|`;
      const [linked, first] = await Promise.all([
        range(op, "i_person", prefix, prefix + PREFIX_END, limit, false),
        op.read(rest.url([...ROWS, person])),
      ]);
      const own = asRow(first.value);
      const rows = own && own.person === undefined ? [own, ...linked] : linked;
      return rows
        .filter((row) => row.pending === undefined)
        .sort((a, b) => b.arrivedAt - a.arrivedAt)
        .slice(0, limit)
        .map(plainRow);
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

    async logAccess(entry) {
      const id = mintSubmissionKey(entry.at);
      const { searchedLeads, lead, ...rest_ } = entry;
      const body: Record<string, unknown> = {
        [`access/${id}`]: {
          ...rest_,
          ...(lead ? { list: lead.list, key: lead.key } : {}),
          i_by: `${clean(entry.by)}|${id}`,
        },
      };
      if (entry.search)
        for (const found of searchedLeads ?? [])
          body[`accessByLead/${rowId(found.list, found.key)}/${id}`] = true;
      // One multi-path update: the entry and its links to the leads a search found, together.
      await rest
        .operation("desk access log")
        .call("PATCH", rest.url([DESK_FOLDER]), { body: JSON.stringify(body) });
    },

    async accessLog({ before, by, limit }) {
      const op = rest.operation("desk access log");
      const params: Record<string, string | number> =
        by !== undefined
          ? {
              orderBy: "i_by",
              startAt: `${clean(by)}|`,
              endAt: `${clean(by)}|${before ?? PREFIX_END}`,
              limitToLast: limit + 1,
            }
          : {
              orderBy: "$key",
              ...(before !== undefined ? { endAt: before } : {}),
              limitToLast: limit + 1,
            };
      const { value } = await op.read(rest.url(ACCESS, queryString(params)));
      const entries: AccessEntry[] = entriesOf(value)
        .filter(
          ([id, entry]) =>
            id !== before &&
            isObject(entry) &&
            typeof entry.at === "number" &&
            typeof entry.by === "string",
        )
        .sort(([a], [b]) => (a < b ? 1 : -1))
        .map(([id, entry]) => {
          const { i_by: _index, list, key, ...fields } = entry as Record<string, unknown>;
          return {
            id,
            ...fields,
            ...(typeof list === "string" && typeof key === "string" ? { lead: { list, key } } : {}),
          } as AccessEntry;
        });
      const page = entries.slice(0, limit);
      return {
        entries: page,
        ...(entries.length > limit ? { older: page[page.length - 1]!.id } : {}),
      };
    },
  };
}
