// The enrollment form on every course page (list 'courseFormData').
import * as v from "valibot";
import { defineFormChecks, defineLeadForm } from "../definition";
import { phone, requiredText, standardEmail } from "../fields";
import { planChoice } from "../plan-choice";
import {
  apiMessages,
  fieldMessages as m,
  fillCorrectly,
  somethingWrong,
  submissionError,
  successTitle,
  validationError,
} from "../messages";

const slug = (description: string) =>
  v.pipe(
    v.string(apiMessages.unknownCourse),
    v.maxLength(60, apiMessages.unknownCourse),
    v.description(description),
  );

/**
 * What a browser may know of the form: its fields, its dialogs and its place on the page (its
 * component passes them to LeadForm).
 */
export const enrollmentChecks = defineFormChecks({
  schema: v.object({
    fullName: requiredText(80),
    email: standardEmail(),
    contactNumber: phone(/^\d{10}$/, m.enrollmentPhone),
    instituteName: requiredText(150),
  }),
  dialogs: {
    missing: { title: validationError, text: fillCorrectly },
    invalid: { title: validationError, text: fillCorrectly },
    failure: { title: submissionError, text: somethingWrong },
    success: { title: successTitle, text: "Your enrollment has been recorded!" },
  },
  anchors: { main: "enroll" },
});

/**
 * The whole form. The browser uses only the part above (its component imports it): this call is
 * marked pure and its arguments are a name and a function, so the browser's bundle leaves it out,
 * and with it the store list, the record and the notification.
 */
export const enrollment = /* @__PURE__ */ defineLeadForm(enrollmentChecks, () => ({
  name: { one: "Course enrollment", many: "Course enrollments" },
  pages: (site) => site.courses,
  sender: { email: "email", phone: "contactNumber" },
  list: "courseFormData",
  record: (o, facts) => ({
    fullName: o.fullName,
    email: o.email,
    contactNumber: o.contactNumber,
    instituteName: o.instituteName,
    url: facts.url,
    date: facts.stamp("local"),
  }),
  api: {
    path: "/enrollments",
    extras: v.object({
      department: slug("Department slug, e.g. computerscience."),
      course: slug("Course slug, e.g. aws."),
      plan: planChoice,
    }),
    // The page's own address is the course the visitor enrolls in; an API caller names it.
    facts: (extras, tools) => {
      const path = tools.coursePath(extras.department, extras.course);
      return path === undefined
        ? { ok: false, fieldErrors: { course: apiMessages.unknownCourse } }
        : { ok: true, facts: { url: `${tools.origin}${path}` } };
    },
    examples: {
      valid: {
        fullName: "Dev Patel",
        email: "dev@example.org",
        contactNumber: "0123456789",
        instituteName: "Nirma University",
        department: "computerscience",
        course: "aws",
      },
      invalid: {
        fullName: "Dev Patel",
        email: "dev@example.org",
        contactNumber: "12345",
        instituteName: "",
        department: "computerscience",
        course: "aws",
      },
    },
  },
  notify: {
    labels: {
      fullName: "Name",
      email: "Email",
      contactNumber: "Phone",
      instituteName: "Institute",
      url: "Course page",
      date: "Date",
    },
  },
  notice: {
    version: "enrollment-2026-11-26",
    section: "enrollment",
    subject: "This enrollment",
    keeps: {
      fullName: "your name",
      email: "email address",
      contactNumber: "contact number",
      instituteName: "institute",
      url: "the course page you enrolled from",
      date: "when you sent it",
    },
    alsoKeeps: ["the plan you chose"],
    purpose: "to contact you about joining this course and its next batch",
    detail:
      "Our admissions team receives your enrollment and contacts you about the batch, the plan and the payment. Once you pay, your course, payment and certificate records are kept as our terms and Indian tax law require; this page covers what the form itself keeps.",
    marketing: "ask",
  },
}));
