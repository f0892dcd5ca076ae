// Firebase Realtime Database over its REST API rather than the database SDK: the SDK
// queues writes in memory while offline and never rejects them (firebase-admin-node
// issue 2004). Every write here returns once, within the store's time bound, and every
// "keep the first" is a conditional request (ETag / if-match, 412 when someone was first),
// so it stays true with any number of server instances. See docs/decisions/0003-firebase-rest.md.
import { randomBytes } from "node:crypto";
import { updateFirebaseContexts } from "./firebase-context-update";
import { eraseFirebaseLeads, erasureIndexProblem } from "./firebase-erase";
import { createFirebaseErasureAnnouncements } from "./firebase-erase-announcements";
import { CONTEXT_FOLDER } from "./firebase-folders";
import { createFirebaseDesk } from "./firebase-desk";
import { createPendingRow, resummarizeFirebase, settleRow } from "./firebase-desk-rows";
import { deskIndexProblem } from "./firebase-desk-upkeep";
import {
  createFirebaseOutbox,
  outboxIndexProblem,
  pendingEntry,
  pendingEntryUrl,
} from "./firebase-outbox";
import {
  createRestClient,
  isObject,
  type FirebaseStoreOptions,
  type Operation,
} from "./firebase-rest";
import { createFirebaseStaff, staffIndexProblem } from "./firebase-staff";
import { newOutboxItem } from "./outbox";
import type { LeadContext } from "#shared/forms/lead-context";
import {
  StoreError,
  type LeadWrite,
  type LeadWriteResult,
  type StoredRecord,
  type StorePort,
} from "./port";

export type { FirebaseStoreOptions };

const isRecord = (value: unknown): value is StoredRecord => isObject(value);
const isClaim = (value: unknown): value is { key: string; at: number } =>
  isObject(value) && typeof value.key === "string" && typeof value.at === "number";
const isAlias = (value: unknown): value is { target: string; fingerprint: string } =>
  isObject(value) && typeof value.target === "string" && typeof value.fingerprint === "string";

const isContext = (value: unknown): value is LeadContext => isObject(value);

