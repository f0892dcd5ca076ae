// The hidden fields every page form carries besides its own, read by the server's lead
// pipeline and written by the form component.

/** A field people never see: a bot that fills it gets a success response and nothing is stored. */
export const HONEYPOT_FIELD = "company_website";
/** The idempotency key the browser minted for this form (absent without JavaScript). */
export const KEY_FIELD = "submissionKey";
/** Which copy of a form on the page was sent (the ambassador form appears twice). */
export const PLACEMENT_FIELD = "placement";
export const DEFAULT_PLACEMENT = "main";
export const PLACEMENT_PATTERN = /^[a-z]{1,20}$/;
/** The footer newsletter's page to go back to. */
export const RETURN_TO_FIELD = "returnTo";
/**
 * With JavaScript: the first page of the browser session (path and query), added at submit time.
 */
export const FIRST_LANDING_FIELD = "firstLanding";
/** With JavaScript: the address that sent the visitor to that first page (document.referrer). */
export const FIRST_REFERRER_FIELD = "firstReferrer";
/**
 * The longest value of either first-page field (the post's body limit leaves room for two of them).
 */
export const FIRST_PAGE_FIELD_MAX = 1000;
/**
 * The enrollment's pricing plan (a plan's slug): the form field and the course page's query
 * parameter.
 */
export const PLAN_FIELD = "plan";
