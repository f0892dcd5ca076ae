import { Link } from "@remix-run/react";
import type { FeatureItem } from "#shared/catalogue";
import type { HomeIntro } from "#shared/content/home";
import { SectionLink } from "../SectionLink";

export function Hero({ intro }: { intro: HomeIntro }) {
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">{intro.eyebrow}</p>
          <h1>{intro.title}</h1>
          <p className="hero__lead">{intro.lead}</p>
          <div className="hero__actions">
            <Link to="/AllDeparts" className="button button--accent">
              Explore Courses
            </Link>
            <SectionLink section="registration" className="button button--ghost-light">
              Request Call Back
            </SectionLink>
          </div>
        </div>
        <img
          className="hero__art"
          src="/images/hero.svg"
          alt=""
          width={560}
          height={440}
          {...{ fetchpriority: "high" }}
        />
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
