// Every lead form of the site, one definition each (definitions/). Everything that lists
// forms (the dialogs, the store lists, the API's endpoints and document, notifications, the
// test tables) is derived from this object, so a form is added here and nowhere else.
import type * as v from "valibot";
import type { LeadFormDefinition, ValidFields } from "./definition";
import { ambassador } from "./definitions/ambassador";
import { callback } from "./definitions/callback";
import { contact } from "./definitions/contact";
import { enrollment } from "./definitions/enrollment";
import { newsletter } from "./definitions/newsletter";

export const leadForms = { callback, contact, ambassador, enrollment, newsletter } satisfies Record<
  string,
  LeadFormDefinition
>;

export type LeadForms = typeof leadForms;
export type FormId = keyof LeadForms;
export const formIds = Object.keys(leadForms) as FormId[];

export const isFormId = (value: unknown): value is FormId =>
  typeof value === "string" && Object.hasOwn(leadForms, value);

/** One value per form, made from its definition. */
export const mapForms = <T>(
  pick: (definition: LeadForms[FormId], form: FormId) => T,
): Record<FormId, T> =>
  Object.fromEntries(formIds.map((form) => [form, pick(leadForms[form], form)])) as Record<
    FormId,
    T
  >;

/** Each form's four dialogs. */
export const dialogs = mapForms((definition) => definition.dialogs);

/** A form's fields after validation (trimmed, NFC), named and typed as its schema says. */
export type FormOutput<Id extends FormId> = ValidFields<LeadForms[Id]["schema"]>;
/** A form's field names. */
export type FormFieldName<Id extends FormId> = keyof LeadForms[Id]["schema"]["entries"] & string;
/** The fields a form takes, all text, as its schema names them. */
export type FormFields<Id extends FormId> = Record<FormFieldName<Id>, string>;
/** The record a form stores, field by field. */
export type StoredRecord<Id extends FormId> = ReturnType<LeadForms[Id]["record"]>;
/** The extra fields of a form's API endpoint, as a client sends them. */
export type ApiExtras<Id extends FormId> = v.InferInput<LeadForms[Id]["api"]["extras"]>;

/** The forms whose leads are announced by email and webhook (the definition's `notify`). */
export type NotifiedForm = {
  [Id in FormId]: LeadForms[Id]["notify"] extends false ? never : Id;
}[FormId];
export const notifiedForms = formIds.filter(
  (form): form is NotifiedForm => leadForms[form].notify !== false,
);
export const isNotified = (form: FormId): form is NotifiedForm => leadForms[form].notify !== false;

/**
 * The registry seen per form id, so that code generic in a form gets that form's own types:
 * `byForm[form]` with `form: Id` is the definition of that form, not a union of all five.
 */
export type DefinitionsByForm = {
  [Id in FormId]: LeadFormDefinition<
    LeadForms[Id]["schema"],
    LeadForms[Id]["api"]["extras"],
    StoredRecord<Id>
  >;
};
export const byForm: DefinitionsByForm = leadForms;
