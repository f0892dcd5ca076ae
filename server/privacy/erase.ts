// Erasing what is held about one address: every record in every lead list with its
// notifications and dedupe memory (the store's eraseLeads), then the CRM told, and the
// request logged. The link that asked for it works no more afterwards.
import { maskEmail } from "../leads/log";
import { notificationSettings } from "../notify/settings";
import type { ErasedLead } from "../store";
import { announceErasures } from "./erased-webhook";
import { eraseTargets, findHoldings, type Holding } from "./holdings";
import { addressHash, logRequest, updateRequest } from "./requests";
import { privacySecret } from "./secret";
import type { PrivacySite } from "./state";

/** Erases these leads and tells the CRM about those it had received (in the background). */
export async function eraseHoldings(site: PrivacySite, holdings: readonly Holding[], reason: "request" | "retention"): Promise<ErasedLead[]> {
  if (holdings.length === 0) return [];
  const { config } = site;
  const erased = await site.store.eraseLeads(eraseTargets(holdings));
  void announceErasures(notificationSettings(config).webhook, erased, reason, config.NOTIFY_TIMEOUT_MS);
  return erased;
}

export async function eraseAddress(site: PrivacySite, email: string, requestId: string, now = Date.now()): Promise<number> {
  const { store } = site;
  const holdings = await findHoldings(store, email);
  const erased = await eraseHoldings(site, holdings, "request");
  const address = addressHash(privacySecret(site.config), email);
  const lists = [...new Set(erased.map((lead) => lead.list))].join(", ");
  await logRequest(store, { action: "erasure", address, status: "done", now, detail: `${erased.length} records erased${lists ? ` from ${lists}` : ""}` });
  await updateRequest(store, requestId, { linkUsedAt: new Date(now).toISOString() });
  console.info(`[privacy] erased ${erased.length} records of ${maskEmail(email)} (request ${requestId})`);
  return erased.length;
}
