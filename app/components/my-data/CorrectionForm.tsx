// One record's correction on /my-data/<token>: pick a field, type its right value. A refused
// value comes back typed, with the message of the field's own rule.
import { Form } from "@remix-run/react";
import type { StoredItem } from "~/lib/my-data.server";

/** A refused correction, as the route's action answers it. */
export type Correction = { key: string; field: string; value: string; message: string } | undefined;

export function CorrectionForm({ item, correction }: { item: StoredItem; correction: Correction }) {
  const editable = item.fields.filter((field) => field.editable);
  if (editable.length === 0) return null;
  const id = `correct-${item.key}`;
  return (
    <details open={correction !== undefined}>
      <summary>Correct a field</summary>
      <Form method="post" className="lead-form" aria-label={`Correct ${item.title}`}>
        <input type="hidden" name="intent" value="correct" />
        <input type="hidden" name="key" value={item.key} />
        <div className="field">
          <label htmlFor={`${id}-field`}>Field</label>
          <select id={`${id}-field`} name="field" defaultValue={correction?.field}>
            {editable.map((field) => (
              <option key={field.name} value={field.name}>
                {field.label}
              </option>
            ))}
          </select>
        </div>
        <div className={`field${correction ? " field--invalid" : ""}`}>
          <label htmlFor={`${id}-value`}>Correct value</label>
          <input
            id={`${id}-value`}
            name="value"
            type="text"
            defaultValue={correction?.value}
            aria-describedby={correction ? `${id}-error` : undefined}
          />
          {correction ? (
            <p id={`${id}-error`} className="field__error" role="alert">
              {correction.message}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button">
          Save the correction
        </button>
      </Form>
    </details>
  );
}
