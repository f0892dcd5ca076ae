import * as v from "valibot";
import { callbackCourseOptions } from "../catalogue/callback-options";
import { choice, messageText, personName, phone, requiredText, standardEmail, suffixEmail } from "./fields";
import { fieldMessages as m } from "./messages";

export const graduationYears = ["2019", "2020", "2021", "2022", "2023", "2024"] as const;

export const CallbackSchema = v.object({
  fullName: personName(),
  phone: phone(/^[6-9]\d{9}$/, m.phone),
  email: suffixEmail(),
  course: choice(callbackCourseOptions, m.course),
});
export type Callback = v.InferOutput<typeof CallbackSchema>;

export const ContactSchema = v.object({
  name: requiredText(80),
  email: standardEmail(),
  subject: requiredText(150),
  message: messageText(3000),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

export const AmbassadorSchema = v.object({
  fullName: personName(),
  phone: phone(/^\d{10}$/, m.phone),
  email: suffixEmail(),
  college: personName(150),
  graduation_year: choice(graduationYears, m.graduationYear),
});
export type Ambassador = v.InferOutput<typeof AmbassadorSchema>;

export const EnrollmentSchema = v.object({
  fullName: requiredText(80),
  email: standardEmail(),
  contactNumber: phone(/^\d{10}$/, m.enrollmentPhone),
  instituteName: requiredText(150),
});
export type Enrollment = v.InferOutput<typeof EnrollmentSchema>;

export const NewsletterSchema = v.object({
  email: standardEmail(),
});
export type Newsletter = v.InferOutput<typeof NewsletterSchema>;

export const schemas = {
  callback: CallbackSchema,
  contact: ContactSchema,
  ambassador: AmbassadorSchema,
  enrollment: EnrollmentSchema,
  newsletter: NewsletterSchema,
} as const;

export type FormId = keyof typeof schemas;
export const formIds = Object.keys(schemas) as FormId[];
