import type {
  Department,
  DepartmentSlug,
  FaqItem,
  Logo,
  Testimonial,
  Trainer,
} from "#shared/catalogue";
import type { DatedCourseCard } from "#shared/catalogue/batches";
import { CertificatesShowcase } from "../CertificatesShowcase";
import { FaqList } from "../FaqList";
import { Registration } from "./Registration";
import {
  Collaborations,
  DepartmentsSlider,
  ExpertsMarquee,
  PopularCourses,
  TrainersSlider,
} from "./Sections";
import { TestimonialsSlider } from "./Testimonials";

export interface HomeSectionsProps {
  popular: DatedCourseCard[];
  departments: Department[];
  counts: Record<DepartmentSlug, number>;
  trainers: Trainer[];
  testimonials: Testimonial[];
  faqs: FaqItem[];
  partners: Logo[];
  ratingBadges: ReadonlyArray<Logo & { label: string }>;
  registrationLead: string;
}

/** Everything of the home page after its first screen, from the popular courses down. */
export function HomeSections({
  popular,
  departments,
  counts,
  trainers,
  testimonials,
  faqs,
  partners,
  ratingBadges,
  registrationLead,
}: HomeSectionsProps) {
  return (
    <>
      <PopularCourses cards={popular} />
      <Collaborations partners={partners} />
      <DepartmentsSlider departments={departments} counts={counts} />
      <TrainersSlider trainers={trainers} />
      <ExpertsMarquee partners={partners} />
      <TestimonialsSlider items={testimonials} title="What Our Students Say" />
      <div className="container home-split">
        <CertificatesShowcase />
        <section className="section" aria-labelledby="home-faq-heading">
          <h2 id="home-faq-heading" className="section__title">
            Frequently Asked Questions
          </h2>
          <FaqList items={faqs} group="home-faq" />
        </section>
      </div>
      <Registration badges={ratingBadges} lead={registrationLead} />
    </>
  );
}
