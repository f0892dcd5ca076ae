// Staff sessions: Remix's session storage, whose cookie holds only a random session id (signed),
// and whose data is a session record in the store. A session counts while its record exists,
// its absolute and idle times are not over, and its member is still on the staff with the role
// the session began with: signing out, "sign out everywhere", a role change and removing a
// person (npm run staff -- remove) all end sessions at once, on every server instance.
import { createSession } from "@remix-run/node";
import type { StaffRole } from "#shared/desk";
import type { StaffMember, StaffSession } from "#server/store/staff";
import {
  DESK_DATA_PATH,
  deskCookieName,
  SESSION_COOKIE,
  sessionKey,
  type SessionData,
} from "./cookies";
import type { SiteForDesk } from "./runtime";

/**
 * A session with no id: destroying it writes nothing to the store, only the cookie that removes the
 * browser's.
 */
const emptySession = () => createSession<SessionData>();

/**
 * A session's last-seen time is written at most this often (a desk page makes several requests).
 */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SignedIn {
  email: string;
  role: StaffRole;
  /** The session's key in the store (the hash of the id its cookie carries, never the id). */
  sessionId: string;
  method: StaffSession["method"];
  createdAt: number;
  passkeyOfferDismissed: boolean;
}

/** Whether a Cookie header carries a desk session cookie at all. */
export const hasSessionCookie = (services: SiteForDesk, cookieHeader: string | null) =>
  cookieHeader?.includes(`${deskCookieName(services.config, SESSION_COOKIE)}=`) ?? false;

/**
 * The staff member this request's cookie signs in, if it does. A session whose member is gone,
 * or has another role now, is ended here too. The request counts as use of the session (its idle
 * time starts again) unless `touch` is false: an open inbox's live stream checks the session
 * without keeping it alive, so an unattended desk signs out.
 */
export async function signedInStaff(
  services: SiteForDesk,
  cookieHeader: string | null,
  options: { touch?: boolean } = {},
  now = services.desk.now(),
): Promise<SignedIn | undefined> {
  if (!hasSessionCookie(services, cookieHeader)) return undefined;
  const session = await services.desk.cookies().sessions.getSession(cookieHeader);
  const data = session.data as Partial<SessionData>;
  if (!session.id || data.email === undefined || data.role === undefined) return undefined;
  const key = sessionKey(session.id);
  const member = await services.store.staff.getMember(data.email);
  if (!member || member.role !== data.role) {
    await services.store.staff.deleteSession(key);
    return undefined;
  }
  if (options.touch !== false && now - (data.lastSeenAt ?? 0) >= TOUCH_EVERY_MS)
    await services.store.staff.updateSession(key, { lastSeenAt: now });
  return {
    email: member.email,
    role: member.role,
    sessionId: key,
    method: data.method ?? "code",
    createdAt: data.createdAt ?? now,
    passkeyOfferDismissed: data.passkeyOfferDismissed === true,
  };
}

/**
 * The Set-Cookie values of a session cookie: as Remix's session storage wrote it (Path=/desk), and
 * the same for DESK_DATA_PATH.
 */
async function bothPaths(services: SiteForDesk, header: string, expires: Date): Promise<string[]> {
  const { sessionCookie } = services.desk.cookies();
  const id: unknown = await sessionCookie.parse(header);
  const value = typeof id === "string" ? id : "";
  return [
    header,
    await sessionCookie.serialize(value, {
      path: DESK_DATA_PATH,
      expires: value === "" ? new Date(0) : expires,
    }),
  ];
}

/** Starts a session for a member who just proved who they are; returns the Set-Cookie values. */
export async function startSession(
  services: SiteForDesk,
  member: StaffMember,
  method: StaffSession["method"],
  userAgent: string | null,
  now = services.desk.now(),
) {
  const data: SessionData = {
    email: member.email,
    role: member.role,
    method,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + services.config.DESK_SESSION_MAX_HOURS * 3_600_000,
    device: deviceLabel(userAgent),
  };
  // No id yet: committing it creates the session record. The cookie ends with the session's
  // absolute time; the idle time is checked on every request.
  const expires = new Date(data.expiresAt);
  const cookies = await bothPaths(
    services,
    await services.desk.cookies().sessions.commitSession(createSession(data), { expires }),
    expires,
  );
  await services.store.desk.logAccess({ at: now, by: member.email, action: "sign-in", method });
  return cookies;
}

/**
 * Ends this browser's session (of the member `email`, logged); returns the Set-Cookie values that
 * remove its cookies.
 */
export async function endSession(
  services: SiteForDesk,
  cookieHeader: string | null,
  email: string,
): Promise<string[]> {
  const { sessions } = services.desk.cookies();
  const cookies = await bothPaths(
    services,
    await sessions.destroySession(await sessions.getSession(cookieHeader)),
    new Date(0),
  );
  await services.store.desk.logAccess({ at: services.desk.now(), by: email, action: "sign-out" });
  return cookies;
}

/**
 * Ends every session of a member, on every device (and with `passkeys`, removes their passkeys
 * too, each logged); returns the Set-Cookie values that remove this browser's cookies.
 */
export async function endEverySession(
  services: SiteForDesk,
  email: string,
  options: { passkeys?: boolean } = {},
): Promise<string[]> {
  await services.store.staff.endSessionsOf(email);
  const at = services.desk.now();
  await services.store.desk.logAccess({ at, by: email, action: "sign-out" });
  if (options.passkeys) await removeEveryPasskey(services, email, email);
  return clearSessionCookie(services);
}

/** Removes every passkey of `email` (by `by`: the member or an admin), each removal logged. */
export async function removeEveryPasskey(services: SiteForDesk, email: string, by: string) {
  const held = await services.store.staff.passkeysOf(email);
  await services.store.staff.removePasskeysOf(email);
  const at = services.desk.now();
  // One row per passkey removed.
  for (let n = 0; n < held.length; n++)
    await services.store.desk.logAccess({
      at,
      by,
      action: "passkey-removed",
      ...(by === email ? {} : { subject: email }),
    });
  return held.length;
}

/** The Set-Cookie values that remove this browser's session cookies (ones that sign nobody in). */
export const clearSessionCookie = async (services: SiteForDesk) =>
  bothPaths(
    services,
    await services.desk.cookies().sessions.destroySession(emptySession()),
    new Date(0),
  );

/** Removes this browser's session record, if its cookie names one (a sign-in replaces it). */
export async function dropSession(services: SiteForDesk, cookieHeader: string | null) {
  if (!hasSessionCookie(services, cookieHeader)) return;
  const { sessions } = services.desk.cookies();
  await sessions.destroySession(await sessions.getSession(cookieHeader));
}

/** Remembers that the member said "not now" to a passkey in this session. */
export async function dismissPasskeyOffer(services: SiteForDesk, sessionId: string) {
  await services.store.staff.updateSession(sessionId, { passkeyOfferDismissed: true });
}

/** "Chrome on Android": enough for a person to tell their devices apart in a list, nothing more. */
export function deviceLabel(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\//.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrom(e|ium)\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : "A browser";
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : "an unknown system";
  return `${browser} on ${system}`;
}
