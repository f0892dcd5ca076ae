import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { aboutIntroFor, mission, vision, whyChooseUs } from "#shared/content/about";
import { catalogueSize, lowestPlanPrice } from "../lib/catalogue.server";
import { PageBanner } from "../components/PageBanner";
import { pageMeta } from "../lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    path: "/about",
    title: "About Us",
    description:
      "Who we are and why learners choose Aptora Learning: live and recorded teaching, mentored projects, internships and certificates anyone can verify.",
  });

/**
 * The catalogue's size, which the introduction states (counted on the server, decision 0004), and
 * the reasons to choose us, which quote a price.
 */
export const loader = () => ({ size: catalogueSize(), whyChoose: whyChooseUs(lowestPlanPrice()) });

export default function About() {
  const { size, whyChoose } = useLoaderData<typeof loader>();
  const aboutIntro = aboutIntroFor(size);
  return (
    <>
      <PageBanner title="About Us" crumbs={[{ label: "Home", to: "/" }, { label: "About Us" }]} />
      <section className="section container about-intro">
        <div className="prose">
          {aboutIntro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <img src="/images/hero.svg" alt="" width={560} height={440} loading="lazy" />
      </section>
      <section className="section section--tint" aria-labelledby="why-heading">
        <div className="container">
          <h2 id="why-heading" className="section__title">
            Why Choose Aptora Learning
          </h2>
          <div className="mission-vision">
            <article className="card card--padded">
              <h3>Our mission</h3>
              <p>{mission}</p>
            </article>
            <article className="card card--padded">
              <h3>Our vision</h3>
              <p>{vision}</p>
            </article>
          </div>
          <ul className="features features--four">
            {whyChoose.map((item) => (
              <li key={item.title} className="feature">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
