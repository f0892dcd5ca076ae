// The sign-in mail: the six-digit code (in the subject too, for a phone's notification), the
// link as the other way in, how long both work, and what to do if it was not you.
import { site } from "../../shared/catalogue/site";
import type { Config } from "../config";
import { escapeHtml } from "../notify/email";
import { privacySender, type PrivacyMail } from "../privacy/mail";

/** From the address lead mail comes from (the sales team knows it), else the site's own sender. */
const sender = (config: Config) => config.LEADS_EMAIL_FROM ?? privacySender(config);

export function signInMail(
  config: Config,
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
    subject: `${code} is your ${site.brandName} desk sign-in code`,
    text,
    html,
  };
}
