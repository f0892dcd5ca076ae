// The work email address field of the desk's sign-in pages (the address form and the code page
// opened on its own): one id, so a password manager and the tests find it on either page.
import { InputField } from "~/forms/Field";

export function WorkEmailField({
  defaultValue,
  error,
}: {
  defaultValue?: string;
  error?: string | undefined;
}) {
  return (
    <InputField
      id="desk-email"
      label="Work email address"
      error={error}
      name="email"
      type="email"
      autoComplete="username"
      defaultValue={defaultValue}
      maxLength={254}
      required
    />
  );
}
