// What the store keeps for the staff desk's sign-in: the staff themselves, their sessions (by the
// hash of their id), the sign-in codes mailed to them (hashed), the wrong codes tried per address,
// their passkeys and the passkey challenges waiting for a response.
// Every adapter keeps these beside the leads (SQLite tables, Firebase folders under `_staff`)
// and passes the staff part of test/store/contract.ts. Addresses are stored canonically (see
// canonicalEmail): callers pass them that way.
import type { StaffRole } from "#shared/desk";

export type { StaffRole };

/** A desk has a handful of people; the whole list is read at once, so it is bounded. */
export const MAX_STAFF = 200;
/** Sessions, passkeys or expired records handled by one store call at most. */
export const STAFF_BATCH = 100;

export interface StaffMember {
  email: string;
  role: StaffRole;
  addedAt: number;
  /** Gets new leads in turn (default: on for sales, off for admins). */
  takesLeads?: boolean;
  /** A sales member an admin allowed to download the inbox as CSV (admins always may). */
  canExport?: boolean;
}

export interface StaffSession {
  /**
   * The sha256 of the random id the session cookie carries: the store never holds the id itself,
   * so reading the store gives nobody a cookie that signs in.
   */
  id: string;
  email: string;
  /** The role when the session began: a session ends when its member's role changes. */
  role: StaffRole;
  /** How this session was signed in (the mailed code, the mailed link, or a passkey). */
  method: "code" | "link" | "passkey";
  createdAt: number;
  /** The last request seen (written at most once a minute): the idle expiry counts from it. */
  lastSeenAt: number;
  /** The absolute expiry, whatever the activity. */
  expiresAt: number;
  /** The browser, as its User-Agent names it (shortened), for the account page's list. */
  device: string;
  /** The member said "not now" to the offer of a passkey in this session. */
  passkeyOfferDismissed?: boolean;
}

export interface SignInCode {
  /** Random; names this code, so that using it up or counting a miss cannot touch a newer one. */
  id: string;
  email: string;
  /**
   * HMAC-SHA256 of the code's id and its six digits, keyed by a key derived from the site's secret
   * (never stored): the store alone cannot tell the code, nor try the million codes offline.
   */
  codeHash: string;
  /** sha256 of the mailed link's secret part: the link works without the code. */
  linkHash: string;
  createdAt: number;
  expiresAt: number;
}

/**
 * The wrong codes tried for one address (staff or not) within the hour, whichever code and server
 * process they met: the rules that change it are server/desk/sign-in/rules.ts.
 */
export interface SignInTries {
  email: string;
  /** Wrong codes since `since`. */
  misses: number;
  since: number;
  /** The code the latest wrong codes were tried against, and how many were. */
  codeId?: string;
  codeMisses: number;
  /** Code sign-in for the address is paused until then. */
  pausedUntil?: number;
  /** The member was mailed that someone is guessing; not again before then. */
  warnedUntil?: number;
  /** When the record means nothing any more (pruned). */
  expiresAt: number;
}

export interface Passkey {
  /** The credential id (base64url), as the browser names it. */
  id: string;
  email: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter, to notice a cloned authenticator. */
  counter: number;
  transports: string[];
  /** The browser and system it was made on, for the account page's list. */
  label: string;
  createdAt: number;
  lastUsedAt?: number;
}

export interface PasskeyChallenge {
  id: string;
  /** The challenge the browser's response must sign (base64url). */
  challenge: string;
  purpose: "register" | "sign-in";
  /** Whose registration this is (a signed-in member); none for a sign-in. */
  email?: string;
  expiresAt: number;
}

/**
 * What a change of the staff list did; `last-admin`: refused, it would leave the desk without an
 * admin.
 */
export type StaffChange = "done" | "absent" | "last-admin" | "full";

/** The member each lead form's new leads go to, where an admin named one: form id → address. */
export type FormRoutes = Record<string, string>;

