// Marketing consent: an optional box on the four lead forms, apart from the enquiry itself
// (replying to an enquiry is the purpose the visitor gives by sending it). It is not part of
// the stored record: what was agreed is stored in the lead's context (LeadContext.consent).

/** The field's name, on the page forms and in the REST API's bodies. */
export const MARKETING_CONSENT_FIELD = "marketingConsent";
/** What the ticked box sends. */
export const MARKETING_CONSENT_TICKED = "yes";
export const marketingConsentLabel = "Also send me course news and offers";
export const marketingConsentMessage = "marketingConsent must be true or false.";

/** The spellings of yes and no a form-encoded body may carry (it has no booleans of its own). */
const YES = new Set(["true", "yes", "on", "1"]);
const NO = new Set(["false", "no", "off", "0", ""]);

/**
 * The visitor's choice as sent: absent is no. A JSON body says true or false. A form-encoded
 * body says true, yes (what the page's box sends), on (what a box without a value sends) or 1
 * for yes, and false, no, off, 0 or nothing for no, in any case. Anything else is not a
 * choice (undefined), and the sender is told so rather than guessed for.
 */
export function readMarketingConsent(
  value: unknown,
  encoding: "form" | "json",
): boolean | undefined {
  if (value === undefined) return false;
  if (encoding === "json") return typeof value === "boolean" ? value : undefined;
  if (typeof value !== "string") return undefined;
  const word = value.trim().toLowerCase();
  return YES.has(word) ? true : NO.has(word) ? false : undefined;
}
