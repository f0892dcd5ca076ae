// The one check at the top of every desk loader and action. Remix runs the loaders of every
// matched route at once, so a layout's check protects nothing on its own: each desk route calls
// requireStaff itself. Without a valid session a page (a document request) is sent to sign in
// and comes back afterwards; data, fetches and event streams get 401; the wrong role gets 403.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { SIGN_IN_PATH, type StaffRole } from "../../shared/desk";
import { readDeskForm } from "../../server/desk/form";
import { clearSessionCookie, signedInStaff, type SignedIn } from "../../server/desk/sessions";
import { StoreError } from "../../server/store";
import { markResponse } from "./responses.server";

export type { SignedIn };

export const deskMessages = {
  signIn: "Sign in to the desk first.",
  adminsOnly: "This part of the desk is for admins.",
  unavailable: "The desk cannot reach its store just now. Please try again in a minute.",
};

/**
 * A refusal as JSON `{ message }`: the desk's error boundary shows the message, a script can read
 * it.
 */
export function deskRefusal(
  status: number,
  message: string,
  headers: HeadersInit = {},
  details: Record<string, unknown> = {},
): Response {
  const response = new Response(JSON.stringify({ ...details, message }), { status, headers });
  response.headers.set("Content-Type", "application/json; charset=utf-8");
  return response;
}

/** The sign-in page, coming back to `back` afterwards. */
function toSignIn(back: string, status: number, headers: Headers): Response {
  return redirect(`${SIGN_IN_PATH}?returnTo=${encodeURIComponent(back)}`, { status, headers });
}

/**
 * A page the browser navigates to (not single-fetch data, a fetch or an event stream): it can be
 * sent to sign in.
 */
function isDocumentRequest(request: Request, context: AppLoadContext): boolean {
  return !context.dataRequest && (request.headers.get("Accept") ?? "").includes("text/html");
}

/**
 * The signed-in staff member of this request, if any; the response is marked private either way.
 */
export async function optionalStaff(
  request: Request,
  context: AppLoadContext,
): Promise<SignedIn | undefined> {
  markResponse(context, { kind: "desk" });
  try {
    return await signedInStaff(context.services, request.headers.get("Cookie"));
  } catch (error) {
    if (error instanceof StoreError) {
      context.log.error({ module: "desk", err: error }, "the session check failed");
      throw deskRefusal(503, deskMessages.unavailable, { "Retry-After": "60" });
    }
    throw error;
  }
}

/**
 * The signed-in staff member, or a thrown response: a redirect to the sign-in page (which sends
 * them back here), a 401, or a 403 when `role` is asked for and theirs is another.
 */
export async function requireStaff(
  request: Request,
  context: AppLoadContext,
  options: { role?: StaffRole } = {},
): Promise<SignedIn> {
  const staff = await optionalStaff(request, context);
  if (!staff) {
    // A cookie that signs nobody in (ended, expired, forged) is removed.
    const headers = new Headers();
    if (request.headers.get("Cookie")?.includes("desk_session="))
      for (const cookie of await clearSessionCookie(context.services))
        headers.append("Set-Cookie", cookie);
    if (isDocumentRequest(request, context)) {
      const url = new URL(request.url);
      const back = request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname;
      throw toSignIn(back, request.method === "GET" ? 302 : 303, headers);
    }
    throw deskRefusal(401, deskMessages.signIn, headers);
  }
  if (options.role === "admin" && staff.role !== "admin")
    throw deskRefusal(403, deskMessages.adminsOnly);
  return staff;
}

/**
 * Whether requireStaff refused for want of a session (the page sent to sign in, or a 401), not
 * for the role or the store.
 */
export function isSignedOut(thrown: unknown): thrown is Response {
  return (
    thrown instanceof Response &&
    (thrown.status === 401 || (thrown.headers.get("Location") ?? "").startsWith(`${SIGN_IN_PATH}?`))
  );
}

/** A desk form's fields; a post too large for any desk form is refused with 413. */
export async function deskForm(request: Request): Promise<Record<string, string>> {
  const fields = await readDeskForm(request);
  if (!fields) throw deskRefusal(413, "That request was too large for a desk form.");
  return fields;
}
