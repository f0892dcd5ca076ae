import {
  callbackCourseOptions,
  callbackCoursePlaceholder,
} from "#shared/catalogue/callback-options";
import { PhoneField, SelectField, TextField } from "./Field";
import { callbackChecks } from "#shared/forms/definitions/callback";
import { LeadForm } from "./LeadForm";

export function CallbackForm() {
  return (
    <LeadForm
      formId="callback"
      checks={callbackChecks}
      label="Request Call Back"
      submitLabel="Request Call Back"
    >
      <TextField name="fullName" label="Full name" autoComplete="name" />
      <PhoneField name="phone" label="Phone number" placeholder="10-digit mobile number" />
      <TextField name="email" label="Email address" type="email" autoComplete="email" />
      <SelectField
        name="course"
        label="Course"
        placeholder={callbackCoursePlaceholder}
        options={callbackCourseOptions}
      />
    </LeadForm>
  );
}
