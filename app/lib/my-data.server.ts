// The app's only way into the /my-data pages' server side (server/privacy).
export { openLink } from "#server/privacy/access";
export {
  correctField,
  downloadBody,
  eraseAddress,
  storedItems,
  storedLeadsOf,
  myDataMessages,
  requestAccess,
  type StoredItem,
} from "#server/privacy/page";
export { withdrawMarketingConsent } from "#server/privacy/withdrawal";
export {
  confirmEmailChange,
  emailChangeMessages,
  openEmailChange,
  requestEmailChange,
  type EmailChangeOutcome,
} from "#server/privacy/email-change";
export { maskEmail } from "#server/logging/mask";
