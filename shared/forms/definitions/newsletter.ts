// The newsletter signup in every page's footer and on /newsletter (list 'newsletter').
import * as v from "valibot";
import { defineFormChecks, defineLeadForm } from "../definition";
import { standardEmail } from "../fields";
import { genericFailure, submissionError, successTitle } from "../messages";

/**
 * What a browser may know of the form: its fields, its dialogs and its place on the page (its
 * component passes them to LeadForm).
 */
export const newsletterChecks = defineFormChecks({
  schema: v.object({
    email: standardEmail(),
  }),
  // The newsletter's texts follow the call-back's wording.
  dialogs: {
    missing: { title: submissionError, text: "Please fill in all required fields." },
    invalid: { title: submissionError, text: "Please fix validation errors before submitting." },
    failure: { title: submissionError, text: genericFailure },
    success: {
      title: successTitle,
      text: "You are subscribed. Watch your inbox for our next newsletter.",
    },
  },
  anchors: { footer: "newsletter-form" },
});

/**
 * The whole form. The browser uses only the part above (its component imports it): this call is
 * marked pure and its arguments are a name and a function, so the browser's bundle leaves it out,
 * and with it the store list, the record and the notification.
 */
export const newsletter = /* @__PURE__ */ defineLeadForm(newsletterChecks, () => ({
  name: { one: "Newsletter sign-up", many: "Newsletter sign-ups" },
  pages: (site) => site.all,
  sender: { email: "email" },
  list: "newsletter",
  record: (o, facts) => ({
    email: o.email,
    date: facts.stamp("local"),
  }),
  api: {
    path: "/newsletter-subscriptions",
    extras: v.object({}),
    facts: () => ({ ok: true, facts: {} }),
    examples: {
      valid: { email: "reader@example.com" },
      invalid: { email: "reader@" },
    },
  },
  // Sign-ups are many and alike: nobody is told of each one.
  notify: false,
  notice: {
    version: "newsletter-2026-11-24",
    section: "newsletter",
    subject: "This sign-up",
    keeps: { email: "your email address", date: "when you signed up" },
    purpose: "to send you our newsletter with course news and offers",
    detail:
      "Signing up is your consent to receive the newsletter. Every newsletter email has a one-click unsubscribe link, and you can also unsubscribe from the My data page.",
    marketing: "is-the-purpose",
  },
}));
