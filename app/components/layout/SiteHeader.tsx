import { Link, NavLink } from "@remix-run/react";
import { useEffect, useState } from "react";
import { site } from "../../../shared/catalogue";

/** Past this much scrolling the bar turns solid and compact (spec section 9). */
export const NAV_SCROLL_THRESHOLD = 100;

const navLinks = [
  { to: "/about", label: "About" },
  { to: "/AllDeparts", label: "Courses" },
  { to: "/Contact", label: "Contact" },
];

export function SiteHeader() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY >= NAV_SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header className={`site-header${scrolled ? " site-header--scrolled" : ""}`} data-scrolled={scrolled}>
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
        <a className="button button--small site-header__cta" href="/#registration">
          Request Call Back
        </a>
      </div>
    </header>
  );
}
