import { useLoaderData } from "@remix-run/react";
import { mainFaqs } from "../../../shared/catalogue";
import type { HomeLoader } from "./home-loader.server";
import { CertificatesShowcase } from "../CertificatesShowcase";
import { FaqList } from "../FaqList";
import { Features, Hero } from "./Hero";
import { Preloader, Registration } from "./Registration";
import { Collaborations, DepartmentsSlider, ExpertsMarquee, PopularCourses, TestimonialsSlider, TrainersSlider } from "./Showcases";

export function HomePage() {
  const { popular, counts } = useLoaderData<HomeLoader>();
  return (
    <>
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
