// The server's checks of a post, by form id (the registry's definitions).
import { checkField, checkForm, fieldNamesOf, type FieldErrors, type FormValues } from "./check";
import type { DialogMessage } from "./messages";
import { byForm, type FormId, type FormOutput } from "./registry";

export type { FieldErrors, FormValues } from "./check";

export type Validation<Id extends FormId> =
  | { success: true; output: FormOutput<Id> }
  | { success: false; fieldErrors: FieldErrors; missing: boolean; dialog: DialogMessage };

export const fieldNames = (formId: FormId): string[] => fieldNamesOf(byForm[formId]);

/**
 * Keeps only the form's own fields, as text. Unknown keys, `__proto__` and repeated
 * fields never get further than this; the result has no prototype to pollute.
 */
export function pickFields(formId: FormId, input: unknown): FormValues {
  const values = Object.create(null) as FormValues;
  const source =
    input !== null && typeof input === "object" ? (input as Record<string, unknown>) : {};
  for (const name of fieldNames(formId)) {
    const raw = Object.hasOwn(source, name) ? source[name] : undefined;
    values[name] = typeof raw === "string" ? raw : "";
  }
  return values;
}

/** The form's own fields as sent (text or not), on an object without a prototype. */
function ownFields(formId: FormId, input: unknown): Record<string, unknown> {
  const values = Object.create(null) as Record<string, unknown>;
  const source =
    input !== null && typeof input === "object" ? (input as Record<string, unknown>) : {};
  for (const name of fieldNames(formId))
    values[name] = Object.hasOwn(source, name) ? source[name] : undefined;
  return values;
}

export function validateForm<Id extends FormId>(formId: Id, input: unknown): Validation<Id> {
  // The raw values, so that a value that is not text gets its field's message, not "required".
  // Every field's pipe refuses an empty value, so a success has every field (see ValidFields).
  return checkForm(byForm[formId], ownFields(formId, input)) as Validation<Id>;
}

/** The message for one field as the visitor types, or undefined when it is fine. */
export const validateField = (formId: FormId, name: string, value: string): string | undefined =>
  checkField(byForm[formId], name, value);
