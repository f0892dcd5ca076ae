import { Link } from "@remix-run/react";
import { formatRupees, partsText, planPrice, plans, planSlug } from "#shared/catalogue/plans";
import { PLAN_FIELD } from "#shared/forms/transport";
import { FOCUS_ENROLLMENT } from "./course/enrollment-focus";

/**
 * The three plans, shown on course pages: the total a student pays first, GST included, and its
 * parts beside it ('₹5,900 incl. GST', '₹5,000 + ₹900 GST'), never a price before tax alone.
 */
export function PricingPlans() {
  return (
    <section className="section pricing" aria-labelledby="pricing-heading">
      <h2 id="pricing-heading" className="section__title">
        Pricing
      </h2>
      <p className="section__lead">
        One price per course, whichever department it belongs to. Every price is what you pay, 18%
        GST included.
      </p>
      <div className="pricing__grid">
        {plans.map((plan) => (
          <article
            key={plan.id}
            className={`plan${plan.color === "featured" ? " plan--featured" : ""}`}
          >
            {plan.color === "featured" ? <p className="plan__badge">Most chosen</p> : null}
            <h3 className="plan__name">{plan.course_type}</h3>
            <p className="plan__price">
              <span className="plan__amount">{formatRupees(planPrice(plan).total)}</span>{" "}
              <span className="plan__tax">incl. GST</span>
              <span className="plan__parts"> ({partsText(plan)})</span>
            </p>
            {plan.course_description.length > 0 ? (
              <ul className="plan__features">
                {plan.course_description.map((feature) => (
                  <li
                    key={feature.text}
                    className={feature.excluded ? "plan__feature--excluded" : undefined}
                  >
                    {feature.excluded ? (
                      <>
                        <s>{feature.text}</s>
                        <span className="visually-hidden"> (not included)</span>
                      </>
                    ) : (
                      feature.text
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p>No course description available.</p>
            )}
            {/* The course page with this plan chosen in its enrollment form (a page variant of its own,
                so it works without JavaScript); with JavaScript the router changes only the address, and the
                form's heading then takes the focus. */}
            <Link
              className="button button--block"
              to={{ search: `?${PLAN_FIELD}=${planSlug(plan)}`, hash: "#enroll" }}
              state={FOCUS_ENROLLMENT}
              aria-label={`Enroll now: ${plan.course_type} plan`}
            >
              Enroll now
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
