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
 * Who this request is signed in as, or why not: `signedOut` when no valid session comes with it,
 * with the response that says so (a redirect to the sign-in page, which sends the person back
 * here, or a 401); a 403 when `role` is asked for and theirs is another.
 */
export async function checkStaff(
  request: Request,
  context: AppLoadContext,
  options: { role?: StaffRole } = {},
): Promise<{ staff: SignedIn } | { refusal: Response; signedOut: boolean }> {
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
      return {
        refusal: toSignIn(back, request.method === "GET" ? 302 : 303, headers),
        signedOut: true,
      };
    }
    return { refusal: deskRefusal(401, deskMessages.signIn, headers), signedOut: true };
  }
  if (options.role === "admin" && staff.role !== "admin")
    return { refusal: deskRefusal(403, deskMessages.adminsOnly), signedOut: false };
  return { staff };
}

/** The signed-in staff member, or checkStaff's refusal, thrown. */
export async function requireStaff(
  request: Request,
  context: AppLoadContext,
  options: { role?: StaffRole } = {},
): Promise<SignedIn> {
  const checked = await checkStaff(request, context, options);
  if ("refusal" in checked) throw checked.refusal;
  return checked.staff;
}

/** A desk form's fields; a post too large for any desk form is refused with 413. */
export async function deskForm(request: Request): Promise<Record<string, string>> {
  const fields = await readDeskForm(request);
  if (!fields) throw deskRefusal(413, "That request was too large for a desk form.");
  return fields;
}
