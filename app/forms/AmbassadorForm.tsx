import { PhoneField, SelectField, TextField } from "./Field";
import { ambassadorChecks } from "#shared/forms/definitions/ambassador";
import { LeadForm } from "./LeadForm";

interface AmbassadorFormProps {
  placement: "modal" | "inline";
  /** The year choices of the shared schema, from the page's loader. */
  graduationYears: readonly string[];
  onSuccessClosed?: () => void;
}

/** The Campus Ambassador sign-up; shown twice on its page (modal and inline). */
export function AmbassadorForm({
  placement,
  graduationYears,
  onSuccessClosed,
}: AmbassadorFormProps) {
  return (
    <LeadForm
      formId="ambassador"
      checks={ambassadorChecks}
      placement={placement}
      label="Campus Ambassador application"
      submitLabel="Apply now"
      onSuccessClosed={onSuccessClosed}
    >
      <TextField name="fullName" label="Full name" autoComplete="name" />
      <PhoneField name="phone" label="Phone number" placeholder="10 digits" />
      <TextField name="email" label="Email address" type="email" autoComplete="email" />
      <TextField name="college" label="College" autoComplete="organization" />
      <SelectField
        name="graduation_year"
        label="Graduation year"
        placeholder="Select your graduation year"
        options={graduationYears}
      />
    </LeadForm>
  );
}
