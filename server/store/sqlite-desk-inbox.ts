// The inbox's SQL in the SQLite file: a page is one query built from the filter (each filter
// a column with an index in arrival order), a search (prefix ranges of desk_terms), one row per
// person, and a keyset cursor, newest first, never OFFSET.
import {
  PERSON_ENQUIRIES_CAP,
  rowId,
  type Cursor,
  type InboxPage,
  type InboxQuery,
  type InboxRow,
  type SearchTerms,
} from "./desk";
import { PREFIX_END } from "./desk-terms";
import {
  filterColumns,
  rowFromColumns,
  type DeskRowColumns,
  type DeskStatements,
} from "./sqlite-desk-schema";

interface Where {
  sql: string[];
  params: unknown[];
}

/**
 * The ids a search matches, as one subquery: a range of desk_terms per term (the phone's
 * digits, the address's start, each word of the name; the words all, the rest any).
 */
function searchIds(search: SearchTerms): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const range = (prefix: string) => {
    params.push(prefix, `${prefix}${PREFIX_END}`);
    return "SELECT id FROM desk_terms WHERE term >= ? AND term < ?";
  };
  const any: string[] = [];
  if (search.phone) any.push(range(`p:${search.phone}`));
  if (search.email) any.push(range(`e:${search.email}`));
  if (search.words && search.words.length > 0)
    any.push(
      `SELECT id FROM (${search.words.map((word) => range(`n:${word}`)).join(" INTERSECT ")})`,
    );
  return { sql: any.length > 0 ? any.join(" UNION ") : "SELECT NULL AS id WHERE 0", params };
}

/**
 * A search that matches few leads is read from its matches (then sorted); one that matches
 * many walks the inbox's order and keeps the matches, which come soon. Past this many matches
 * a search counts as many: either way a page reads a few thousand rows at most.
 */
const FEW_MATCHES = 2000;

/**
 * The WHERE of an inbox query (its filter and search), without the cursor, on the rows named
 * `alias`; `matched`: the ids a search found, already looked up (fewMatches).
 */
function filterWhere(query: InboxQuery, alias = "d", matched?: string[]): Where {
  const where: Where = { sql: [`${alias}.tab = ?`], params: [query.tab] };
  for (const [name, column] of Object.entries(filterColumns)) {
    const value = query[name as keyof typeof filterColumns];
    if (value !== undefined) {
      where.sql.push(`${alias}.${column} = ?`);
      where.params.push(value);
    }
  }
  if (query.from !== undefined) {
    where.sql.push(`${alias}.arrived_at >= ?`);
    where.params.push(query.from);
  }
  if (query.to !== undefined) {
    where.sql.push(`${alias}.arrived_at < ?`);
    where.params.push(query.to);
  }
  if (query.followUpBefore !== undefined) {
    where.sql.push(`${alias}.next_follow_up_at < ?`);
    where.params.push(query.followUpBefore);
  }
  if (matched) {
    where.sql.push(`${alias}.id IN (SELECT value FROM json_each(?))`);
    where.params.push(JSON.stringify(matched));
  } else if (query.search) {
    const ids = searchIds(query.search);
    where.sql.push(`${alias}.id IN (${ids.sql})`);
    where.params.push(...ids.params);
  }
  return where;
}

/** A row's person: its own id when it has none (decision 0043). */
const PERSON = "COALESCE(d.person, d.id)";

/**
 * One row per person: no newer row of the same person passes the same filter. Two index
 * lookups per row walked (desk_person, the primary key for a first enquiry stored before
 * persons), so a page costs what the inbox's does, times the rows it skips.
 */
