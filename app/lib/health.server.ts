import { notifiedForms } from "../../server/notify/types";
import type { ServerParts } from "../../server/parts";

export { retentionStatus } from "../../server/privacy/retention";

export interface Health {
  ok: boolean;
  kind: string;
  /** The index the store's outbox query needs and lacks (Firebase rules not deployed). */
  missingIndex?: string;
  /** When notifications are on: what waits in the outbox, and for how long the oldest has. */
  outbox?: OutboxHealth;
}

export interface OutboxHealth {
  pending: number;
  dead: number;
  /** Since the oldest pending notification was stored (retries in backoff included). */
  oldestPendingSeconds: number | null;
  /**
   * How long the notification that has been due longest has waited without anyone attempting
   * it (not in a retry's backoff, not leased): null when none is waiting, or the store cannot tell.
   */
  oldestDueSeconds: number | null;
  /** True once that wait is longer than NOTIFY_OVERDUE_MS: the workers are stalled or far behind. */
  overdue: boolean;
}

export async function storeHealth(parts: ServerParts): Promise<Health> {
  let store;
  try {
    store = parts.store;
  } catch {
    return { ok: false, kind: "unconfigured" };
  }
  const { ok, missingIndex } = await store.health();
  if (missingIndex) return { ok, kind: store.kind, missingIndex };
  if (!ok || !notifiedForms.some((form) => parts.notifier.channels(form).length > 0)) return { ok, kind: store.kind };
  const status = await store.outbox.status().catch(() => undefined);
  if (!status) return { ok, kind: store.kind };
  const now = Date.now();
  const secondsSince = (at: number | undefined) => (at === undefined ? null : Math.max(0, Math.round((now - at) / 1000)));
  const overdue = status.oldestDueAt !== undefined && now - status.oldestDueAt > parts.config.NOTIFY_OVERDUE_MS;
  return {
    ok,
    kind: store.kind,
    outbox: {
      pending: status.pending,
      dead: status.dead,
      oldestPendingSeconds: secondsSince(status.oldestPendingAt),
      oldestDueSeconds: status.oldestDueAt !== undefined && status.oldestDueAt <= now ? secondsSince(status.oldestDueAt) : null,
      overdue,
    },
  };
}
