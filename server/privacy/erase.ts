// Erasing what is stored about one address: every record in every lead list with its
// notifications and dedupe memory (the store's eraseLeads, which in the same step stores the
// CRM's `lead.erased` announcements; server/privacy/erased-webhook.ts delivers them), and the
// request logged. The link that asked for it works no more afterwards.
import type { ErasedLead } from "../store";
import { eraseTargets, findStoredLeads, type StoredLead } from "./stored-leads";
import type { SiteForPrivacy } from "./runtime";
import { eraseWrittenMail } from "./mail";
import { addressHash, logRequest, updateRequest } from "./requests";

/**
 * Erases these leads; the CRM hears of those it may have (stored with the erasure, posted in the
 * background).
 */
export async function eraseStoredLeads(
  services: Pick<SiteForPrivacy, "store" | "privacy">,
  storedLeads: readonly StoredLead[],
  reason: "request" | "retention",
  now = Date.now(),
): Promise<ErasedLead[]> {
  if (storedLeads.length === 0) return [];
  const erased = await services.store.eraseLeads(eraseTargets(storedLeads), { reason, now });
  if (erased.some((lead) => lead.announced)) services.privacy.erasures.pollNow();
  return erased;
}

export async function eraseAddress(
  services: SiteForPrivacy,
  email: string,
  requestId: string,
  now = Date.now(),
): Promise<number> {
  const { store } = services;
  const storedLeads = await findStoredLeads(store, email);
  const erased = await eraseStoredLeads(services, storedLeads, "request", now);
  eraseWrittenMail(services.config, email);
  const address = addressHash(services.privacy.secret(), email);
  const lists = [...new Set(erased.map((lead) => lead.list))].join(", ");
  await logRequest(store, {
    action: "erasure",
    address,
    status: "done",
    now,
    detail: `${erased.length} records erased${lists ? ` from ${lists}` : ""}`,
  });
  await updateRequest(store, requestId, { linkUsedAt: new Date(now).toISOString() });
  services.log.info(
    { module: "privacy", erased: erased.length, email, privacyRequest: requestId },
    "erased the records of an address",
  );
  return erased.length;
}
