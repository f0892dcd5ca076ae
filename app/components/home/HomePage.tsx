import { useLoaderData } from "@remix-run/react";
import { mainFaqs } from "../../../shared/catalogue/faqs";
import type { HomeLoader } from "./home-loader.server";
import { useRootData } from "../../lib/root-data";
import { organization } from "../../utils/structured-data";
import { JsonLd } from "../JsonLd";
import { CertificatesShowcase } from "../CertificatesShowcase";
import { FaqList } from "../FaqList";
import { Features, Hero } from "./Hero";
import { Preloader, Registration } from "./Registration";
import { Collaborations, DepartmentsSlider, ExpertsMarquee, PopularCourses, TestimonialsSlider, TrainersSlider } from "./Showcases";

export function HomePage() {
  const { popular, counts } = useLoaderData<HomeLoader>();
  const origin = useRootData()?.origin ?? "";
  return (
    <>
      <JsonLd data={organization(origin)} />
      <Preloader />
      <Hero />
      <Features />
      <PopularCourses cards={popular} />
      <Collaborations />
      <DepartmentsSlider counts={counts} />
      <TrainersSlider />
      <ExpertsMarquee />
      <TestimonialsSlider />
      <div className="container home-split">
        <CertificatesShowcase />
        <section className="section" aria-labelledby="home-faq-heading">
          <h2 id="home-faq-heading" className="section__title">
            Frequently Asked Questions
          </h2>
          <FaqList items={mainFaqs} group="home-faq" />
        </section>
      </div>
      <Registration />
    </>
  );
}
