// The unsubscribe page's way into the server: who a signed link names, and withdrawing that
// address's marketing consent. Kept apart from privacy.server.ts, which only words the notices
// and the Privacy page, so that the pages showing a form do not load the privacy work itself.
export { unsubscribeAddress } from "#server/privacy/unsubscribe";
export { withdrawMarketingConsent } from "#server/privacy/withdrawal";
