import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { mainFaqs } from "#shared/catalogue/faqs";
import { FaqList } from "../components/FaqList";
import { PageBanner } from "../components/PageBanner";
import { pageMeta } from "../lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    path: "/FaqPage",
    title: "Frequently Asked Questions",
    description:
      "Answers about live and recorded classes, batches, projects, certificates, plans, payment and refunds at Aptora Learning.",
  });

/**
 * The answers reach the page as data (decision 0004): they quote prices and dates worked out from
 * the catalogue.
 */
export const loader = () => ({ faqs: mainFaqs });

export default function FaqPage() {
  const { faqs } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner
        title="Frequently Asked Questions"
        crumbs={[{ label: "Home", to: "/" }, { label: "FAQ" }]}
      />
      <section className="section container container--narrow">
        <FaqList items={faqs} group="faq" headingLevel={2} />
        <p className="section__lead section__lead--closing">
          Still have a question? <Link to="/Contact">Write to us</Link> and we will answer within
          one working day.
        </p>
      </section>
    </>
  );
}
