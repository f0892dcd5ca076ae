import { TextAreaField, TextField } from "./Field";
import { contactChecks } from "#shared/forms/definitions/contact";
import { LeadForm } from "./LeadForm";

export function ContactForm() {
  return (
    <LeadForm formId="contact" checks={contactChecks} label="Contact us" submitLabel="Send message">
      <TextField name="name" label="Your name" autoComplete="name" />
      <TextField name="email" label="Email address" type="email" autoComplete="email" />
      <TextField name="subject" label="Subject" />
      <TextAreaField name="message" label="Message" rows={6} />
    </LeadForm>
  );
}