export interface StaffStorePort {
  getMember(email: string): Promise<StaffMember | undefined>;
  /** Every member, by address (at most MAX_STAFF). */
  listMembers(): Promise<StaffMember[]>;
  /**
   * Adds a member or changes one's role, in one step that sees every other change: with
   * `keepAnAdmin`, a change that would leave no admin is refused (`last-admin`); a new member
   * past MAX_STAFF is refused (`full`). A member added anew starts with no sessions or
   * passkeys (any left from an earlier membership are removed); a role change ends their sessions.
   */
  setMember(member: StaffMember, options?: { keepAnAdmin?: boolean }): Promise<StaffChange>;
  /**
   * Removes a member (same `keepAnAdmin` rule), and with them every session, passkey and code of
   * theirs, and the forms routed to them (those go in turn again).
   */
  removeMember(email: string, options?: { keepAnAdmin?: boolean }): Promise<StaffChange>;
  /** Each lead form's member, for the forms an admin routed to one. */
  formRoutes(): Promise<FormRoutes>;
  /**
   * Routes a form's new leads to a member, or (`email` undefined) back to the turn; `absent`, and
   * nothing changed, when nobody on the staff has that address.
   */
  setFormRoute(form: string, email: string | undefined): Promise<"done" | "absent">;

  createSession(session: StaffSession): Promise<void>;
  getSession(id: string): Promise<StaffSession | undefined>;
  /** Changes a session that still exists; a session that is gone stays gone. */
  updateSession(
    id: string,
    change: Partial<Pick<StaffSession, "lastSeenAt" | "passkeyOfferDismissed">>,
  ): Promise<void>;
  deleteSession(id: string): Promise<void>;
  /** A member's sessions, newest first (at most STAFF_BATCH). */
  sessionsOf(email: string): Promise<StaffSession[]>;
  /** Ends every session of a member; returns how many there were. */
  endSessionsOf(email: string): Promise<number>;
  /**
   * Removes up to `limit` sessions, codes, tries and challenges whose time is over; returns how many.
   */
  pruneExpired(now: number, limit: number): Promise<number>;

  /** Keeps a member's sign-in code, replacing the one before (only the newest code works). */
  putCode(code: SignInCode): Promise<void>;
  getCode(email: string): Promise<SignInCode | undefined>;
  /**
   * Removes the code named `id` if it is still there: true for exactly one caller, however many
   * race.
   */
  useCode(email: string, id: string): Promise<boolean>;

  getTries(email: string): Promise<SignInTries | undefined>;
  /**
   * Changes an address's tries in one step that sees every other change (any process): `next` is
   * given the record held (it may be called again if another change came first) and returns the
   * one to keep. Returns both.
   */
  changeTries(
    email: string,
    next: (held: SignInTries | undefined) => SignInTries,
  ): Promise<{ before: SignInTries | undefined; after: SignInTries }>;

  /**
   * Keeps a passkey; false, and nothing changed, when its credential id is another member's (a
   * registration never replaces someone else's record).
   */
  addPasskey(passkey: Passkey): Promise<boolean>;
  getPasskey(id: string): Promise<Passkey | undefined>;
  /** A member's passkeys, oldest first (at most STAFF_BATCH). */
  passkeysOf(email: string): Promise<Passkey[]>;
  /** Records a sign-in with the passkey (its new counter). */
  usePasskey(id: string, counter: number, at: number): Promise<void>;
  /** Removes a member's passkey; false when they have none by that id. */
  removePasskey(email: string, id: string): Promise<boolean>;
  /** Removes every passkey of a member; returns how many there were. */
  removePasskeysOf(email: string): Promise<number>;

  putChallenge(challenge: PasskeyChallenge): Promise<void>;
  /** Removes and returns a challenge: a challenge answers one ceremony, once. */
  takeChallenge(id: string): Promise<PasskeyChallenge | undefined>;
}
