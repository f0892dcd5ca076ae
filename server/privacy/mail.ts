// The site's own mail to one person (the /my-data link, a desk sign-in code), sent by SMTP when
// SMTP_URL is set; otherwise written as an .eml file under DATA_DIR/outgoing-mail, so the whole
// flow works on a fresh clone (open the file in a mail client, or in a text editor: its text part
// is written plainly, each link whole on one line). The start line says which.
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { site } from "#shared/catalogue/site";
import { escapeHtml } from "../notify/email";
import { canonicalEmail } from "../leads/fingerprint";

export const OUTGOING_MAIL_DIR = "outgoing-mail";

export interface PrivacyMailSettings {
  SMTP_URL?: string | undefined;
  LEADS_EMAIL_FROM?: string | undefined;
  PRIVACY_EMAIL_FROM?: string | undefined;
  DATA_DIR: string;
  NOTIFY_TIMEOUT_MS: number;
}

export interface PrivacyMail {
  /** The sender, when not the privacy sender (a desk sign-in mail comes from the leads' sender). */
  from?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const privacySender = (settings: PrivacyMailSettings) =>
  settings.PRIVACY_EMAIL_FROM ??
  settings.LEADS_EMAIL_FROM ??
  `${site.brandName} <${site.supportEmail}>`;

export const outgoingMailDir = (settings: PrivacyMailSettings) =>
  path.resolve(settings.DATA_DIR, OUTGOING_MAIL_DIR);

/** Where privacy mail goes, for the server's start line (no credentials: the SMTP host only). */
export function privacyMailLine(settings: PrivacyMailSettings): string {
  if (settings.SMTP_URL !== undefined)
    return `[privacy] /my-data links are mailed by SMTP (${new URL(settings.SMTP_URL).hostname})`;
  return `[privacy] no SMTP_URL: /my-data links are written as .eml files to ${outgoingMailDir(settings)}`;
}

/**
 * The text part of a mail written to a file, as it is written: 8bit, its lines unwrapped, so that
 * the file read as text shows the link whole, on one line, to copy (quoted-printable, what a mail
 * server is sent, cuts lines at 76 characters and writes `=` as `=3D`). No line of these mails
 * comes near the 998 characters a mail line may have.
 */
function readableTextPart(text: string): string {
  const body = text.replace(/\r?\n/g, "\r\n");
  return `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${body}`;
}

export async function sendPrivacyMail(
  settings: PrivacyMailSettings,
  mail: PrivacyMail,
): Promise<void> {
  const message = { ...mail, from: mail.from ?? privacySender(settings) };
  if (settings.SMTP_URL !== undefined) {
    const transport = nodemailer.createTransport({
      url: settings.SMTP_URL,
      connectionTimeout: settings.NOTIFY_TIMEOUT_MS,
      greetingTimeout: settings.NOTIFY_TIMEOUT_MS,
      socketTimeout: settings.NOTIFY_TIMEOUT_MS,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    try {
      await transport.sendMail(message);
    } finally {
      transport.close();
    }
    return;
  }
  const composed = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "windows" })
    .sendMail({ ...message, text: { raw: readableTextPart(message.text) } });
  const folder = outgoingMailDir(settings);
  mkdirSync(folder, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
  writeFileSync(path.join(folder, name), composed.message as Buffer, { mode: 0o600 });
}

/**
 * The mail with the link: plain words, the link, how long it works, what to do if it was not you.
 */
export function accessMail(to: string, link: string, minutes: number): PrivacyMail {
  const lines = [
    `Someone (we hope you) asked to see what ${site.brandName} holds about this email address.`,
    "",
    `Open this link within ${minutes} minutes to see it, download it, correct it or erase it:`,
    link,
    "",
    "If you did not ask, ignore this email: nothing changes and the link stops working by itself.",
  ];
  const html = [
    `<p>Someone (we hope you) asked to see what ${escapeHtml(site.brandName)} holds about this email address.</p>`,
    `<p>Open this link within ${minutes} minutes to see it, download it, correct it or erase it:</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    "<p>If you did not ask, ignore this email: nothing changes and the link stops working by itself.</p>",
  ].join("\n");
  return { to, subject: `Your data at ${site.brandName}`, text: lines.join("\n"), html };
}

/** The addresses in the To header of a written .eml file. */
function recipientsOf(file: string): string[] {
  const head = readFileSync(file, "utf8").split("\r\n\r\n", 1)[0] ?? "";
  const to = /^To: (.*(?:\r\n[ \t].*)*)/im.exec(head)?.[1] ?? "";
  return to.match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [];
}

/**
 * Removes the .eml files written to `email` (mail goes there only without SMTP): once an
 * address is erased, the mail the site wrote to it must not remain on the server either.
 * Returns how many were removed.
 */
export function eraseWrittenMail(settings: PrivacyMailSettings, email: string): number {
  const folder = outgoingMailDir(settings);
  const wanted = canonicalEmail(email);
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".eml"));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    try {
      if (!recipientsOf(file).some((address) => canonicalEmail(address) === wanted)) continue;
      rmSync(file, { force: true });
      removed++;
    } catch {
      // Removed meanwhile by another process's erasure.
    }
  }
  return removed;
}