export function openFirebaseStore(options: FirebaseStoreOptions): StorePort {
  const rest = createRestClient(options);
  const url = (...segments: string[]) => rest.url(segments);
  const operation = rest.operation;
  const instance = randomBytes(8).toString("hex");

  /**
   * Claims the content's fingerprint for `key`, or names the key that claimed it within
   * the window. A claim is a small record of its own, created with `if-match`, so two
   * instances writing the same content at once agree on one key.
   */
  async function claimFingerprint(op: Operation, write: LeadWrite, fingerprint: string) {
    const target = url("_leads", "fingerprints", write.list, fingerprint);
    const claim = { key: write.key, at: write.now };
    for (let attempt = 0; attempt < 3; attempt++) {
      const created = await op.createIfAbsent(target, claim, { etag: true });
      if (created.created) return { key: write.key, owned: true, etag: undefined };
      if (isClaim(created.value) && write.now - created.value.at <= write.dedupeWindowMs) {
        return { key: created.value.key, owned: false, etag: created.etag };
      }
      // An expired (or unreadable) claim is taken over, unless another instance just did.
      if (created.etag && (await op.replaceIf(target, claim, created.etag)))
        return { key: write.key, owned: true, etag: undefined };
    }
    throw new StoreError("firebase write: the content claim kept changing");
  }

  /** One outbox entry per channel, keyed by the lead's key: a repeat finds them there. */
  async function queueNotifications(op: Operation, write: LeadWrite, key: string) {
    const notify = write.notify;
    if (!notify) return;
    await Promise.all(
      notify.channels.map((channel) => {
        const item = newOutboxItem(
          {
            key,
            list: write.list,
            form: notify.form,
            channel,
            ...(notify.page ? { page: notify.page } : {}),
          },
          write.now,
        );
        return op.createIfAbsent(pendingEntryUrl(rest, item.id), pendingEntry(item));
      }),
    );
  }

  /**
   * Creates the record under `key`, with the lead's context at `_context/<list>/<key>` created
   * first, only where none is (`false` for a lead without one); when a racing post of the same key
   * put another context there, the post whose record is created puts its own (decision 0022).
   */
  async function createRecord(op: Operation, write: LeadWrite, key: string) {
    const contextUrl = url(CONTEXT_FOLDER, write.list, key);
    const context = write.context ?? false;
    const desk = write.desk;
    // The desk's row likewise: created first, pending until a record can no longer land
    // (firebase-desk-rows.ts).
    const [first, row] = await Promise.all([
      op.createIfAbsent(contextUrl, context),
      desk
        ? createPendingRow(
            rest,
            op,
            write.list,
            key,
            desk,
            write.now,
            Date.now() + 2 * options.timeoutMs,
          )
        : undefined,
    ]);
    const created = await op.createIfAbsent(url(write.list, key), write.record);
    if (created.created && !first.created)
      await op.call("PUT", contextUrl, { body: JSON.stringify(context) });
    if (created.created && desk)
      await settleRow(rest, op, write.list, key, desk, write.now, row === true);
    return created;
  }

  async function insertLead(write: LeadWrite): Promise<LeadWriteResult> {
    const op = operation("write");
    const fingerprint = write.fingerprintOf(write.record);
    if (write.clientKey === undefined) return insertUnderKey(op, write, fingerprint);
    const clientKeyUrl = url("_leads", "aliases", write.list, write.clientKey);
    const used = await op.read(clientKeyUrl);
    if (isAlias(used.value))
      return used.value.fingerprint === fingerprint
        ? { status: "duplicate", key: used.value.target }
        : { status: "conflict" };
    const result = await insertUnderKey(op, write, fingerprint);
    if (result.status === "conflict") return result;
    const remembered = await op.createIfAbsent(clientKeyUrl, {
      target: result.key,
      fingerprint,
      at: write.now,
    });
    // Another request with the same key and another lead got there first: that lead is the
    // key's (this one is stored all the same, under its own key, as a sign-up without a key).
    if (
      !remembered.created &&
      isAlias(remembered.value) &&
      remembered.value.fingerprint !== fingerprint
    )
      return { status: "conflict" };
    return result;
  }

  async function insertUnderKey(
    op: Operation,
    write: LeadWrite,
    fingerprint: string,
  ): Promise<LeadWriteResult> {
    const aliasUrl = url("_leads", "aliases", write.list, write.key);
    const sameLead = (value: unknown) =>
      isRecord(value) && write.fingerprintOf(value) === fingerprint;

    if (write.keyFromClient) {
      // A key the client chose may have been used before, directly or as an alias.
      const [held, alias] = await Promise.all([
        op.read(url(write.list, write.key)),
        op.read(aliasUrl),
      ]);
      if (held.value !== null)
        return sameLead(held.value)
          ? { status: "duplicate", key: write.key }
          : { status: "conflict" };
      if (isAlias(alias.value)) {
        return alias.value.fingerprint === fingerprint
          ? { status: "duplicate", key: alias.value.target }
          : { status: "conflict" };
      }
    }

    const claim = await claimFingerprint(op, write, fingerprint);
    // Queued before the lead is written: if this process dies in between, the worker finds
    // the entry, sees no lead, and drops it once the write can no longer land.
    await queueNotifications(op, write, claim.key);
    const created = await createRecord(op, write, claim.key);
    const rememberAlias = async (target: string) => {
      if (write.keyFromClient && target !== write.key) {
        await op.createIfAbsent(aliasUrl, { target, fingerprint, at: write.now });
      }
    };
    if (created.created) {
      // Under our own key, or under the key of a twin whose write had not landed yet.
      await rememberAlias(claim.key);
      return { status: "stored", key: claim.key };
    }
    if (sameLead(created.value)) {
      await rememberAlias(claim.key);
      return { status: "duplicate", key: claim.key };
    }
    if (claim.owned) return { status: "conflict" };
    // The claim points at another lead (a reused key won a race): this content gets its own key.
    if (
      claim.etag &&
      (await op.replaceIf(
        url("_leads", "fingerprints", write.list, fingerprint),
        { key: write.key, at: write.now },
        claim.etag,
      ))
    ) {
      await queueNotifications(op, write, write.key);
      const own = await createRecord(op, write, write.key);
      if (own.created) return { status: "stored", key: write.key };
      if (sameLead(own.value)) return { status: "duplicate", key: write.key };
    }
    return { status: "conflict" };
  }

  const asRecords = (value: unknown): Array<[string, StoredRecord]> =>
    isRecord(value)
      ? Object.entries(value as unknown as Record<string, StoredRecord>).sort(([a], [b]) =>
          a < b ? -1 : a > b ? 1 : 0,
        )
      : [];

  return {
    kind: "firebase",
    outbox: createFirebaseOutbox(rest),
    desk: createFirebaseDesk(rest),
    insertLead,
    async put(list, key, record, putOptions) {
      const op = operation("write");
      if (putOptions?.overwrite)
        await op.call("PUT", url(list, key), { body: JSON.stringify(record) });
      else await op.createIfAbsent(url(list, key), record);
      if (putOptions?.overwrite && putOptions.summary)
        await resummarizeFirebase(rest, op, list, key, putOptions.summary);
    },
    async get(list, key) {
      const { value } = await operation("read").read(url(list, key));
      return isRecord(value) ? value : undefined;
    },
    async list(list) {
      return asRecords((await operation("read").read(url(list))).value);
    },
    async getContext(list, key) {
      const op = operation("read");
      const [record, context] = await Promise.all([
        op.read(url(list, key)),
        op.read(url(CONTEXT_FOLDER, list, key)),
      ]);
      return isRecord(record.value) && isContext(context.value) ? context.value : undefined;
    },
    async listContexts(list) {
      const op = operation("read");
      // Keys of the list only (shallow), not its records: a context counts once its record is
      // there.
      const [keys, contexts] = await Promise.all([
        op.read(rest.url([list], "?shallow=true")),
        op.read(url(CONTEXT_FOLDER, list)),
      ]);
      const stored = isObject(keys.value) ? keys.value : {};
      return (isObject(contexts.value) ? Object.entries(contexts.value) : [])
        .filter(
          (entry): entry is [string, LeadContext] =>
            Object.hasOwn(stored, entry[0]) && isContext(entry[1]),
        )
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    },
    async findRecords(lists, matches) {
      const op = operation("read");
      const whole = await Promise.all(
        lists.map(async (list) => ({ list, records: asRecords((await op.read(url(list))).value) })),
      );
      return whole.flatMap(({ list, records }) =>
        records
          .filter(([, record]) => matches(record))
          .map(([key, record]) => ({ list, key, record })),
      );
    },
    updateContexts: (list, keys, change) => updateFirebaseContexts(rest, list, keys, change),
    eraseLeads: (targets, erasure) => eraseFirebaseLeads(rest, targets, erasure),
    erasures: createFirebaseErasureAnnouncements(rest),
    staff: createFirebaseStaff(rest),
    async health() {
      // A real write, read back and removed: credentials, rules, quota and reachability all
      // show here. And the worker's query, which needs the deployed index.
      const op = operation("health probe");
      const probe = { at: new Date().toISOString(), nonce: randomBytes(12).toString("base64url") };
      const target = url("_health", instance);
      try {
        await op.call("PUT", target, { body: JSON.stringify(probe) });
        let back;
        try {
          back = await op.read(target);
        } finally {
          await op.call("DELETE", target).catch(() => undefined);
        }
        if (!isRecord(back.value) || back.value.nonce !== probe.nonce)
          return { ok: false, reason: "the probe read back differently" };
        const missingIndex =
          (await outboxIndexProblem(rest)) ??
          (await erasureIndexProblem(rest)) ??
          (await staffIndexProblem(rest)) ??
          (await deskIndexProblem(rest));
        return missingIndex ? { ok: false, ...missingIndex } : { ok: true };
      } catch (error) {
        return { ok: false, reason: (error as Error).message };
      }
    },
    async close() {},
  };
}
