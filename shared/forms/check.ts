// Checking a form's fields against its schema: the same code for the browser, as the visitor
// types and submits, and for the server, which checks every post again. It takes the part of
// a definition a browser may know (FormChecks), so the browser never loads the registry.
import * as v from "valibot";
import type { FormChecks } from "./definition";
import { fieldMessages, type DialogMessage } from "./messages";

export type FieldErrors = Record<string, string>;
export type FormValues = Record<string, string>;

export type Checked<Output> =
  | { success: true; output: Output }
  | { success: false; fieldErrors: FieldErrors; missing: boolean; dialog: DialogMessage };

export const fieldNamesOf = (checks: FormChecks): string[] => Object.keys(checks.schema.entries);

export function checkForm(checks: FormChecks, values: Record<string, unknown>): Checked<unknown> {
  const result = v.safeParse(checks.schema, values);
  if (result.success) return { success: true, output: result.output };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key && !(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  const missing = Object.values(fieldErrors).includes(fieldMessages.required);
  return {
    success: false,
    fieldErrors,
    missing,
    dialog: checks.dialogs[missing ? "missing" : "invalid"],
  };
}

/** The message for one field as the visitor types, or undefined when it is fine. */
export function checkField(checks: FormChecks, name: string, value: string): string | undefined {
  const entries: v.ObjectEntries = checks.schema.entries;
  const schema = Object.hasOwn(entries, name) ? entries[name] : undefined;
  if (!schema) return undefined;
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0]?.message;
}
