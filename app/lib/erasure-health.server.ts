import type { ServerParts } from "../../server/parts";

export interface ErasureBacklog {
  /** `lead.erased` announcements stored with their erasure and not yet taken by the CRM. */
  pending: number;
  /** Since the oldest of them was stored; null when none waits. */
  oldestPendingSeconds: number | null;
}

/**
 * What waits to tell the CRM of erased leads: shown while a CRM webhook is configured, and
 * whenever something waits (an announcement stored while the webhook was set, which it still
 * needs). Undefined when there is nothing to show or the store cannot tell.
 */
export async function erasureBacklog(parts: ServerParts): Promise<ErasureBacklog | undefined> {
  const status = await parts.store.erasures.status().catch(() => undefined);
  if (!status || (status.pending === 0 && !parts.config.LEADS_WEBHOOK_URL)) return undefined;
  const since = status.oldestPendingAt;
  return { pending: status.pending, oldestPendingSeconds: since === undefined ? null : Math.max(0, Math.round((Date.now() - since) / 1000)) };
}
