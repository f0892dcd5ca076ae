import type { MetaFunction } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { CertificatesShowcase, certificatesLead } from "../components/CertificatesShowcase";
import { PageBanner } from "../components/PageBanner";
import { pageMeta } from "../lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    path: "/certificates",
    title: "Certificates",
    description:
      "The course completion, internship completion and excellence certificates Aptora Learning issues after project evaluation, and how to verify one.",
  });

export default function Certificates() {
  return (
    <>
      <PageBanner
        title="Certificates"
        crumbs={[{ label: "Home", to: "/" }, { label: "Certificates" }]}
        lead={certificatesLead}
      />
      <div className="container">
        <CertificatesShowcase inBanner />
        <div className="certificates-info">
          <section className="prose" aria-labelledby="how-issued">
            <h2 id="how-issued">How certificates are issued</h2>
            <p>
              Every learner receives a course completion certificate and an internship completion
              certificate once the minor individual project and the major group project have been
              evaluated by the mentor. Learners on the Expert Led and Advanced plans whose work
              stands out also receive a certificate of excellence.
            </p>
            <p>
              Each certificate carries a unique number. Employers and colleges can confirm it is
              genuine on our <Link to="/checkcertificate">certificate check page</Link>.
            </p>
          </section>
          {/* The same GET form as the check page: its result opens there, with or without script. */}
          <section className="form-card certificates-info__check" aria-labelledby="verify-heading">
            <h2 id="verify-heading" className="form-card__title">
              Verify a certificate
            </h2>
            <Form method="get" action="/checkcertificate" className="lead-form certificate-check">
              <div className="field">
                <label htmlFor="verify-number">Certificate Number</label>
                <input
                  id="verify-number"
                  name="number"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="e.g. APT-2025-000123"
                  maxLength={100}
                />
              </div>
              <button type="submit" className="button button--block">
                Get your Certificate
              </button>
            </Form>
          </section>
        </div>
      </div>
    </>
  );
}
