import { Link } from "@remix-run/react";
import { addressLines, site, telHref } from "#shared/catalogue/site";
import { paymentMethods } from "#shared/catalogue/logos";
import { NewsletterForm } from "~/forms/NewsletterForm";
import type { DepartmentLink } from "~/lib/root-data";
import { SectionLink } from "../SectionLink";

const quickLinks = [
  { to: "/about", label: "About Us" },
  { to: "/TermsCondition", label: "Terms & Conditions" },
  { to: "/Privacy", label: "Privacy Policy" },
  { to: "/Contact", label: "Contact Us" },
  { to: "/FaqPage", label: "FAQ" },
  { to: "/checkcertificate", label: "Check your certificate" },
  { to: "/refundpolicy", label: "Refund Policy" },
  { to: "/campusAmb", label: "Campus Ambassador" },
];

/**
 * `newsletterReturnTo` is where the footer signup goes back to: "/" on error pages (so that
 * every 404 page is the same bytes); null on /newsletter, whose page shows the form itself.
 */
export interface FooterProps {
  newsletterReturnTo?: string | null;
  year?: number;
  /** The department links (root data; none on an error page the root loader did not serve). */
  departments: DepartmentLink[];
}

export function SiteFooter({ newsletterReturnTo, year, departments }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={site.brandName}>
          <img
            src="/images/logo-light.svg"
            alt={site.brandName}
            width={144}
            height={32}
            loading="lazy"
          />
          <p>{site.tagline} for students, graduates and working professionals.</p>
          <address>
            {addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p>
            Support: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            <br />
            Phone: <a href={telHref}>{site.phone}</a>
          </p>
        </section>
        <nav aria-label="Company">
          <h2 className="site-footer__heading">Company</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Departments">
          <h2 className="site-footer__heading">Departments</h2>
          <ul>
            {departments.map((d) => (
              <li key={d.path}>
                <Link to={d.path}>{d.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section
          aria-labelledby="newsletter-heading"
          id={newsletterReturnTo === null ? undefined : "newsletter-form"}
        >
          <h2 id="newsletter-heading" className="site-footer__heading">
            Newsletter
          </h2>
          <p>
            New batches, free workshops and career notes, about twice a month. Unsubscribe any time.
          </p>
          {newsletterReturnTo === null ? (
            <p>
              <SectionLink section="newsletter-form">Sign up on this page</SectionLink>
            </p>
          ) : (
            <NewsletterForm returnTo={newsletterReturnTo} />
          )}
          <ul className="site-footer__social" aria-label="Follow us">
            {site.social.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="container site-footer__payments">
        <p>100% safe and secure payment</p>
        <ul aria-label="Payment methods">
          {paymentMethods.map((m) => (
            <li key={m.name}>
              <img src={m.image} alt={m.name} width={64} height={40} loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
      <div className="container site-footer__legal">
        <p>
          &copy; {year ?? new Date().getFullYear()} {site.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
