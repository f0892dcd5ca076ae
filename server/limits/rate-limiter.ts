// Attempts per key in windows of a fixed length, for every rate the site limits, in this
// process's memory: rate-limiter-flexible's RateLimiterMemory (a key's window starts at its first
// attempt), behind an LRU of at most `maxKeys` keys that deletes the window of the key unused
// longest when a new key needs room. Why the LRU, and what a shared count would take: decision 0033.
import { LRUCache } from "lru-cache";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

// Who a client is, for every count per client; here for the callers that have always imported it
// from this module.
export { clientKey } from "./client-key";

export interface Verdict {
  allowed: boolean;
  /**
   * Whole seconds until the key's window ends and it may try again (at least 1); 0 when allowed.
   */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** False with a limit of 0: nothing is counted and everything is allowed. */
  readonly enabled: boolean;
  /** Counts one attempt of `key`; allowed while its window has attempts left. */
  hit(key: string): Promise<Verdict>;
  /** Whether `key` may make one more attempt now, without counting one. */
  peek(key: string): Promise<Verdict>;
  /** Starts `key`'s count afresh (a sign-in that succeeded, say). */
  clear(key: string): Promise<void>;
  /**
   * The windows the library holds now, never more than `maxKeys`; read from its dump, so for tests
   * and reports, not for every request.
   */
  readonly size: number;
}

export interface RateLimitOptions {
  /** Attempts per key and window; 0 turns the limit off. */
  points: number;
  /** A minute unless given. */
  windowSeconds?: number;
  /** Keys held at most (MAX_KEYS unless given). */
  maxKeys?: number;
}

/**
 * Far more keys than reach any limit in a real window. Each costs under a kilobyte (its
 * window, the window's timer, the LRU's entry): a full limiter measured 6 to 10 MB of heap,
 * the same after 10,000 keys as after 400,000.
 */
export const MAX_KEYS = 10_000;

const allowed: Verdict = { allowed: true, retryAfterSeconds: 0 };
const refused = (result: RateLimiterRes): Verdict => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
});

export function createRateLimiter({
  points,
  windowSeconds = 60,
  maxKeys = MAX_KEYS,
}: RateLimitOptions): RateLimiter {
  if (points <= 0) {
    return {
      enabled: false,
      hit: () => Promise.resolve(allowed),
      peek: () => Promise.resolve(allowed),
      clear: () => Promise.resolve(),
      size: 0,
    };
  }
  const windows = new RateLimiterMemory({ points, duration: windowSeconds, keyPrefix: "" });
  const recent = new LRUCache<string, true>({
    max: maxKeys,
    // The library deletes at once (its promise only reports it).
    dispose: (_value, key, reason) => {
      if (reason === "evict") void windows.delete(key);
    },
  });
  return {
    enabled: true,
    hit(key) {
      // Room is made before the library adds the key.
      recent.set(key, true);
      return windows.consume(key).then(
        () => allowed,
        (result: unknown) => {
          if (result instanceof RateLimiterRes) return refused(result);
          throw result;
        },
      );
    },
    async peek(key) {
      const window = await windows.get(key);
      // A window whose timer has not run yet, though its time is over, is over.
      return window && window.msBeforeNext > 0 && window.consumedPoints >= points
        ? refused(window)
        : allowed;
    },
    async clear(key) {
      recent.delete(key);
      await windows.delete(key);
    },
    get size() {
      return windows.dump().storage.length;
    },
  };
}
