// The staff desk's sign-in records in the Realtime Database, under `_staff`: `members` (one small
// object, so "never the last admin" and MAX_STAFF hold across instances), `sessions/<id>`,
// `codes/<address key>` (the newest code), `tries/<address key>`, `passkeys/<id hash>`,
// `challenges/<id>`, `routes/<form>` (the member a form's new leads go to). Every query is
// bounded and indexed (INDEXES); every change that must have one winner is conditional on the
// ETag read just before (decisions 0030 and 0044).
import { createHash } from "node:crypto";
import { indexProblem } from "./firebase-index-check";
import type { Operation, RestClient } from "./firebase-rest";
import { isObject, queryString } from "./firebase-rest";
import {
  MAX_STAFF,
  STAFF_BATCH,
  type Passkey,
  type PasskeyChallenge,
  type SignInCode,
  type SignInTries,
  type FormRoutes,
  type StaffChange,
  type StaffMember,
  type StaffSession,
  type StaffStorePort,
} from "./staff";
import { StoreError } from "./port";

const FOLDER = "_staff";
/** The queries this adapter makes, for the health check (the rules in database.rules.json). */
const INDEXES = [
  { folder: "sessions", field: "email" },
  { folder: "sessions", field: "expiresAt" },
  { folder: "codes", field: "expiresAt" },
  { folder: "tries", field: "expiresAt" },
  { folder: "passkeys", field: "email" },
  { folder: "challenges", field: "expiresAt" },
] as const;
/** Conditional writes give way to a concurrent one and try again, this many times at most. */
const TRIES = 5;
/** A sign-in try is counted even among this many made at the same moment. */
const TRIES_COUNTED = 25;

/**
 * A database key for an address: base64url holds none of the characters keys may not have (. $ # [
 * ] /).
 */
export const addressKey = (email: string) => Buffer.from(email, "utf8").toString("base64url");
/** Credential ids may be longer than a key may be: their hash names them. */
const passkeyKey = (id: string) => createHash("sha256").update(id).digest("base64url");

const values = <T>(value: unknown): T[] => (isObject(value) ? (Object.values(value) as T[]) : []);

/** Whether the staff queries work: each with one entry (firebase-index-check.ts). */
export const staffIndexProblem = (rest: RestClient) =>
  indexProblem(
    rest,
    "staff index check",
    INDEXES.map(({ folder, field }) => ({ path: [FOLDER, folder], field })),
  );

