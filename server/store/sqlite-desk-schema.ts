// The desk's tables in the SQLite file (server/store/desk.ts says what they hold). The inbox
// reads newest first by arrival within a tab, optionally narrowed by one field: each such
// read has an index that gives its rows already in order, so a page is a short walk down an
// index (keyset paging, never OFFSET). A search looks its terms up by prefix in desk_terms
// (name words, the address, the phone digits) and sorts what it found. A row's columns are
// read back into an InboxRow here too.
import type Database from "better-sqlite3";
import { callOutcomes, type CallOutcome, type InboxRow, type LeadSummary } from "./desk";
import type { LeadStatus } from "#shared/desk";
import { searchWords } from "./desk-terms";

/**
 * LeadSummary's fields, each a TEXT column of desk_leads under the same name: the table, a new
 * row's insert, a correction's update and the row read back are all made from this list.
 */
const summaryFields: Record<keyof LeadSummary, true> = {
  tab: true,
  form: true,
  name: true,
  email: true,
  phone: true,
  course: true,
  plan: true,
  source: true,
  campaign: true,
};
const summaryColumns = Object.keys(summaryFields) as Array<keyof LeadSummary>;
type SummaryColumns = Record<keyof LeadSummary, string>;

/** The inbox's filters that are a column of their own, each with an index in arrival order. */
export const filterColumns = {
  form: "form",
  status: "status",
  owner: "owner",
  course: "course",
  source: "source",
  campaign: "campaign",
} as const;

export const DESK_TABLES = `
  CREATE TABLE IF NOT EXISTS desk_leads (
    id TEXT PRIMARY KEY, list TEXT NOT NULL, key TEXT NOT NULL,
    ${summaryColumns.map((column) => `${column} TEXT NOT NULL`).join(", ")},
    arrived_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, version INTEGER NOT NULL,
    status TEXT NOT NULL, owner TEXT NOT NULL, lost_reason TEXT, next_follow_up_at INTEGER, first_contact_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS desk_inbox ON desk_leads (tab, arrived_at, id);
  ${Object.values(filterColumns)
    .map(
      (column) =>
        `CREATE INDEX IF NOT EXISTS desk_by_${column} ON desk_leads (tab, ${column}, arrived_at, id);`,
    )
    .join("\n  ")}
  -- The leads with a follow-up in arrival order: the "follow-up due" filter walks only these.
  CREATE INDEX IF NOT EXISTS desk_follow_up ON desk_leads (tab, arrived_at, id) WHERE next_follow_up_at IS NOT NULL;
  CREATE INDEX IF NOT EXISTS desk_changed ON desk_leads (updated_at);
  CREATE TABLE IF NOT EXISTS desk_terms (term TEXT NOT NULL, id TEXT NOT NULL, PRIMARY KEY (term, id)) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS desk_terms_of ON desk_terms (id);
  CREATE TABLE IF NOT EXISTS desk_events (id TEXT NOT NULL, seq INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (id, seq)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS desk_access (
    id TEXT PRIMARY KEY, at INTEGER NOT NULL, by TEXT NOT NULL, action TEXT NOT NULL,
    list TEXT, key TEXT, filter TEXT, search TEXT, search_erased INTEGER NOT NULL DEFAULT 0, count INTEGER,
    method TEXT, subject TEXT
  );
  CREATE INDEX IF NOT EXISTS desk_access_by ON desk_access (by, id);
  CREATE TABLE IF NOT EXISTS desk_access_leads (lead TEXT NOT NULL, entry TEXT NOT NULL, PRIMARY KEY (lead, entry)) WITHOUT ROWID;
  -- The lead page reads one lead's notifications.
  CREATE INDEX IF NOT EXISTS outbox_lead ON outbox (list, key);
`;

/**
 * Columns added after the desk's first tables, added to a file made before them. The escalation
 * timer reads the leads still waiting for a first contact that were not escalated, by arrival:
 * a partial index holds just those, so it never walks the leads already worked.
 */
