// /desk/account: who is signed in, every session of theirs (end one on another device, or
// sign out everywhere), and their passkeys.
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { PasskeyRegister } from "../components/desk/sign-in/PasskeyRegister";
import { PasskeyRemovalOffer } from "../components/desk/sign-in/PasskeyRemovalOffer";
import {
  deskForm,
  dismissPasskeyOffer,
  endOneSession,
  partyFor,
  passkeysFor,
  postedCookie,
  removePasskey,
  requireStaff,
  returnToOf,
  sessionsFor,
  switchTakesLeads,
  takesNewLeads,
} from "../lib/desk.server";
import { passkeyMessages } from "#shared/passkey-messages";
import { leadOfDeskPath } from "#shared/desk-paths";
import { deskMeta } from "../lib/desk/meta";

export const meta: MetaFunction = () => deskMeta("Account");

const notices: Record<string, string> = {
  ended: "That session has ended.",
  removed: "That passkey is removed: it no longer signs you in.",
  "takes-leads": "You take new leads in turn now.",
  "takes-no-leads": "You take no new leads now: they go to the others in turn.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    email: staff.email,
    role: staff.role,
    takesLeads: await takesNewLeads(context, staff.email),
    sessions: await sessionsFor(context, staff.email, staff.sessionId),
    passkeys: await passkeysFor(context, staff.email),
    passkeysWork: partyFor(context) !== undefined,
    notice: notices[done] ?? null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  const fields = await deskForm(request);
  if (fields.intent === "end-session") {
    await endOneSession(context, staff.email, staff.sessionId, fields.session ?? "");
    return redirect("/desk/account?done=ended", 303);
  }
  if (fields.intent === "remove-passkey") {
    await removePasskey(context, staff.email, fields.passkey ?? "");
    return redirect("/desk/account?done=removed", 303);
  }
  if (fields.intent === "takes-leads") {
    const on = fields.takesLeads === "yes";
    await switchTakesLeads(context, staff.email, on);
    return redirect(`/desk/account?done=${on ? "takes-leads" : "takes-no-leads"}`, 303);
  }
  if (fields.intent === "dismiss-offer") {
    await dismissPasskeyOffer(context.services, staff.sessionId);
    const returnTo = returnToOf(fields.returnTo);
    // Back on a lead's page, reading it again is the same opening, not a new one in the access
    // log (server/desk/lead/view-log.ts).
    const lead = leadOfDeskPath(new URL(returnTo, "http://desk.invalid").pathname);
    const headers = lead
      ? { "Set-Cookie": await postedCookie(context.services, staff.sessionId, lead) }
      : undefined;
    return redirect(returnTo, { status: 303, headers });
  }
  return redirect("/desk/account", 303);
}

export default function Account() {
  const { email, role, takesLeads, sessions, passkeys, passkeysWork, notice } =
    useLoaderData<typeof loader>();
  return (
    <>
      <h1>Your account</h1>
      {notice ? (
        <p className="desk-notice" role="status">
          {notice}
        </p>
      ) : null}
      <section className="desk-panel" aria-labelledby="account-who">
        <h2 id="account-who">Signed in as</h2>
        <p>
          <strong>{email}</strong> <span className="desk-tag">{role}</span>
        </p>
      </section>
      <section className="desk-panel" aria-labelledby="account-leads">
        <h2 id="account-leads">New leads</h2>
        <p>
          {takesLeads
            ? "You take new leads: they come to you in turn with the others who do."
            : "You take no new leads (on leave, say): they go to the others in turn."}
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="takes-leads" />
          <input type="hidden" name="takesLeads" value={takesLeads ? "no" : "yes"} />
          <button type="submit" className="button button--ghost">
            {takesLeads ? "Stop taking new leads" : "Take new leads"}
          </button>
        </Form>
      </section>
      <section className="desk-panel" id="passkeys" aria-labelledby="account-passkeys">
        <h2 id="account-passkeys">Passkeys</h2>
        <p>
          A passkey signs you in with this device&apos;s fingerprint, face or screen lock, without
          waiting for a mail.
        </p>
        {passkeys.length > 0 ? (
          <ul className="desk-list">
            {passkeys.map((passkey) => (
              <li key={passkey.id}>
                <div className="desk-list__main">
                  <strong>{passkey.label}</strong>
                  <span>
                    Added {passkey.added};{" "}
                    {passkey.lastUsed ? `last used ${passkey.lastUsed}` : "not used yet"}
                  </span>
                </div>
                <Form method="post" className="desk-list__actions">
                  <input type="hidden" name="intent" value="remove-passkey" />
                  <input type="hidden" name="passkey" value={passkey.id} />
                  <button
                    type="submit"
                    className="button button--small button--danger"
                    aria-label={`Remove the passkey of ${passkey.label}, added ${passkey.added}`}
                  >
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p>You have no passkey yet.</p>
        )}
        {passkeysWork ? <PasskeyRegister /> : <p>{passkeyMessages.unavailable}</p>}
      </section>
      <section className="desk-panel" aria-labelledby="account-sessions">
        <h2 id="account-sessions">Where you are signed in</h2>
        <ul className="desk-list">
          {sessions.map((session) => (
            <li key={session.handle}>
              <div className="desk-list__main">
                <strong>
                  {session.device}
                  {session.current ? " (this browser)" : ""}
                </strong>
                <span>
                  Signed in {session.since} with {session.method}; last seen {session.lastSeen}
                </span>
              </div>
              {session.current ? null : (
                <Form method="post" className="desk-list__actions">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="session" value={session.handle} />
                  <button type="submit" className="button button--small button--ghost">
                    Sign out there
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        <Form method="post" action="/desk/sign-out">
          <input type="hidden" name="intent" value="everywhere" />
          <PasskeyRemovalOffer id="account-sign-out-passkeys" />
          <button type="submit" className="button button--ghost">
            Sign out everywhere
          </button>
        </Form>
      </section>
    </>
  );
}
