// The desk in the SQLite file. Every write runs in the caller's one IMMEDIATE transaction: a
// lead's row is inserted with its record (sqlite.ts insertLead), a change of its state and
// its timeline entry are one step, and an erasure takes row, terms, timeline and the search
// texts of downloads that found it, all at once.
import { mintSubmissionKey } from "#shared/forms/keys";
import type { LeadContext } from "#shared/forms/lead-context";
import {
  arrivingRow,
  callOutcomes,
  PERSON_ENQUIRIES_CAP,
  rowId,
  type AccessEntry,
  type AccessEntryInit,
  type CallOutcome,
  type Cursor,
  type DeskLead,
  type DeskStorePort,
  type InboxQuery,
  type InboxRow,
  type LeadSummary,
  type SearchTerms,
  type TimelineEntry,
} from "./desk";
import { PREFIX_END, searchEmail, searchWords } from "./desk-terms";
import { outboxId } from "./outbox";
import {
  filterColumns,
  type AccessColumns,
  type DeskRowColumns,
  type DeskStatements,
} from "./sqlite-desk-schema";
import type { Statements } from "./sqlite-schema";
import { type LeadStatus } from "#shared/desk";

const isCallOutcome = (value: string): value is CallOutcome =>
  (callOutcomes as readonly string[]).includes(value);

/** Runs `work` in one transaction of the store (sqlite.ts). */
export type DeskRunner = <T>(what: string, work: (s: Statements) => T) => Promise<T>;

export function rowFromColumns(c: DeskRowColumns): InboxRow {
  return {
    list: c.list,
    key: c.key,
    form: c.form,
    tab: c.tab === "newsletter" ? "newsletter" : "leads",
    name: c.name,
    email: c.email,
    phone: c.phone,
    course: c.course,
    plan: c.plan,
    source: c.source,
    campaign: c.campaign,
    status: c.status as LeadStatus,
    owner: c.owner,
    ...(c.lost_reason !== null ? { lostReason: c.lost_reason } : {}),
    ...(c.next_follow_up_at !== null ? { nextFollowUpAt: c.next_follow_up_at } : {}),
    ...(c.first_contact_at !== null ? { firstContactAt: c.first_contact_at } : {}),
    ...(c.escalated_at != null ? { escalatedAt: c.escalated_at } : {}),
    ...(c.person != null ? { person: c.person } : {}),
    ...(c.repeat ? { repeat: true } : {}),
    ...(c.assigned_at != null ? { assignedAt: c.assigned_at } : {}),
    ...(c.reminded_at != null ? { remindedAt: c.reminded_at } : {}),
    ...(c.calls > 0 ? { calls: c.calls } : {}),
    ...(c.last_call !== null && isCallOutcome(c.last_call) ? { lastCall: c.last_call } : {}),
    arrivedAt: c.arrived_at,
    updatedAt: c.updated_at,
    version: c.version,
  };
}

/** The terms a lead is found by: each word of its name, its address, its phone digits. */
function termsOf(summary: LeadSummary): string[] {
  const terms = searchWords(summary.name).map((word) => `n:${word}`);
  if (summary.email) terms.push(`e:${searchEmail(summary.email)}`);
  const digits = summary.phone.replace(/\D/g, "");
  if (digits) terms.push(`p:${digits}`);
  return terms;
}

function writeTerms(s: DeskStatements, id: string, summary: LeadSummary) {
  s.deleteDeskTerms.run(id);
  for (const term of termsOf(summary)) s.insertDeskTerm.run(term, id);
}

/** A new lead's row (in insertLead's transaction); a row already there is kept. */
export function insertSqliteDeskRow(
  s: DeskStatements,
  list: string,
  key: string,
  summary: LeadSummary,
  arrivedAt: number,
) {
  const row = arrivingRow(list, key, summary, arrivedAt);
  const id = rowId(list, key);
  const inserted = s.insertDeskRow.run(
    id,
    list,
    key,
    row.tab,
    row.form,
    row.arrivedAt,
    row.updatedAt,
    row.version,
    row.name,
    row.email,
    row.phone,
    row.course,
    row.plan,
    row.source,
    row.campaign,
    row.status,
    row.owner,
  );
  if (inserted.changes > 0) writeTerms(s, id, summary);
  return inserted.changes > 0;
}

