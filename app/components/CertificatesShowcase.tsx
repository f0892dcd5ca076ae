import { certificateImages } from "#shared/catalogue/logos";

export const certificatesLead =
  "Issued after your projects are evaluated, each with a unique number that anyone can check on our website.";

/**
 * The three certificates. `inBanner`: the page's banner already says 'Certificates' and
 * this lead, so the section keeps its heading for screen readers only.
 */
export function CertificatesShowcase({
  headingLevel = 2,
  inBanner = false,
}: {
  headingLevel?: 2 | 3;
  inBanner?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="section certificates" aria-labelledby="certificates-heading">
      <Heading
        id="certificates-heading"
        className={inBanner ? "visually-hidden" : "section__title"}
      >
        {inBanner ? "The certificates we issue" : "Certificates"}
      </Heading>
      {inBanner ? null : <p className="section__lead">{certificatesLead}</p>}
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
