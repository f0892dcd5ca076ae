import type { MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { PageBanner } from "../components/PageBanner";
import { pageMeta } from "../utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    path: "/checkcertificate",
    title: "Check your Certificate",
    description: "Enter a certificate number to confirm that an Aptora Learning certificate is genuine.",
  });

export default function CheckCertificate() {
  return (
    <>
      <PageBanner title="Check your Certificate" crumbs={[{ label: "Home", to: "/" }, { label: "Check your Certificate" }]} />
      <section className="section container container--narrow">
        <div className="form-card">
          <Form method="get" className="lead-form" aria-label="Certificate check">
            <div className="field">
              <label htmlFor="certificate-number">Certificate Number</label>
              <input id="certificate-number" name="number" type="text" autoComplete="off" spellCheck={false} />
            </div>
            <button type="submit" className="button button--block">
              Get your Certificate
            </button>
          </Form>
        </div>
      </section>
    </>
  );
}
