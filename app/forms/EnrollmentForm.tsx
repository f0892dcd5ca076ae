import { PhoneField, TextField } from "./Field";
import { enrollmentChecks } from "#shared/forms/definitions/enrollment";
import { LeadForm } from "./LeadForm";
import { PlanField } from "./PlanField";

export function EnrollmentForm({ courseTitle }: { courseTitle: string }) {
  return (
    <LeadForm
      formId="enrollment"
      checks={enrollmentChecks}
      label={`Enroll in ${courseTitle}`}
      submitLabel="Enroll now"
    >
      <TextField name="fullName" label="Full name" autoComplete="name" />
      <TextField name="email" label="Email address" type="email" autoComplete="email" />
      <PhoneField name="contactNumber" label="Contact number" placeholder="10 digits" />
      <TextField name="instituteName" label="Institute name" autoComplete="organization" />
      <PlanField />
    </LeadForm>
  );
}
