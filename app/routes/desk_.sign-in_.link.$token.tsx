// /desk/sign-in/link/<token>: the link in the sign-in mail. Opening it (a GET, as a mail
// scanner makes) only shows a button; pressing the button uses the code up and signs in.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SignInFrame } from "../components/desk/sign-in/SignInFrame";
import { markResponse } from "../lib/responses.server";
import {
  deskForm,
  landingOf,
  linkAddress,
  refuseOverPlainHttp,
  signedInHeaders,
  signInMessages,
  signInWithLink,
} from "../lib/desk.server";
import { deskLinks, deskMeta } from "../lib/desk/meta";

export const links = deskLinks;

export const meta: MetaFunction = () => deskMeta("Sign in");

export async function loader({ params, context }: LoaderFunctionArgs) {
  refuseOverPlainHttp(context);
  markResponse(context, { kind: "desk" });
  const email = await linkAddress(context.services, params.token ?? "");
  return email
    ? { email, error: null }
    : data({ email: null, error: signInMessages.linkGone }, { status: 410 });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  refuseOverPlainHttp(context);
  markResponse(context, { kind: "desk" });
  const fields = await deskForm(request);
  const outcome = await signInWithLink(context.services, params.token ?? "", context.clientIp);
  if (outcome.ok) {
    return redirect(await landingOf(context, outcome.member, fields.returnTo), {
      status: 303,
      headers: await signedInHeaders(request, context, outcome.member, "link"),
    });
  }
  if (outcome.retryAfterSeconds !== undefined)
    markResponse(context, { kind: "desk", retryAfterSeconds: outcome.retryAfterSeconds });
  return data(
    { error: outcome.message },
    { status: outcome.retryAfterSeconds !== undefined ? 429 : 410 },
  );
}

export default function SignInLink() {
  const page = useLoaderData<typeof loader>();
  const response = useActionData<typeof action>();
  const error = response?.error ?? page.error;
  if (error || !page.email) {
    return (
      <SignInFrame title="This link no longer works">
        <p role="alert">{error}</p>
        <Link className="button button--block" to="/desk/sign-in">
          Ask for a new code
        </Link>
      </SignInFrame>
    );
  }
  return (
    <SignInFrame title="Sign in to the desk">
      <p>
        Sign in as <strong>{page.email}</strong>?
      </p>
      <Form method="post" className="lead-form">
        <button type="submit" className="button button--block">
          Sign in
        </button>
      </Form>
      <p className="form-card__note">
        Not you, or you did not ask? Close this page: nothing happens until the button is pressed.
      </p>
    </SignInFrame>
  );
}
