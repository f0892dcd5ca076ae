import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JoinModal } from "../components/ambassador/JoinModal";
import { FaqList } from "../components/FaqList";
import { TestimonialsSlider } from "../components/home/Testimonials";
import { PageBanner } from "../components/PageBanner";
import { AmbassadorForm } from "../forms/AmbassadorForm";
import { ambassadorFaqs, ambassadorTestimonials } from "../lib/catalogue.server";
import { ambassadorDuties, ambassadorIntro, ambassadorPerks } from "#shared/content/ambassador";
import { graduationYears } from "../lib/form-choices.server";
import { leadAction } from "../lib/lead-action.server";
import { noticesFor } from "../lib/privacy.server";
import { pageMeta } from "../lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    path: "/campusAmb",
    title: "Campus Ambassador Programme",
    description:
      "Represent Aptora Learning at your college: build a learning community, lead events, meet companies, and earn rewards and a certificate of excellence.",
  });

/**
 * Texts, the FAQ, the testimonials and the form's year choices travel as data, not in the
 * page's script (the years' module would bring the schemas' code with it).
 */
export const loader = ({ context }: LoaderFunctionArgs) => ({
  intro: ambassadorIntro,
  duties: ambassadorDuties,
  perks: ambassadorPerks,
  faqs: ambassadorFaqs,
  testimonials: ambassadorTestimonials,
  graduationYears,
  ...noticesFor(context.services.config, "ambassador"),
});

export const action = (args: ActionFunctionArgs) =>
  leadAction(args, { form: "ambassador", successPath: "/campusAmb" });

function IconList({ items }: { items: Array<{ title: string; text: string; icon: string }> }) {
  return (
    <ul className="features">
      {items.map((item) => (
        <li key={item.title} className="feature">
          <img src={item.icon} alt="" width={48} height={48} loading="lazy" />
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export default function CampusAmbassador() {
  const {
    intro,
    duties,
    perks,
    faqs,
    testimonials,
    graduationYears: years,
  } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner
        title="Campus Ambassador"
        crumbs={[{ label: "Home", to: "/" }, { label: "Campus Ambassador" }]}
      />
      <section className="section container ambassador-intro">
        <div>
          <h2 className="section__title section__title--left">Lead learning at your college</h2>
          <p>{intro}</p>
          <JoinModal graduationYears={years} />
        </div>
        <img src="/images/ambassador-hero.svg" alt="" width={480} height={360} loading="lazy" />
      </section>
      <section className="section section--tint" aria-labelledby="duties-heading">
        <div className="container">
          <h2 id="duties-heading" className="section__title">
            What Will You Do
          </h2>
          <IconList items={duties} />
        </div>
      </section>
      <section className="section container" aria-labelledby="perks-heading">
        <h2 id="perks-heading" className="section__title">
          Perks
        </h2>
        <IconList items={perks} />
      </section>
      <TestimonialsSlider items={testimonials} title="Hear from our CAs" />
      <section id="apply" className="section section--tint" aria-labelledby="apply-heading">
        <div className="container apply">
          <img
            src="/images/certificates/ambassador.svg"
            alt="Sample Campus Ambassador certificate of excellence"
            width={480}
            height={340}
            loading="lazy"
          />
          <div className="form-card">
            <h2 id="apply-heading" className="form-card__title">
              Become a Campus Ambassador
            </h2>
            <AmbassadorForm placement="inline" graduationYears={years} />
          </div>
        </div>
      </section>
      <section className="section container container--narrow" aria-labelledby="ca-faq-heading">
        <h2 id="ca-faq-heading" className="section__title">
          Frequently Asked Questions
        </h2>
        <FaqList items={faqs} group="ca-faq" />
      </section>
    </>
  );
}
