import { SelectField, TextField } from "./Field";
import { LeadForm } from "./LeadForm";
import { PHONE_MAX_LENGTH } from "../../shared/forms/phone-length";

interface AmbassadorFormProps {
  placement: "modal" | "inline";
  /** The year choices of the shared schema, from the page's loader. */
  graduationYears: readonly string[];
  onSuccessClosed?: () => void;
}

/** The Campus Ambassador sign-up; shown twice on its page (modal and inline). */
export function AmbassadorForm({ placement, graduationYears, onSuccessClosed }: AmbassadorFormProps) {
  return (
    <LeadForm formId="ambassador" placement={placement} label="Campus Ambassador application" submitLabel="Apply now" onSuccessClosed={onSuccessClosed}>
      <TextField name="fullName" label="Full name" autoComplete="name" />
      <TextField
        name="phone"
        label="Phone number"
        type="tel"
        inputMode="tel"
        maxLength={PHONE_MAX_LENGTH}
        autoComplete="tel-national"
        placeholder="10 digits"
      />
      <TextField name="email" label="Email address" type="email" autoComplete="email" />
      <TextField name="college" label="College" autoComplete="organization" />
      <SelectField name="graduation_year" label="Graduation year" placeholder="Select your graduation year" options={graduationYears} />
    </LeadForm>
  );
}
