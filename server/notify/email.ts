// The email about one lead, composed purely from the notification (smtp.ts sends it). Visitor
// text never becomes a header of its own or markup: headers get it on one line without control
// characters, the HTML body gets it escaped.
import { createHash } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import { formatInZone } from "#shared/dates";
import { deskLeadPath } from "#shared/desk-paths";
import {
  contextLines,
  emailFields,
  fieldLabel,
  formTitle,
  leadCourse,
  phoneFields,
  visitorName,
} from "./fields";
import { leadPage, notificationId, type LeadNotification } from "./types";

export interface LeadEmailOptions {
  /** 'leads@example.com' or 'Aptora Leads <leads@example.com>' (trusted, from settings). */
  from: string;
  /** Recipients (trusted, from settings). */
  to: string | string[];
  /** Business time zone in which the lead's time is shown. */
  timeZone: string;
  /** Site name for the body's heading. */
  siteName: string;
  /**
   * SITE_URL: the lead page on the desk is linked from it; without it, the email says how to find
   * the lead.
   */
  siteUrl?: string | undefined;
}

/** The message as nodemailer takes it, with the fields this module always sets. */
export type LeadEmail = SendMailOptions &
  Required<Pick<SendMailOptions, "from" | "to" | "subject" | "text" | "html" | "messageId">>;

const SUBJECT_MAX = 200;
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

/**
 * Text safe for a header: one line, no control or separator characters, bounded. Line
 * breaks become spaces, so 'x\r\nBcc: y' can only ever be read as part of the value.
 */
export function headerText(value: string, max = SUBJECT_MAX): string {
  const line = value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/**
 * Body text: line breaks preserved as '\n', tabs preserved, every other control character dropped.
 */
const bodyText = (value: string) =>
  value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u2028\u2029]/g, "\n")
    .replace(/[^\P{Cc}\n\t]/gu, "");

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** 'tel:+919876543210': ten-digit numbers are Indian numbers (the forms ask for 10 digits). */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, "");
  if (/^\d{10}$/.test(digits)) return `tel:+91${digits}`;
  return /^\+?\d{6,15}$/.test(digits) ? `tel:${digits}` : undefined;
}

export function mailtoHref(email: string): string | undefined {
  if (!ADDRESS.test(email)) return undefined;
  const at = email.lastIndexOf("@");
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}

/** 'Call-back request: AWS Cloud Computing, Priya Sharma'. */
export function leadSubject(n: Pick<LeadNotification, "form" | "record">): string {
  const topic =
    n.form === "contact"
      ? n.record.subject
      : n.form === "ambassador"
        ? n.record.college
        : leadCourse(n);
  const pieces = [topic, visitorName(n)].map((p) => headerText(p ?? "")).filter(Boolean);
  return headerText(
    pieces.length > 0 ? `${formTitle(n.form)}: ${pieces.join(", ")}` : formTitle(n.form),
  );
}

/** '3 March 2025, 4:05 PM (Asia/Kolkata)'; the raw text when it is not an instant. */
export function businessTime(iso: string, timeZone: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return headerText(iso);
  return `${formatInZone(when, timeZone, "d MMMM yyyy, h:mm a")} (${timeZone})`;
}

/** A Message-ID that is the same on every attempt for one lead, so copies can be recognised. */
export function leadMessageId(n: Pick<LeadNotification, "id">, from: string): string {
  const id = /^[A-Za-z0-9_-]{1,100}$/.test(n.id)
    ? n.id
    : createHash("sha256").update(n.id).digest("hex").slice(0, 40);
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "leads.invalid";
  return `<lead.${id}@${domain}>`;
}

interface Row {
  label: string;
  value: string;
  href?: string | undefined;
  multiline?: boolean;
}

function rowsOf(n: LeadNotification): Row[] {
  return Object.entries(n.record).map(([field, raw]) => {
    const value = bodyText(String(raw));
    // Only phone and email become links. Addresses are shown as text: a stored course page
    // takes its origin from the request, so a link could point wherever a client said.
    const href = phoneFields.has(field)
      ? telHref(value)
      : emailFields.has(field)
        ? mailtoHref(value)
        : undefined;
    return { label: fieldLabel(n.form, field), value, href, multiline: value.includes("\n") };
  });
}

function textBody(heading: string, rows: Row[], about: Row[]): string {
  const line = (r: Row) => `${r.label}: ${r.value.replace(/\n/g, "\n  ")}`;
  return [heading, "", ...rows.map(line), "", ...about.map(line), ""].join("\n");
}

