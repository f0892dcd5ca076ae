// /desk: the inbox. Every lead of the four forms, newest first (the newsletter sign-ups on a
// tab of their own), filtered and searched by its address, a page at a time, and kept up to
// date while it is open (JavaScript) or by a reload (without). Leads selected on a page are
// changed together (a post: assign, status or follow-up), each lead its own step.
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { InboxBulk } from "../components/desk/inbox/InboxBulk";
import { InboxFilters } from "../components/desk/inbox/InboxFilters";
import { InboxTable } from "../components/desk/inbox/InboxTable";
import { useLiveInbox } from "../components/desk/inbox/useLiveInbox";
import {
  bulkChange,
  deskRefusal,
  inboxView,
  loggedInboxView,
  nobodyTakesLeads,
  readBulkForm,
  requireStaff,
  slaOf,
  staffEmails,
} from "../lib/desk.server";
import leadStyles from "../styles/desk-leads.css";
import { deskMeta } from "../lib/desk/meta";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadStyles }];

/** The tab's title counts the leads nobody has contacted yet. */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const count = data?.newCount ?? 0;
  const counted = count > 99 ? "(99+) " : count > 0 ? `(${count}) ` : "";
  return deskMeta(`${counted}Inbox`);
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context);
  const { services } = context;
  // Taken before the page is read: the live stream then tells whether the page is behind.
  const liveSince = await services.deskEvents.stamp();
  const view = await inboxView(services.store, {
    url: new URL(request.url),
    timeZone: services.config.SITE_TIME_ZONE,
    staff: await staffEmails(context),
    // The site's clock (a test gives its own), so that a lead's age and its SLA are read at one
    // instant.
    now: services.now().getTime(),
    sla: slaOf(services.config),
    nobodyTakesLeads: await nobodyTakesLeads(context),
  });
  // Each view in the access log before it is sent (once: a live refresh of it is not a new one).
  return loggedInboxView(request, context, staff, { ...view, liveSince });
}

/** A bulk change of the leads selected on the page; the answer is drawn above the list. */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  const form = await readBulkForm(request);
  if (!form) throw deskRefusal(413, "That request was too large for a desk form.");
  const { services } = context;
  const answer = await bulkChange(services.store, form, {
    by: staff.email,
    staff: await staffEmails(context),
    timeZone: services.config.SITE_TIME_ZONE,
    now: services.now().getTime(),
  });
  return data(answer, { status: answer.status });
}

export default function Inbox() {
  const view = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { search } = useLocation();
  const said = useLiveInbox(view.liveSince);
  const newsletter = view.tab === "newsletter";
  return (
    <>
      <div className="inbox-head">
        <h1>Inbox</h1>
        <p className="inbox-head__count">
          {view.newCount === 0
            ? "Every lead has been contacted."
            : `${view.newCount > 99 ? "99+" : view.newCount} New: nobody has contacted them yet.`}
        </p>
      </div>
      <nav className="inbox-tabs" aria-label="Inbox tabs">
        <Link to={view.tabHrefs.leads} aria-current={newsletter ? undefined : "page"}>
          Leads
        </Link>
        <Link to={view.tabHrefs.newsletter} aria-current={newsletter ? "page" : undefined}>
          Newsletter sign-ups
        </Link>
      </nav>
      {/* Keyed by the address: a new filter shows its own values, not what was typed before. */}
      <InboxFilters key={search} tab={view.tab} filters={view.filters} choices={view.choices} />
      {view.erased ? (
        <p className="desk-notice" role="status">
          The lead is erased.
        </p>
      ) : null}
      {view.nobodyTakesLeads && !newsletter ? (
        <p className="desk-notice desk-notice--warning" role="status">
          Nobody takes new leads: new leads wait without an owner. Switch it on for yourself on your
          account page, or for a member on the staff page.
        </p>
      ) : null}
      {view.problems.map((problem) => (
        <p key={problem} className="desk-notice desk-notice--warning" role="alert">
          {problem}
        </p>
      ))}
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      <section
        className="desk-panel inbox-list"
        aria-label={newsletter ? "Newsletter sign-ups" : "Leads"}
      >
        <div className="inbox-list__tools">
          {view.exportHref ? (
            <a href={view.exportHref} download>
              Download this view (CSV)
            </a>
          ) : null}
          <Link to={`/desk${search}`} reloadDocument className="inbox-list__reload">
            Reload
          </Link>
        </div>
        {view.items.length === 0 ? (
          <p className="inbox-list__empty">
            {Object.keys(view.filters).some((name) => name !== "tab")
              ? "No lead matches these filters."
              : "No leads yet."}
          </p>
        ) : (
          <>
            {view.items.some((item) => item.overdue) ? (
              <p className="inbox-list__sla">
                <span className="sla-badge">Overdue</span> {`New for more than ${view.slaText}.`}
              </p>
            ) : null}
            {newsletter ? (
              <InboxTable items={view.items} newsletter />
            ) : (
              // A new answer draws a fresh form: after a change, nothing stays selected.
              <InboxBulk key={answer?.at ?? 0} view={view} answer={answer}>
                <InboxTable
                  items={view.items}
                  newsletter={false}
                  perPerson={view.perPerson}
                  select={{ checked: answer && !answer.ok ? answer.typed.selected : [] }}
                />
              </InboxBulk>
            )}
          </>
        )}
        <nav className="inbox-pages" aria-label="Pages">
          {view.firstHref ? <Link to={view.firstHref}>Newest</Link> : null}
          {view.newerHref ? <Link to={view.newerHref}>← Newer</Link> : null}
          {view.olderHref ? <Link to={view.olderHref}>Older →</Link> : null}
        </nav>
      </section>
    </>
  );
}
