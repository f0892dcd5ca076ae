import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

interface SectionLinkProps {
  /** The id of the part to show. */
  section: string;
  /** Another page to open at that part ("/"); this same page when left out. */
  page?: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  /** History state for the page to act on once it shows the part (moving the focus, say). */
  state?: unknown;
}

/**
 * A link to a part of a page (`#registration`). With JavaScript it is a navigation of the
 * router like any other, and React Router's scroll restoration brings the part into view.
 * A plain `<a href="#id">` would be a navigation the browser makes on its own: the router
 * then sees "back or forward" to a history entry without a key of its own, and restores the
 * position it saved for another such entry (the top of the page, often) instead of the
 * part. Without JavaScript this is that plain link, which is all it needs to be.
 */
export function SectionLink({
  section,
  page,
  className,
  children,
  onClick,
  state,
}: SectionLinkProps) {
  const { search } = useLocation();
  const to = page ? { pathname: page, hash: `#${section}` } : { search, hash: `#${section}` };
  return (
    <Link to={to} className={className} onClick={onClick} state={state}>
      {children}
    </Link>
  );
}
