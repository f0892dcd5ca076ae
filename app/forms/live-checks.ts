// What checks.ts imports when a form needs it. A module of its own: the server also imports
// shared/forms/validate.ts, statically, and must keep doing so as before.
export { fieldNames, validateField, validateForm } from "../../shared/forms/validate";
