// Erasing leads from the Realtime Database. The dedupe memory that names the lead is found by
// queries (content claims by their `key`, client keys by their `target`: both indexed in
// database.rules.json), the claims dropped one by one while they still name the lead (a later twin
// may own one by then), and everything else goes in ONE multi-path update, which the database
// applies whole or not at all: the record, its context, its notifications in every state, the
// client keys that led to it, what the desk keeps of it (firebase-desk-upkeep.ts), and, for a lead the CRM
// may have, its `lead.erased` announcement written in its place. An erasure cut short before that
// update leaves the record to be found and erased again; after it, nothing is left half done.
import { newErasureAnnouncement, type ErasureReason } from "./erase-announcements";
import { storedAnnouncement } from "./firebase-erase-announcements";
import { deskErasure } from "./firebase-desk-upkeep";
import {
  ALIASES_FOLDER,
  CONTEXT_FOLDER,
  ERASED_FOLDER,
  FINGERPRINTS_FOLDER,
} from "./firebase-folders";
import { indexProblem } from "./firebase-index-check";
import type { Operation, RestClient } from "./firebase-rest";
import { isObject, queryString } from "./firebase-rest";
import { outboxId, type OutboxChannel, type OutboxState } from "./outbox";
import type { EraseTarget, ErasedLead } from "./port";

const channels: OutboxChannel[] = ["email", "webhook"];
const states: OutboxState[] = ["pending", "dead", "delivered"];

/**
 * The queries erasure and its announcements need, each an index the deployed rules must have
 * (`list`: one per lead list).
 */
const INDEXES = [
  { folder: ALIASES_FOLDER, field: "target", list: true },
  { folder: FINGERPRINTS_FOLDER, field: "key", list: true },
  { folder: [ERASED_FOLDER], field: "due", list: false },
  { folder: [ERASED_FOLDER], field: "createdAt", list: false },
] as const;

/** Keys of the children of `folder/list` whose `field` is `value`. */
async function keysWhere(
  rest: RestClient,
  op: Operation,
  folder: readonly string[],
  list: string,
  field: string,
  value: string,
) {
  const { value: found } = await op.read(
    rest.url([...folder, list], queryString({ orderBy: field, equalTo: value })),
  );
  return isObject(found) ? Object.keys(found) : [];
}

/**
 * Whether erasure's queries work: one query of each, on a list that need not exist (the rules
 * index every list), as firebase-index-check.ts does it.
 */
export const erasureIndexProblem = (rest: RestClient) =>
  indexProblem(
    rest,
    "erasure index check",
    INDEXES.map(({ folder, field, list }) =>
      list
        ? { path: [...folder, "_check"], field, where: `/${folder.join("/")}/$list` }
        : { path: folder, field },
    ),
  );

export async function eraseFirebaseLeads(
  rest: RestClient,
  targets: readonly EraseTarget[],
  erasure: { reason: ErasureReason; now: number },
): Promise<ErasedLead[]> {
  const erased = await Promise.all(targets.map((target) => eraseOne(rest, target, erasure)));
  return erased.filter((lead): lead is ErasedLead => lead !== undefined);
}

async function eraseOne(
  rest: RestClient,
  { list, key, fingerprint }: EraseTarget,
  erasure: { reason: ErasureReason; now: number },
) {
  const op = rest.operation("erase");
  // Its arrival's notifications and its escalation's, if it had one.
  const entries = states.flatMap((state) =>
    channels.flatMap((channel) => [
      ["_outbox", state, outboxId(key, channel)],
      ["_outbox", state, outboxId(key, channel, "overdue")],
    ]),
  );
  const [held, found, aliases, claimed, desk] = await Promise.all([
    op.read(rest.url([list, key])),
    Promise.all(entries.map((entry) => op.read(rest.url(entry)))),
    keysWhere(rest, op, ALIASES_FOLDER, list, "target", key),
    keysWhere(rest, op, FINGERPRINTS_FOLDER, list, "key", key),
    deskErasure(rest, op, list, key),
  ]);
  // A claim is dropped only while it still names this lead: a later twin may have taken it over.
  const claims = new Set([...claimed, ...(fingerprint ? [fingerprint] : [])]);
  for (const claim of claims) {
    const claimUrl = rest.url([...FINGERPRINTS_FOLDER, list, claim]);
    const current = await op.read(claimUrl, { etag: true });
    if (isObject(current.value) && current.value.key === key && current.etag)
      await op.deleteIf(claimUrl, current.etag);
  }
  const notifications = found.some((entry) => entry.value !== null);
  if (held.value === null && !notifications && aliases.length === 0) return undefined;

  // Delivered, or attempted: the CRM may have it (see ErasedLead).
  const announced = entries.some(
    (entry, i) =>
      entry[2] === outboxId(key, "webhook") &&
      isObject(found[i]!.value) &&
      (entry[1] === "delivered" || Number(found[i]!.value.attempts) > 0),
  );
  const gone: Record<string, unknown> = {
    [`${list}/${key}`]: null,
    [`${CONTEXT_FOLDER}/${list}/${key}`]: null,
    ...desk,
  };
  for (const entry of entries) gone[entry.join("/")] = null;
  // Entries an older server wrote directly under _outbox (docs/decisions/0017), if any are left.
  for (const channel of channels) gone[`_outbox/${outboxId(key, channel)}`] = null;
  for (const alias of aliases) gone[`${ALIASES_FOLDER.join("/")}/${list}/${alias}`] = null;
  if (announced) {
    const announcement = newErasureAnnouncement({ list, key }, erasure.reason, erasure.now);
    gone[`${ERASED_FOLDER}/${announcement.id}`] = storedAnnouncement(announcement);
  }
  await op.call("PATCH", rest.url([]), { body: JSON.stringify(gone) });
  return held.value !== null || notifications ? { list, key, announced } : undefined;
}
