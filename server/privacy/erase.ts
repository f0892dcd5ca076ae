// Erasing what is stored about one address: every record in every lead list with its
// notifications and dedupe memory (the store's eraseLeads, which in the same step stores the
// CRM's `lead.erased` announcements; server/privacy/erased-webhook.ts delivers them), and the
// request logged. The link that asked for it works no more afterwards.
import type { ErasedLead } from "../store";
import { eraseTargets, findHoldings, type Holding } from "./holdings";
import type { PrivacyParts } from "./parts";
import { eraseWrittenMail } from "./mail";
import { addressHash, logRequest, updateRequest } from "./requests";

/** Erases these leads; the CRM hears of those it may have (stored with the erasure, posted in the background). */
export async function eraseHoldings(
  parts: Pick<PrivacyParts, "store" | "privacy">,
  holdings: readonly Holding[],
  reason: "request" | "retention",
  now = Date.now(),
): Promise<ErasedLead[]> {
  if (holdings.length === 0) return [];
  const erased = await parts.store.eraseLeads(eraseTargets(holdings), { reason, now });
  if (erased.some((lead) => lead.announced)) parts.privacy.erasures.kick();
  return erased;
}

export async function eraseAddress(parts: PrivacyParts, email: string, requestId: string, now = Date.now()): Promise<number> {
  const { store } = parts;
  const holdings = await findHoldings(store, email);
  const erased = await eraseHoldings(parts, holdings, "request", now);
  eraseWrittenMail(parts.config, email);
  const address = addressHash(parts.privacy.secret(), email);
  const lists = [...new Set(erased.map((lead) => lead.list))].join(", ");
  await logRequest(store, { action: "erasure", address, status: "done", now, detail: `${erased.length} records erased${lists ? ` from ${lists}` : ""}` });
  await updateRequest(store, requestId, { linkUsedAt: new Date(now).toISOString() });
  parts.log.info({ module: "privacy", erased: erased.length, email, privacyRequest: requestId }, "erased the records of an address");
  return erased.length;
}
