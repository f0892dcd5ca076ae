// /desk/leads/<list>/<key>: one lead. Everything stored about it, one tap to call, WhatsApp or
// email them, and where it stands (status, owner, follow-up, notes) with its timeline. Every
// view is written to the access log before the lead is shown. Saves are plain posts answered
// with a redirect (Post/Redirect/Get); a refused save comes back with what was typed (one posted
// without JavaScript after the session ended, on a page of its own to copy it from). A call
// (with its outcome) and a WhatsApp message are logged in one tap, each its own intent.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { SIGN_IN_PATH } from "#shared/desk";
import { deskLeadPath } from "#shared/desk-paths";
import { LeadCallLog, SentOnWhatsApp } from "../components/desk/lead/LeadCallLog";
import { LeadDetails } from "../components/desk/lead/LeadDetails";
import { LeadPerson, TakeLead } from "../components/desk/lead/LeadPerson";
import { LeadTimeline } from "../components/desk/lead/LeadTimeline";
import { LeadWorkForm } from "../components/desk/lead/LeadWorkForm";
import {
  changeMessages,
  checkStaff,
  deskForm,
  deskRefusal,
  eraseLead,
  joinPerson,
  leadPage,
  logContact,
  markSavedInThisRequest,
  openedCookie,
  postedCookie,
  readAfterOwnPost,
  requireFreshProof,
  requireStaff,
  saveLead,
  sessionEndedCall,
  sessionEndedSave,
  splitPerson,
  staffEmails,
  takeLead,
  unsavedInput,
} from "../lib/desk.server";
import leadStyles from "../styles/desk-leads.css";
import { deskMeta } from "../lib/desk/meta";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadStyles }];

export const meta: MetaFunction<typeof loader> = ({ data: lead }) =>
  deskMeta(lead ? `${lead.title} · ${lead.form}` : "Lead");

const notFound = () =>
  deskRefusal(404, "There is no such lead: it was never stored, or it has been erased.");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context);
  const { services } = context;
  const list = params.list ?? "";
  const key = params.key ?? "";
  const lead = await leadPage(services.store, list, key, {
    timeZone: services.config.SITE_TIME_ZONE,
    staff: await staffEmails(context),
    now: services.now().getTime(),
  });
  if (!lead) throw notFound();
  // Logged before anything of the lead leaves the server: a view that cannot be logged is not
  // shown. The page read again after this session's own post on the lead (a save's redirect, a
  // refused save drawn again, a revalidation) is the same opening, logged when it was opened:
  // server/desk/lead/view-log.ts says how that read is told apart.
  const opening = await readAfterOwnPost(services, context, request, staff.sessionId, {
    list,
    key,
  });
  const headers = new Headers();
  for (const cookie of opening.setCookies) headers.append("Set-Cookie", cookie);
  if (!opening.sameOpening) {
    await services.store.desk.logAccess({
      at: Date.now(),
      by: staff.email,
      action: "view",
      lead: { list, key },
    });
    headers.append(
      "Set-Cookie",
      await openedCookie(services, request, staff.sessionId, { list, key }),
    );
  }
  const admin = staff.role === "admin";
  return data(
    {
      ...lead,
      me: staff.email,
      canErase: admin,
      confirmErase: admin && new URL(request.url).searchParams.get("confirm") === "erase",
    },
    { headers },
  );
}

