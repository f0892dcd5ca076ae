// The desk in the SQLite file. Every write runs in the caller's one IMMEDIATE transaction: a
// lead's row is inserted with its record (sqlite.ts insertLead), a change of its state and
// its timeline entry are one step, and an erasure takes row, terms, timeline and the search
// texts of downloads that found it, all at once.
import { mintSubmissionKey } from "#shared/forms/keys";
import type { LeadContext } from "#shared/forms/lead-context";
import {
  arrivingRow,
  rowId,
  type DeskLead,
  type DeskStorePort,
  type LeadSummary,
  type TimelineEntry,
} from "./desk";
import type { AccessEntry, AccessEntryInit } from "./desk-access";
import { searchEmail } from "./desk-terms";
import { outboxId } from "./outbox";
import { inboxPage } from "./sqlite-desk-inbox";
import {
  nameTerms,
  rowFromColumns,
  summaryColumnsOf,
  type AccessColumns,
  type DeskStatements,
} from "./sqlite-desk-schema";
import type { Statements } from "./sqlite-schema";
import { type LeadStatus } from "#shared/desk";

/** Runs `work` in one transaction of the store (sqlite.ts). */
export type DeskRunner = <T>(what: string, work: (s: Statements) => T) => Promise<T>;

/** The terms a lead is found by: each word of its name, its address, its phone digits. */
function termsOf(summary: LeadSummary): string[] {
  const terms = nameTerms(summary.name);
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
  const inserted = s.insertDeskRow.run({
    id,
    list,
    key,
    ...summaryColumnsOf(summary),
    arrived_at: row.arrivedAt,
    updated_at: row.updatedAt,
    version: row.version,
    status: row.status,
    owner: row.owner,
  });
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
  if (s.updateDeskSummary.run({ ...summaryColumnsOf(summary), id }).changes > 0)
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
