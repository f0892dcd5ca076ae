// The account page's way into server/desk: whether the member takes new leads, their sessions
// (this one, every one, one on another device) and passkeys, with times shown in the business's
// time zone.
import type { AppLoadContext } from "@remix-run/node";
import { createHash } from "node:crypto";
import { deskTime as deskTimeIn } from "#server/desk/labels";
import { takesLeads } from "#server/desk/owners/assignment";
import { removeOwnPasskey } from "#server/desk/sign-in/passkeys";
import { sessionOver } from "#server/desk/sign-in/rules";
import { setStaffSwitch } from "#server/desk/staff/members";

/** Whether the member gets new leads in turn. */
export async function takesNewLeads(context: AppLoadContext, email: string): Promise<boolean> {
  const member = await context.services.store.staff.getMember(email);
  return member !== undefined && takesLeads(member);
}

/** Switches whether the member gets new leads in turn. */
export const switchTakesLeads = (context: AppLoadContext, email: string, on: boolean) =>
  setStaffSwitch(context.services.store, email, { takesLeads: on });

/** A time as the desk shows it: "17 Mar 2025, 10:15 AM" in the business's time zone. */
export const deskTime = (context: AppLoadContext, at: number) =>
  deskTimeIn(at, context.services.config.SITE_TIME_ZONE);

const methodLabels = { code: "emailed code", link: "emailed link", passkey: "passkey" } as const;

/**
 * A handle naming one of the member's sessions on the account page: a hash of the session's store
 * key with this session's, so the page (its HTML, its data, any script on it) carries no session
 * id or store key, and a handle means nothing to another session.
 */
const sessionHandle = (key: string, current: string) =>
  createHash("sha256").update(`${current}\u0000${key}`).digest("base64url").slice(0, 16);

/** The member's live sessions, newest first. */
async function liveSessions(context: AppLoadContext, email: string) {
  const sessions = await context.services.store.staff.sessionsOf(email);
  const now = context.services.desk.now();
  const idleMs = context.services.config.DESK_SESSION_IDLE_MINUTES * 60_000;
  return sessions.filter((session) => !sessionOver(session, now, idleMs));
}

/**
 * The member's sessions as the account page lists them, this browser's marked: by a label (the
 * device, when and how it signed in), never by id.
 */
export async function sessionsFor(context: AppLoadContext, email: string, current: string) {
  return (await liveSessions(context, email)).map((session) => ({
    handle: sessionHandle(session.id, current),
    device: session.device,
    method: methodLabels[session.method] ?? methodLabels.code,
    since: deskTime(context, session.createdAt),
    lastSeen: deskTime(context, session.lastSeenAt),
    current: session.id === current,
  }));
}

/** Ends one of the member's own sessions (another device), named by its handle; false if none. */
export async function endOneSession(
  context: AppLoadContext,
  email: string,
  current: string,
  handle: string,
): Promise<boolean> {
  const session = (await liveSessions(context, email)).find(
    (held) => held.id !== current && sessionHandle(held.id, current) === handle,
  );
  if (!session) return false;
  await context.services.store.staff.deleteSession(session.id);
  return true;
}

/** The member's passkeys as the account page lists them. */
export async function passkeysFor(context: AppLoadContext, email: string) {
  const passkeys = await context.services.store.staff.passkeysOf(email);
  return passkeys.map((passkey) => ({
    id: passkey.id,
    label: passkey.label,
    added: deskTime(context, passkey.createdAt),
    lastUsed: passkey.lastUsedAt === undefined ? null : deskTime(context, passkey.lastUsedAt),
  }));
}

/** Removes one of the member's own passkeys (none of anyone else's), logged. */
export const removePasskey = (context: AppLoadContext, email: string, id: string) =>
  removeOwnPasskey(context.services, email, id);
