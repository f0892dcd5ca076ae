// The sign-in pages' way into server/desk: asking for a code, using a code or a mailed link,
// starting the session, and the short-lived cookie that remembers which address a code was
// asked for (so the code form need not ask for it again).
import type { AppLoadContext } from "@remix-run/node";
import { deskReturnPath } from "#shared/desk";
import { signInOverPlainHttpRefused } from "#server/desk/sign-in/cookies";
import { dropSession, startSession } from "#server/desk/sign-in/sessions";
import { landingPath } from "#server/desk/sign-in/sign-in";
import type { StaffMember } from "#server/store/staff";
import { deskRefusal } from "./session.server";

const plainHttpMessage =
  "The desk signs nobody in over plain http: open it at its https address. (An operator can allow a trusted internal network with DESK_ALLOW_HTTP=true.)";

/**
 * Throws 403 on a production site served over plain http (not loopback) without DESK_ALLOW_HTTP:
 * every sign-in page and step calls it first.
 */
export function refuseOverPlainHttp(context: AppLoadContext): void {
  if (signInOverPlainHttpRefused(context.services.config)) throw deskRefusal(403, plainHttpMessage);
}

/** The address a code was last asked for in this browser (within the code's life), if any. */
export async function pendingAddress(
  request: Request,
  context: AppLoadContext,
): Promise<string | undefined> {
  const value: unknown = await context.services.desk
    .cookies()
    .pendingAddress.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The Set-Cookie value that remembers the address a code was asked for. */
export const rememberAddress = (context: AppLoadContext, email: string) =>
  context.services.desk.cookies().pendingAddress.serialize(email);

/** The Set-Cookie value that forgets it (once signed in). */
export const forgetAddress = (context: AppLoadContext) =>
  context.services.desk.cookies().pendingAddress.serialize("", { maxAge: 0 });

/**
 * Starts the member's session (ending the one this browser had, if any: a sign-in again replaces
 * it); the headers of the redirect that follows (the session cookie, the pending address
 * forgotten). The sign-in is logged with how it was proven.
 */
export async function signedInHeaders(
  request: Request,
  context: AppLoadContext,
  member: StaffMember,
  method: "code" | "link" | "passkey",
): Promise<Headers> {
  const headers = new Headers();
  await dropSession(context.services, request.headers.get("Cookie"));
  for (const cookie of await startSession(
    context.services,
    member,
    method,
    request.headers.get("User-Agent"),
  ))
    headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await forgetAddress(context));
  return headers;
}

/** The returnTo of a form post or an address, as a desk path to go back to. */
export function returnToOf(value: FormDataEntryValue | string | null | undefined): string {
  return deskReturnPath(typeof value === "string" ? value : undefined);
}

/**
 * Where a member who just proved who they are goes: the returnTo asked for, else their own start
 * (My leads for a member taking new leads, the inbox for the others).
 */
export async function landingOf(
  context: AppLoadContext,
  member: StaffMember | { email: string },
  returnTo: FormDataEntryValue | string | null | undefined,
): Promise<string> {
  // A session names its member, not whether they take leads: that is read from the staff.
  const known =
    "addedAt" in member ? member : await context.services.store.staff.getMember(member.email);
  return known ? landingPath(known, returnTo) : returnToOf(returnTo);
}
