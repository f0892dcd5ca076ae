// The call-back request on the home page ('Request Call Back'), stored in the list 'RCB Leads'.
import * as v from "valibot";
import { callbackCourseOptions } from "#shared/catalogue/callback-options";
import { defineFormChecks, defineLeadForm } from "../definition";
import { choice, personName, phone, suffixEmail } from "../fields";
import { apiMessages, fieldMessages as m, submissionError, successTitle } from "../messages";

/**
 * What a browser may know of the form: its fields, its dialogs and its place on the page (its
 * component passes them to LeadForm).
 */
export const callbackChecks = defineFormChecks({
  schema: v.object({
    fullName: personName(),
    phone: phone(/^[6-9]\d{9}$/, m.phone),
    email: suffixEmail(),
    course: choice(callbackCourseOptions, m.course),
  }),
  dialogs: {
    missing: { title: submissionError, text: "Please fill in all required fields." },
    invalid: { title: submissionError, text: "Please fix validation errors before submitting." },
    failure: {
      title: submissionError,
      text: "There was an error submitting the data. Please try again later.",
    },
    success: { title: successTitle, text: "Data submitted successfully!" },
  },
  anchors: { main: "registration" },
});

/**
 * The whole form. The browser uses only the part above (its component imports it): this call is
 * marked pure and its arguments are a name and a function, so the browser's bundle leaves it out,
 * and with it the store list, the record and the notification.
 */
export const callback = /* @__PURE__ */ defineLeadForm(callbackChecks, () => ({
  name: { one: "Call-back request", many: "Call-back requests" },
  pages: () => ["/", "/home"],
  sender: { email: "email", phone: "phone" },
  list: "RCB Leads",
  record: (o, facts) => ({
    fullName: o.fullName,
    phone: o.phone,
    email: o.email,
    course: o.course,
    date: facts.stamp("callback"),
    source: facts.source,
  }),
  api: {
    path: "/callbacks",
    extras: v.object({
      source: v.optional(
        v.pipe(
          v.string(apiMessages.source),
          v.regex(/^\/[\x21-\x7e]{0,199}$/, apiMessages.source),
          v.description("Path of the page the form was on."),
        ),
      ),
    }),
    facts: (extras) => ({
      ok: true,
      facts: extras.source === undefined ? {} : { source: extras.source },
    }),
    examples: {
      valid: {
        fullName: "Asha Rao",
        phone: "9876543210",
        email: "asha@example.com",
        course: "AWS",
        source: "/partner/landing",
      },
      invalid: {
        fullName: "Asha 9",
        phone: "5876543210",
        email: "asha@example",
        course: "Cooking",
      },
    },
  },
  notify: {
    labels: {
      fullName: "Name",
      phone: "Phone",
      email: "Email",
      course: "Course",
      date: "Date",
      source: "Page",
    },
  },
  notice: {
    version: "callback-2026-11-24",
    section: "callback",
    subject: "This call-back request",
    keeps: {
      fullName: "your name",
      phone: "phone number",
      email: "email address",
      course: "chosen course",
      date: "when you sent it",
      source: "the page it came from",
    },
    purpose: "to call you back about that course",
    detail:
      "Our admissions team receives your request and calls you on the number you gave. We use your email address only if we cannot reach you by phone.",
    marketing: "ask",
  },
}));
