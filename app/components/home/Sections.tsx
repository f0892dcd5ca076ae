// The home page's showcases below its first screen; HomeSections.tsx puts them together.
import type { Department, DepartmentSlug, Logo, Trainer } from "#shared/catalogue";
import type { DatedCourseCard } from "#shared/catalogue/batches";
import { CourseCardView, DepartmentCardView } from "../Cards";
import { Slider } from "../Slider";

export function PopularCourses({ cards }: { cards: DatedCourseCard[] }) {
  return (
    <section className="section container" aria-labelledby="popular-heading">
      <h2 id="popular-heading" className="section__title">
        Popular Courses
      </h2>
      <div className="card-grid">
        {cards.map((card) => (
          <CourseCardView key={card.id} card={card} />
        ))}
      </div>
    </section>
  );
}

export function Collaborations({ partners }: { partners: Logo[] }) {
  return (
    <section className="section section--tint" aria-labelledby="collab-heading">
      <div className="container">
        <h2 id="collab-heading" className="section__title">
          Collaborations
        </h2>
        <p className="section__lead">
          Companies that set project briefs, review work and take part in our mentor panels.
        </p>
        <ul className="logo-grid">
          {partners.map((p) => (
            <li key={p.name}>
              <img src={p.image} alt={p.name} width={200} height={80} loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function DepartmentsSlider({
  departments,
  counts,
}: {
  departments: Department[];
  counts: Record<DepartmentSlug, number>;
}) {
  return (
    <section className="section container" aria-labelledby="departments-heading">
      <h2 id="departments-heading" className="section__title">
        Popular Departments
      </h2>
      <Slider label="Departments" interval={2500}>
        {departments.map((d) => (
          <DepartmentCardView key={d.slug} department={d} newTab courseCount={counts[d.slug]} />
        ))}
      </Slider>
    </section>
  );
}

export function TrainersSlider({ trainers }: { trainers: Trainer[] }) {
  return (
    <section className="section section--tint" aria-labelledby="trainers-heading">
      <div className="container">
        <h2 id="trainers-heading" className="section__title">
          Meet Our Trainers
        </h2>
        <Slider label="Trainers" interval={3000} speed={1200}>
          {trainers.map((t) => (
            <article key={t.id} className="card person-card">
              <img src={t.image} alt="" width={120} height={120} loading="lazy" />
              <h3 className="card__title">{t.name}</h3>
              <p className="person-card__role">{t.designation}</p>
              <p className="card__text">{t.about}</p>
            </article>
          ))}
        </Slider>
      </div>
    </section>
  );
}

export function ExpertsMarquee({ partners }: { partners: Logo[] }) {
  const loop = [...partners, ...partners];
  return (
    <section className="section" aria-labelledby="experts-heading">
      <h2 id="experts-heading" className="section__title">
        Our Experts Work At
      </h2>
      {/* Focusable so keyboard visitors can pause it and scroll it when motion is reduced. */}
      <div
        className="marquee"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        role="region"
        aria-label="Companies our experts work at"
      >
        <ul className="marquee__track">
          {loop.map((p, index) => (
            <li key={`${p.name}-${index}`} aria-hidden={index >= partners.length || undefined}>
              <img
                src={p.image}
                alt={index >= partners.length ? "" : p.name}
                width={200}
                height={80}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
