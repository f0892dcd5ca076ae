import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CertificatesShowcase } from "../components/CertificatesShowcase";
import { PageBanner } from "../components/PageBanner";
import { pageMeta } from "../utils/meta";

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
      <PageBanner title="Certificates" crumbs={[{ label: "Home", to: "/" }, { label: "Certificates" }]} />
      <div className="container">
        <CertificatesShowcase />
        <section className="section prose container--narrow">
          <h2>How certificates are issued</h2>
          <p>
            Every learner receives a course completion certificate and an internship completion certificate once the minor
            individual project and the major group project have been evaluated by the mentor. Learners on the Expert Led and
            Advanced plans whose work stands out also receive a certificate of excellence.
          </p>
          <p>
            Each certificate carries a unique number. Employers and colleges can confirm it is genuine on our{" "}
            <Link to="/checkcertificate">certificate check page</Link>.
          </p>
        </section>
      </div>
    </>
  );
}
