// Erasing leads from the SQLite file, all in the caller's one transaction: the record, its
// context, its notifications in every state, the dedupe memory that names its key (content
// fingerprints, client keys that led to it), what the desk keeps of it, and, for a lead the
// CRM may have, its `lead.erased` announcement, queued in that same transaction.
import { newErasureAnnouncement, type ErasureReason } from "./erase-announcements";
import { outboxId } from "./outbox";
import type { EraseTarget, ErasedLead } from "./port";
import type { Statements } from "./sqlite-schema";
import { eraseSqliteDesk } from "./sqlite-desk";

export function eraseSqliteLeads(
  s: Statements,
  targets: readonly EraseTarget[],
  erasure: { reason: ErasureReason; now: number },
): ErasedLead[] {
  const erased: ErasedLead[] = [];
  for (const { list, key } of targets) {
    const webhook = s.outboxStateOf.get(outboxId(key, "webhook"));
    // Delivered, or attempted: the CRM may have it (see ErasedLead).
    const announced =
      webhook !== undefined && (webhook.state === "delivered" || webhook.attempts > 0);
    const records = s.deleteRecord.run(list, key).changes;
    s.deleteContext.run(list, key);
    const notifications = s.deleteOutboxOf.run(list, key).changes;
    s.deleteFingerprintsOf.run(list, key);
    s.deleteAliasesOf.run(list, key);
    eraseSqliteDesk(s, list, key);
    if (records === 0 && notifications === 0) continue;
    erased.push({ list, key, announced });
    if (announced) {
      const entry = newErasureAnnouncement({ list, key }, erasure.reason, erasure.now);
      s.insertAnnouncement.run(
        entry.id,
        entry.list,
        entry.key,
        entry.reason,
        entry.createdAt,
        entry.nextAttemptAt,
      );
    }
  }
  return erased;
}
