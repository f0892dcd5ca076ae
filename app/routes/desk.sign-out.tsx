// /desk/sign-out: ends this browser's session, or (intent=everywhere) every session of the
// member on every device, and with `passkeys` ticked removes their passkeys too (a passkey added
// at an unattended desk would otherwise still sign in). A GET only shows the buttons.
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form } from "@remix-run/react";
import { deskForm, endEverySession, endSession, requireStaff } from "../lib/desk.server";
import { deskMeta } from "../lib/desk/meta";
import { PasskeyRemovalOffer } from "../components/desk/sign-in/PasskeyRemovalOffer";

export const meta: MetaFunction = () => deskMeta("Sign out");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  const fields = await deskForm(request);
  const everywhere = fields.intent === "everywhere";
  const headers = new Headers();
  const cookies = everywhere
    ? await endEverySession(context.services, staff.email, {
        passkeys: fields.passkeys === "remove",
      })
    : await endSession(context.services, request.headers.get("Cookie"), staff.email);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(everywhere ? "/desk/sign-in?everywhere" : "/desk/sign-in?signed-out", {
    status: 303,
    headers,
  });
}

export default function SignOut() {
  return (
    <section className="desk-panel">
      <h1>Sign out</h1>
      <p>Sign out of this browser, or of every device where you are signed in to the desk.</p>
      <div className="desk-list__actions">
        <Form method="post">
          <button type="submit" className="button">
            Sign out
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="everywhere" />
          <PasskeyRemovalOffer />
          <button type="submit" className="button button--ghost">
            Sign out everywhere
          </button>
        </Form>
      </div>
    </section>
  );
}
