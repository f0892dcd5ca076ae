import { Link } from "@remix-run/react";
import type { FeatureItem } from "../../../shared/catalogue";
import { inWords, type CatalogueSize } from "../../../shared/catalogue/size";
import { SectionLink } from "../SectionLink";

export function Hero({ size }: { size: CatalogueSize }) {
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">Premier Online Education Worldwide</p>
          <h1>Stay One Step Ahead This Season</h1>
          <p className="hero__lead">
            {`Live and recorded courses in ${inWords(size.departments)} departments, a real project with a mentor, and certificates for your course and your internship. New batches start every month.`}
          </p>
          <div className="hero__actions">
            <Link to="/AllDeparts" className="button button--accent">
              Explore Courses
            </Link>
            <SectionLink section="registration" className="button button--ghost-light">
              Request Call Back
            </SectionLink>
          </div>
        </div>
        <img className="hero__art" src="/images/hero.svg" alt="" width={560} height={440} {...{ fetchpriority: "high" }} />
      </div>
    </section>
  );
}

export function Features({ items }: { items: FeatureItem[] }) {
  return (
    <section className="section container" aria-labelledby="features-heading">
      <h2 id="features-heading" className="section__title">
        Awesome Features
      </h2>
      <ul className="features">
        {items.map((f) => (
          <li key={f.id} className="feature">
            <img src={f.logo} alt="" width={48} height={48} loading="lazy" />
            <h3>{f.feature_name}</h3>
            <p>{f.feature_detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
