// The spec's five forms as the spec defines them: where each lives, what it stores, and a
// valid and an invalid filling, shared by the HTTP and browser tests. The spec's words stay
// written out in the tests (they are what the tests assert: field messages in spec-rules.ts,
// the rest here). A form the spec does not define needs no case here: the tests that go
// through every form of the registry take its valid and invalid filling from its definition's
// API examples.
import type { FormId } from "#shared/forms";
import { MESSAGES } from "./spec-rules";

export const CALLBACK_DATE =
  /^\d{1,2}(st|nd|rd|th) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{1,2}:\d{2}(AM|PM)$/;
export const LOCAL_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} (AM|PM)$/;

export interface FormCase<Id extends FormId = FormId> {
  form: Id;
  page: string;
  postTo: string;
  list: string;
  extra: Record<string, string>;
  valid: Record<string, string>;
  storedFields: string[];
  invalid: Record<string, string>;
  messages: Record<string, string>;
  dialog: { title: string; text: string };
  success: string;
  dateFormat: RegExp;
}

const cases: { [Id in FormId]?: FormCase<Id> } = {
  callback: {
    form: "callback",
    page: "/",
    postTo: "/?index",
    list: "RCB Leads",
    extra: {},
    valid: {
      fullName: "Asha Rao",
      phone: "9876543210",
      email: "asha@example.com",
      course: "Nanoscience/Nanotechnology",
    },
    storedFields: ["course", "date", "email", "fullName", "phone", "source"],
    invalid: { fullName: "Asha 9", phone: "1234567890", email: "asha@example", course: "" },
    messages: {
      fullName: MESSAGES.name,
      phone: MESSAGES.phone,
      email: MESSAGES.email,
      course: MESSAGES.required,
    },
    dialog: { title: "Submission Error", text: "Please fill in all required fields." },
    success: "Data submitted successfully!",
    dateFormat: CALLBACK_DATE,
  },
  contact: {
    form: "contact",
    page: "/Contact",
    postTo: "/Contact",
    list: "contactForm",
    extra: {},
    valid: {
      name: "Ravi Kumar",
      email: "ravi@example.com",
      subject: "Batch dates",
      message: "When does the next AWS batch start?",
    },
    storedFields: ["date", "email", "message", "name", "subject"],
    invalid: { name: "Ravi", email: "ravi@", subject: "", message: "Hello" },
    messages: { email: MESSAGES.email, subject: MESSAGES.required },
    dialog: {
      title: "Validation Error",
      text: "Please fill in all fields correctly before submitting.",
    },
    success: "Your message has been sent!",
    dateFormat: LOCAL_DATE,
  },
  ambassador: {
    form: "ambassador",
    page: "/campusAmb",
    postTo: "/campusAmb",
    list: "Campus Ambassador",
    extra: { placement: "inline" },
    valid: {
      fullName: "Meera Nair",
      phone: "1234567890",
      email: "meera@college.edu",
      college: "Government Engineering College",
      graduation_year: "2024",
    },
    storedFields: ["college", "date", "email", "fullName", "graduation_year", "phone"],
    invalid: {
      fullName: "Meera Nair",
      phone: "12345",
      email: "meera@college.edu",
      college: "College 5",
      graduation_year: "2030",
    },
    messages: {
      phone: MESSAGES.phone,
      college: MESSAGES.name,
      graduation_year: MESSAGES.graduationYear,
    },
    dialog: {
      title: "Submission Error",
      text: "There was an error submitting the data. Please try again later.",
    },
    success: "Data submitted successfully!",
    dateFormat: LOCAL_DATE,
  },
  enrollment: {
    form: "enrollment",
    page: "/computerscience/aws",
    postTo: "/computerscience/aws",
    list: "courseFormData",
    extra: {},
    valid: {
      fullName: "Dev Patel",
      email: "dev@example.org",
      contactNumber: "0123456789",
      instituteName: "Nirma University",
    },
    storedFields: ["contactNumber", "date", "email", "fullName", "instituteName", "url"],
    invalid: {
      fullName: "Dev Patel",
      email: "dev@example.org",
      contactNumber: "12345",
      instituteName: " ",
    },
    messages: { contactNumber: MESSAGES.enrollmentPhone, instituteName: MESSAGES.required },
    dialog: {
      title: "Validation Error",
      text: "Please fill in all fields correctly before submitting.",
    },
    success: "Your enrollment has been recorded!",
    dateFormat: LOCAL_DATE,
  },
  newsletter: {
    form: "newsletter",
    page: "/about",
    postTo: "/newsletter",
    list: "newsletter",
    extra: { returnTo: "/about", placement: "footer" },
    valid: { email: "reader@example.com" },
    storedFields: ["date", "email"],
    invalid: { email: "reader@" },
    messages: { email: MESSAGES.email },
    dialog: { title: "Submission Error", text: "Please fix validation errors before submitting." },
    success: "You are subscribed.",
    dateFormat: LOCAL_DATE,
  },
};

export const formCases: FormCase[] = Object.values(cases).filter(
  (c): c is FormCase => c !== undefined,
);

/** A filling of the form that is valid and differs by `n`, for bulk posts. */
export function variant(c: FormCase, n: number): Record<string, string> {
  const letters = n.toString(26).replace(/\d/g, (d) => "abcdefghij"[Number(d)] ?? "a");
  const out = { ...c.valid };
  if ("email" in out) out.email = `lead${n}@example.com`;
  if ("fullName" in out) out.fullName = `Lead ${letters}`;
  if ("name" in out) out.name = `Lead ${letters}`;
  return out;
}
