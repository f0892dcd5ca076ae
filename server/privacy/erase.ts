// Erasing what is stored about one address: every record in every lead list with its
// notifications and dedupe memory (the store's eraseLeads), then the CRM told, and the
// request logged. The link that asked for it works no more afterwards.
import { maskEmail } from "../leads/log";
import { notificationSettings } from "../notify/settings";
import type { ErasedLead } from "../store";
import { announceErasures } from "./erased-webhook";
import { eraseTargets, findHoldings, type Holding } from "./holdings";
import type { PrivacyParts } from "./parts";
import { addressHash, logRequest, updateRequest } from "./requests";

/** Erases these leads and tells the CRM about those it had received (in the background). */
export async function eraseHoldings(
  parts: Pick<PrivacyParts, "config" | "store">,
  holdings: readonly Holding[],
  reason: "request" | "retention",
): Promise<ErasedLead[]> {
  if (holdings.length === 0) return [];
  const { config } = parts;
  const erased = await parts.store.eraseLeads(eraseTargets(holdings));
  void announceErasures(notificationSettings(config).webhook, erased, reason, config.NOTIFY_TIMEOUT_MS);
  return erased;
}

export async function eraseAddress(parts: PrivacyParts, email: string, requestId: string, now = Date.now()): Promise<number> {
  const { store } = parts;
  const holdings = await findHoldings(store, email);
  const erased = await eraseHoldings(parts, holdings, "request");
  const address = addressHash(parts.privacy.secret(), email);
  const lists = [...new Set(erased.map((lead) => lead.list))].join(", ");
  await logRequest(store, { action: "erasure", address, status: "done", now, detail: `${erased.length} records erased${lists ? ` from ${lists}` : ""}` });
  await updateRequest(store, requestId, { linkUsedAt: new Date(now).toISOString() });
  console.info(`[privacy] erased ${erased.length} records of ${maskEmail(email)} (request ${requestId})`);
  return erased.length;
}
