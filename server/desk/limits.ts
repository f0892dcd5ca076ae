// How often the desk's sign-in may be tried, counted in this process's memory by
// rate-limiter-flexible (entries leave memory when their window ends). Several server
// processes each count on their own; the store's own count of wrong codes per code
// (server/store/staff.ts missCode) holds across all of them.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Config } from "../config";

/** Wrong codes tried for one address before its code stops working. */
export const WRONG_CODES_PER_ADDRESS = 5;
const WRONG_CODES_WINDOW_SECONDS = 15 * 60;
/** Wrong codes or links from one client (every address together) per hour. */
export const WRONG_CODES_PER_CLIENT = 20;
/** Passkey sign-ins started by one client per minute (each keeps a challenge in the store for a while). */
export const PASSKEY_STARTS_PER_CLIENT = 20;

export interface Limit {
  /** Counts one attempt: allowed, or refused with the seconds to wait. */
  take(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Whether a key is already over its limit, without counting an attempt. */
  isOver(key: string): Promise<{ over: boolean; retryAfterSeconds: number }>;
  /** Starts a key's count afresh. */
  clear(key: string): Promise<void>;
}

/** `points` attempts per key in `seconds`; 0 points: no limit. */
export function createLimit(points: number, seconds: number): Limit {
  if (points <= 0) {
    return {
      take: () => Promise.resolve({ allowed: true, retryAfterSeconds: 0 }),
      isOver: () => Promise.resolve({ over: false, retryAfterSeconds: 0 }),
      clear: () => Promise.resolve(),
    };
  }
  const limiter = new RateLimiterMemory({ points, duration: seconds });
  const waitSeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (refused) {
        if (refused instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: waitSeconds(refused) };
        throw refused;
      }
    },
    async isOver(key) {
      const res = await limiter.get(key);
      return res && res.consumedPoints >= points ? { over: true, retryAfterSeconds: waitSeconds(res) } : { over: false, retryAfterSeconds: 0 };
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}

export interface DeskLimits {
  /** Codes asked for per client per minute (RATE_LIMIT_PER_MINUTE, like the site's forms). */
  codeRequestsPerClient: Limit;
  /** Codes mailed per address per hour. */
  codesPerAddress: Limit;
  wrongCodesPerAddress: Limit;
  wrongCodesPerClient: Limit;
  passkeyStartsPerClient: Limit;
}

export function createDeskLimits(config: Pick<Config, "RATE_LIMIT_PER_MINUTE" | "DESK_CODES_PER_ADDRESS_PER_HOUR">): DeskLimits {
  return {
    codeRequestsPerClient: createLimit(config.RATE_LIMIT_PER_MINUTE, 60),
    codesPerAddress: createLimit(config.DESK_CODES_PER_ADDRESS_PER_HOUR, 60 * 60),
    wrongCodesPerAddress: createLimit(WRONG_CODES_PER_ADDRESS, WRONG_CODES_WINDOW_SECONDS),
    wrongCodesPerClient: createLimit(WRONG_CODES_PER_CLIENT, 60 * 60),
    passkeyStartsPerClient: createLimit(PASSKEY_STARTS_PER_CLIENT, 60),
  };
}
