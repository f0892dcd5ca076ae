// The choices a form offers, for the loaders of its pages: read through this server module,
// the schemas' code (and valibot) stays out of the page's script.
export { graduationYears } from "#shared/forms/schemas";
