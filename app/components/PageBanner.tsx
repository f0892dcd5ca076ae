import { Link } from "@remix-run/react";

export interface Crumb {
  label: string;
  to?: string;
}

/** The indigo banner at the top of inner pages, with its breadcrumb. */
export function PageBanner({
  title,
  crumbs,
  lead,
}: {
  title: string;
  crumbs: Crumb[];
  lead?: string;
}) {
  return (
    <section className="page-banner">
      <div className="container">
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            {crumbs.map((crumb) => (
              <li key={crumb.label}>
                {crumb.to ? (
                  <Link to={crumb.to}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1>{title}</h1>
        {lead ? <p className="page-banner__lead">{lead}</p> : null}
      </div>
    </section>
  );
}