export function createFirebaseStaff(rest: RestClient): StaffStorePort {
  const url = (...segments: string[]) => rest.url([FOLDER, ...segments]);
  const membersUrl = url("members");
  const routesUrl = url("routes");
  const sessionUrl = (id: string) => url("sessions", id);
  const codeUrl = (email: string) => url("codes", addressKey(email));
  const triesUrl = (email: string) => url("tries", addressKey(email));

  /** Entries of a folder whose `field` equals `value`, at most `limit`. */
  async function whereEquals<T>(
    op: Operation,
    folder: string,
    field: string,
    value: string,
    limit = STAFF_BATCH,
  ): Promise<Array<[string, T]>> {
    const { value: found } = await op.read(
      rest.url(
        [FOLDER, folder],
        queryString({ orderBy: field, equalTo: value, limitToFirst: limit }),
      ),
    );
    return isObject(found) ? (Object.entries(found) as Array<[string, T]>) : [];
  }

  /** Removes these keys of a folder in one atomic update. */
  async function removeKeys(op: Operation, folder: string, keys: string[]) {
    if (keys.length === 0) return;
    await op.call("PATCH", rest.url([FOLDER, folder]), {
      body: JSON.stringify(Object.fromEntries(keys.map((key) => [key, null]))),
    });
  }

  /** Every entry of `folder` with `email`, batch by batch (a member has a handful). */
  async function removeAllOf(
    op: Operation,
    folder: "sessions" | "passkeys",
    email: string,
  ): Promise<number> {
    let removed = 0;
    for (;;) {
      const keys = (await whereEquals(op, folder, "email", email)).map(([key]) => key);
      await removeKeys(op, folder, keys);
      removed += keys.length;
      if (keys.length < STAFF_BATCH) return removed;
    }
  }

  async function forget(op: Operation, email: string) {
    await Promise.all([
      removeAllOf(op, "sessions", email),
      removeAllOf(op, "passkeys", email),
      op.call("DELETE", codeUrl(email)),
    ]);
  }

  /**
   * Reads what is at `target` with its ETag, lets `decide` say what to write (or that nothing
   * changes), and writes it only if nobody changed it meanwhile; tried again when someone did.
   */
  async function change<T, R>(
    op: Operation,
    target: string,
    decide: (current: T | null) => { write?: T | null; result: R },
    tries = TRIES,
  ): Promise<R> {
    for (let attempt = 0; attempt < tries; attempt++) {
      const { value, etag } = await op.read(target, { etag: true });
      const { write, result } = decide((value ?? null) as T | null);
      if (write === undefined) return result;
      if (!etag) throw new StoreError("firebase staff change: the database sent no ETag");
      const done =
        write === null ? await op.deleteIf(target, etag) : await op.replaceIf(target, write, etag);
      if (done) return result;
    }
    throw new StoreError("firebase staff change: the record kept changing");
  }

  type Members = Record<string, StaffMember>;
  const adminsIn = (members: Members) =>
    Object.values(members).filter((m) => m.role === "admin").length;

  /** One change of the members object; `after` is the member's entry after it (null: removed). */
  async function changeMembers(email: string, after: StaffMember | null, keepAnAdmin: boolean) {
    const op = rest.operation("staff change");
    const key = addressKey(email);
    const outcome = await change<Members, { change: StaffChange; before?: StaffMember }>(
      op,
      membersUrl,
      (current) => {
        const members = isObject(current) ? current : {};
        const before = members[key];
        if (!after && !before) return { result: { change: "absent" } };
        if (after && !before && Object.keys(members).length >= MAX_STAFF)
          return { result: { change: "full" } };
        const next: Members = { ...members };
        if (after) next[key] = before ? { ...after, addedAt: before.addedAt } : after;
        else delete next[key];
        if (
          keepAnAdmin &&
          before?.role === "admin" &&
          after?.role !== "admin" &&
          adminsIn(next) === 0
        )
          return { result: { change: "last-admin" } };
        return {
          write: Object.keys(next).length > 0 ? next : null,
          result: { change: "done", ...(before ? { before } : {}) },
        };
      },
    );
    return { op, ...outcome };
  }

  const memberIn = async (op: Operation, email: string) =>
    isObject((await op.read(url("members", addressKey(email)))).value);

  /** Sends the forms routed to a member back to the turn. */
  async function unrouteFrom(op: Operation, email: string) {
    await change<FormRoutes, void>(op, routesUrl, (current) => {
      const routes = isObject(current) ? current : {};
      const kept = Object.entries(routes).filter(([, to]) => to !== email);
      if (kept.length === Object.keys(routes).length) return { result: undefined };
      return { write: kept.length > 0 ? Object.fromEntries(kept) : null, result: undefined };
    });
  }

  async function readSession(op: Operation, id: string) {
    const { value } = await op.read(sessionUrl(id));
    return isObject(value) ? (value as unknown as StaffSession) : undefined;
  }

  return {
    async getMember(email) {
      const { value } = await rest.operation("staff read").read(url("members", addressKey(email)));
      return isObject(value) ? (value as unknown as StaffMember) : undefined;
    },
    async listMembers() {
      const { value } = await rest.operation("staff list").read(membersUrl);
      return values<StaffMember>(value)
        .sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0))
        .slice(0, MAX_STAFF);
    },
    async setMember(member, options = {}) {
      const {
        op,
        change: result,
        before,
      } = await changeMembers(member.email, member, options.keepAnAdmin ?? false);
      if (result !== "done") return result;
      if (!before) await forget(op, member.email);
      else if (before.role !== member.role) await removeAllOf(op, "sessions", member.email);
      return result;
    },
    async removeMember(email, options = {}) {
      const { op, change: result } = await changeMembers(email, null, options.keepAnAdmin ?? false);
      if (result === "done" || result === "absent") {
        await forget(op, email);
        await unrouteFrom(op, email);
      }
      return result;
    },
    async formRoutes() {
      const { value } = await rest.operation("staff routes").read(routesUrl);
      return isObject(value) ? { ...(value as FormRoutes) } : {};
    },
    async setFormRoute(form, email) {
      const op = rest.operation("staff routes");
      if (email === undefined) {
        await op.call("DELETE", url("routes", form));
        return "done";
      }
      if (!(await memberIn(op, email))) return "absent";
      await op.call("PUT", url("routes", form), { body: JSON.stringify(email) });
      // Removed meanwhile: their removal may have looked at the routes before this write.
      if (!(await memberIn(op, email))) await unrouteFrom(op, email);
      return "done";
    },

    async createSession(session) {
      await rest
        .operation("session write")
        .call("PUT", sessionUrl(session.id), { body: JSON.stringify(session) });
    },
    getSession: (id) => readSession(rest.operation("session read"), id),
    async updateSession(id, fields) {
      await change<StaffSession, void>(
        rest.operation("session write"),
        sessionUrl(id),
        (current) =>
          isObject(current)
            ? { write: { ...current, ...fields }, result: undefined }
            : { result: undefined },
      );
    },
    async deleteSession(id) {
      await rest.operation("session write").call("DELETE", sessionUrl(id));
    },
    async sessionsOf(email) {
      const found = await whereEquals<StaffSession>(
        rest.operation("session read"),
        "sessions",
        "email",
        email,
      );
      return found.map(([, session]) => session).sort((a, b) => b.createdAt - a.createdAt);
    },
    endSessionsOf: (email) => removeAllOf(rest.operation("session write"), "sessions", email),
    async pruneExpired(now, limit) {
      const op = rest.operation("staff prune");
      const expired = (folder: string) =>
        op.read(
          rest.url(
            [FOLDER, folder],
            queryString({ orderBy: "expiresAt", endAt: now, limitToFirst: limit }),
          ),
        );
      const [sessions, codes, challenges, tries] = await Promise.all([
        expired("sessions"),
        expired("codes"),
        expired("challenges"),
        expired("tries"),
      ]);
      const sessionKeys = isObject(sessions.value) ? Object.keys(sessions.value) : [];
      const challengeKeys = isObject(challenges.value) ? Object.keys(challenges.value) : [];
      await Promise.all([
        removeKeys(op, "sessions", sessionKeys),
        removeKeys(op, "challenges", challengeKeys),
      ]);
      // A code is replaced under the same key by a newer one: only the expired one is removed.
      const codeKeys = isObject(codes.value) ? Object.keys(codes.value) : [];
      const removedCodes = await Promise.all(
        codeKeys.map((key) =>
          change<SignInCode, number>(op, url("codes", key), (current) =>
            current && current.expiresAt <= now ? { write: null, result: 1 } : { result: 0 },
          ),
        ),
      );
      // Tries are counted on under the same key: only a record whose time is still over goes.
      const triesKeys = isObject(tries.value) ? Object.keys(tries.value) : [];
      const removedTries = await Promise.all(
        triesKeys.map((key) =>
          change<SignInTries, number>(op, url("tries", key), (current) =>
            current && current.expiresAt <= now ? { write: null, result: 1 } : { result: 0 },
          ),
        ),
      );
      const sum = (counts: number[]) => counts.reduce((total, n) => total + n, 0);
      return sessionKeys.length + challengeKeys.length + sum(removedCodes) + sum(removedTries);
    },

    async putCode(code) {
      await rest
        .operation("code write")
        .call("PUT", codeUrl(code.email), { body: JSON.stringify(code) });
    },
    async getCode(email) {
      const { value } = await rest.operation("code read").read(codeUrl(email));
      return isObject(value) ? (value as unknown as SignInCode) : undefined;
    },
    useCode: (email, id) =>
      change<SignInCode, boolean>(rest.operation("code use"), codeUrl(email), (current) =>
        current?.id === id ? { write: null, result: true } : { result: false },
      ),

    async getTries(email) {
      const { value } = await rest.operation("tries read").read(triesUrl(email));
      return isObject(value) ? (value as unknown as SignInTries) : undefined;
    },
    changeTries: (email, next) =>
      change<SignInTries, { before: SignInTries | undefined; after: SignInTries }>(
        rest.operation("tries write"),
        triesUrl(email),
        (current) => {
          const before = isObject(current) ? current : undefined;
          const after = next(before);
          return { write: after, result: { before, after } };
        },
        // Every try is counted, also when many come at once (an attacker's guesses in parallel).
        TRIES_COUNTED,
      ),

    addPasskey: (passkey) =>
      change<Passkey, boolean>(
        rest.operation("passkey write"),
        url("passkeys", passkeyKey(passkey.id)),
        (current) =>
          isObject(current) && current.email !== passkey.email
            ? { result: false }
            : { write: passkey, result: true },
      ),
    async getPasskey(id) {
      const { value } = await rest.operation("passkey read").read(url("passkeys", passkeyKey(id)));
      return isObject(value) && value.id === id ? (value as unknown as Passkey) : undefined;
    },
    async passkeysOf(email) {
      const found = await whereEquals<Passkey>(
        rest.operation("passkey read"),
        "passkeys",
        "email",
        email,
      );
      return found.map(([, passkey]) => passkey).sort((a, b) => a.createdAt - b.createdAt);
    },
    async usePasskey(id, counter, at) {
      await change<Passkey, void>(
        rest.operation("passkey write"),
        url("passkeys", passkeyKey(id)),
        (current) =>
          isObject(current)
            ? { write: { ...current, counter, lastUsedAt: at }, result: undefined }
            : { result: undefined },
      );
    },
    removePasskey: (email, id) =>
      change<Passkey, boolean>(
        rest.operation("passkey write"),
        url("passkeys", passkeyKey(id)),
        (current) =>
          current?.email === email && current.id === id
            ? { write: null, result: true }
            : { result: false },
      ),

    removePasskeysOf: (email) => removeAllOf(rest.operation("passkey write"), "passkeys", email),

    async putChallenge(challenge: PasskeyChallenge) {
      await rest
        .operation("challenge write")
        .call("PUT", url("challenges", challenge.id), { body: JSON.stringify(challenge) });
    },
    takeChallenge: (id) =>
      change<PasskeyChallenge, PasskeyChallenge | undefined>(
        rest.operation("challenge use"),
        url("challenges", id),
        (current) => (isObject(current) ? { write: null, result: current } : { result: undefined }),
      ),
  };
}
