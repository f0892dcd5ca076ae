import { callbackCourseOptions, callbackCoursePlaceholder } from "../../shared/catalogue/callback-options";
import { SelectField, TextField } from "./Field";
import { LeadForm } from "./LeadForm";
import { PHONE_MAX_LENGTH } from "../../shared/forms/phone-length";

export function CallbackForm() {
  return (
    <LeadForm formId="callback" label="Request Call Back" submitLabel="Request Call Back">
      <TextField name="fullName" label="Full name" autoComplete="name" />
      <TextField
        name="phone"
        label="Phone number"
        type="tel"
        inputMode="tel"
        maxLength={PHONE_MAX_LENGTH}
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
      />
      <TextField name="email" label="Email address" type="email" autoComplete="email" />
      <SelectField name="course" label="Course" placeholder={callbackCoursePlaceholder} options={callbackCourseOptions} />
    </LeadForm>
  );
}
