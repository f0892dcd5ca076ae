import { Form, Link, NavLink } from "@remix-run/react";
import { site } from "#shared/catalogue/site";
import type { StaffRole } from "#shared/desk";

interface DeskLink {
  to: string;
  label: string;
  adminOnly?: boolean;
  /** Only this exact address marks the link current (the inbox, not every desk page). */
  end?: boolean;
}

const links: DeskLink[] = [
  { to: "/desk/mine", label: "My leads" },
  { to: "/desk", label: "Inbox", end: true },
  { to: "/desk/reports", label: "Reports" },
  { to: "/desk/staff", label: "Staff", adminOnly: true },
  { to: "/desk/access-log", label: "Access log", adminOnly: true },
  { to: "/desk/account", label: "Account" },
];

/**
 * The signed-in desk's header: the site's name, the desk's pages (admin pages for admins) and
 * signing out.
 */
export function DeskHeader({ email, role }: { email: string; role: StaffRole }) {
  return (
    <header className="desk-header">
      <div className="desk-header__bar">
        <Link className="desk-header__brand" to="/desk">
          {site.brandName} <span>desk</span>
        </Link>
        <Form method="post" action="/desk/sign-out" className="desk-header__sign-out">
          <span className="desk-header__who">
            {email}
            {role === "admin" ? (
              <>
                {" "}
                <span className="desk-header__role">(admin)</span>
              </>
            ) : null}
          </span>
          <button type="submit" className="button button--small button--ghost-light">
            Sign out
          </button>
        </Form>
      </div>
      <nav aria-label="Desk" className="desk-header__nav">
        <ul>
          {links
            .filter((link) => !link.adminOnly || role === "admin")
            .map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} prefetch="none">
                  {link.label}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
    </header>
  );
}
