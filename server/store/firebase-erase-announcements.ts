// The `lead.erased` announcements in the Realtime Database, under `_erased/<key>~erased`,
// written by the erasure's own multi-path update (firebase-erase.ts). The folder holds only
// what still waits for the CRM (an entry goes once delivered), so it is read whole, without
// an index. Every lease and settle is conditional on the ETag read just before, so two server
// instances never hold one entry at once.
import type { AnnouncementSettlement, ErasureAnnouncement, ErasureAnnouncementsPort } from "./erase-announcements";
import { ERASED_FOLDER } from "./firebase-folders";
import type { Operation, RestClient } from "./firebase-rest";
import { isObject } from "./firebase-rest";

const asAnnouncement = (value: unknown): ErasureAnnouncement | undefined =>
  isObject(value) && typeof value.id === "string" && typeof value.key === "string" && typeof value.nextAttemptAt === "number"
    ? (value as unknown as ErasureAnnouncement)
    : undefined;

export function createFirebaseErasureAnnouncements(rest: RestClient): ErasureAnnouncementsPort {
  const entryUrl = (id: string) => rest.url([ERASED_FOLDER, id]);

  async function all(what: string): Promise<ErasureAnnouncement[]> {
    const { value } = await rest.operation(what).read(rest.url([ERASED_FOLDER]));
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
      const due = (await all("announcement claim"))
        .filter((item) => item.nextAttemptAt <= now && (item.leaseUntil ?? 0) <= now)
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt)
        .slice(0, limit);
      const claimed = await Promise.all(
        due.map(async (candidate) => {
          const op = rest.operation("announcement claim");
          const current = await readEntry(op, candidate.id);
          if (!current) return undefined;
          const { item, etag } = current;
          if (item.nextAttemptAt > now || (item.leaseUntil ?? 0) > now) return undefined;
          const leased: ErasureAnnouncement = { ...item, attempts: item.attempts + 1, leaseOwner: owner, leaseUntil: now + leaseMs };
          return (await op.replaceIf(entryUrl(item.id), leased, etag)) ? leased : undefined;
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
      return op.replaceIf(entryUrl(item.id), { ...unleased, nextAttemptAt: settlement.nextAttemptAt, lastError: settlement.lastError }, current.etag);
    },

    async status() {
      const waiting = await all("announcement status");
      return { pending: waiting.length, ...(waiting[0] ? { oldestPendingAt: waiting[0].createdAt } : {}) };
    },

    list: () => all("announcement list"),
  };
}
