import { Link, NavLink } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { site } from "#shared/catalogue/site";
import { SectionLink } from "../SectionLink";

/** Past this much scrolling the bar turns solid and compact. */
export const NAV_SCROLL_THRESHOLD = 100;

const navLinks = [
  { to: "/about", label: "About" },
  { to: "/AllDeparts", label: "Courses" },
  { to: "/Contact", label: "Contact" },
];

export function SiteHeader() {
  const [scrolled, setScrolled] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  // A 1 px marker ending 1 px above NAV_SCROLL_THRESHOLD (an edge that merely touches the
  // viewport still counts as intersecting): once it leaves the viewport the page has
  // scrolled that far. No scroll handler, and no layout forced while the page loads.
  useEffect(() => {
    const marker = sentinel.current;
    if (!marker || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) =>
      setScrolled(entry ? !entry.isIntersecting : false),
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div
        ref={sentinel}
        className="scroll-sentinel"
        style={{ top: NAV_SCROLL_THRESHOLD - 2 }}
        aria-hidden="true"
      />
      <header
        className={`site-header${scrolled ? " site-header--scrolled" : ""}`}
        data-scrolled={scrolled}
      >
        <div className="container site-header__inner">
          <Link to="/" className="site-header__brand" aria-label={`${site.brandName} home`}>
            <img src="/images/logo.svg" alt="" width={144} height={32} />
          </Link>
          <nav aria-label="Main">
            <ul className="site-nav">
              {navLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} prefetch="intent">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SectionLink
            className="button button--small site-header__cta"
            page="/"
            section="registration"
          >
            Request Call Back
          </SectionLink>
        </div>
      </header>
    </>
  );
}
