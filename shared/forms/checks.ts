// What the browser's live checks know of each form: its fields and its dialogs. Apart from
// the registry (registry.ts) so that the browser never loads a form's store list, record
// or notification; each form module gives both, and a form missing here does not compile.
import type { FormChecks } from "./definition";
import { ambassadorChecks } from "./definitions/ambassador";
import { callbackChecks } from "./definitions/callback";
import { contactChecks } from "./definitions/contact";
import { enrollmentChecks } from "./definitions/enrollment";
import { newsletterChecks } from "./definitions/newsletter";
import type { FormId, LeadForms } from "./registry";

export const formChecks = {
  callback: callbackChecks,
  contact: contactChecks,
  ambassador: ambassadorChecks,
  enrollment: enrollmentChecks,
  newsletter: newsletterChecks,
} satisfies Record<FormId, FormChecks>;

/** Per form id, so that code generic in a form gets that form's own schema. */
export const checksOf: { [Id in FormId]: FormChecks<LeadForms[Id]["schema"]> } = formChecks;
