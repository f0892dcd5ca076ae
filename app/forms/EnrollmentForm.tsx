import { TextField } from "./Field";
import { LeadForm } from "./LeadForm";
import { PHONE_MAX_LENGTH } from "../../shared/forms/phone-length";

export function EnrollmentForm({ courseTitle }: { courseTitle: string }) {
  return (
    <LeadForm formId="enrollment" label={`Enroll in ${courseTitle}`} submitLabel="Enroll now">
      <TextField name="fullName" label="Full name" autoComplete="name" />
      <TextField name="email" label="Email address" type="email" autoComplete="email" />
      <TextField
        name="contactNumber"
        label="Contact number"
        type="tel"
        inputMode="tel"
        maxLength={PHONE_MAX_LENGTH}
        autoComplete="tel-national"
        placeholder="10 digits"
      />
      <TextField name="instituteName" label="Institute name" autoComplete="organization" />
    </LeadForm>
  );
}
