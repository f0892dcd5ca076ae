import { useLocation } from "@remix-run/react";
import { RETURN_TO_FIELD } from "#shared/forms/transport";
import { TextField } from "./Field";
import { newsletterChecks } from "#shared/forms/definitions/newsletter";
import { LeadForm } from "./LeadForm";

/**
 * The newsletter signup: in the footer of every page, and on /newsletter, where a post
 * without JavaScript that needs correcting gets its response. It posts to /newsletter and, once
 * the address is stored, goes back to `returnTo`.
 */
export function NewsletterForm({ returnTo }: { returnTo?: string }) {
  const location = useLocation();
  return (
    <LeadForm
      formId="newsletter"
      checks={newsletterChecks}
      placement="footer"
      action="/newsletter"
      label="Newsletter signup"
      submitLabel="Subscribe"
      className="lead-form--inline"
      hidden={{ [RETURN_TO_FIELD]: returnTo ?? `${location.pathname}${location.search}` }}
    >
      <TextField
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
    </LeadForm>
  );
}
