// The Campus Ambassador application on /campusAmb, modal and inline (list 'Campus Ambassador').
import * as v from "valibot";
import { defineFormChecks, defineLeadForm } from "../definition";
import { choice, personName, phone, suffixEmail } from "../fields";
import { fieldMessages as m, genericFailure, submissionError, successTitle } from "../messages";

export const graduationYears = ["2019", "2020", "2021", "2022", "2023", "2024"] as const;

/**
 * What a browser may know of the form: its fields, its dialogs and its place on the page (its
 * component passes them to LeadForm).
 */
export const ambassadorChecks = defineFormChecks({
  schema: v.object({
    fullName: personName(),
    phone: phone(/^\d{10}$/, m.phone),
    email: suffixEmail(),
    college: personName(150),
    graduation_year: choice(graduationYears, m.graduationYear),
  }),
  // The ambassador's precise reasons stay internal: the visitor sees the generic text.
  dialogs: {
    missing: { title: submissionError, text: genericFailure },
    invalid: { title: submissionError, text: genericFailure },
    failure: { title: submissionError, text: genericFailure },
    success: { title: successTitle, text: "Data submitted successfully!" },
  },
  anchors: { inline: "apply", modal: "join" },
});

/**
 * The whole form. The browser uses only the part above (its component imports it): this call is
 * marked pure and its arguments are a name and a function, so the browser's bundle leaves it out,
 * and with it the store list, the record and the notification.
 */
export const ambassador = /* @__PURE__ */ defineLeadForm(ambassadorChecks, () => ({
  name: { one: "Campus Ambassador application", many: "Campus Ambassador applications" },
  pages: () => ["/campusAmb"],
  sender: { email: "email", phone: "phone" },
  list: "Campus Ambassador",
  record: (o, facts) => ({
    fullName: o.fullName,
    phone: o.phone,
    email: o.email,
    college: o.college,
    graduation_year: o.graduation_year,
    date: facts.stamp("local"),
  }),
  api: {
    path: "/ambassador-applications",
    extras: v.object({}),
    facts: () => ({ ok: true, facts: {} }),
    examples: {
      valid: {
        fullName: "Meera Nair",
        phone: "1234567890",
        email: "meera@college.edu",
        college: "Government Engineering College",
        graduation_year: "2024",
      },
      invalid: {
        fullName: "Meera Nair",
        phone: "12",
        email: "meera@college.edu",
        college: "College 5",
        graduation_year: "2031",
      },
    },
  },
  notify: {
    labels: {
      fullName: "Name",
      phone: "Phone",
      email: "Email",
      college: "College",
      graduation_year: "Graduation year",
      date: "Date",
    },
  },
  notice: {
    version: "ambassador-2026-11-24",
    section: "ambassador",
    subject: "This application",
    keeps: {
      fullName: "your name",
      phone: "phone number",
      email: "email address",
      college: "college",
      graduation_year: "graduation year",
      date: "when you sent it",
    },
    purpose: "to review your application and contact you about the Campus Ambassador programme",
    detail:
      "Our campus team reads your application and contacts you by phone or email about the next steps.",
    marketing: "ask",
  },
}));
