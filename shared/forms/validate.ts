import * as v from "valibot";
import { fieldMessages, type DialogMessage } from "./messages";
import { checksOf } from "./checks";
import type { FormId, FormOutput } from "./registry";

export type FieldErrors = Record<string, string>;
export type FormValues = Record<string, string>;

export type Validation<Id extends FormId> =
  { success: true; output: FormOutput<Id> } | { success: false; fieldErrors: FieldErrors; missing: boolean; dialog: DialogMessage };

export const fieldNames = (formId: FormId): string[] => Object.keys(checksOf[formId].schema.entries);

/**
 * Keeps only the form's own fields, as text. Unknown keys, `__proto__` and repeated
 * fields never get further than this; the result has no prototype to pollute.
 */
export function pickFields(formId: FormId, input: unknown): FormValues {
  const values = Object.create(null) as FormValues;
  const source = input !== null && typeof input === "object" ? (input as Record<string, unknown>) : {};
  for (const name of fieldNames(formId)) {
    const raw = Object.hasOwn(source, name) ? source[name] : undefined;
    values[name] = typeof raw === "string" ? raw : "";
  }
  return values;
}

/** The form's own fields as sent (text or not), on an object without a prototype. */
function ownFields(formId: FormId, input: unknown): Record<string, unknown> {
  const values = Object.create(null) as Record<string, unknown>;
  const source = input !== null && typeof input === "object" ? (input as Record<string, unknown>) : {};
  for (const name of fieldNames(formId)) values[name] = Object.hasOwn(source, name) ? source[name] : undefined;
  return values;
}

export function validateForm<Id extends FormId>(formId: Id, input: unknown): Validation<Id> {
  const definition = checksOf[formId];
  // The raw values, so that a value that is not text gets its field's message, not "required".
  const result = v.safeParse(definition.schema, ownFields(formId, input));
  // Every field's pipe refuses an empty value, so a success has every field (see ValidFields).
  if (result.success) return { success: true, output: result.output as FormOutput<Id> };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key && !(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  const missing = Object.values(fieldErrors).includes(fieldMessages.required);
  return { success: false, fieldErrors, missing, dialog: definition.dialogs[missing ? "missing" : "invalid"] };
}

/** The message for one field as the visitor types, or undefined when it is fine. */
export function validateField(formId: FormId, name: string, value: string): string | undefined {
  const entries: v.ObjectEntries = checksOf[formId].schema.entries;
  const schema = Object.hasOwn(entries, name) ? entries[name] : undefined;
  if (!schema) return undefined;
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0]?.message;
}
