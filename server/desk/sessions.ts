// Staff sessions: Remix's session storage, whose cookie holds only a random session id (signed),
// and whose data is a session record in the store. A session counts while its record exists,
// its absolute and idle times are not over, and its member is still on the staff with the role
// the session began with: signing out, "sign out everywhere", a role change and removing a
// person (npm run staff -- remove) all end sessions at once, on every server instance.
import { createSession } from "@remix-run/node";
import type { StaffRole } from "../../shared/desk";
import type { StaffMember, StaffSession } from "../store/staff";
import { DESK_DATA_PATH, SESSION_COOKIE, type SessionData } from "./cookies";
import type { DeskServices } from "./services";

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
  sessionId: string;
  method: StaffSession["method"];
  createdAt: number;
  passkeyOfferDismissed: boolean;
}

/**
 * The staff member this request's cookie signs in, if it does. A session whose member is gone,
 * or has another role now, is ended here too.
 */
export async function signedInStaff(
  services: DeskServices,
  cookieHeader: string | null,
  now = Date.now(),
): Promise<SignedIn | undefined> {
  if (!cookieHeader?.includes(`${SESSION_COOKIE}=`)) return undefined;
  const session = await services.desk.cookies().sessions.getSession(cookieHeader);
  const data = session.data as Partial<SessionData>;
  if (!session.id || data.email === undefined || data.role === undefined) return undefined;
  const member = await services.store.staff.getMember(data.email);
  if (!member || member.role !== data.role) {
    await services.store.staff.deleteSession(session.id);
    return undefined;
  }
  if (now - (data.lastSeenAt ?? 0) >= TOUCH_EVERY_MS)
    await services.store.staff.updateSession(session.id, { lastSeenAt: now });
  return {
    email: member.email,
    role: member.role,
    sessionId: session.id,
    method: data.method ?? "code",
    createdAt: data.createdAt ?? now,
    passkeyOfferDismissed: data.passkeyOfferDismissed === true,
  };
}

/**
 * The Set-Cookie values of a session cookie: as Remix's session storage wrote it (Path=/desk), and
 * the same for DESK_DATA_PATH.
 */
async function bothPaths(services: DeskServices, header: string, expires: Date): Promise<string[]> {
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
  services: DeskServices,
  member: StaffMember,
  method: StaffSession["method"],
  userAgent: string | null,
  now = Date.now(),
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
  return bothPaths(
    services,
    await services.desk.cookies().sessions.commitSession(createSession(data), { expires }),
    expires,
  );
}

/** Ends this browser's session; returns the Set-Cookie values that remove its cookies. */
export async function endSession(
  services: DeskServices,
  cookieHeader: string | null,
): Promise<string[]> {
  const { sessions } = services.desk.cookies();
  return bothPaths(
    services,
    await sessions.destroySession(await sessions.getSession(cookieHeader)),
    new Date(0),
  );
}

/**
 * Ends every session of a member, on every device; returns the Set-Cookie values that remove this
 * browser's cookies.
 */
export async function endEverySession(services: DeskServices, email: string): Promise<string[]> {
  await services.store.staff.endSessionsOf(email);
  return clearSessionCookie(services);
}

/** The Set-Cookie values that remove this browser's session cookies (ones that sign nobody in). */
export const clearSessionCookie = async (services: DeskServices) =>
  bothPaths(
    services,
    await services.desk.cookies().sessions.destroySession(emptySession()),
    new Date(0),
  );

/** Remembers that the member said "not now" to a passkey in this session. */
export async function dismissPasskeyOffer(services: DeskServices, sessionId: string) {
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