/**
 * A corrected record's summary (in the correction's transaction); nothing when the lead has no row.
 */
export function resummarizeSqlite(
  s: DeskStatements,
  list: string,
  key: string,
  summary: LeadSummary,
) {
  const id = rowId(list, key);
  const { form, name, email, phone, course, plan, source, campaign } = summary;
  if (
    s.updateDeskSummary.run(form, name, email, phone, course, plan, source, campaign, id).changes >
    0
  )
    writeTerms(s, id, summary);
}

/**
 * Everything the desk keeps of a lead, gone (in the erasure's transaction); the access log keeps
 * its key.
 */
export function eraseSqliteDesk(s: DeskStatements, list: string, key: string) {
  const id = rowId(list, key);
  s.deleteDeskRow.run(id);
  s.deleteDeskTerms.run(id);
  s.deleteDeskEvents.run(id);
  s.eraseAccessSearches.run(id);
  s.deleteAccessLeads.run(id);
}

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

function inboxPage(s: DeskStatements, query: InboxQuery) {
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

function leadOf(s: DeskStatements, id: string): DeskLead | undefined {
  const columns = s.selectDeskRow.get(id);
  if (!columns) return undefined;
  return {
    row: rowFromColumns(columns),
    timeline: s.selectDeskEvents.all(id).map((event) => JSON.parse(event.data) as TimelineEntry),
  };
}

const entryOf = (c: AccessColumns): AccessEntry => ({
  id: c.id,
  at: c.at,
  by: c.by,
  action: c.action as AccessEntry["action"],
  ...(c.list !== null && c.key !== null ? { lead: { list: c.list, key: c.key } } : {}),
  ...(c.filter !== null ? { filter: c.filter } : {}),
  ...(c.search !== null ? { search: c.search } : {}),
  ...(c.search_erased ? { searchErased: true } : {}),
  ...(c.count !== null ? { count: c.count } : {}),
  ...(c.method !== null ? { method: c.method as NonNullable<AccessEntry["method"]> } : {}),
  ...(c.subject !== null ? { subject: c.subject } : {}),
});

export function createSqliteDesk(run: DeskRunner): DeskStorePort {
  return {
    inbox: (query) => run("desk read", (s) => inboxPage(s, query)),
    owners: (tab, cap) =>
      run("desk read", (s) => s.deskOwners.all(tab, cap).map((found) => found.owner)),
    countNew: (tab, cap) => run("desk read", (s) => s.countDeskNew.get(tab, cap)?.n ?? 0),
    lead: (list, key) => run("desk read", (s) => leadOf(s, rowId(list, key))),
    update: (list, key, change) =>
      run("desk change", (s) => {
        const id = rowId(list, key);
        const held = leadOf(s, id);
        if (!held) return { status: "missing" as const };
        const update = change(held.row);
        if ("refused" in update)
          return { status: "refused" as const, fields: update.refused, lead: held };
        const { state, entry } = update;
        s.updateDeskState.run(
          state.status,
          state.owner,
          state.lostReason ?? null,
          state.nextFollowUpAt ?? null,
          state.firstContactAt ?? null,
          state.person ?? null,
          state.repeat ? 1 : null,
          state.assignedAt ?? null,
          state.remindedAt ?? null,
          entry.at,
          id,
        );
        if (state.calls !== undefined)
          s.updateDeskCalls.run(state.calls, state.lastCall ?? null, id);
        s.insertDeskEvent.run(id, held.row.version + 1, JSON.stringify(entry));
        for (const notice of update.notices ?? [])
          s.insertStaffNotice.run(
            outboxId(key, "email", notice.kind, notice.tag),
            key,
            list,
            held.row.form,
            notice.to ?? null,
            entry.at,
            entry.at,
          );
        return { status: "changed" as const, lead: leadOf(s, id)! };
      }),
    changedSince: (since, limit) =>
      run("desk read", (s) => s.deskChangedSince.all(since, limit).map(rowFromColumns)),
    addMissingRows: (leads) =>
      run(
        "desk add missing rows",
        (s) =>
          leads.filter(
            (lead) =>
              s.selectRecord.get(lead.list, lead.key) &&
              insertSqliteDeskRow(s, lead.list, lead.key, lead.summary, lead.arrivedAt),
          ).length,
      ),
    details: (leads) =>
      run("desk read", (s) =>
        leads.map(({ list, key }) => {
          const record = s.selectRecord.get(list, key);
          if (!record) return undefined;
          const context = s.selectContext.get(list, key);
          return {
            record: JSON.parse(record.data) as Record<string, string>,
            ...(context ? { context: JSON.parse(context.data) as LeadContext } : {}),
          };
        }),
      ),
    notifications: (list, key) =>
      run("desk read", (s) =>
        s.leadNotifications.all(list, key).map((n) => ({
          channel: n.channel,
          state: n.state,
          attempts: n.attempts,
          createdAt: n.created_at,
          nextAttemptAt: n.next_attempt_at,
          ...(n.delivered_at !== null ? { deliveredAt: n.delivered_at } : {}),
          ...(n.last_error !== null ? { lastError: n.last_error } : {}),
        })),
      ),
    reportRows: ({ from, to }, limit) =>
      run("desk read", (s) =>
        s.deskReportRows.all(from, to, limit).map((c) => ({
          form: c.form,
          source: c.source,
          campaign: c.campaign,
          status: c.status as LeadStatus,
          arrivedAt: c.arrived_at,
          ...(c.first_contact_at !== null ? { firstContactAt: c.first_contact_at } : {}),
          owner: c.owner,
          ...(c.calls > 0 ? { calls: c.calls } : {}),
        })),
      ),
    waiting: ({ from, to }, limit) =>
      run("desk read", (s) => s.deskWaiting.all(from, to, limit).map(rowFromColumns)),
    escalate: (list, key, at, notify) =>
      run("desk escalate", (s) => {
        // Only the row of a stored lead, still uncontacted and not escalated: its entries are
        // queued in the same step.
        if (
          !s.selectDeskRow.get(rowId(list, key)) ||
          s.markEscalated.run(at, rowId(list, key)).changes !== 1
        )
          return false;
        for (const channel of notify.channels)
          s.insertOutbox.run(
            outboxId(key, channel, "overdue"),
            key,
            list,
            notify.form,
            channel,
            null,
            at,
            at,
          );
        return true;
      }),
    takeTurn: () => run("desk turn", (s) => s.takeTurn.get()?.n ?? 0),
    samePerson: ({ phone, email }, limit) =>
      run("desk read", (s) =>
        s.samePerson
          .all(`p:${phone.replace(/\D/g, "")}`, `e:${searchEmail(email)}`, limit)
          .map(rowFromColumns),
      ),
    dueReminders: (now, limit) =>
      run("desk read", (s) => s.dueReminders.all(now, limit).map(rowFromColumns)),
    personLeads: (person, limit) =>
      run("desk read", (s) => s.personLeads.all(person, person, limit).map(rowFromColumns)),
    logAccess: (entry: AccessEntryInit) =>
      run("desk access log", (s) => {
        const id = mintSubmissionKey(entry.at);
        s.insertAccess.run(
          id,
          entry.at,
          entry.by,
          entry.action,
          entry.lead?.list ?? null,
          entry.lead?.key ?? null,
          entry.filter ?? null,
          entry.search ?? null,
          entry.count ?? null,
          entry.method ?? null,
          entry.subject ?? null,
        );
        if (entry.search)
          for (const lead of entry.searchedLeads ?? [])
            s.insertAccessLead.run(rowId(lead.list, lead.key), id);
      }),
    accessLog: ({ before, by, limit }) =>
      run("desk read", (s) => {
        const where = ["1"];
        const params: unknown[] = [];
        if (by !== undefined) {
          where.push("by = ?");
          params.push(by);
        }
        if (before !== undefined) {
          where.push("id < ?");
          params.push(before);
        }
        const rows = s
          .deskQuery<AccessColumns>(
            `SELECT * FROM desk_access WHERE ${where.join(" AND ")} ORDER BY id DESC LIMIT ?`,
          )
          .all(...params, limit + 1);
        const entries = rows.slice(0, limit).map(entryOf);
        return {
          entries,
          ...(rows.length > limit ? { older: entries[entries.length - 1]!.id } : {}),
        };
      }),
  };
}