export function upgradeDeskTables(db: Database.Database) {
  const columnsOf = (table: string) =>
    db
      .prepare<[], { name: string }>(`PRAGMA table_info(${table})`)
      .all()
      .map((column) => column.name);
  const columns = columnsOf("desk_leads");
  for (const [name, type] of [
    ["escalated_at", "INTEGER"],
    ["person", "TEXT"],
    ["repeat", "INTEGER"],
    ["assigned_at", "INTEGER"],
    ["reminded_at", "INTEGER"],
  ] as const)
    if (!columns.includes(name)) db.exec(`ALTER TABLE desk_leads ADD COLUMN ${name} ${type}`);
  // The access log's sign-in method and the staff member an entry is about.
  const accessColumns = columnsOf("desk_access");
  for (const name of ["method", "subject"])
    if (!accessColumns.includes(name)) db.exec(`ALTER TABLE desk_access ADD COLUMN ${name} TEXT`);
  if (!columnsOf("outbox").includes("recipient"))
    db.exec("ALTER TABLE outbox ADD COLUMN recipient TEXT");
  // A person's enquiries; the round-robin's turn, one row shared by every process on the file.
  db.exec(
    "CREATE INDEX IF NOT EXISTS desk_person ON desk_leads (person, arrived_at) WHERE person IS NOT NULL",
  );
  db.exec("CREATE TABLE IF NOT EXISTS desk_turn (name TEXT PRIMARY KEY, n INTEGER NOT NULL)");
  // A member's leads of one status, and their leads with a follow-up, in arrival order: "My leads"
  // reads both without walking all of the member's leads.
  db.exec(
    "CREATE INDEX IF NOT EXISTS desk_by_owner_status ON desk_leads (tab, owner, status, arrived_at, id)",
  );
  db.exec(
    "CREATE INDEX IF NOT EXISTS desk_by_owner_follow_up ON desk_leads (tab, owner, arrived_at, id) WHERE next_follow_up_at IS NOT NULL",
  );
  // The follow-ups whose owner was not reminded yet, by time: the reminder timer's read.
  db.exec(
    `CREATE INDEX IF NOT EXISTS desk_reminders ON desk_leads (next_follow_up_at)
     WHERE next_follow_up_at IS NOT NULL AND (reminded_at IS NULL OR reminded_at <> next_follow_up_at)`,
  );
  db.exec(
    "CREATE INDEX IF NOT EXISTS desk_waiting ON desk_leads (arrived_at, id) WHERE tab = 'leads' AND first_contact_at IS NULL AND escalated_at IS NULL",
  );
  // Calls logged on a lead (decision 0047): how many, and the last one's outcome.
  if (!columns.includes("calls"))
    db.exec("ALTER TABLE desk_leads ADD COLUMN calls INTEGER NOT NULL DEFAULT 0");
  if (!columns.includes("last_call")) db.exec("ALTER TABLE desk_leads ADD COLUMN last_call TEXT");
  // The reports read a period's leads from this index alone (it holds every column they count,
  // the owner and the calls for the report per member too); it replaces the first one, which
  // lacked them.
  db.exec(`DROP INDEX IF EXISTS desk_report;
    CREATE INDEX IF NOT EXISTS desk_report_members ON desk_leads (tab, arrived_at, form, source, campaign, status, first_contact_at, owner, calls);`);
  rewriteNameTermsWithMarks(db);
}

/** The terms desk_terms finds a lead's name by: `n:` and each of its words. */
export const nameTerms = (name: string) => searchWords(name).map((word) => `n:${word}`);

/**
 * A name's words keep their marks (a Devanagari vowel sign once split a word in three): the
 * name terms of rows whose names have marks are written again, once per file.
 */
function rewriteNameTermsWithMarks(db: Database.Database) {
  const upgrade = "name-words-keep-marks";
  db.exec("CREATE TABLE IF NOT EXISTS desk_upgrades (name TEXT PRIMARY KEY)");
  if (db.prepare("SELECT 1 FROM desk_upgrades WHERE name = ?").get(upgrade)) return;
  const named = db.prepare<[], { id: string; name: string }>("SELECT id, name FROM desk_leads");
  const remove = db.prepare<[string]>(
    "DELETE FROM desk_terms WHERE id = ? AND term >= 'n:' AND term < 'n;'",
  );
  const add = db.prepare<[string, string]>(
    "INSERT OR IGNORE INTO desk_terms (term, id) VALUES (?, ?)",
  );
  for (const { id, name } of named.all()) {
    if (!/\p{M}/u.test(name)) continue;
    remove.run(id);
    for (const term of nameTerms(name)) add.run(term, id);
  }
  db.prepare("INSERT INTO desk_upgrades (name) VALUES (?)").run(upgrade);
}

export interface DeskRowColumns extends SummaryColumns {
  id: string;
  list: string;
  key: string;
  arrived_at: number;
  updated_at: number;
  version: number;
  status: string;
  owner: string;
  lost_reason: string | null;
  next_follow_up_at: number | null;
  first_contact_at: number | null;
  escalated_at: number | null;
  person: string | null;
  repeat: number | null;
  assigned_at: number | null;
  reminded_at: number | null;
  calls: number;
  last_call: string | null;
}

export interface AccessColumns {
  id: string;
  at: number;
  by: string;
  action: string;
  list: string | null;
  key: string | null;
  filter: string | null;
  search: string | null;
  search_erased: number;
  count: number | null;
  method: string | null;
  subject: string | null;
}

