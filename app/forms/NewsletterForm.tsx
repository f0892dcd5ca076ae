import { useLocation } from "@remix-run/react";
import { TextField } from "./Field";
import { LeadForm } from "./LeadForm";

export const RETURN_TO_FIELD = "returnTo";

/** The footer signup on every page; posts to the action-only route /newsletter. */
export function NewsletterForm() {
  const location = useLocation();
  return (
    <LeadForm
      formId="newsletter"
      placement="footer"
      action="/newsletter"
      label="Newsletter signup"
      submitLabel="Subscribe"
      className="lead-form--inline"
      hidden={{ [RETURN_TO_FIELD]: `${location.pathname}${location.search}` }}
    >
      <TextField name="email" label="Email address" type="email" autoComplete="email" placeholder="you@example.com" />
    </LeadForm>
  );
}
