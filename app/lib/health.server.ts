import { notificationChannels } from "../../server/notify/runtime";
import { getStore } from "../../server/store";
import { notifiedForms } from "../../server/notify/types";

export interface Health {
  ok: boolean;
  kind: string;
  /** The index the store's outbox query needs and lacks (Firebase rules not deployed). */
  missingIndex?: string;
  /** When notifications are on: what waits in the outbox, and for how long the oldest has. */
  outbox?: { pending: number; dead: number; oldestPendingSeconds: number | null };
}

export async function storeHealth(): Promise<Health> {
  let store;
  try {
    store = getStore();
  } catch {
    return { ok: false, kind: "unconfigured" };
  }
  const { ok, missingIndex } = await store.health();
  if (missingIndex) return { ok, kind: store.kind, missingIndex };
  if (!ok || !notifiedForms.some((form) => notificationChannels(form).length > 0)) return { ok, kind: store.kind };
  const status = await store.outbox.status().catch(() => undefined);
  if (!status) return { ok, kind: store.kind };
  const oldestPendingSeconds = status.oldestPendingAt === undefined ? null : Math.max(0, Math.round((Date.now() - status.oldestPendingAt) / 1000));
  return { ok, kind: store.kind, outbox: { pending: status.pending, dead: status.dead, oldestPendingSeconds } };
}
