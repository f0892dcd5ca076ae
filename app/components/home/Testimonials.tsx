import type { Testimonial } from "#shared/catalogue";
import { Slider } from "../Slider";

export interface TestimonialsProps {
  items: Testimonial[];
  title: string;
}

/** Student quotes in a slider (home page, and the ambassadors' own on /campusAmb). */
export function TestimonialsSlider({ items, title }: TestimonialsProps) {
  return (
    <section className="section container" aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className="section__title">
        {title}
      </h2>
      <Slider label={title} interval={3000}>
        {items.map((t) => (
          <figure key={t.id} className="card testimonial">
            <blockquote>
              <p>{t.feedback}</p>
            </blockquote>
            <figcaption>
              <img src={t.image} alt="" width={56} height={56} loading="lazy" />
              <span>
                <strong>{t.alum_name}</strong>
                <br />
                <span className="testimonial__role">{t.role}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </Slider>
    </section>
  );
}
