// The staff desk's sign-in records in the SQLite file: tables beside the leads, each change in
// one IMMEDIATE transaction, so that "the last admin", "this code, once", "every wrong code
// counted" and "every session of a removed member" hold with several server processes on one file.
import type Database from "better-sqlite3";
import {
  MAX_STAFF,
  STAFF_BATCH,
  type Passkey,
  type PasskeyChallenge,
  type SignInCode,
  type SignInTries,
  type StaffChange,
  type StaffMember,
  type StaffSession,
  type StaffStorePort,
} from "./staff";

export const STAFF_TABLES = `
  CREATE TABLE IF NOT EXISTS staff_members (email TEXT PRIMARY KEY, role TEXT NOT NULL, added_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS staff_routes (form TEXT PRIMARY KEY, email TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS staff_sessions (id TEXT PRIMARY KEY, email TEXT NOT NULL, expires_at INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE INDEX IF NOT EXISTS staff_sessions_email ON staff_sessions (email);
  CREATE INDEX IF NOT EXISTS staff_sessions_expiry ON staff_sessions (expires_at);
  CREATE TABLE IF NOT EXISTS staff_codes (email TEXT PRIMARY KEY, id TEXT NOT NULL, expires_at INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE INDEX IF NOT EXISTS staff_codes_expiry ON staff_codes (expires_at);
  CREATE TABLE IF NOT EXISTS staff_tries (email TEXT PRIMARY KEY, expires_at INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE INDEX IF NOT EXISTS staff_tries_expiry ON staff_tries (expires_at);
  CREATE TABLE IF NOT EXISTS staff_passkeys (id TEXT PRIMARY KEY, email TEXT NOT NULL, data TEXT NOT NULL);
  CREATE INDEX IF NOT EXISTS staff_passkeys_email ON staff_passkeys (email);
  CREATE TABLE IF NOT EXISTS staff_challenges (id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE INDEX IF NOT EXISTS staff_challenges_expiry ON staff_challenges (expires_at);
`;

interface MemberRow {
  email: string;
  role: StaffMember["role"];
  added_at: number;
  /** 1 or 0 when set; null: the role's default. */
  takes_leads: number | null;
  can_export: number | null;
}

/** Columns added to staff_members after its first version, added to a file made before them. */
export function upgradeStaffTables(db: Database.Database) {
  const columns = db
    .prepare<[], { name: string }>("PRAGMA table_info(staff_members)")
    .all()
    .map((column) => column.name);
  for (const name of ["takes_leads", "can_export"])
    if (!columns.includes(name)) db.exec(`ALTER TABLE staff_members ADD COLUMN ${name} INTEGER`);
}

const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);

