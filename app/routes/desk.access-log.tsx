// /desk/access-log (admins): who viewed the inbox, opened which lead, downloaded which leads,
// erased, signed in or out, and changed passkeys or staff, and when, newest first, for one
// person or everyone; downloadable as CSV (admins too). Sales get 403.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { accessLogView, requireStaff } from "../lib/desk.server";
import leadStyles from "../styles/desk-leads.css";
import { deskMeta } from "../lib/desk/meta";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadStyles }];

export const meta: MetaFunction = () => deskMeta("Access log");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, { role: "admin" });
  return accessLogView(context.services.store, {
    url: new URL(request.url),
    timeZone: context.services.config.SITE_TIME_ZONE,
  });
}

export default function AccessLog() {
  const log = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Access log</h1>
      <p>
        Every view of the inbox and of a lead, every download and erasure, and every sign-in,
        sign-out, passkey and staff change. Erased leads are named by their key alone, and a search
        that found one is removed.
      </p>
      <Form method="get" className="desk-inline-form access-filter" aria-label="Whose access">
        <div className="field">
          <label htmlFor="access-by">Staff member (email)</label>
          <input id="access-by" name="by" type="email" defaultValue={log.by} />
        </div>
        <button type="submit" className="button button--small">
          Show
        </button>
        <a href={log.exportHref} download>
          Download (CSV)
        </a>
      </Form>
      <section className="desk-panel" aria-label="Entries">
        {log.items.length === 0 ? (
          <p>Nothing logged{log.by ? ` for ${log.by}` : ""} yet.</p>
        ) : (
          <table className="access-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Which</th>
              </tr>
            </thead>
            <tbody>
              {log.items.map((item) => (
                <tr key={item.id}>
                  <td data-label="When">
                    <time dateTime={item.iso}>{item.at}</time>
                  </td>
                  <td data-label="Who">{item.by}</td>
                  <td data-label="What">{item.what}</td>
                  <td data-label="Which" className="access-table__which">
                    {item.leadPath ? (
                      <Link to={item.leadPath} prefetch="none">
                        {item.detail}
                      </Link>
                    ) : (
                      item.detail
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <nav className="inbox-pages" aria-label="Pages">
          {log.firstHref ? <Link to={log.firstHref}>Newest</Link> : null}
          {log.olderHref ? <Link to={log.olderHref}>Older →</Link> : null}
        </nav>
      </section>
    </>
  );
}
