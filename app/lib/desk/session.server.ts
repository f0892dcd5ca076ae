// The one check at the top of every desk loader and action. Remix runs the loaders of every
// matched route at once, so a layout's check protects nothing on its own: each desk route calls
// requireStaff itself. Without a valid session a page (a document request) is sent to sign in
// and comes back afterwards; data, fetches and event streams get 401; the wrong role gets 403.
// Sensitive changes also call requireFreshProof (a sign-in within the last 10 minutes).
import { redirect, type AppLoadContext } from "@remix-run/node";
import { SIGN_IN_PATH, type StaffRole } from "#shared/desk";
import { readDeskForm } from "#server/desk/form";
import {
  clearSessionCookie,
  hasSessionCookie,
  signedInStaff,
  type SignedIn,
} from "#server/desk/sign-in/sessions";
import { freshProof } from "#server/desk/sign-in/rules";
import { StoreError } from "#server/store";
import { markResponse } from "../responses.server";

export const deskMessages = {
  signIn: "Sign in to the desk first.",
  signInAgain:
    "For this, sign in again: your last sign-in was more than 10 minutes ago. You will come back here.",
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
  options: { touch?: boolean } = {},
): Promise<SignedIn | undefined> {
  markResponse(context, { kind: "desk" });
  try {
    return await signedInStaff(context.services, request.headers.get("Cookie"), options);
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
 * here, or a 401); a 403 when `role` is asked for and theirs is another. With `touch: false` the
 * request does not count as use of the session (the live stream's re-checks).
 */
export async function checkStaff(
  request: Request,
  context: AppLoadContext,
  options: { role?: StaffRole; touch?: boolean } = {},
): Promise<{ staff: SignedIn } | { refusal: Response; signedOut: boolean }> {
  const staff = await optionalStaff(request, context, { touch: options.touch });
  if (!staff) {
    // A cookie that signs nobody in (ended, expired, forged) is removed.
    const headers = new Headers();
    if (hasSessionCookie(context.services, request.headers.get("Cookie")))
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
  options: { role?: StaffRole; touch?: boolean } = {},
): Promise<SignedIn> {
  const checked = await checkStaff(request, context, options);
  if ("refusal" in checked) throw checked.refusal;
  return checked.staff;
}

/** The sign-in page asking a signed-in member to prove it is them again, then back to `back`. */
export const signInAgainPath = (back: string) =>
  `${SIGN_IN_PATH}?again&returnTo=${encodeURIComponent(back)}`;

/**
 * Throws, unless the member signed in within the last 10 minutes (FRESH_PROOF_MS): adding a
 * passkey, changing staff, erasing a lead and exporting need a fresh proof that the person at the
 * desk is the member. A page or form is sent to sign in again and back to `back` (the page the
 * request came from unless given); a script's JSON request gets 403 with the address to go to.
 */
export function requireFreshProof(
  request: Request,
  context: AppLoadContext,
  staff: SignedIn,
  options: { back?: string; json?: boolean } = {},
): void {
  if (freshProof(staff.createdAt, context.services.desk.now())) return;
  const url = new URL(request.url);
  const back =
    options.back ?? (request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname);
  const again = signInAgainPath(back);
  if (options.json) throw deskRefusal(403, deskMessages.signInAgain, {}, { signInAgain: again });
  const toSignInAgain: Response = redirect(again, request.method === "GET" ? 302 : 303);
  throw toSignInAgain;
}

/** A desk form's fields; a post too large for any desk form is refused with 413. */
export async function deskForm(request: Request): Promise<Record<string, string>> {
  const fields = await readDeskForm(request);
  if (!fields) throw deskRefusal(413, "That request was too large for a desk form.");
  return fields;
}
