// The contact form on /Contact (list 'contactForm').
import * as v from "valibot";
import { defineFormChecks, defineLeadForm } from "../definition";
import { messageText, requiredText, standardEmail } from "../fields";
import {
  fillCorrectly,
  somethingWrong,
  submissionError,
  successTitle,
  validationError,
} from "../messages";

/**
 * What a browser may know of the form: its fields, its dialogs and its place on the page (its
 * component passes them to LeadForm).
 */
export const contactChecks = defineFormChecks({
  schema: v.object({
    name: requiredText(80),
    email: standardEmail(),
    subject: requiredText(150),
    message: messageText(3000),
  }),
  dialogs: {
    missing: { title: validationError, text: fillCorrectly },
    invalid: { title: validationError, text: fillCorrectly },
    failure: { title: submissionError, text: somethingWrong },
    success: { title: successTitle, text: "Your message has been sent!" },
  },
  anchors: { main: "contact-form" },
});

/**
 * The whole form. The browser uses only the part above (its component imports it): this call is
 * marked pure and its arguments are a name and a function, so the browser's bundle leaves it out,
 * and with it the store list, the record and the notification.
 */
export const contact = /* @__PURE__ */ defineLeadForm(contactChecks, () => ({
  name: { one: "Contact message", many: "Contact messages" },
  pages: () => ["/Contact"],
  sender: { email: "email", message: "message" },
  list: "contactForm",
  record: (o, facts) => ({
    name: o.name,
    email: o.email,
    subject: o.subject,
    message: o.message,
    date: facts.stamp("local"),
  }),
  api: {
    path: "/contact-messages",
    extras: v.object({}),
    facts: () => ({ ok: true, facts: {} }),
    examples: {
      valid: {
        name: "Ravi Kumar",
        email: "ravi@example.com",
        subject: "Batch dates",
        message: "When does the next AWS batch start?",
      },
      invalid: { name: "", email: "ravi@", subject: "Batch dates", message: "" },
    },
  },
  notify: {
    labels: { name: "Name", email: "Email", subject: "Subject", message: "Message", date: "Date" },
  },
  notice: {
    version: "contact-2026-11-24",
    section: "contact",
    subject: "This message",
    keeps: {
      name: "your name",
      email: "email address",
      subject: "subject",
      message: "message",
      date: "when you sent it",
    },
    purpose: "to answer your message",
    detail: "Our support team reads your message and writes back to the email address you gave.",
    marketing: "ask",
  },
}));
