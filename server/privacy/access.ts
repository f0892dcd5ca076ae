// Asking for one's data (/my-data) and opening the mailed link. The response to the visitor never
// waits for the store or the mail: the request is queued and worked after the page is
// sent (in the site's queue, server/privacy/runtime.ts), so neither the page nor its timing
// tells whether the address is known.
import { findStoredLeads } from "./stored-leads";
import { accessMail, sendPrivacyMail } from "./mail";
import type { SiteForPrivacy } from "./runtime";
import { addressHash, logRequest, readRequest, updateRequest } from "./requests";
import { signToken, verifyToken } from "./tokens";

/** How long a mailed link works. */
export const LINK_LIFE_MS = 30 * 60 * 1000;
export const LINK_PURPOSE = "my-data";
/**
 * Links mailed to one address per hour, whoever asks: nobody can flood an inbox through the form
 * (the site's `limiters.myDataMails`).
 */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;
export const MAIL_WINDOW_MS = 60 * 60 * 1000;

interface LinkData {
  /** The address as the visitor typed it. */
  e: string;
  /** The request's id in the request log. */
  r: string;
}

/**
 * Queues the request; the caller responds at once. `origin` is the site's trusted origin for the
 * link.
 */
export function queueAccessRequest(services: SiteForPrivacy, email: string, origin: string): void {
  services.privacy.accessRequests.add(
    () => handleAccessRequest(services, email, origin, Date.now()),
    (error) =>
      services.log.error({ module: "privacy", email, err: error }, "an access request failed"),
  );
}

async function handleAccessRequest(
  services: SiteForPrivacy,
  email: string,
  origin: string,
  now: number,
) {
  const { config, store } = services;
  const secret = services.privacy.secret();
  const address = addressHash(secret, email);
  if (!(await services.limiters.myDataMails.hit(address)).allowed) {
    await logRequest(store, { action: "access", address, status: "limited", now });
    services.log.info(
      { module: "privacy", email, perHour: MAILS_PER_ADDRESS_PER_HOUR },
      "access request over the mails per address and hour: no mail",
    );
    return;
  }
  const storedLeads = await findStoredLeads(store, email);
  if (storedLeads.length === 0) {
    await logRequest(store, { action: "access", address, status: "none", now });
    services.log.info(
      { module: "privacy", email },
      "access request for an address with nothing held: no mail",
    );
    return;
  }
  const id = await logRequest(store, {
    action: "access",
    address,
    status: "open",
    now,
    detail: `${storedLeads.length} records`,
  });
  const token = signToken(
    secret,
    LINK_PURPOSE,
    { e: email, r: id } satisfies LinkData,
    now + LINK_LIFE_MS,
  );
  await sendPrivacyMail(
    config,
    accessMail(email, `${origin}/my-data/${token}`, LINK_LIFE_MS / 60_000),
  );
  services.log.info(
    { module: "privacy", email, privacyRequest: id },
    "access request: link mailed",
  );
}

export type OpenedLink =
  | { ok: true; email: string; requestId: string; expiresAt: number }
  | { ok: false; reason: "malformed" | "forged" | "expired" | "used" };

/**
 * The address a link is for, if it was made here, is within its life and has not erased everything
 * yet.
 */
export async function openLink(
  services: SiteForPrivacy,
  token: string,
  now = Date.now(),
): Promise<OpenedLink> {
  const checked = verifyToken<LinkData>(services.privacy.secrets(), LINK_PURPOSE, token, now);
  if (!checked.ok) return checked;
  const { e: email, r: requestId } = checked.data;
  if (typeof email !== "string" || typeof requestId !== "string")
    return { ok: false, reason: "malformed" };
  const request = await readRequest(services.store, requestId);
  if (!request || request.linkUsedAt !== "") return { ok: false, reason: "used" };
  if (request.status === "open")
    await updateRequest(services.store, requestId, {
      status: "done",
      doneAt: new Date(now).toISOString(),
    });
  return { ok: true, email, requestId, expiresAt: checked.expiresAt };
}
