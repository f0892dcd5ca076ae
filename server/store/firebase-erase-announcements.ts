// The `lead.erased` announcements in the Realtime Database, under `_erased/<key>~erased`,
// written by the erasure's own multi-path update (firebase-erase.ts). The folder holds only
// what still waits for the CRM (an entry goes once delivered), but a retention run during a
// long outage can fill it: claims query it by `due` (the next attempt, or the end of a live
// lease, indexed in database.rules.json) and the count is shallow, as the outbox does. Every
// lease and settle is conditional on the ETag read just before, so two server instances never
// hold one entry at once.
import type {
  AnnouncementSettlement,
  ErasureAnnouncement,
  ErasureAnnouncementsPort,
} from "./erase-announcements";
import { ERASED_FOLDER } from "./firebase-folders";
import type { Operation, RestClient } from "./firebase-rest";
import { isObject, queryString } from "./firebase-rest";

/** An entry as stored: the announcement and the time it may next be claimed. */
export const storedAnnouncement = (item: ErasureAnnouncement) => ({
  ...item,
  due: Math.max(item.nextAttemptAt, item.leaseUntil ?? 0),
});

const asAnnouncement = (value: unknown): ErasureAnnouncement | undefined => {
  if (
    !isObject(value) ||
    typeof value.id !== "string" ||
    typeof value.key !== "string" ||
    typeof value.nextAttemptAt !== "number"
  )
    return undefined;
  const { due: _due, ...item } = value;
  return item as unknown as ErasureAnnouncement;
};

export function createFirebaseErasureAnnouncements(rest: RestClient): ErasureAnnouncementsPort {
  const entryUrl = (id: string) => rest.url([ERASED_FOLDER, id]);

  async function select(what: string, query = ""): Promise<ErasureAnnouncement[]> {
    const { value } = await rest.operation(what).read(rest.url([ERASED_FOLDER], query));
    return (isObject(value) ? Object.values(value) : [])
      .map(asAnnouncement)
      .filter((item): item is ErasureAnnouncement => item !== undefined)
      .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  }

  async function readEntry(op: Operation, id: string) {
    const { value, etag } = await op.read(entryUrl(id), { etag: true });
    const item = asAnnouncement(value);
    return item && etag ? { item, etag } : undefined;
  }

  return {
    async claimDue(owner, now, leaseMs, limit) {
      const due = (
        await select(
          "announcement claim",
          queryString({ orderBy: "due", endAt: now, limitToFirst: limit }),
        )
      ).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt);
      const claimed = await Promise.all(
        due.map(async (candidate) => {
          const op = rest.operation("announcement claim");
          const current = await readEntry(op, candidate.id);
          if (!current) return undefined;
          const { item, etag } = current;
          if (item.nextAttemptAt > now || (item.leaseUntil ?? 0) > now) return undefined;
          const leased: ErasureAnnouncement = {
            ...item,
            attempts: item.attempts + 1,
            leaseOwner: owner,
            leaseUntil: now + leaseMs,
          };
          return (await op.replaceIf(entryUrl(item.id), storedAnnouncement(leased), etag))
            ? leased
            : undefined;
        }),
      );
      return claimed.filter((item): item is ErasureAnnouncement => item !== undefined);
    },

    async settle(item, owner, settlement: AnnouncementSettlement) {
      const op = rest.operation("announcement settle");
      const current = await readEntry(op, item.id);
      if (!current || current.item.leaseOwner !== owner) return false;
      if (settlement.delivered) return op.deleteIf(entryUrl(item.id), current.etag);
      const { leaseOwner: _owner, leaseUntil: _until, ...unleased } = current.item;
      return op.replaceIf(
        entryUrl(item.id),
        storedAnnouncement({
          ...unleased,
          nextAttemptAt: settlement.nextAttemptAt,
          lastError: settlement.lastError,
        }),
        current.etag,
      );
    },

    async status() {
      const op = rest.operation("announcement status");
      const [keys, oldest] = await Promise.all([
        op.read(rest.url([ERASED_FOLDER], "?shallow=true")),
        select("announcement status", queryString({ orderBy: "createdAt", limitToFirst: 1 })),
      ]);
      const pending = isObject(keys.value) ? Object.keys(keys.value).length : 0;
      return {
        pending,
        ...(pending > 0 && oldest[0] ? { oldestPendingAt: oldest[0].createdAt } : {}),
      };
    },

    list: () => select("announcement list"),
  };
}