function newestOfPerson(query: InboxQuery, matched: string[] | undefined): Where {
  const same = filterWhere(query, "n", matched);
  const newer = "(n.arrived_at, n.id) > (d.arrived_at, d.id)";
  const tail = [newer, ...same.sql].join(" AND ");
  return {
    sql: [
      `NOT EXISTS (SELECT 1 FROM desk_leads n WHERE n.person = ${PERSON} AND ${tail})`,
      `NOT EXISTS (SELECT 1 FROM desk_leads n WHERE n.id = ${PERSON} AND n.person IS NULL AND ${tail})`,
    ],
    params: [...same.params, ...same.params],
  };
}

/** How many enquiries the row's person has, up to PERSON_ENQUIRIES_CAP (desk_person, the key). */
const ENQUIRIES = `MIN(${PERSON_ENQUIRIES_CAP}, (SELECT COUNT(*) FROM desk_leads c WHERE c.person = ${PERSON})
  + (SELECT COUNT(*) FROM desk_leads f WHERE f.id = ${PERSON} AND f.person IS NULL)) AS enquiries`;

const cursorOf = (row: InboxRow): Cursor => ({ at: row.arrivedAt, id: rowId(row.list, row.key) });

/**
 * The ids a search matches when they are few (under FEW_MATCHES), found once; undefined when
 * they are many.
 */
function fewMatches(s: DeskStatements, search: SearchTerms): string[] | undefined {
  const ids = searchIds(search);
  const found = s
    .deskQuery<{ id: string }>(`SELECT id FROM (${ids.sql}) LIMIT ${FEW_MATCHES}`)
    .all(...ids.params)
    .map((match) => match.id);
  return found.length < FEW_MATCHES ? found : undefined;
}

export function inboxPage(s: DeskStatements, query: InboxQuery): InboxPage {
  // Few matches drive (CROSS JOIN keeps them the outer loop): their rows are looked up by id and
  // sorted, and the search is not run again; many are kept while walking the inbox's order.
  const matched = query.search ? fewMatches(s, query.search) : undefined;
  const { search: _searched, ...unsearched } = query;
  const where = filterWhere(matched ? unsearched : query);
  const perPerson = query.perPerson === true && query.tab === "leads";
  if (perPerson) {
    const newest = newestOfPerson(matched ? unsearched : query, matched);
    where.sql.push(...newest.sql);
    where.params.push(...newest.params);
  }
  const newerFirst = query.after === undefined;
  const from = query.after ?? query.before;
  if (from) {
    where.sql.push(newerFirst ? "(d.arrived_at, d.id) < (?, ?)" : "(d.arrived_at, d.id) > (?, ?)");
    where.params.push(from.at, from.id);
  }
  const order = newerFirst ? "DESC" : "ASC";
  const tail = `WHERE ${where.sql.join(" AND ")} ORDER BY d.arrived_at ${order}, d.id ${order} LIMIT ?`;
  const source = matched
    ? "json_each(?) AS m CROSS JOIN desk_leads d ON d.id = m.value"
    : "desk_leads d";
  const params = matched ? [JSON.stringify(matched), ...where.params] : where.params;
  const columns = perPerson ? `d.*, ${ENQUIRIES}` : "d.*";
  const read = s
    .deskQuery<DeskRowColumns & { enquiries?: number }>(`SELECT ${columns} FROM ${source} ${tail}`)
    .all(...params, query.limit + 1);
  const found = read.map(rowFromColumns);
  const counts = read.map((c) => c.enquiries ?? 1);
  const more = found.length > query.limit;
  const rows = found.slice(0, query.limit);
  const enquiries = counts.slice(0, query.limit);
  if (!newerFirst) {
    rows.reverse();
    enquiries.reverse();
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  // Paging back from `after`, the rows older than the page are there (the cursor's own row at
  // least).
  const older = last && (newerFirst ? more : true) ? cursorOf(last) : undefined;
  const newer =
    first && (newerFirst ? query.before !== undefined : more) ? cursorOf(first) : undefined;
  return {
    rows,
    ...(older ? { older } : {}),
    ...(newer ? { newer } : {}),
    ...(perPerson ? { enquiries } : {}),
  };
}
