// The desk's cookies, made once per site with its key: the session cookie, whose value is
// only a random session id (signed) naming a session record in the store (Remix's session
// storage over the store), the short-lived cookie that remembers which address a sign-in
// code was asked for, and the one-minute proof that a lead's page is read again after the
// session's own post on it (lead-opening.ts). All are HttpOnly, SameSite=Lax, Secure on an https
// site, and sent only to desk paths, so the public pages never receive one.
//
// The session cookie is set twice, for Path=/desk and for Path=/desk.data: the inbox's data
// address (`/desk` + `.data`, as Remix asks for a page's data) is not under `/desk/`, so a
// browser would not send it a cookie of Path=/desk, and a wider path would reach public pages.
import {
  createCookie,
  createSessionStorage,
  type Cookie,
  type SessionStorage,
} from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { DESK_PATH, SIGN_IN_PATH } from "../../shared/desk";
import type { Config } from "../config";
import type { StorePort } from "../store";
import type { StaffSession } from "../store/staff";

export const SESSION_COOKIE = "desk_session";
/** The one desk address outside the path /desk: the inbox's single-fetch data. */
export const DESK_DATA_PATH = `${DESK_PATH}.data`;
/** The address a sign-in code was asked for, kept while the code works, for the code form. */
export const PENDING_COOKIE = "desk_sign_in";
export const CODE_LIFE_MS = 10 * 60 * 1000;
/** The proof that a lead's page is read again after this session's own post on it. */
export const POSTED_COOKIE = "desk_posted";
export const POSTED_LIFE_MS = 60 * 1000;
/** The leads whose opening this session has logged (lead-opening.ts). */
export const OPENED_COOKIE = "desk_opened";
/** The inbox views whose showing this session has logged (inbox-access.ts). */
export const INBOX_VIEWS_COOKIE = "desk_inbox_views";

export type SessionData = Omit<StaffSession, "id">;

export interface DeskCookies {
  sessions: SessionStorage<SessionData>;
  /** The session cookie itself (Path=/desk), to write it again for DESK_DATA_PATH. */
  sessionCookie: Cookie;
  /**
   * Signed: the code form trusts the address it carries no more than one typed in, but it cannot be
   * swapped unseen.
   */
  pendingAddress: Cookie;
  /** Signed: only the server can say that a read follows a post (lead-opening.ts). */
  leadPosted: Cookie;
  /** Signed: only the server can say which leads' openings it has logged (lead-opening.ts). */
  leadsOpened: Cookie;
  /** Signed: only the server can say which inbox views it has logged (inbox-access.ts). */
  inboxViews: Cookie;
}

const secureFor = (config: Pick<Config, "SITE_URL">) =>
  config.SITE_URL?.startsWith("https:") ?? false;

export function createDeskCookies(
  config: Config,
  keys: readonly string[],
  store: () => StorePort,
): DeskCookies {
  const idleMs = config.DESK_SESSION_IDLE_MINUTES * 60_000;
  /** Every desk cookie: signed with the desk's keys, hidden from scripts, HTTPS-only on HTTPS. */
  const signed = (name: string, options: { path: string; maxAge?: number }) =>
    createCookie(name, {
      httpOnly: true,
      sameSite: "lax",
      secure: secureFor(config),
      secrets: [...keys],
      ...options,
    });
  // The public pages never receive it: they stay the same bytes for everyone.
  const cookie = signed(SESSION_COOKIE, { path: DESK_PATH });
  const sessions = createSessionStorage<SessionData>({
    cookie,
    async createData(data, expires) {
      const id = randomBytes(32).toString("base64url");
      const now = Date.now();
      await store().staff.createSession({
        ...(data as SessionData),
        id,
        expiresAt: expires?.getTime() ?? now + config.DESK_SESSION_MAX_HOURS * 3_600_000,
      });
      return id;
    },
    async readData(id) {
      const held = await store().staff.getSession(id);
      if (!held) return null;
      const now = Date.now();
      if (held.expiresAt <= now || now - held.lastSeenAt >= idleMs) {
        await store().staff.deleteSession(id);
        return null;
      }
      const { id: _id, ...data } = held;
      return data;
    },
    async updateData(id, data) {
      await store().staff.updateSession(id, {
        lastSeenAt: data.lastSeenAt,
        passkeyOfferDismissed: data.passkeyOfferDismissed,
      });
    },
    async deleteData(id) {
      if (id) await store().staff.deleteSession(id);
    },
  });
  const pendingAddress = signed(PENDING_COOKIE, {
    path: SIGN_IN_PATH,
    maxAge: CODE_LIFE_MS / 1000,
  });
  // A lead's page and its data (`/desk/leads/<list>/<key>.data`) are both under /desk/.
  const leadPosted = signed(POSTED_COOKIE, { path: DESK_PATH, maxAge: POSTED_LIFE_MS / 1000 });
  // For as long as the browser keeps it; it names its session, so it serves no other.
  const leadsOpened = signed(OPENED_COOKIE, { path: DESK_PATH });
  // Read only by the inbox's data (`/desk.data`): a page load of the inbox is always logged.
  const inboxViews = signed(INBOX_VIEWS_COOKIE, { path: DESK_DATA_PATH });
  return { sessions, sessionCookie: cookie, pendingAddress, leadPosted, leadsOpened, inboxViews };
}
