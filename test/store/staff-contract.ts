// What every store adapter promises about the staff desk's sign-in records (server/store/staff.ts),
// run on SQLite and on Firebase (msw) by test/faults/staff-store-contract.test.ts. What matters:
// the desk never loses its last admin, a code and a challenge are used once however many race,
// and removing a person leaves nothing that signs them in.
import { afterEach, describe, expect, it } from "vitest";
import {
  MAX_STAFF,
  type Passkey,
  type SignInCode,
  type SignInTries,
  type StaffMember,
  type StaffSession,
} from "#server/store/staff";
import type { OpenedStore, OpenOptions } from "./contract";

export interface OpenedStaffStore extends OpenedStore {
  /** Writes members straight into the backend, as many of them as a test needs at once. */
  seedMembers(members: StaffMember[]): Promise<void>;
}

const T0 = Date.parse("2025-03-17T04:45:00.000Z");
const HOUR = 60 * 60 * 1000;

const member = (email: string, role: "admin" | "sales" = "sales", addedAt = T0) => ({
  email,
  role,
  addedAt,
});

let sequence = 0;
function session(email: string, change: Partial<StaffSession> = {}): StaffSession {
  sequence++;
  return {
    id: `session-${sequence}-${Math.random().toString(36).slice(2)}`,
    email,
    role: "sales",
    method: "code",
    createdAt: T0 + sequence,
    lastSeenAt: T0 + sequence,
    expiresAt: T0 + 12 * HOUR,
    device: "Chrome on Linux",
    ...change,
  };
}

function code(email: string, id: string, change: Partial<SignInCode> = {}): SignInCode {
  return {
    id,
    email,
    codeHash: `code-hash-${id}`,
    linkHash: `hash-${id}`,
    createdAt: T0,
    expiresAt: T0 + 10 * 60_000,
    ...change,
  };
}

function passkey(email: string, id: string, createdAt = T0): Passkey {
  return {
    id,
    email,
    publicKey: `key-${id}`,
    counter: 0,
    transports: ["internal"],
    label: "Chrome on Linux",
    createdAt,
  };
}