export function prepareStaffStatements(db: Database.Database) {
  return {
    staffMember: db.prepare<[string], MemberRow>("SELECT * FROM staff_members WHERE email = ?"),
    staffMembers: db.prepare<[number], MemberRow>(
      "SELECT * FROM staff_members ORDER BY email LIMIT ?",
    ),
    staffCount: db.prepare<[], { members: number; admins: number }>(
      "SELECT COUNT(*) AS members, COALESCE(SUM(role = 'admin'), 0) AS admins FROM staff_members",
    ),
    upsertStaffMember: db.prepare<[string, string, number, number | null, number | null]>(
      `INSERT INTO staff_members (email, role, added_at, takes_leads, can_export) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET role = excluded.role, takes_leads = excluded.takes_leads, can_export = excluded.can_export`,
    ),
    deleteStaffMember: db.prepare<[string]>("DELETE FROM staff_members WHERE email = ?"),
    staffRoutes: db.prepare<[], { form: string; email: string }>(
      "SELECT form, email FROM staff_routes ORDER BY form",
    ),
    upsertStaffRoute: db.prepare<[string, string]>(
      "INSERT INTO staff_routes (form, email) VALUES (?, ?) ON CONFLICT (form) DO UPDATE SET email = excluded.email",
    ),
    deleteStaffRoute: db.prepare<[string]>("DELETE FROM staff_routes WHERE form = ?"),
    deleteStaffRoutesTo: db.prepare<[string]>("DELETE FROM staff_routes WHERE email = ?"),

    insertStaffSession: db.prepare<[string, string, number, string]>(
      "INSERT INTO staff_sessions (id, email, expires_at, data) VALUES (?, ?, ?, ?)",
    ),
    staffSession: db.prepare<[string], { data: string }>(
      "SELECT data FROM staff_sessions WHERE id = ?",
    ),
    updateStaffSession: db.prepare<[string, string]>(
      "UPDATE staff_sessions SET data = ? WHERE id = ?",
    ),
    deleteStaffSession: db.prepare<[string]>("DELETE FROM staff_sessions WHERE id = ?"),
    staffSessionsOf: db.prepare<[string, number], { data: string }>(
      "SELECT data FROM staff_sessions WHERE email = ? LIMIT ?",
    ),
    deleteStaffSessionsOf: db.prepare<[string]>("DELETE FROM staff_sessions WHERE email = ?"),
    expiredStaffSessions: db.prepare<[number, number], { id: string }>(
      "SELECT id FROM staff_sessions WHERE expires_at <= ? ORDER BY expires_at LIMIT ?",
    ),

    upsertStaffCode: db.prepare<[string, string, number, string]>(
      "INSERT INTO staff_codes (email, id, expires_at, data) VALUES (?, ?, ?, ?) ON CONFLICT (email) DO UPDATE SET id = excluded.id, expires_at = excluded.expires_at, data = excluded.data",
    ),
    staffCode: db.prepare<[string], { data: string }>(
      "SELECT data FROM staff_codes WHERE email = ?",
    ),
    deleteStaffCode: db.prepare<[string, string]>(
      "DELETE FROM staff_codes WHERE email = ? AND id = ?",
    ),
    deleteStaffCodesOf: db.prepare<[string]>("DELETE FROM staff_codes WHERE email = ?"),
    expiredStaffCodes: db.prepare<[number, number], { email: string; id: string }>(
      "SELECT email, id FROM staff_codes WHERE expires_at <= ? ORDER BY expires_at LIMIT ?",
    ),

    staffTries: db.prepare<[string], { data: string }>(
      "SELECT data FROM staff_tries WHERE email = ?",
    ),
    upsertStaffTries: db.prepare<[string, number, string]>(
      "INSERT INTO staff_tries (email, expires_at, data) VALUES (?, ?, ?) ON CONFLICT (email) DO UPDATE SET expires_at = excluded.expires_at, data = excluded.data",
    ),
    deleteExpiredStaffTries: db.prepare<[number, number]>(
      "DELETE FROM staff_tries WHERE email IN (SELECT email FROM staff_tries WHERE expires_at <= ? LIMIT ?)",
    ),

    staffPasskeyOwner: db.prepare<[string], { email: string }>(
      "SELECT email FROM staff_passkeys WHERE id = ?",
    ),
    insertStaffPasskey: db.prepare<[string, string, string]>(
      "INSERT OR REPLACE INTO staff_passkeys (id, email, data) VALUES (?, ?, ?)",
    ),
    staffPasskey: db.prepare<[string], { data: string }>(
      "SELECT data FROM staff_passkeys WHERE id = ?",
    ),
    staffPasskeysOf: db.prepare<[string, number], { data: string }>(
      "SELECT data FROM staff_passkeys WHERE email = ? LIMIT ?",
    ),
    updateStaffPasskey: db.prepare<[string, string]>(
      "UPDATE staff_passkeys SET data = ? WHERE id = ?",
    ),
    deleteStaffPasskey: db.prepare<[string, string]>(
      "DELETE FROM staff_passkeys WHERE email = ? AND id = ?",
    ),
    deleteStaffPasskeysOf: db.prepare<[string]>("DELETE FROM staff_passkeys WHERE email = ?"),

    insertStaffChallenge: db.prepare<[string, number, string]>(
      "INSERT OR REPLACE INTO staff_challenges (id, expires_at, data) VALUES (?, ?, ?)",
    ),
    staffChallenge: db.prepare<[string], { data: string }>(
      "SELECT data FROM staff_challenges WHERE id = ?",
    ),
    deleteStaffChallenge: db.prepare<[string]>("DELETE FROM staff_challenges WHERE id = ?"),
    deleteExpiredStaffChallenges: db.prepare<[number, number]>(
      "DELETE FROM staff_challenges WHERE id IN (SELECT id FROM staff_challenges WHERE expires_at <= ? LIMIT ?)",
    ),
  };
}

