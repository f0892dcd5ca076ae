// How many requests for what this site does not have (a "miss": see limit-misses.ts) each
// client may make: a bucket of `perMinute` misses per client address that refills evenly over
// a minute. In this process's memory, like the rate limits (rate-limit.ts), for at most
// `maxClients` addresses: a client whose bucket is whole again is the same as one never
// seen, so those are forgotten first, then the longest idle.
export interface MissBudget {
  /** False with a budget of 0 (no limit): nothing is counted. */
  readonly enabled: boolean;
  /** Whether `key` has no miss left to spend now. */
  isOver(key: string, now?: number): boolean;
  /** Counts one miss of `key`. */
  spend(key: string, now?: number): void;
  /** Whole seconds until `key` has a miss to spend again (at least 1). */
  retryAfterSeconds(key: string, now?: number): number;
  /** Clients stored now. */
  readonly size: number;
}

/** Far more addresses than miss at once in any real minute; about 100 bytes each. */
export const MAX_CLIENTS = 10_000;
const MINUTE_MS = 60_000;
/** A full sweep for whole buckets runs at most this often; between sweeps the longest idle client goes. */
const SWEEP_MS = 1_000;

interface Bucket {
  misses: number;
  at: number;
}

export function createMissBudget(perMinute: () => number, maxClients = MAX_CLIENTS): MissBudget {
  // Insertion order is last-use order: every use moves a client to the end.
  const buckets = new Map<string, Bucket>();
  let lastSweep = Number.NEGATIVE_INFINITY;

  /** Misses left to `key` at `now` (the bucket refilled for the time since it was last seen). */
  function left(key: string, now: number, size: number): number {
    const bucket = buckets.get(key);
    if (!bucket) return size;
    return Math.min(size, bucket.misses + ((now - bucket.at) * size) / MINUTE_MS);
  }

  function makeRoom(now: number, size: number) {
    if (now - lastSweep >= SWEEP_MS) {
      lastSweep = now;
      for (const key of buckets.keys()) if (left(key, now, size) >= size) buckets.delete(key);
    }
    while (buckets.size >= maxClients) buckets.delete(buckets.keys().next().value!);
  }

  return {
    get enabled() {
      return perMinute() > 0;
    },
    isOver(key, now = Date.now()) {
      const size = perMinute();
      return size > 0 && left(key, now, size) < 1;
    },
    spend(key, now = Date.now()) {
      const size = perMinute();
      if (size <= 0) return;
      const misses = Math.max(0, left(key, now, size) - 1);
      if (!buckets.delete(key) && buckets.size >= maxClients) makeRoom(now, size);
      buckets.set(key, { misses, at: now });
    },
    retryAfterSeconds(key, now = Date.now()) {
      const size = perMinute();
      const missing = Math.max(0, 1 - left(key, now, size));
      return Math.max(1, Math.ceil((missing * MINUTE_MS) / Math.max(size, 1) / 1000));
    },
    get size() {
      return buckets.size;
    },
  };
}
