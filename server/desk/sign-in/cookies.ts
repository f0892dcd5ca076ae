// The desk's cookies, made once per site with its key: the session cookie (a signed random id;
// the store keys the session by its sha256), the address a sign-in code was asked for, and the
// signed proofs of which lead openings and inbox views this session has logged. All are HttpOnly,
// SameSite=Lax and sent only to desk paths; on an https site Secure and named `__Secure-`. The
// session cookie is set for Path=/desk and again for Path=/desk.data (decisions 0030 and 0044).
import {
  createCookie,
  createSessionStorage,
  type Cookie,
  type SessionStorage,
} from "@remix-run/node";
import { createHash, randomBytes } from "node:crypto";
import { DESK_PATH, SIGN_IN_PATH } from "#shared/desk";
import type { DeskConfig } from "../settings";
import type { StorePort } from "#server/store";
import type { StaffSession } from "#server/store/staff";
import { sessionOver } from "./rules";

/** The session cookie's name on a plain-http site (deskCookieName gives the one in use). */
export const SESSION_COOKIE = "desk_session";
/** The one desk address outside the path /desk: the inbox's single-fetch data. */
export const DESK_DATA_PATH = `${DESK_PATH}.data`;
/** The address a sign-in code was asked for, kept while the code works, for the code form. */
export const PENDING_COOKIE = "desk_sign_in";
export const CODE_LIFE_MS = 10 * 60 * 1000;
/** The proof that a lead's page is read again after this session's own post on it. */
export const POSTED_COOKIE = "desk_posted";
export const POSTED_LIFE_MS = 60 * 1000;
/** The leads whose opening this session has logged (lead-view-log.ts). */
export const OPENED_COOKIE = "desk_opened";
/** The inbox views whose showing this session has logged (inbox-access.ts). */
export const INBOX_VIEWS_COOKIE = "desk_inbox_views";

export type SessionData = Omit<StaffSession, "id">;

/** Whether the site is served over https (its cookies are then Secure and prefixed). */
export const siteIsHttps = (config: Pick<DeskConfig, "SITE_URL">) =>
  config.SITE_URL?.startsWith("https:") ?? false;

/** Host names a browser treats as a secure context over plain http (loopback). */
const isLoopback = (host: string) =>
  host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "[::1]";

/**
 * Whether the desk refuses to sign anyone in: a production site (SITE_URL set) served over plain
 * http, not on a loopback address, without DESK_ALLOW_HTTP (an operator's explicit word that the
 * network is trusted). Session cookies would otherwise travel in clear text.
 */
export function signInOverPlainHttpRefused(
  config: Pick<DeskConfig, "SITE_URL" | "DESK_ALLOW_HTTP">,
): boolean {
  if (config.SITE_URL === undefined || siteIsHttps(config) || config.DESK_ALLOW_HTTP) return false;
  return !isLoopback(new URL(config.SITE_URL).hostname);
}

/** A desk cookie's name as this site sets it: `__Secure-<name>` on https. */
export const deskCookieName = (config: Pick<DeskConfig, "SITE_URL">, name: string) =>
  siteIsHttps(config) ? `__Secure-${name}` : name;

/** What the store keys a session by: the sha256 of the id its cookie carries. */
export const sessionKey = (id: string) => createHash("sha256").update(id).digest("base64url");

export interface DeskCookies {
  sessions: SessionStorage<SessionData>;
  /** The session cookie itself (Path=/desk), to write it again for DESK_DATA_PATH. */
  sessionCookie: Cookie;
  /**
   * Signed: the code form trusts the address it carries no more than one typed in, but it cannot be
   * swapped unseen.
   */
  pendingAddress: Cookie;
  /** Signed: only the server can say that a read follows a post (lead-view-log.ts). */
  leadPosted: Cookie;
  /** Signed: only the server can say which leads' openings it has logged (lead-view-log.ts). */
  leadsOpened: Cookie;
  /** Signed: only the server can say which inbox views it has logged (inbox-access.ts). */
  inboxViews: Cookie;
}

export function createDeskCookies(
  config: DeskConfig,
  keys: readonly string[],
  store: () => StorePort,
  clock: () => number = () => Date.now(),
): DeskCookies {
  const idleMs = config.DESK_SESSION_IDLE_MINUTES * 60_000;
  /** Every desk cookie: signed with the desk's keys, hidden from scripts, HTTPS-only on HTTPS. */
  const signed = (name: string, options: { path: string; maxAge?: number }) =>
    createCookie(deskCookieName(config, name), {
      httpOnly: true,
      sameSite: "lax",
      secure: siteIsHttps(config),
      secrets: [...keys],
      ...options,
    });
  // The public pages never receive it: they stay the same bytes for everyone.
  const cookie = signed(SESSION_COOKIE, { path: DESK_PATH });
  const sessions = createSessionStorage<SessionData>({
    cookie,
    async createData(data, expires) {
      const id = randomBytes(32).toString("base64url");
      await store().staff.createSession({
        ...(data as SessionData),
        id: sessionKey(id),
        expiresAt: expires?.getTime() ?? clock() + config.DESK_SESSION_MAX_HOURS * 3_600_000,
      });
      return id;
    },
    async readData(id) {
      const key = sessionKey(id);
      const held = await store().staff.getSession(key);
      if (!held) return null;
      if (sessionOver(held, clock(), idleMs)) {
        await store().staff.deleteSession(key);
        return null;
      }
      const { id: _id, ...data } = held;
      return data;
    },
    async updateData(id, data) {
      await store().staff.updateSession(sessionKey(id), {
        lastSeenAt: data.lastSeenAt,
        passkeyOfferDismissed: data.passkeyOfferDismissed,
      });
    },
    async deleteData(id) {
      if (id) await store().staff.deleteSession(sessionKey(id));
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
