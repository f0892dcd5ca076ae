// Remembers, for a short while, which key each recently stored lead went under, by a
// hash of its content. A visitor who goes back and sends the same form again (a new
// page render, so a new key) then lands on the same record instead of a second one.
import { createHash } from "node:crypto";

const WINDOW_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 10_000;

export interface RecentLeads {
  keyFor(fingerprint: string, now?: number): string | undefined;
  remember(fingerprint: string, key: string, now?: number): void;
}

export function fingerprint(list: string, record: Record<string, string>): string {
  const { date: _date, ...content } = record;
  const hash = createHash("sha256").update(list);
  for (const name of Object.keys(content).sort()) hash.update(`\u0000${name}\u0000${content[name]}`);
  return hash.digest("base64url");
}

export function createRecentLeads(windowMs = WINDOW_MS): RecentLeads {
  const entries = new Map<string, { key: string; at: number }>();
  return {
    keyFor(print, now = Date.now()) {
      const entry = entries.get(print);
      if (!entry) return undefined;
      if (now - entry.at > windowMs) {
        entries.delete(print);
        return undefined;
      }
      return entry.key;
    },
    remember(print, key, now = Date.now()) {
      entries.delete(print);
      entries.set(print, { key, at: now });
      // Map keeps insertion order: the first entries are the oldest.
      for (const [oldest, entry] of entries) {
        if (entries.size <= MAX_ENTRIES && now - entry.at <= windowMs) break;
        entries.delete(oldest);
      }
    },
  };
}
