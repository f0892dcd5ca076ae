// Erasing leads from the SQLite file, all in the caller's one transaction: the record, its
// context, its notifications in every state, and the dedupe memory that names its key.
import { outboxId } from "./outbox";
import type { EraseTarget, ErasedLead } from "./port";
import type { Statements } from "./sqlite-schema";

export function eraseSqliteLeads(s: Statements, targets: readonly EraseTarget[]): ErasedLead[] {
  const erased: ErasedLead[] = [];
  for (const { list, key } of targets) {
    const webhookDelivered = s.outboxStateOf.get(outboxId(key, "webhook"))?.state === "delivered";
    const records = s.deleteRecord.run(list, key).changes;
    s.deleteContext.run(list, key);
    const notifications = s.deleteOutboxOf.run(list, key).changes;
    s.deleteFingerprintsOf.run(list, key);
    s.deleteAliasesOf.run(list, key);
    if (records > 0 || notifications > 0) erased.push({ list, key, webhookDelivered });
  }
  return erased;
}
