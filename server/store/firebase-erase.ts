// Erasing leads from the Realtime Database. Notifications and the context go first and the record last, so
// an erasure cut short leaves the record in place, found and erased again by the next
// attempt, never a record whose erasure is believed done.
import { CONTEXT_FOLDER } from "./firebase-folders";
import type { RestClient } from "./firebase-rest";
import { isObject } from "./firebase-rest";
import { outboxId, type OutboxChannel, type OutboxState } from "./outbox";
import type { EraseTarget, ErasedLead } from "./port";

const channels: OutboxChannel[] = ["email", "webhook"];
const states: OutboxState[] = ["pending", "dead", "delivered"];

export async function eraseFirebaseLeads(rest: RestClient, targets: readonly EraseTarget[]): Promise<ErasedLead[]> {
  const erased = await Promise.all(targets.map((target) => eraseOne(rest, target)));
  return erased.filter((lead): lead is ErasedLead => lead !== undefined);
}

async function eraseOne(rest: RestClient, { list, key, fingerprint }: EraseTarget): Promise<ErasedLead | undefined> {
  const op = rest.operation("erase");
  const recordUrl = rest.url([list, key]);
  const [held, delivered] = await Promise.all([op.read(recordUrl), op.read(rest.url(["_outbox", "delivered", outboxId(key, "webhook")]))]);
  const entries = states.flatMap((state) => channels.map((channel) => rest.url(["_outbox", state, outboxId(key, channel)])));
  const found = await Promise.all(entries.map((entry) => op.read(entry)));
  await Promise.all(entries.filter((_, i) => found[i]!.value !== null).map((entry) => op.call("DELETE", entry)));
  if (fingerprint) {
    // The content claim is forgotten only while it still names this lead (a later twin may own it).
    const claimUrl = rest.url(["_leads", "fingerprints", list, fingerprint]);
    const claim = await op.read(claimUrl, { etag: true });
    if (isObject(claim.value) && claim.value.key === key && claim.etag) await op.deleteIf(claimUrl, claim.etag);
  }
  // The context goes with its record (a DELETE of a path that is empty does nothing).
  await op.call("DELETE", rest.url([CONTEXT_FOLDER, list, key]));
  if (held.value !== null) await op.call("DELETE", recordUrl);
  const notifications = found.some((answer) => answer.value !== null);
  return held.value !== null || notifications ? { list, key, webhookDelivered: delivered.value !== null } : undefined;
}
