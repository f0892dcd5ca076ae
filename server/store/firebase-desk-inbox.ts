// The inbox on Firebase: a page of one index's range (the narrowest the query names), the other
// filters applied as rows are read, at most SCAN_BOUND rows a request; a search (a prefix range
// per term, merged); one row per person; the owners of a tab's leads and its New count.
import {
  personOfRow,
  PERSON_ENQUIRIES_CAP,
  rowId,
  type Cursor,
  type DeskStorePort,
  type InboxPage,
  type InboxQuery,
  type InboxRow,
} from "./desk";
import { PREFIX_END } from "./desk-terms";
import type { Operation, RestClient } from "./firebase-rest";
import { personRows } from "./firebase-desk-persons";
import {
  BATCH,
  clean,
  FILTERS,
  newestFirst,
  pad,
  plainRow,
  range,
  SEARCH_CAP,
  settled,
  type FilterName,
  type StoredRow,
} from "./firebase-desk-rows";

/**
 * Rows read per request of a filtered page: past it, the page ends and its cursor continues from
 * there.
 */
export const SCAN_BOUND = 1000;
/** The owner search's stretches looked through at once at most. */
const OWNER_STRETCHES = 16;
/** Persons read at once ahead of the row being looked at, for one row per person. */
const PERSONS_AT_ONCE = 25;

/** Whether a row passes the query's filters, but those its index already applied (`skip`). */
const matches = (row: InboxRow, query: InboxQuery, skip: readonly FilterName[] = []) =>
  FILTERS.every(
    (name) => skip.includes(name) || query[name] === undefined || row[name] === query[name],
  ) &&
  (query.from === undefined || row.arrivedAt >= query.from) &&
  (query.to === undefined || row.arrivedAt < query.to) &&
  (query.followUpBefore === undefined ||
    (row.nextFollowUpAt !== undefined && row.nextFollowUpAt < query.followUpBefore));

const cursorOf = (row: InboxRow): Cursor => ({ at: row.arrivedAt, id: rowId(row.list, row.key) });

/**
 * The index a filtered page reads: an owner's with a status or with a follow-up set ("My
 * leads"), else the first filter's, else arrival (only the leads with a follow-up, when that is
 * asked). `values`: what its strings hold between the tab and the arrival, as firebase-desk-rows.ts
 * writes them; `used`: the filters it applies itself.
 */
function indexFor(query: InboxQuery): { field: string; values: string[]; used: FilterName[] } {
  const { owner, status, followUpBefore } = query;
  if (owner !== undefined && status !== undefined)
    return {
      field: "i_owner_status",
      values: [clean(owner), clean(status)],
      used: ["owner", "status"],
    };
  if (owner !== undefined && followUpBefore !== undefined)
    return { field: "i_owner_followUp", values: [clean(owner)], used: ["owner"] };
  const by = FILTERS.find((name) => query[name] !== undefined);
  if (by) return { field: `i_${by}`, values: [clean(String(query[by]))], used: [by] };
  return { field: followUpBefore !== undefined ? "i_followUp" : "i_all", values: [], used: [] };
}

export function firebaseInbox(
  rest: RestClient,
): Pick<DeskStorePort, "inbox" | "owners" | "countNew"> {
  /**
   * One row per person: whether a row is its person's newest that passes the query (the person's
   * enquiries read once per page, PERSONS_AT_ONCE ahead), and how many enquiries they have. A
   * person with more than PERSON_ENQUIRIES_CAP enquiries is judged on their newest that many.
   */
  function personJudge(op: Operation, query: InboxQuery) {
    const read = new Map<string, Promise<StoredRow[]>>();
    const start = (person: string) => {
      if (!read.has(person)) read.set(person, personRows(rest, op, person));
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
        const newest = rows.find((other) => matches(other, query));
        return newest && rowId(newest.list, newest.key) === id
          ? Math.min(rows.length, PERSON_ENQUIRIES_CAP)
          : undefined;
      },
    };
  }

  /**
   * A page of one index's range (indexFor), the other filters applied
   * as rows are read. Index values are unique (they end with the row id), so a bound that
   * must be left out is left out by equality. At most SCAN_BOUND rows are read: a page cut
   * short there gives a cursor from the last row read, matching or not, to continue.
   */
  async function filtered(query: InboxQuery): Promise<InboxPage> {
    const op = rest.operation("desk inbox");
    const { field, values, used } = indexFor(query);
    const prefix = `${query.tab}|${values.map((value) => `${value}|`).join("")}`;
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
      const batch = await range(rest, op, field, low, high, BATCH, ascending);
      exhausted = batch.length < BATCH;
      const kept = batch.filter((row) => row[field] !== leftOut && matches(row, query, used));
      for (const row of batch) {
        if (row[field] === leftOut) continue;
        scanned += 1;
        lastRead = row;
        if (matches(row, query, used) && (await settled(rest, op, row))) {
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
          rest,
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
      if (!matches(row, query) || !(await settled(rest, op, row))) continue;
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
          page.map(async (row) => (await personRows(rest, op, personOfRow(row))).length || 1),
        )
      : undefined;
    return {
      rows: page,
      ...(enquiries ? { enquiries } : {}),
      ...(last && start + page.length < rows.length ? { older: position(last) } : {}),
      ...(first && start > 0 ? { newer: position(first) } : {}),
    };
  }

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
            const [row] = await range(rest, op, "i_owner", from, end, 1, true);
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
        rest,
        rest.operation("desk count"),
        "i_status",
        `${tab}|new|`,
        `${tab}|new|${PREFIX_END}`,
        cap,
        false,
      );
      return found.length;
    },
  };
}
