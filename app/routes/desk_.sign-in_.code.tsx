// /desk/sign-in/code: the six-digit code from the mail. The address comes from the cookie the
// address form set (or is typed here, when the code page is opened on its own).
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SignInFrame } from "../components/desk/sign-in/SignInFrame";
import { WorkEmailField } from "../components/desk/sign-in/WorkEmailField";
import { InputField } from "../forms/Field";
import { markResponse } from "../lib/responses.server";
import {
  askedReturn,
  deskForm,
  forgetAddress,
  landingOf,
  optionalStaff,
  pendingAddress,
  refuseOverPlainHttp,
  signedInAs,
  signedInHeaders,
  signInWithCode,
} from "../lib/desk.server";
import { deskLinks, deskMeta } from "../lib/desk/meta";

export const links = deskLinks;

export const meta: MetaFunction = () => deskMeta("Enter your code");

export async function loader({ request, context }: LoaderFunctionArgs) {
  refuseOverPlainHttp(context);
  const query = new URL(request.url).searchParams;
  // "" when none was asked: the member then lands where their role starts (landingPath).
  const returnTo = askedReturn(query.get("returnTo"));
  // `again`: a signed-in member proving it is them again; the code is checked however signed in.
  const again = query.has("again");
  const signedIn = again ? undefined : await optionalStaff(request, context);
  if (signedIn) return redirect(await landingOf(context, signedIn, returnTo));
  return { returnTo, again, email: (await pendingAddress(request, context)) ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  refuseOverPlainHttp(context);
  markResponse(context, { kind: "desk" });
  const fields = await deskForm(request);
  const email = fields.email ?? (await pendingAddress(request, context)) ?? "";
  // A second tab whose browser the first tab has signed in with this code: the code is used up,
  // but the browser is already this person, so it goes on to where it was going. Checked before
  // the code, so that it neither counts as a wrong code nor uses up a newer one.
  const signedIn = fields.again !== "1" ? await optionalStaff(request, context) : undefined;
  if (signedIn && signedInAs(signedIn, email)) {
    return redirect(await landingOf(context, signedIn, fields.returnTo), {
      status: 303,
      headers: { "Set-Cookie": await forgetAddress(context) },
    });
  }
  const outcome = await signInWithCode(
    context.services,
    email,
    fields.code ?? "",
    context.clientIp,
  );
  if (outcome.ok) {
    return redirect(await landingOf(context, outcome.member, fields.returnTo), {
      status: 303,
      headers: await signedInHeaders(request, context, outcome.member, "code"),
    });
  }
  if (outcome.retryAfterSeconds !== undefined) {
    markResponse(context, { kind: "desk", retryAfterSeconds: outcome.retryAfterSeconds });
    return data({ error: outcome.message }, { status: 429 });
  }
  return data({ error: outcome.message }, { status: 400 });
}

export default function SignInCode() {
  const { returnTo, again, email } = useLoaderData<typeof loader>();
  const response = useActionData<typeof action>();
  return (
    <SignInFrame title="Enter your code">
      {email ? (
        <p>
          If <strong>{email}</strong> belongs to the staff, we have mailed it a six-digit code. It
          works for 10 minutes. Nothing arrived? Check your spam folder, or{" "}
          <Link to="/desk/sign-in">ask for a new code</Link>.
        </p>
      ) : (
        <p>Enter your work email address and the six-digit code we mailed it.</p>
      )}
      <Form method="post" className="lead-form" aria-label="Sign in with the code">
        <input type="hidden" name="returnTo" value={returnTo} />
        {again ? <input type="hidden" name="again" value="1" /> : null}
        {email ? <input type="hidden" name="email" value={email} /> : <WorkEmailField />}
        <InputField
          id="desk-code"
          label="Six-digit code"
          error={response?.error}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          // Room for the separators people type between the digits ("12 34 56", "123 - 456").
          maxLength={12}
          required
          className="desk-code-input"
        />
        <button type="submit" className="button button--block">
          Sign in
        </button>
      </Form>
    </SignInFrame>
  );
}
