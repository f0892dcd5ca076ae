// Each form's notice as the visitor reads it, written out: what it keeps (itemised: the record,
// what is kept beside it, where the visit began, the consent it records), what for, and its section
// of the Privacy page.
// The unit test checks the words; the HTTP and browser tests check that pages carry them.
import type { FormId } from "#shared/forms";

export interface ExpectedNotice {
  version: string;
  heading: string;
  keeps: string;
  purpose: string;
  detail: string;
}

export const expectedNotices: Record<FormId, ExpectedNotice> = {
  callback: {
    version: "callback-2026-11-24",
    heading: "Call-back requests",
    keeps:
      "your name, phone number, email address, chosen course, when you sent it, the page it came from, where your visit began (first page, campaign tags, referring site) and your choice about course news",
    purpose: "to call you back about that course",
    detail:
      "Our admissions team receives your request and calls you on the number you gave. We use your email address only if we cannot reach you by phone.",
  },
  contact: {
    version: "contact-2026-11-24",
    heading: "Contact messages",
    keeps:
      "your name, email address, subject, message, when you sent it, where your visit began (first page, campaign tags, referring site) and your choice about course news",
    purpose: "to answer your message",
    detail: "Our support team reads your message and writes back to the email address you gave.",
  },
  ambassador: {
    version: "ambassador-2026-11-24",
    heading: "Campus Ambassador applications",
    keeps:
      "your name, phone number, email address, college, graduation year, when you sent it, where your visit began (first page, campaign tags, referring site) and your choice about course news",
    purpose: "to review your application and contact you about the Campus Ambassador programme",
    detail:
      "Our campus team reads your application and contacts you by phone or email about the next steps.",
  },
  enrollment: {
    version: "enrollment-2026-11-26",
    heading: "Course enrollments",
    keeps:
      "your name, email address, contact number, institute, the course page you enrolled from, when you sent it, the plan you chose, where your visit began (first page, campaign tags, referring site) and your choice about course news",
    purpose: "to contact you about joining this course and its next batch",
    detail:
      "Our admissions team receives your enrollment and contacts you about the batch, the plan and the payment. Once you pay, your course, payment and certificate records are kept as our terms and Indian tax law require; this page covers what the form itself keeps.",
  },
  newsletter: {
    version: "newsletter-2026-11-24",
    heading: "Newsletter sign-ups",
    keeps:
      "your email address, when you signed up and where your visit began (first page, campaign tags, referring site)",
    purpose: "to send you our newsletter with course news and offers",
    detail:
      "Signing up is your consent to receive the newsletter. Every newsletter email has a one-click unsubscribe link, and you can also unsubscribe from the My data page.",
  },
};

/** How each notice names what the visitor sends. */
export const noticeSubjects: Record<FormId, string> = {
  callback: "This call-back request",
  contact: "This message",
  ambassador: "This application",
  enrollment: "This enrollment",
  newsletter: "This sign-up",
};
