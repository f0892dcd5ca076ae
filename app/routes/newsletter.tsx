import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { RETURN_TO_FIELD } from "#shared/forms/transport";
import { returnPath } from "#shared/routes";
import { PageBanner } from "../components/PageBanner";
import { NewsletterForm } from "../forms/NewsletterForm";
import type { LeadActionData } from "../lib/lead-action-data";
import { leadAction } from "../lib/lead-action.server";

export const meta: MetaFunction = () => [
  { title: "Newsletter signup | Aptora Learning" },
  {
    name: "description",
    content: "New batches, free workshops and career notes, about twice a month.",
  },
  { name: "robots", content: "noindex" },
];

/**
 * The footer signup of every page posts here. With JavaScript the response comes back to the
 * form where it was; without it, a stored address goes back to the page it came from, and
 * an address to correct is shown on this page, with the form, the message and what was typed.
 */
export const action = (args: ActionFunctionArgs) =>
  leadAction(args, {
    form: "newsletter",
    successPath: (fields) => returnPath(fields[RETURN_TO_FIELD]),
  });

export default function NewsletterPage() {
  // A refused address from another page's footer: the retry goes back to that page.
  const refused = useActionData<LeadActionData>();
  return (
    <>
      <PageBanner
        title="Newsletter"
        crumbs={[{ label: "Home", to: "/" }, { label: "Newsletter" }]}
      />
      <section className="section container container--narrow">
        <div className="form-card" id="newsletter-form">
          <h2 className="form-card__title">Subscribe to our newsletter</h2>
          <p>
            New batches, free workshops and career notes, about twice a month. Unsubscribe any time.
          </p>
          <NewsletterForm returnTo={refused?.returnTo ?? "/newsletter"} />
        </div>
      </section>
    </>
  );
}
