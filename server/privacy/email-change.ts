// Changing the email address on one's records from /my-data. Nothing changes until the new
// address has shown it belongs to the visitor (a link mailed to it, opened and confirmed):
// the records would otherwise become visible to whoever holds an address typed by mistake.
// Each record keeps its own form's rule for the address (the call-back and the ambassador
// forms ask for more than the contact form does).
import { site } from "#shared/catalogue/site";
import { validateField } from "#shared/forms";
import { leadSummary } from "../leads/summary";
import { canonicalEmail } from "../leads/fingerprint";
import { escapeHtml } from "../notify/email";
import { LINK_LIFE_MS, LINK_PURPOSE } from "./access";
import { findStoredLeads } from "./stored-leads";
import { sendPrivacyMail, type PrivacyMail } from "./mail";
import type { SiteForPrivacy } from "./runtime";
import { addressHash, logRequest, readRequest, updateRequest } from "./requests";
import { signToken, verifyToken } from "./tokens";

/** The mailed link's page. */
export const EMAIL_CHANGE_PATH = "/my-data/email";
const PURPOSE = "my-data-email";

export const emailChangeMessages = {
  same: "That is the address your records already have.",
  nothing: "There is nothing stored for this address any more.",
  limited: "Too many links were sent to that address in the last hour. Please try again later.",
  unsent: "We could not send the email just now. Please try again in a few minutes.",
  sent: (to: string) =>
    `We sent a link to ${to}. Open it within ${LINK_LIFE_MS / 60_000} minutes to move your records to that address.`,
  gone: "This link has expired or was already used. Ask for a new one on the Your data page.",
  changed: "Your records now have this email address.",
};

interface ChangeData {
  /** The address the records have, and the one they move to, as typed. */
  f: string;
  t: string;
  /** The change's id in the request log: the link works once. */
  r: string;
}

export type EmailChangeOutcome =
  { ok: true; message: string } | { ok: false; value: string; message: string };

/**
 * Checks the new address against every record's own rule, then mails it a link that confirms the
 * change.
 */
export async function requestEmailChange(
  services: SiteForPrivacy,
  from: string,
  typed: string,
  origin: string,
  now = Date.now(),
): Promise<EmailChangeOutcome> {
  const to = typed.trim().normalize("NFC");
  const refuse = (message: string): EmailChangeOutcome => ({
    ok: false,
    value: typed.slice(0, 254),
    message,
  });
  const storedLeads = await findStoredLeads(services.store, from);
  if (storedLeads.length === 0) return refuse(emailChangeMessages.nothing);
  for (const form of new Set(storedLeads.map((holding) => holding.form))) {
    const problem = validateField(form, "email", to);
    if (problem !== undefined) return refuse(problem);
  }
  if (canonicalEmail(to) === canonicalEmail(from)) return refuse(emailChangeMessages.same);
  const secret = services.privacy.secret();
  // The same hourly limit as the access links, counted on the address that receives the mail.
  if (!(await services.limiters.myDataMails.hit(addressHash(secret, to))).allowed)
    return refuse(emailChangeMessages.limited);
  const id = await logRequest(services.store, {
    action: "correction",
    address: addressHash(secret, from),
    status: "open",
    now,
    detail: `email of ${storedLeads.length} records: link mailed to the new address`,
  });
  const token = signToken(
    secret,
    PURPOSE,
    { f: from, t: to, r: id } satisfies ChangeData,
    now + LINK_LIFE_MS,
  );
  try {
    await sendPrivacyMail(
      services.config,
      emailChangeMail(to, `${origin}${EMAIL_CHANGE_PATH}/${token}`, LINK_LIFE_MS / 60_000),
    );
  } catch (error) {
    services.log.error(
      { module: "privacy", newEmail: to, err: error },
      "the address change link was not sent",
    );
    return refuse(emailChangeMessages.unsent);
  }
  services.log.info(
    { module: "privacy", email: from, newEmail: to, privacyRequest: id },
    "address change: link mailed to the new address",
  );
  return { ok: true, message: emailChangeMessages.sent(to) };
}

export type OpenedChange =
  { ok: true; from: string; to: string; requestId: string; records: number } | { ok: false };

/** What a mailed link would change, if it was made here, is within its life and was not used. */
export async function openEmailChange(
  services: SiteForPrivacy,
  token: string,
  now = Date.now(),
): Promise<OpenedChange> {
  const checked = verifyToken<ChangeData>(services.privacy.secrets(), PURPOSE, token, now);
  if (!checked.ok) return { ok: false };
  const { f: from, t: to, r: requestId } = checked.data;
  if (typeof from !== "string" || typeof to !== "string" || typeof requestId !== "string")
    return { ok: false };
  const request = await readRequest(services.store, requestId);
  if (request?.status !== "open") return { ok: false };
  return {
    ok: true,
    from,
    to,
    requestId,
    records: (await findStoredLeads(services.store, from)).length,
  };
}

/**
 * Moves every record of the old address to the new one, closes the change, and returns the
 * address of a fresh link page for the new address (its holder has just shown it is theirs).
 */
export async function confirmEmailChange(
  services: SiteForPrivacy,
  token: string,
  now = Date.now(),
): Promise<{ ok: true; linkPath: string } | { ok: false }> {
  const opened = await openEmailChange(services, token, now);
  if (!opened.ok) return opened;
  const { store } = services;
  const storedLeads = await findStoredLeads(store, opened.from);
  for (const holding of storedLeads) {
    const record = { ...holding.record, email: opened.to };
    await store.put(holding.list, holding.key, record, {
      overwrite: true,
      summary: leadSummary(holding.form, record, holding.context),
    });
  }
  const at = new Date(now).toISOString();
  await updateRequest(store, opened.requestId, {
    status: "done",
    doneAt: at,
    detail: `email of ${storedLeads.length} records changed`,
  });
  const secret = services.privacy.secret();
  const id = await logRequest(store, {
    action: "access",
    address: addressHash(secret, opened.to),
    status: "done",
    now,
    detail: "link page after an address change",
  });
  services.log.info(
    {
      module: "privacy",
      email: opened.from,
      newEmail: opened.to,
      records: storedLeads.length,
      privacyRequest: opened.requestId,
    },
    "address changed",
  );
  return {
    ok: true,
    linkPath: `/my-data/${signToken(secret, LINK_PURPOSE, { e: opened.to, r: id }, now + LINK_LIFE_MS)}`,
  };
}

function emailChangeMail(to: string, link: string, minutes: number): PrivacyMail {
  const intro = `Someone (we hope you) asked to move what ${site.brandName} stores about them to this email address.`;
  const open = `Open this link within ${minutes} minutes and confirm, and the records will have this address:`;
  const ignore =
    "If you did not ask, ignore this email: nothing changes and the link stops working by itself.";
  return {
    to,
    subject: `Confirm your new email address at ${site.brandName}`,
    text: [intro, "", open, link, "", ignore].join("\n"),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(open)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join("\n"),
  };
}