type StaffStatements = ReturnType<typeof prepareStaffStatements>;
type Transaction = <T>(what: string, work: (s: StaffStatements) => T) => Promise<T>;

const toMember = (row: MemberRow): StaffMember => ({
  email: row.email,
  role: row.role,
  addedAt: row.added_at,
  ...(row.takes_leads !== null ? { takesLeads: row.takes_leads === 1 } : {}),
  ...(row.can_export !== null ? { canExport: row.can_export === 1 } : {}),
});
const parse = <T>(row: { data: string } | undefined): T | undefined =>
  row ? (JSON.parse(row.data) as T) : undefined;

/** Whether a change leaves the desk with an admin: the admins there would be after it. */
function leavesAnAdmin(
  s: StaffStatements,
  email: string,
  roleAfter: StaffMember["role"] | undefined,
): boolean {
  const held = s.staffMember.get(email);
  if (held?.role !== "admin" || roleAfter === "admin") return true;
  return (s.staffCount.get()?.admins ?? 0) > 1;
}

function forget(s: StaffStatements, email: string) {
  s.deleteStaffSessionsOf.run(email);
  s.deleteStaffPasskeysOf.run(email);
  s.deleteStaffCodesOf.run(email);
}

export function createSqliteStaff(transaction: Transaction): StaffStorePort {
  return {
    getMember: (email) =>
      transaction("staff read", (s) => s.staffMember.get(email)).then((row) =>
        row ? toMember(row) : undefined,
      ),
    listMembers: () =>
      transaction("staff list", (s) => s.staffMembers.all(MAX_STAFF).map(toMember)),
    setMember: (member, options = {}) =>
      transaction("staff change", (s): StaffChange => {
        const held = s.staffMember.get(member.email);
        if (!held && (s.staffCount.get()?.members ?? 0) >= MAX_STAFF) return "full";
        if (options.keepAnAdmin && !leavesAnAdmin(s, member.email, member.role))
          return "last-admin";
        if (!held) forget(s, member.email);
        else if (held.role !== member.role) s.deleteStaffSessionsOf.run(member.email);
        s.upsertStaffMember.run(
          member.email,
          member.role,
          member.addedAt,
          flag(member.takesLeads),
          flag(member.canExport),
        );
        return "done";
      }),
    removeMember: (email, options = {}) =>
      transaction("staff change", (s): StaffChange => {
        if (!s.staffMember.get(email)) {
          forget(s, email);
          return "absent";
        }
        if (options.keepAnAdmin && !leavesAnAdmin(s, email, undefined)) return "last-admin";
        s.deleteStaffMember.run(email);
        s.deleteStaffRoutesTo.run(email);
        forget(s, email);
        return "done";
      }),
    formRoutes: () =>
      transaction("staff routes", (s) =>
        Object.fromEntries(s.staffRoutes.all().map((route) => [route.form, route.email])),
      ),
    setFormRoute: (form, email) =>
      transaction("staff routes", (s) => {
        if (email === undefined) s.deleteStaffRoute.run(form);
        else if (!s.staffMember.get(email)) return "absent";
        else s.upsertStaffRoute.run(form, email);
        return "done";
      }),

    createSession: (session) =>
      transaction(
        "session write",
        (s) =>
          void s.insertStaffSession.run(
            session.id,
            session.email,
            session.expiresAt,
            JSON.stringify(session),
          ),
      ),
    getSession: (id) =>
      transaction("session read", (s) => parse<StaffSession>(s.staffSession.get(id))),
    updateSession: (id, change) =>
      transaction("session write", (s) => {
        const held = parse<StaffSession>(s.staffSession.get(id));
        if (held) s.updateStaffSession.run(JSON.stringify({ ...held, ...change }), id);
      }),
    deleteSession: (id) => transaction("session write", (s) => void s.deleteStaffSession.run(id)),
    sessionsOf: (email) =>
      transaction("session read", (s) =>
        s.staffSessionsOf
          .all(email, STAFF_BATCH)
          .map((row) => JSON.parse(row.data) as StaffSession)
          .sort((a, b) => b.createdAt - a.createdAt),
      ),
    endSessionsOf: (email) =>
      transaction("session write", (s) => s.deleteStaffSessionsOf.run(email).changes),
    pruneExpired: (now, limit) =>
      transaction("staff prune", (s) => {
        let removed = 0;
        for (const { id } of s.expiredStaffSessions.all(now, limit))
          removed += s.deleteStaffSession.run(id).changes;
        for (const { email, id } of s.expiredStaffCodes.all(now, limit))
          removed += s.deleteStaffCode.run(email, id).changes;
        removed += s.deleteExpiredStaffChallenges.run(now, limit).changes;
        removed += s.deleteExpiredStaffTries.run(now, limit).changes;
        return removed;
      }),

    putCode: (code) =>
      transaction(
        "code write",
        (s) =>
          void s.upsertStaffCode.run(code.email, code.id, code.expiresAt, JSON.stringify(code)),
      ),
    getCode: (email) => transaction("code read", (s) => parse<SignInCode>(s.staffCode.get(email))),
    useCode: (email, id) =>
      transaction("code use", (s) => s.deleteStaffCode.run(email, id).changes === 1),

    getTries: (email) =>
      transaction("tries read", (s) => parse<SignInTries>(s.staffTries.get(email))),
    changeTries: (email, next) =>
      transaction("tries write", (s) => {
        const before = parse<SignInTries>(s.staffTries.get(email));
        const after = next(before);
        s.upsertStaffTries.run(email, after.expiresAt, JSON.stringify(after));
        return { before, after };
      }),

    addPasskey: (passkey) =>
      transaction("passkey write", (s) => {
        const owner = s.staffPasskeyOwner.get(passkey.id)?.email;
        if (owner !== undefined && owner !== passkey.email) return false;
        s.insertStaffPasskey.run(passkey.id, passkey.email, JSON.stringify(passkey));
        return true;
      }),
    getPasskey: (id) => transaction("passkey read", (s) => parse<Passkey>(s.staffPasskey.get(id))),
    passkeysOf: (email) =>
      transaction("passkey read", (s) =>
        s.staffPasskeysOf
          .all(email, STAFF_BATCH)
          .map((row) => JSON.parse(row.data) as Passkey)
          .sort((a, b) => a.createdAt - b.createdAt),
      ),
    usePasskey: (id, counter, at) =>
      transaction("passkey write", (s) => {
        const held = parse<Passkey>(s.staffPasskey.get(id));
        if (held)
          s.updateStaffPasskey.run(JSON.stringify({ ...held, counter, lastUsedAt: at }), id);
      }),
    removePasskey: (email, id) =>
      transaction("passkey write", (s) => s.deleteStaffPasskey.run(email, id).changes === 1),
    removePasskeysOf: (email) =>
      transaction("passkey write", (s) => s.deleteStaffPasskeysOf.run(email).changes),

    putChallenge: (challenge) =>
      transaction(
        "challenge write",
        (s) =>
          void s.insertStaffChallenge.run(
            challenge.id,
            challenge.expiresAt,
            JSON.stringify(challenge),
          ),
      ),
    takeChallenge: (id) =>
      transaction("challenge use", (s) => {
        const held = parse<PasskeyChallenge>(s.staffChallenge.get(id));
        if (held) s.deleteStaffChallenge.run(id);
        return held;
      }),
  };
}
