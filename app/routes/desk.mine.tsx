// /desk/mine: "My leads", where a sales member starts: their due follow-ups, their leads nobody
// has contacted yet (oldest first), then the rest of theirs. The tab title counts what is due.
// Each view is in the access log, as an inbox view is.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { InboxTable } from "../components/desk/inbox/InboxTable";
import { type InboxItem, myLeadsView, requireStaff, slaOf } from "../lib/desk.server";
import leadStyles from "../styles/desk-leads.css";
import { deskMeta } from "../lib/desk/meta";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const due = data?.due.length ?? 0;
  return deskMeta(`${due > 0 ? `(${due} due) ` : ""}My leads`);
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context);
  const { services } = context;
  const now = services.now().getTime();
  const view = await myLeadsView(services.store, {
    email: staff.email,
    timeZone: services.config.SITE_TIME_ZONE,
    now,
    sla: slaOf(services.config),
  });
  // Logged before it is sent, as every inbox view is.
  await services.store.desk.logAccess({
    at: now,
    by: staff.email,
    action: "inbox",
    filter: "view=mine",
    count: view.due.length + view.uncontacted.length + view.rest.length,
  });
  return view;
}

/** One part of the page: its title with a count, and its leads as the inbox lists them. */
function Part({ title, items, empty }: { title: string; items: InboxItem[]; empty: string }) {
  const id = `mine-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section className="desk-panel inbox-list mine-part" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="mine-count">({items.length})</span>
      </h2>
      {items.length === 0 ? <p>{empty}</p> : <InboxTable items={items} newsletter={false} />}
    </section>
  );
}

export default function MyLeads() {
  const view = useLoaderData<typeof loader>();
  return (
    <>
      <div className="inbox-head">
        <h1>My leads</h1>
        <p className="inbox-head__count">
          <Link to={view.allHref}>All your leads in the inbox</Link>
        </p>
      </div>
      <Part title="Follow-ups due" items={view.due} empty="No follow-up is due." />
      <Part
        title="Not contacted yet"
        items={view.uncontacted}
        empty="You have contacted every lead of yours."
      />
      <Part title="The rest of yours" items={view.rest} empty="Nothing else." />
    </>
  );
}