/** A new lead's row, as its insert binds it by name. */
const arrivingColumns = [
  "id",
  "list",
  "key",
  ...summaryColumns,
  "arrived_at",
  "updated_at",
  "version",
  "status",
  "owner",
] as const;
type ArrivingColumns = Pick<DeskRowColumns, (typeof arrivingColumns)[number]>;

/** The summary's columns of a LeadSummary, or of a row's columns. */
export const summaryColumnsOf = (summary: SummaryColumns): SummaryColumns =>
  Object.fromEntries(summaryColumns.map((column) => [column, summary[column]])) as SummaryColumns;

const isCallOutcome = (value: string): value is CallOutcome =>
  (callOutcomes as readonly string[]).includes(value);

export function rowFromColumns(c: DeskRowColumns): InboxRow {
  return {
    list: c.list,
    key: c.key,
    ...summaryColumnsOf(c),
    tab: c.tab === "newsletter" ? "newsletter" : "leads",
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

export function prepareDeskStatements(db: Database.Database) {
  const cache = new Map<string, Database.Statement>();
  return {
    /**
     * A statement of the inbox's SQL, which depends on the filters used: prepared once per shape.
     */
    deskQuery<Row>(sql: string): Database.Statement<unknown[], Row> {
      let statement = cache.get(sql);
      if (!statement) cache.set(sql, (statement = db.prepare(sql)));
      return statement as Database.Statement<unknown[], Row>;
    },
    insertDeskRow: db.prepare<[ArrivingColumns]>(
      `INSERT OR IGNORE INTO desk_leads (${arrivingColumns.join(", ")})
       VALUES (${arrivingColumns.map((column) => `@${column}`).join(", ")})`,
    ),
    // Only the row of a lead whose record is there: the record is what was stored.
    selectDeskRow: db.prepare<[string], DeskRowColumns>(
      "SELECT d.* FROM desk_leads d JOIN records r ON r.list = d.list AND r.key = d.key WHERE d.id = ?",
    ),
    updateDeskState: db.prepare<
      [
        string,
        string,
        string | null,
        number | null,
        number | null,
        string | null,
        number | null,
        number | null,
        number | null,
        number,
        string,
      ]
    >(
      `UPDATE desk_leads SET status = ?, owner = ?, lost_reason = ?, next_follow_up_at = ?, first_contact_at = ?,
       person = ?, repeat = ?, assigned_at = ?, reminded_at = ?, updated_at = ?, version = version + 1
       WHERE id = ?`,
    ),
    dueReminders: db.prepare<[number, number], DeskRowColumns>(
      `SELECT * FROM desk_leads INDEXED BY desk_reminders
       WHERE next_follow_up_at IS NOT NULL AND (reminded_at IS NULL OR reminded_at <> next_follow_up_at)
       AND next_follow_up_at <= ? ORDER BY next_follow_up_at LIMIT ?`,
    ),
    insertStaffNotice: db.prepare<[string, string, string, string, string | null, number, number]>(
      "INSERT OR IGNORE INTO outbox (id, key, list, form, channel, recipient, state, attempts, created_at, next_attempt_at) VALUES (?, ?, ?, ?, 'email', ?, 'pending', 0, ?, ?)",
    ),
    takeTurn: db.prepare<[], { n: number }>(
      "INSERT INTO desk_turn (name, n) VALUES ('new-leads', 1) ON CONFLICT (name) DO UPDATE SET n = n + 1 RETURNING n - 1 AS n",
    ),
    // Exact matches in desk_terms (its primary key), then their rows: a person's enquiries.
    // CROSS JOIN keeps the few matching terms the outer loop: never a walk of every lead.
    samePerson: db.prepare<[string, string, number], DeskRowColumns>(
      `SELECT DISTINCT d.* FROM desk_terms t CROSS JOIN desk_leads d ON d.id = t.id
       WHERE t.term IN (?, ?) AND d.tab = 'leads' ORDER BY d.arrived_at DESC, d.id DESC LIMIT ?`,
    ),
    // A person's id is the row id of their first enquiry, whose own row may predate persons.
    // Two index lookups (desk_person, the primary key), not an OR that would walk the table.
    personLeads: db.prepare<[string, string, number], DeskRowColumns>(
      `SELECT * FROM (
         SELECT * FROM desk_leads WHERE person = ?
         UNION ALL SELECT * FROM desk_leads WHERE id = ? AND person IS NULL
       ) ORDER BY arrived_at DESC, id DESC LIMIT ?`,
    ),
    // A logged call's count and outcome, beside the change of state that carries it.
    updateDeskCalls: db.prepare<[number, string | null, string]>(
      "UPDATE desk_leads SET calls = ?, last_call = ? WHERE id = ?",
    ),
    updateDeskSummary: db.prepare<[SummaryColumns & { id: string }]>(
      `UPDATE desk_leads SET ${summaryColumns.map((column) => `${column} = @${column}`).join(", ")}
       WHERE id = @id`,
    ),
    insertDeskTerm: db.prepare<[string, string]>(
      "INSERT OR IGNORE INTO desk_terms (term, id) VALUES (?, ?)",
    ),
    deleteDeskTerms: db.prepare<[string]>("DELETE FROM desk_terms WHERE id = ?"),
    insertDeskEvent: db.prepare<[string, number, string]>(
      "INSERT INTO desk_events (id, seq, data) VALUES (?, ?, ?)",
    ),
    selectDeskEvents: db.prepare<[string], { data: string }>(
      "SELECT data FROM desk_events WHERE id = ? ORDER BY seq",
    ),
    deleteDeskEvents: db.prepare<[string]>("DELETE FROM desk_events WHERE id = ?"),
    deleteDeskRow: db.prepare<[string]>("DELETE FROM desk_leads WHERE id = ?"),
    // One index seek per owner (desk_by_owner), not a walk of every owned lead.
    deskOwners: db.prepare<[string, number], { owner: string }>(
      `WITH RECURSIVE o(tab, owner) AS (
         SELECT t, (SELECT MIN(owner) FROM desk_leads WHERE tab = t AND owner > '') FROM (SELECT ? AS t)
         UNION ALL
         SELECT tab, (SELECT MIN(owner) FROM desk_leads d WHERE d.tab = o.tab AND d.owner > o.owner) FROM o
         WHERE owner IS NOT NULL
       ) SELECT owner FROM o WHERE owner IS NOT NULL LIMIT ?`,
    ),
    countDeskNew: db.prepare<[string, number], { n: number }>(
      "SELECT COUNT(*) AS n FROM (SELECT 1 FROM desk_leads WHERE tab = ? AND status = 'new' LIMIT ?)",
    ),
    deskReportRows: db.prepare<
      [number, number, number],
      {
        arrived_at: number;
        form: string;
        source: string;
        campaign: string;
        status: string;
        first_contact_at: number | null;
        owner: string;
        calls: number;
      }
    >(
      `SELECT arrived_at, form, source, campaign, status, first_contact_at, owner, calls FROM desk_leads INDEXED BY desk_report_members
       WHERE tab = 'leads' AND arrived_at >= ? AND arrived_at < ? ORDER BY arrived_at DESC LIMIT ?`,
    ),
    deskWaiting: db.prepare<[number, number, number], DeskRowColumns>(
      `SELECT * FROM desk_leads INDEXED BY desk_waiting WHERE tab = 'leads' AND first_contact_at IS NULL AND escalated_at IS NULL
       AND arrived_at >= ? AND arrived_at < ? ORDER BY arrived_at, id LIMIT ?`,
    ),
    markEscalated: db.prepare<[number, string]>(
      "UPDATE desk_leads SET escalated_at = ? WHERE id = ? AND escalated_at IS NULL AND first_contact_at IS NULL",
    ),
    deskChangedSince: db.prepare<[number, number], DeskRowColumns>(
      "SELECT * FROM desk_leads WHERE updated_at >= ? ORDER BY updated_at LIMIT ?",
    ),
    leadNotifications: db.prepare<
      [string, string],
      {
        channel: "email" | "webhook";
        state: "pending" | "delivered" | "dead";
        attempts: number;
        created_at: number;
        next_attempt_at: number;
        delivered_at: number | null;
        last_error: string | null;
      }
    >(
      "SELECT channel, state, attempts, created_at, next_attempt_at, delivered_at, last_error FROM outbox WHERE list = ? AND key = ? ORDER BY channel",
    ),
    insertAccess: db.prepare<
      [
        string,
        number,
        string,
        string,
        string | null,
        string | null,
        string | null,
        string | null,
        number | null,
        string | null,
        string | null,
      ]
    >(
      "INSERT INTO desk_access (id, at, by, action, list, key, filter, search, count, method, subject) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ),
    insertAccessLead: db.prepare<[string, string]>(
      "INSERT OR IGNORE INTO desk_access_leads (lead, entry) VALUES (?, ?)",
    ),
    eraseAccessSearches: db.prepare<[string]>(
      "UPDATE desk_access SET search = NULL, search_erased = 1 WHERE id IN (SELECT entry FROM desk_access_leads WHERE lead = ?) AND search IS NOT NULL",
    ),
    deleteAccessLeads: db.prepare<[string]>("DELETE FROM desk_access_leads WHERE lead = ?"),
  };
}

export type DeskStatements = ReturnType<typeof prepareDeskStatements>;
