// The account and staff pages' door into server/desk: sessions (this one, every one, one on
// another device), the staff list and its changes, and times shown in the business's time zone.
import type { AppLoadContext } from "@remix-run/node";
import { formatInZone } from "../../shared/dates";
import { assignUnowned, takesLeads } from "../../server/desk/assignment";
import { setStaffSwitch } from "../../server/desk/staff";

export { takesLeads, setStaffSwitch };

export { dismissPasskeyOffer, endEverySession, endSession } from "../../server/desk/sessions";
export {
  listStaff,
  parseRole,
  removeStaff,
  setStaff,
  staffAddress,
  staffMessages,
} from "../../server/desk/staff";

/** Whether the member gets new leads in turn. */
export async function takesNewLeads(context: AppLoadContext, email: string): Promise<boolean> {
  const member = await context.services.store.staff.getMember(email);
  return member !== undefined && takesLeads(member);
}

/** Switches whether the member gets new leads in turn. */
export const switchTakesLeads = (context: AppLoadContext, email: string, on: boolean) =>
  setStaffSwitch(context.services.store, email, { takesLeads: on });

/** Gives every unowned lead an owner in turn (an admin asked); how many got one. */
export function assignUnownedLeads(context: AppLoadContext, by: string): Promise<number> {
  const { store, notifier } = context.services;
  return assignUnowned(
    { store, mailsStaff: notifier.mailsStaff(), mailsEscalation: notifier.mailsEscalation() },
    by,
    context.services.now().getTime(),
  );
}

/** A time as the desk shows it: "17 Mar 2025, 10:15 AM" in the business's time zone. */
export const deskTime = (context: AppLoadContext, at: number) =>
  formatInZone(new Date(at), context.services.config.SITE_TIME_ZONE, "d MMM yyyy, h:mm a");

/** The member's sessions as the account page lists them, this browser's marked. */
export async function sessionsFor(context: AppLoadContext, email: string, current: string) {
  const sessions = await context.services.store.staff.sessionsOf(email);
  const now = Date.now();
  const idleMs = context.services.config.DESK_SESSION_IDLE_MINUTES * 60_000;
  return sessions
    .filter((session) => session.expiresAt > now && now - session.lastSeenAt < idleMs)
    .map((session) => ({
      id: session.id,
      device: session.device,
      method: session.method === "passkey" ? "passkey" : "emailed code",
      since: deskTime(context, session.createdAt),
      lastSeen: deskTime(context, session.lastSeenAt),
      current: session.id === current,
    }));
}

/** Ends one of the member's own sessions (another device); false when it is not theirs. */
export async function endOneSession(
  context: AppLoadContext,
  email: string,
  id: string,
): Promise<boolean> {
  const session = await context.services.store.staff.getSession(id);
  if (session?.email !== email) return false;
  await context.services.store.staff.deleteSession(id);
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

/** Removes one of the member's own passkeys (none of anyone else's). */
export const removePasskey = (context: AppLoadContext, email: string, id: string) =>
  context.services.store.staff.removePasskey(email, id);