// A save is refused when the lead changed meanwhile, and Remix keeps a page's data after a
// refused post: the lead is read again so the page shows it as it now is, and the form (which
// keeps what was typed) can be saved over it. Not after a save refused because the session
// ended: read again, the page would only say to sign in, and what was typed would be lost.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  actionStatus,
  defaultShouldRevalidate,
}) => (formMethod === "POST" ? actionStatus !== 401 : defaultShouldRevalidate);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const checked = await checkStaff(request, context);
  if ("refusal" in checked) {
    const { refusal } = checked;
    if (!checked.signedOut) throw refusal;
    const fields = await deskForm(request);
    // With JavaScript (a 401 to a data request) the page stays, with what was typed: the person
    // signs in again in another tab and saves.
    if (refusal.status === 401)
      return fields.intent === "call" || fields.intent === "whatsapp"
        ? data({ call: sessionEndedCall(fields) }, { status: 401, headers: refusal.headers })
        : data(sessionEndedSave(fields), { status: 401, headers: refusal.headers });
    // Without JavaScript the post would be sent to sign in and back to the lead, and what was
    // typed lost. It is answered instead with a page of its own (401, the desk's error page, no
    // loader of the lead's runs: nothing of the lead is shown to someone not signed in) saying
    // nothing was saved, with what the post held to copy and a link to sign in back to the lead.
    // An erasure has nothing typed to keep: it goes to sign in as any page does.
    if (fields.intent === "erase") throw refusal;
    const headers = new Headers();
    for (const cookie of refusal.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    throw deskRefusal(401, changeMessages.sessionEndedCopy, headers, {
      typed: unsavedInput(fields),
    });
  }
  const { staff } = checked;
  const fields = await deskForm(request);
  const { services } = context;
  const lead = { list: params.list ?? "", key: params.key ?? "" };
  if (fields.intent === "erase") {
    // Erasing is for admins: a sales session gets 403 however the post is made.
    const admin = await requireStaff(request, context, { role: "admin" });
    requireFreshProof(request, context, admin);
    if (!(await eraseLead(services, lead, admin.email, context.log))) throw notFound();
    return redirect("/desk?erased=1", 303);
  }
  if (fields.intent === "take" || fields.intent === "split" || fields.intent === "join") {
    const change = {
      by: staff.email,
      now: Date.now(),
      seenOwner: String(fields.seenOwner ?? ""),
      version: Number(fields.version),
      typed: String(fields.joinWith ?? ""),
    };
    const done =
      fields.intent === "take"
        ? await takeLead(services.store, lead, change)
        : fields.intent === "split"
          ? await splitPerson(services.store, lead, change)
          : await joinPerson(services.store, lead, change);
    if (done.ok)
      return redirect(`${new URL(request.url).pathname}?${fields.intent}=1`, {
        status: 303,
        headers: { "Set-Cookie": await postedCookie(services, staff.sessionId, lead) },
      });
    if (done.status === 404) throw notFound();
    const headers = new Headers();
    if (context.dataRequest)
      headers.append("Set-Cookie", await postedCookie(services, staff.sessionId, lead));
    else markSavedInThisRequest(context, lead);
    return data(
      { ...done, intent: fields.intent, joinWith: change.typed },
      { status: done.status, headers },
    );
  }
  if (fields.intent === "call" || fields.intent === "whatsapp") {
    // A call or a message logged: its own intent, answered as a save is (a redirect, or the page
    // with the message and what was typed).
    const logged = await logContact(services.store, lead, fields, {
      by: staff.email,
      now: services.now().getTime(),
    });
    if (logged.ok)
      return redirect(`${new URL(request.url).pathname}?logged=${logged.logged}`, {
        status: 303,
        headers: { "Set-Cookie": await postedCookie(services, staff.sessionId, lead) },
      });
    if (logged.status === 404) throw notFound();
    const headers = new Headers();
    if (context.dataRequest)
      headers.append("Set-Cookie", await postedCookie(services, staff.sessionId, lead));
    else markSavedInThisRequest(context, lead);
    return data({ call: logged }, { status: logged.status, headers });
  }
  const outcome = await saveLead(services.store, lead, fields, {
    by: staff.email,
    staff: await staffEmails(context),
    timeZone: services.config.SITE_TIME_ZONE,
    now: Date.now(),
  });
  // Whatever the outcome, the page is read again next, and that read is not a new opening
  // (server/desk/lead/view-log.ts): after a save, by its redirect; after a refusal, without
  // JavaScript by this request's own loaders, with JavaScript (a data request) by the next one.
  if (outcome.ok)
    return redirect(`${new URL(request.url).pathname}?saved=1`, {
      status: 303,
      headers: { "Set-Cookie": await postedCookie(services, staff.sessionId, lead) },
    });
  if (outcome.status === 404) throw notFound();
  const headers = new Headers();
  if (context.dataRequest)
    headers.append("Set-Cookie", await postedCookie(services, staff.sessionId, lead));
  else markSavedInThisRequest(context, lead);
  return data(outcome, { status: outcome.status, headers });
}

