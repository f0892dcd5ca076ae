import { certificateImages } from "../../shared/catalogue/logos";

export function CertificatesShowcase({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="section certificates" aria-labelledby="certificates-heading">
      <Heading id="certificates-heading" className="section__title">
        Certificates
      </Heading>
      <p className="section__lead">
        Issued after your projects are evaluated, each with a unique number that anyone can check on our website.
      </p>
      <ul className="certificates__grid">
        {certificateImages.map((c) => (
          <li key={c.image}>
            <figure>
              <img src={c.image} alt={`Sample ${c.name}`} width={480} height={340} loading="lazy" />
              <figcaption>{c.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
