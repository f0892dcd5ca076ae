// Marketing consent: an optional box on the four lead forms, apart from the enquiry itself
// (replying to an enquiry is the purpose the visitor gives by sending it). It is not part of
// the spec's record: what was agreed is stored in the lead's context (LeadContext.consent).

/** The field's name, on the page forms and in the REST API's bodies. */
export const MARKETING_CONSENT_FIELD = "marketingConsent";
/** What the ticked box sends. */
export const MARKETING_CONSENT_TICKED = "yes";
export const marketingConsentLabel = "Also send me course news and offers";
export const marketingConsentMessage = "marketingConsent must be true or false.";

/**
 * The visitor's choice as sent: absent (or an empty value) is no; the box's own value, or
 * JSON's true, is yes; JSON's false is no. Anything else is not a choice (undefined), and
 * the sender is told so rather than guessed for.
 */
export function readMarketingConsent(value: unknown): boolean | undefined {
  if (value === undefined || value === "" || value === false) return false;
  if (value === true || value === MARKETING_CONSENT_TICKED) return true;
  return undefined;
}