export default function Lead() {
  const lead = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const [query] = useSearchParams();
  const failedPerson = refused && "intent" in refused && !refused.ok ? refused : undefined;
  const failed =
    refused && "ok" in refused && !refused.ok && !("intent" in refused) ? refused : undefined;
  const done = personNotices.find(([intent]) => query.has(intent));
  const callRefused = refused && "call" in refused ? refused.call : undefined;
  const logged = query.get("logged");
  return (
    <>
      <p className="lead-back">
        <Link to="/desk">← Inbox</Link>
      </p>
      <header className="lead-head">
        <h1>{lead.title}</h1>
        <p>
          {lead.form} · received {lead.received} ·{" "}
          <span className={`status-badge status-badge--${lead.state.status}`}>
            {lead.state.statusLabel}
          </span>
          {lead.state.owner ? ` · ${lead.state.owner}` : " · nobody's"}
        </p>
        {lead.state.owner !== lead.me ? <TakeLead owner={lead.state.owner} /> : null}
      </header>
      <nav className="lead-reach" aria-label="Reach them">
        {lead.reach.call ? (
          <a className="button" href={lead.reach.call}>
            Call {lead.reach.phone}
          </a>
        ) : null}
        {lead.reach.whatsapp ? (
          <a
            className="button button--ghost"
            href={lead.reach.whatsapp}
            target="_blank"
            rel="noreferrer noopener"
          >
            WhatsApp
          </a>
        ) : null}
        {lead.reach.whatsapp ? <SentOnWhatsApp /> : null}
        {lead.reach.email ? (
          <a className="button button--ghost" href={lead.reach.email}>
            Email {lead.reach.address}
          </a>
        ) : null}
      </nav>
      {query.has("saved") && !failed ? (
        <p className="desk-notice" role="status">
          Saved.
        </p>
      ) : null}
      {done && !refused ? (
        <p className="desk-notice" role="status">
          {done[1]}
        </p>
      ) : null}
      {failedPerson && failedPerson.intent !== "join" ? (
        <p className="desk-notice desk-notice--warning" role="alert">
          {failedPerson.message}
        </p>
      ) : null}
      {logged === "call" || logged === "whatsapp" ? (
        <p className="desk-notice" role="status">
          {logged === "call" ? "Call logged." : "WhatsApp message logged."}
        </p>
      ) : null}
      {failed ? (
        <p className="desk-notice desk-notice--warning" role="alert">
          {failed.message}
          {failed.status === 401 ? (
            <>
              {" "}
              <a href={signInAgain(lead.list, lead.key)} target="_blank" rel="noopener">
                Sign in in a new tab
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="lead-layout">
        <div>
          <section className="desk-panel" aria-labelledby="lead-work">
            <h2 id="lead-work">Work this lead</h2>
            {lead.state.firstContact ? (
              <p className="lead-first-contact">First contact: {lead.state.firstContact}</p>
            ) : null}
            {lead.state.followUpText ? (
              <p className="lead-first-contact">
                Next follow-up: {lead.state.followUpText}
                {lead.state.followUpDue ? <span className="sla-badge">Due now</span> : null}
              </p>
            ) : null}
            <LeadWorkForm
              key={lead.state.version}
              lead={lead}
              typed={failed?.typed}
              errors={failed?.fieldErrors}
            />
          </section>
          <LeadCallLog
            calls={lead.state.calls}
            refused={
              callRefused && !callRefused.ok
                ? { message: callRefused.message, note: callRefused.typed.note }
                : undefined
            }
          />
          <LeadPerson
            key={`person-${lead.state.version}`}
            lead={lead}
            {...(failedPerson?.intent === "join"
              ? { joinTyped: failedPerson.joinWith, joinError: failedPerson.message }
              : {})}
          />
          <section className="desk-panel" aria-labelledby="lead-history">
            <h2 id="lead-history">Timeline</h2>
            <LeadTimeline timeline={lead.timeline} received={lead.received} />
          </section>
        </div>
        <div>
          <LeadDetails lead={lead} />
          {lead.canErase ? <EraseLead confirm={lead.confirmErase} /> : null}
        </div>
      </div>
    </>
  );
}

/** What the page says after taking a lead, splitting it off its person or joining it to one. */
const personNotices = [
  ["take", "It is yours now."],
  ["split", "Split off: it is a person of its own now."],
  ["join", "Joined: it is now one of that person's enquiries."],
] as const;

/** The sign-in page, coming back to this lead. */
const signInAgain = (list: string, key: string) =>
  `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(deskLeadPath(list, key))}`;

/**
 * Admins only: erase the lead for good, after a confirmation (a GET shows it; only the post
 * erases).
 */
function EraseLead({ confirm }: { confirm: boolean }) {
  return (
    <section className="desk-panel" aria-labelledby="lead-erase">
      <h2 id="lead-erase">Erase</h2>
      {confirm ? (
        <Form method="post" aria-label="Confirm erasure">
          <p role="alert">
            Erase this lead for good: what they sent, what is kept beside it, its notifications,
            status, notes and timeline? It cannot be undone; the access log keeps only its key.
          </p>
          <input type="hidden" name="intent" value="erase" />
          <button type="submit" className="button button--danger">
            Yes, erase it
          </button>{" "}
          <Link to=".">No, keep it</Link>
        </Form>
      ) : (
        <Form method="get">
          <p>When the person asks us to erase what we hold about them.</p>
          <input type="hidden" name="confirm" value="erase" />
          <button type="submit" className="button button--danger">
            Erase this lead…
          </button>
        </Form>
      )}
    </section>
  );
}
