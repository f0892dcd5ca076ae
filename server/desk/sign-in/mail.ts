// The desk's mails about signing in: the sign-in mail (the six-digit code, never in the subject,
// which a locked phone shows; the link as the other way in; how long both work), the warning that
// someone is guessing or using up an address's codes, and the notice of a passkey added.
import { site } from "#shared/catalogue/site";
import type { DeskConfig } from "../settings";
import { escapeHtml } from "#server/notify/email";
import { privacySender, type PrivacyMail } from "#server/privacy/mail";

/** From the address lead mail comes from (the sales team knows it), else the site's own sender. */
const sender = (config: DeskConfig) => config.LEADS_EMAIL_FROM ?? privacySender(config);

export function signInMail(
  config: DeskConfig,
  to: string,
  code: string,
  link: string,
  minutes: number,
): PrivacyMail {
  const desk = `the ${site.brandName} staff desk`;
  const text = [
    `Someone (we hope you) asked to sign in to ${desk} with this address.`,
    "",
    `Your code: ${code}`,
    "",
    `Or open this link and press "Sign in":`,
    link,
    "",
    `The code and the link work once, for ${minutes} minutes; only the newest mail's code works.`,
    "If you did not ask, ignore this email: nobody can sign in without the code or the link.",
  ].join("\n");
  const html = [
    `<p>Someone (we hope you) asked to sign in to ${escapeHtml(desk)} with this address.</p>`,
    `<p>Your code: <strong style="font-size:1.4em;letter-spacing:0.2em">${escapeHtml(code)}</strong></p>`,
    `<p>Or open this link and press "Sign in":<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>The code and the link work once, for ${minutes} minutes; only the newest mail's code works.</p>`,
    "<p>If you did not ask, ignore this email: nobody can sign in without the code or the link.</p>",
  ].join("\n");
  return {
    from: sender(config),
    to,
    subject: `Your ${site.brandName} desk sign-in code`,
    text,
    html,
  };
}

/**
 * To the member whose codes someone is guessing (code sign-in is then paused for the hour) or
 * using up (more codes asked for than the hour allows).
 */
export function guessingMail(config: DeskConfig, to: string, paused: boolean): PrivacyMail {
  const desk = `the ${site.brandName} staff desk`;
  const what = paused
    ? "Too many wrong sign-in codes were typed for your address, so signing in with a code is paused for an hour. A passkey still signs you in."
    : "More sign-in codes were asked for your address than we send in an hour, so no more are sent for now. A passkey still signs you in.";
  const lines = [
    `Someone may be trying to sign in to ${desk} as you.`,
    what,
    "If this was not you, tell an admin. Nobody can sign in without your code, link or passkey.",
  ];
  return {
    from: sender(config),
    to,
    subject: `Someone is trying to sign in to your ${site.brandName} desk account`,
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"),
  };
}

/** To the member a passkey was just added for: they learn of one they did not add. */
export function passkeyAddedMail(config: DeskConfig, to: string, label: string): PrivacyMail {
  const lines = [
    `A passkey (${label}) was added to your ${site.brandName} staff desk account. It signs you in without a mail.`,
    "If this was not you, sign in, remove it on your account page, and tell an admin.",
  ];
  return {
    from: sender(config),
    to,
    subject: `A passkey was added to your ${site.brandName} desk account`,
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"),
  };
}
