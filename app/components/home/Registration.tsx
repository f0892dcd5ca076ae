import type { Logo } from "#shared/catalogue";
import { CallbackForm } from "~/forms/CallbackForm";

/** The lead-capture section (anchor 'registration'). */
export function Registration({
  badges,
  lead,
}: {
  badges: ReadonlyArray<Logo & { label: string }>;
  lead: string;
}) {
  return (
    <section
      id="registration"
      className="section registration"
      aria-labelledby="registration-heading"
    >
      <div className="container registration__inner">
        <div>
          <h2 id="registration-heading" className="section__title section__title--left">
            Secure your spot now
          </h2>
          <p className="section__lead section__lead--left">{lead}</p>
          <ul className="badges">
            {badges.map((b) => (
              <li key={b.name} className="badge">
                <img src={b.image} alt="" width={40} height={40} loading="lazy" />
                <span>
                  <strong>{b.name}</strong>
                  <br />
                  {b.label}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="form-card">
          <h3 className="form-card__title">Request Call Back</h3>
          <p className="form-card__tagline">It is high time for learning</p>
          <CallbackForm />
        </div>
      </div>
    </section>
  );
}
