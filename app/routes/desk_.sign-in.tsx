// /desk/sign-in: one email field. A staff address is mailed a six-digit code and a link; the
// response is the same redirect for any address (the mail is sent after responding), and the
// code page that follows remembers the address in a short-lived cookie.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PasskeySignIn } from "../components/desk/sign-in/PasskeySignIn";
import { SignInFrame } from "../components/desk/sign-in/SignInFrame";
import { WorkEmailField } from "../components/desk/sign-in/WorkEmailField";
import { markResponse } from "../lib/responses.server";
import {
  askedReturn,
  deskForm,
  deskMessages,
  landingOf,
  optionalStaff,
  partyFor,
  refuseOverPlainHttp,
  rememberAddress,
  requestCode,
  signInMessages,
} from "../lib/desk.server";
import { deskLinks, deskMeta } from "../lib/desk/meta";

export const links = deskLinks;

export const meta: MetaFunction = () => deskMeta("Sign in");

/** The code page, carrying where to go once signed in (and that this is a sign-in again). */
function codePage(returnTo: string, again: boolean) {
  const query = [
    ...(again ? ["again"] : []),
    ...(returnTo === "" ? [] : [`returnTo=${encodeURIComponent(returnTo)}`]),
  ];
  return `/desk/sign-in/code${query.length === 0 ? "" : `?${query.join("&")}`}`;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  refuseOverPlainHttp(context);
  const query = new URL(request.url).searchParams;
  // "" when none was asked: the member then lands where their role starts (landingPath).
  const returnTo = askedReturn(query.get("returnTo"));
  // `again`: a signed-in member asked to prove it is them (a sensitive change needs a fresh
  // sign-in), so the page is shown even though they are signed in.
  const again = query.has("again");
  const signedIn = again ? undefined : await optionalStaff(request, context);
  if (signedIn) return redirect(await landingOf(context, signedIn, returnTo));
  const notice = again
    ? deskMessages.signInAgain
    : query.has("signed-out")
      ? "You are signed out."
      : query.has("everywhere")
        ? "You are signed out on every device."
        : null;
  return { returnTo, notice, again, passkeys: partyFor(context) !== undefined };
}

export async function action({ request, context }: ActionFunctionArgs) {
  refuseOverPlainHttp(context);
  markResponse(context, { kind: "desk" });
  const fields = await deskForm(request);
  const returnTo = askedReturn(fields.returnTo);
  const outcome = await requestCode(
    context.services,
    fields.email ?? "",
    context.clientIp,
    context.origin,
  );
  switch (outcome.kind) {
    case "sent":
      return redirect(codePage(returnTo, fields.again === "1"), {
        status: 303,
        headers: { "Set-Cookie": await rememberAddress(context, outcome.email) },
      });
    case "invalid":
      return data({ email: outcome.email, error: outcome.message }, { status: 400 });
    case "limited":
      markResponse(context, { kind: "desk", retryAfterSeconds: outcome.retryAfterSeconds });
      return data(
        { email: "", error: signInMessages.tooManyRequests(outcome.retryAfterSeconds) },
        { status: 429 },
      );
  }
}

export default function SignIn() {
  const { returnTo, notice, again, passkeys } = useLoaderData<typeof loader>();
  const response = useActionData<typeof action>();
  return (
    <SignInFrame title="Sign in to the desk">
      {notice ? (
        <p className="desk-notice" role="status">
          {notice}
        </p>
      ) : null}
      <p>
        Enter your work email address. If it belongs to the staff, we mail it a six-digit code and a
        link to sign in with.
      </p>
      <Form method="post" className="lead-form" aria-label="Email me a sign-in code">
        <input type="hidden" name="returnTo" value={returnTo} />
        {again ? <input type="hidden" name="again" value="1" /> : null}
        <WorkEmailField defaultValue={response?.email ?? ""} error={response?.error} />
        <button type="submit" className="button button--block">
          Email me a code
        </button>
      </Form>
      {passkeys ? (
        <>
          <p className="desk-divider">or, if you added a passkey</p>
          <PasskeySignIn returnTo={returnTo} />
        </>
      ) : null}
    </SignInFrame>
  );
}