export function staffContract(
  name: string,
  open: (options?: OpenOptions) => Promise<OpenedStaffStore>,
) {
  describe(`${name}: the staff store contract`, () => {
    let opened: OpenedStaffStore | undefined;
    const openStaff = async (options?: OpenOptions) => {
      opened = await open(options);
      return opened.store.staff;
    };
    afterEach(async () => {
      await opened?.cleanup();
      opened = undefined;
    });

    it("adds members, lists them by address, changes a role and removes a member", async () => {
      const staff = await openStaff();
      expect(await staff.setMember(member("ravi@example.com", "admin"))).toBe("done");
      expect(await staff.setMember(member("asha@example.com"))).toBe("done");
      expect(await staff.getMember("asha@example.com")).toEqual(member("asha@example.com"));
      expect((await staff.listMembers()).map((m) => m.email)).toEqual([
        "asha@example.com",
        "ravi@example.com",
      ]);

      // A role change keeps when the member was added.
      expect(await staff.setMember(member("asha@example.com", "admin", T0 + HOUR))).toBe("done");
      expect(await staff.getMember("asha@example.com")).toEqual(
        member("asha@example.com", "admin"),
      );

      expect(await staff.removeMember("asha@example.com")).toBe("done");
      expect(await staff.removeMember("asha@example.com")).toBe("absent");
      expect(await staff.getMember("asha@example.com")).toBeUndefined();
      expect((await staff.listMembers()).map((m) => m.email)).toEqual(["ravi@example.com"]);
    });

    it("never leaves the desk without an admin when asked to keep one", async () => {
      const staff = await openStaff();
      await staff.setMember(member("ravi@example.com", "admin"));
      await staff.setMember(member("asha@example.com"));
      expect(await staff.removeMember("ravi@example.com", { keepAnAdmin: true })).toBe(
        "last-admin",
      );
      expect(
        await staff.setMember(member("ravi@example.com", "sales"), { keepAnAdmin: true }),
      ).toBe("last-admin");
      expect((await staff.getMember("ravi@example.com"))?.role).toBe("admin");
      // A sales member goes without question; with a second admin, the first may go.
      expect(await staff.removeMember("asha@example.com", { keepAnAdmin: true })).toBe("done");
      await staff.setMember(member("meera@example.com", "admin"));
      expect(await staff.removeMember("ravi@example.com", { keepAnAdmin: true })).toBe("done");
      // The command line (an operator) may still remove the last one.
      expect(await staff.removeMember("meera@example.com")).toBe("done");
      expect(await staff.listMembers()).toEqual([]);
    });

    it("keeps one admin when two admins demote each other at the same moment", async () => {
      const staff = await openStaff({ races: true });
      await staff.setMember(member("ravi@example.com", "admin"));
      await staff.setMember(member("asha@example.com", "admin"));
      const results = await Promise.all([
        staff.setMember(member("ravi@example.com", "sales"), { keepAnAdmin: true }),
        staff.removeMember("asha@example.com", { keepAnAdmin: true }),
      ]);
      expect(results.filter((r) => r === "done")).toHaveLength(1);
      expect(results.filter((r) => r === "last-admin")).toHaveLength(1);
      expect((await staff.listMembers()).filter((m) => m.role === "admin")).toHaveLength(1);
    });

    it(`takes at most ${MAX_STAFF} members`, async () => {
      const staff = await openStaff();
      await opened!.seedMembers(
        Array.from({ length: MAX_STAFF - 1 }, (_, i) =>
          member(`person${String(i).padStart(3, "0")}@example.com`),
        ),
      );
      expect(await staff.setMember(member("the-last-one@example.com"))).toBe("done");
      expect(await staff.setMember(member("one-too-many@example.com"))).toBe("full");
      // A member already there may still change.
      expect(await staff.setMember(member("person000@example.com", "admin"))).toBe("done");
      expect(await staff.listMembers()).toHaveLength(MAX_STAFF);
    });

    it("removing a member removes every session, passkey and code of theirs, and nobody else's", async () => {
      const staff = await openStaff();
      await staff.setMember(member("ravi@example.com"));
      await staff.setMember(member("asha@example.com"));
      const ravis = [session("ravi@example.com"), session("ravi@example.com")];
      const ashas = session("asha@example.com");
      for (const s of [...ravis, ashas]) await staff.createSession(s);
      await staff.addPasskey(passkey("ravi@example.com", "cred-ravi"));
      await staff.addPasskey(passkey("asha@example.com", "cred-asha"));
      await staff.putCode(code("ravi@example.com", "code-ravi"));

      expect(await staff.removeMember("ravi@example.com")).toBe("done");
      for (const s of ravis) expect(await staff.getSession(s.id)).toBeUndefined();
      expect(await staff.sessionsOf("ravi@example.com")).toEqual([]);
      expect(await staff.getPasskey("cred-ravi")).toBeUndefined();
      expect(await staff.getCode("ravi@example.com")).toBeUndefined();
      expect(await staff.getSession(ashas.id)).toEqual(ashas);
      expect(await staff.getPasskey("cred-asha")).toEqual(passkey("asha@example.com", "cred-asha"));
    });

    it("routes a lead form to a member and back to the turn; only a member; a removed member's routes go", async () => {
      const staff = await openStaff();
      expect(await staff.formRoutes()).toEqual({});
      await staff.setMember(member("ravi@example.com"));
      await staff.setMember(member("asha@example.com"));
      expect(await staff.setFormRoute("callback", "ravi@example.com")).toBe("done");
      expect(await staff.setFormRoute("enrollment", "ravi@example.com")).toBe("done");
      expect(await staff.setFormRoute("contact", "asha@example.com")).toBe("done");
      // Routed again: the form's member is replaced, not added.
      expect(await staff.setFormRoute("contact", "ravi@example.com")).toBe("done");
      expect(await staff.setFormRoute("contact", "asha@example.com")).toBe("done");
      expect(await staff.setFormRoute("ambassador", "nobody@example.com")).toBe("absent");
      expect(await staff.formRoutes()).toEqual({
        callback: "ravi@example.com",
        enrollment: "ravi@example.com",
        contact: "asha@example.com",
      });
      expect(await staff.setFormRoute("enrollment", undefined)).toBe("done");
      expect(await staff.setFormRoute("ambassador", undefined)).toBe("done");
      expect(await staff.formRoutes()).toEqual({
        callback: "ravi@example.com",
        contact: "asha@example.com",
      });
      // A role change keeps the routes; a removal takes the member's away, and a return does not
      // bring them back.
      await staff.setMember(member("ravi@example.com", "admin"));
      expect((await staff.formRoutes()).callback).toBe("ravi@example.com");
      expect(await staff.removeMember("ravi@example.com")).toBe("done");
      expect(await staff.formRoutes()).toEqual({ contact: "asha@example.com" });
      await staff.setMember(member("ravi@example.com"));
      expect(await staff.formRoutes()).toEqual({ contact: "asha@example.com" });
      expect(await staff.removeMember("asha@example.com")).toBe("done");
      expect(await staff.formRoutes()).toEqual({});
    });

    it("a role change ends the member's sessions; a member added anew starts without old passkeys or sessions", async () => {
      const staff = await openStaff();
      await staff.setMember(member("ravi@example.com", "admin"));
      await staff.setMember(member("asha@example.com", "admin"));
      const open = session("ravi@example.com", { role: "admin" });
      await staff.createSession(open);
      await staff.setMember(member("ravi@example.com", "sales"));
      expect(await staff.getSession(open.id)).toBeUndefined();

      // Left over from an earlier membership (a removal cut off half-way).
      const leftover = session("meera@example.com");
      await staff.createSession(leftover);
      await staff.addPasskey(passkey("meera@example.com", "cred-old"));
      await staff.setMember(member("meera@example.com"));
      expect(await staff.getSession(leftover.id)).toBeUndefined();
      expect(await staff.passkeysOf("meera@example.com")).toEqual([]);
    });

    it("keeps sessions: read, changed only while they exist, listed newest first, ended one by one or all at once", async () => {
      const staff = await openStaff();
      const first = session("ravi@example.com");
      const second = session("ravi@example.com");
      await staff.createSession(first);
      await staff.createSession(second);
      expect(await staff.getSession(first.id)).toEqual(first);
      expect((await staff.sessionsOf("ravi@example.com")).map((s) => s.id)).toEqual([
        second.id,
        first.id,
      ]);

      await staff.updateSession(first.id, { lastSeenAt: T0 + HOUR, passkeyOfferDismissed: true });
      expect(await staff.getSession(first.id)).toEqual({
        ...first,
        lastSeenAt: T0 + HOUR,
        passkeyOfferDismissed: true,
      });

      await staff.deleteSession(first.id);
      expect(await staff.getSession(first.id)).toBeUndefined();
      // A late touch of a session that was ended does not bring it back.
      await staff.updateSession(first.id, { lastSeenAt: T0 + 2 * HOUR });
      expect(await staff.getSession(first.id)).toBeUndefined();

      await staff.createSession(session("ravi@example.com"));
      expect(await staff.endSessionsOf("ravi@example.com")).toBe(2);
      expect(await staff.sessionsOf("ravi@example.com")).toEqual([]);
    });

    it("a code is used once, however many use it at the same moment; only the newest code of an address works", async () => {
      const staff = await openStaff({ races: true });
      await staff.putCode(code("ravi@example.com", "first"));
      await staff.putCode(code("ravi@example.com", "second"));
      expect((await staff.getCode("ravi@example.com"))?.id).toBe("second");
      expect(await staff.useCode("ravi@example.com", "first")).toBe(false);

      const uses = await Promise.all(
        Array.from({ length: 10 }, () => staff.useCode("ravi@example.com", "second")),
      );
      expect(uses.filter(Boolean)).toHaveLength(1);
      expect(await staff.getCode("ravi@example.com")).toBeUndefined();
    });

    it("counts wrong codes per address in one step: none lost however many race, each change sees the one before", async () => {
      const staff = await openStaff({ races: true });
      expect(await staff.getTries("ravi@example.com")).toBeUndefined();
      const count = (held: SignInTries | undefined): SignInTries => ({
        email: "ravi@example.com",
        misses: (held?.misses ?? 0) + 1,
        since: held?.since ?? T0,
        codeId: "one",
        codeMisses: (held?.codeMisses ?? 0) + 1,
        expiresAt: T0 + HOUR,
      });
      const changes = await Promise.all(
        Array.from({ length: 8 }, () => staff.changeTries("ravi@example.com", count)),
      );
      // Each change saw the one before it: the counts are 1 to 8, each once.
      expect(changes.map((c) => c.after.misses).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8,
      ]);
      expect(changes.find((c) => c.after.misses === 1)?.before).toBeUndefined();
      expect(changes.find((c) => c.after.misses === 5)?.before?.misses).toBe(4);
      expect(await staff.getTries("ravi@example.com")).toEqual({
        email: "ravi@example.com",
        misses: 8,
        since: T0,
        codeId: "one",
        codeMisses: 8,
        expiresAt: T0 + HOUR,
      });
      // Another address has its own count.
      expect(await staff.getTries("asha@example.com")).toBeUndefined();
    });

    it("keeps passkeys: found by id, listed per member oldest first, their counter moved on, removed only by their member", async () => {
      const staff = await openStaff();
      // A credential id can be longer than a database key may be.
      const longId = "L".repeat(1000);
      await staff.addPasskey(passkey("ravi@example.com", longId, T0 + 1));
      await staff.addPasskey(passkey("ravi@example.com", "cred-b", T0));
      expect(await staff.getPasskey(longId)).toEqual(passkey("ravi@example.com", longId, T0 + 1));
      expect((await staff.passkeysOf("ravi@example.com")).map((p) => p.id)).toEqual([
        "cred-b",
        longId,
      ]);
      await staff.usePasskey("cred-b", 7, T0 + HOUR);
      expect(await staff.getPasskey("cred-b")).toEqual({
        ...passkey("ravi@example.com", "cred-b"),
        counter: 7,
        lastUsedAt: T0 + HOUR,
      });
      expect(await staff.removePasskey("asha@example.com", "cred-b")).toBe(false);
      expect(await staff.removePasskey("ravi@example.com", "cred-b")).toBe(true);
      expect(await staff.getPasskey("cred-b")).toBeUndefined();
      expect(await staff.passkeysOf("asha@example.com")).toEqual([]);
    });

    it("keeps a credential id to one member: another member's registration of it is refused and changes nothing", async () => {
      const staff = await openStaff();
      expect(await staff.addPasskey(passkey("ravi@example.com", "cred-x"))).toBe(true);
      expect(await staff.addPasskey(passkey("asha@example.com", "cred-x", T0 + 5))).toBe(false);
      expect(await staff.getPasskey("cred-x")).toEqual(passkey("ravi@example.com", "cred-x"));
      expect(await staff.passkeysOf("asha@example.com")).toEqual([]);
      // The same member may keep it again (its record replaced by their own).
      expect(await staff.addPasskey(passkey("ravi@example.com", "cred-x", T0 + 9))).toBe(true);
      expect((await staff.getPasskey("cred-x"))?.createdAt).toBe(T0 + 9);
    });

    it("removes every passkey of one member, and only theirs", async () => {
      const staff = await openStaff();
      await staff.addPasskey(passkey("ravi@example.com", "r-1"));
      await staff.addPasskey(passkey("ravi@example.com", "r-2"));
      await staff.addPasskey(passkey("asha@example.com", "a-1"));
      expect(await staff.removePasskeysOf("ravi@example.com")).toBe(2);
      expect(await staff.passkeysOf("ravi@example.com")).toEqual([]);
      expect(await staff.getPasskey("r-1")).toBeUndefined();
      expect((await staff.passkeysOf("asha@example.com")).map((p) => p.id)).toEqual(["a-1"]);
      expect(await staff.removePasskeysOf("ravi@example.com")).toBe(0);
    });

    it("a challenge answers one ceremony: taken once, however many take it at the same moment", async () => {
      const staff = await openStaff({ races: true });
      const challenge = {
        id: "challenge-1",
        challenge: "abc",
        purpose: "sign-in" as const,
        expiresAt: T0 + 60_000,
      };
      await staff.putChallenge(challenge);
      const taken = await Promise.all(
        Array.from({ length: 10 }, () => staff.takeChallenge("challenge-1")),
      );
      expect(taken.filter((t) => t !== undefined)).toEqual([challenge]);
      expect(await staff.takeChallenge("challenge-1")).toBeUndefined();
    });

    it("prunes sessions, codes, tries and challenges whose time is over, and nothing else", async () => {
      const staff = await openStaff();
      const over = session("ravi@example.com", { expiresAt: T0 });
      const live = session("ravi@example.com", { expiresAt: T0 + HOUR });
      await staff.createSession(over);
      await staff.createSession(live);
      await staff.putCode(code("ravi@example.com", "old", { expiresAt: T0 }));
      await staff.putCode(code("asha@example.com", "new", { expiresAt: T0 + HOUR }));
      await staff.putChallenge({ id: "c-old", challenge: "x", purpose: "sign-in", expiresAt: T0 });
      await staff.putChallenge({
        id: "c-new",
        challenge: "y",
        purpose: "sign-in",
        expiresAt: T0 + HOUR,
      });
      const tries = (email: string, expiresAt: number): SignInTries => ({
        email,
        misses: 1,
        since: T0 - HOUR,
        codeMisses: 0,
        expiresAt,
      });
      await staff.changeTries("ravi@example.com", () => tries("ravi@example.com", T0));
      await staff.changeTries("asha@example.com", () => tries("asha@example.com", T0 + HOUR));
      expect(await staff.pruneExpired(T0, 100)).toBe(4);
      expect(await staff.getTries("ravi@example.com")).toBeUndefined();
      expect(await staff.getTries("asha@example.com")).toEqual(
        tries("asha@example.com", T0 + HOUR),
      );
      expect(await staff.getSession(over.id)).toBeUndefined();
      expect(await staff.getSession(live.id)).toEqual(live);
      expect(await staff.getCode("ravi@example.com")).toBeUndefined();
      expect((await staff.getCode("asha@example.com"))?.id).toBe("new");
      expect(await staff.takeChallenge("c-old")).toBeUndefined();
      expect((await staff.takeChallenge("c-new"))?.id).toBe("c-new");
    });
  });
}