function htmlBody(title: string, heading: string, rows: Row[], about: Row[]): string {
  const cell = (r: Row) => {
    const text = escapeHtml(r.value);
    const content = r.href !== undefined ? `<a href="${escapeHtml(r.href)}">${text}</a>` : text;
    return r.multiline ? `<td style="white-space:pre-wrap">${content}</td>` : `<td>${content}</td>`;
  };
  const tr = (r: Row) =>
    `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(r.label)}</th>${cell(r)}</tr>`;
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
    `<table style="border-collapse:collapse">${rows.map(tr).join("")}</table>`,
    `<table style="border-collapse:collapse;margin-top:16px;color:#555">${about.map(tr).join("")}</table>`,
    "</body></html>",
    "",
  ].join("\n");
}

/**
 * Where sales work the lead: its page on the desk, as a link from SITE_URL. Without SITE_URL
 * the server knows no address people reach it by (docs/decisions/0010), so the row says how
 * to find the lead on the desk instead.
 */
function deskRow(n: LeadNotification, siteUrl: string | undefined): Row {
  const path = deskLeadPath(n.list, n.id);
  if (siteUrl)
    return { label: "Work it on the desk", value: `${siteUrl}${path}`, href: `${siteUrl}${path}` };
  const email = n.record.email?.trim();
  const lookFor = email ? `search for ${email}` : `open ${path}`;
  return {
    label: "Work it on the desk",
    value: bodyText(`sign in at /desk on this site and ${lookFor}`),
  };
}

/** The subject and the first line: what the mail is about and what its reader is to do. */
function headlineOf(
  n: LeadNotification,
  siteName: string,
  timeZone: string,
): { subject: string; heading: string } {
  const form = formTitle(n.form).toLowerCase();
  if (n.overdue)
    return {
      subject: headerText(`Not contacted in time: ${leadSubject(n)}`),
      heading: `Nobody has contacted this ${form} within ${n.overdue.slaMinutes} minutes of business hours`,
    };
  if (n.staff?.kind === "unowned")
    return {
      subject: headerText(`No owner: ${leadSubject(n)}`),
      heading: `Nobody on the desk takes new leads, so this ${form} has no owner yet`,
    };
  if (n.staff?.kind === "reminder")
    return {
      subject: headerText(`Follow up now: ${leadSubject(n)}`),
      heading: `The follow-up you set for this ${form} is due${
        n.staff.followUpAt ? ` (${businessTime(n.staff.followUpAt, timeZone)})` : ""
      }`,
    };
  if (n.staff?.kind === "released")
    return {
      subject: headerText(`Moved on: ${leadSubject(n)}`),
      heading: `Nobody contacted this ${form} in time, so it went to the next member in turn`,
    };
  if (n.staff?.kind === "assigned" && n.staff.tag === "sla")
    return {
      subject: headerText(`Yours, not contacted in time: ${leadSubject(n)}`),
      heading: `Nobody contacted this ${form} in time: it is yours now, call them first`,
    };
  if (n.staff?.kind === "assigned" && n.staff.repeat)
    return {
      subject: headerText(`Yours, a repeat enquiry: ${leadSubject(n)}`),
      heading: `A person you own enquired again: this ${form} is yours to contact`,
    };
  if (n.staff?.kind === "assigned")
    return {
      subject: headerText(`Yours: ${leadSubject(n)}`),
      heading: `This ${form} on ${siteName} is yours to contact`,
    };
  return { subject: leadSubject(n), heading: `New ${form} on ${siteName}` };
}

/** The whole message about one lead. Pure: the same notification gives the same message. */
export function composeLeadEmail(n: LeadNotification, options: LeadEmailOptions): LeadEmail {
  const { subject, heading } = headlineOf(n, options.siteName, options.timeZone);
  const rows = rowsOf(n);
  const page = leadPage(n);
  const about: Row[] = [
    ...contextLines(n.context, (iso) => businessTime(iso, options.timeZone)).map((line) => ({
      label: line.label,
      value: bodyText(line.value),
    })),
    ...(page !== undefined ? [{ label: "Sent from page", value: bodyText(page) }] : []),
    { label: "Received", value: businessTime(n.storedAt, options.timeZone) },
    ...(n.overdue
      ? [{ label: "Escalated", value: businessTime(n.overdue.escalatedAt, options.timeZone) }]
      : []),
    { label: "Stored in", value: bodyText(`${n.list}, key ${n.id}`) },
    deskRow(n, options.siteUrl),
  ];
  const name = headerText(visitorName(n), 100);
  const email = n.record.email?.trim() ?? "";
  return {
    from: options.from,
    to: options.to,
    ...(ADDRESS.test(email) ? { replyTo: name !== "" ? { name, address: email } : email } : {}),
    subject,
    messageId: leadMessageId({ id: notificationId(n) }, options.from),
    text: textBody(heading, rows, about),
    html: htmlBody(subject, heading, rows, about),
  };
}
