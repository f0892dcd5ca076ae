// The form that asks to move the records to another address. The address itself is changed
// only through a link mailed to the new one (server/privacy/email-change.ts).
import { Form } from "@remix-run/react";
import { InputField } from "~/forms/Field";
import type { EmailChangeOutcome } from "~/lib/my-data.server";

/**
 * The new address's field (here, not in a `.server` module: the form in the browser names it too).
 */
export const NEW_EMAIL_FIELD = "newEmail";

export function EmailChangeForm({ outcome }: { outcome: EmailChangeOutcome | undefined }) {
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const id = "change-email";
  return (
    <details open={outcome !== undefined} className="form-card my-data__email">
      <summary>Change the email address on these records</summary>
      {outcome?.ok ? (
        <p className="my-data__sent" role="status">
          {outcome.message}
        </p>
      ) : null}
      <Form method="post" className="lead-form" noValidate aria-label="Change the email address">
        <input type="hidden" name="intent" value="change-email" />
        <InputField
          id={`${id}-value`}
          label="New email address"
          error={failed?.message}
          errorId={`${id}-error`}
          describedBy={`${id}-help`}
          name={NEW_EMAIL_FIELD}
          type="email"
          autoComplete="email"
          defaultValue={failed?.value}
        />
        <p id={`${id}-help`} className="field__hint">
          We send a link to the new address; nothing changes until it is opened and confirmed.
        </p>
        <button type="submit" className="button">
          Send the link
        </button>
      </Form>
    </details>
  );
}
