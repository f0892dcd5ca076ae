// How often the desk's sign-in may be asked for and tried from one client, counted in this
// process's memory by the site's one bounded limiter (server/limits/rate-limiter.ts). The wrong codes
// per address are counted in the store instead (sign-in-rules.ts), so they hold across every
// process and every new code.
import type { DeskConfig } from "../settings";
import { createRateLimiter, type RateLimiter } from "#server/limits/rate-limiter";

/** Wrong codes or links from one client (every address together) per hour. */
export const WRONG_CODES_PER_CLIENT = 20;
/**
 * Passkey sign-ins started by one client per minute (each keeps a challenge in the store for a
 * while).
 */
export const PASSKEY_STARTS_PER_CLIENT = 20;

export interface DeskLimits {
  /** Codes asked for per client per minute (RATE_LIMIT_PER_MINUTE, like the site's forms). */
  codeRequestsPerClient: RateLimiter;
  /** Codes mailed per address per hour. */
  codesPerAddress: RateLimiter;
  wrongCodesPerClient: RateLimiter;
  passkeyStartsPerClient: RateLimiter;
}

export function createDeskLimits(
  config: Pick<DeskConfig, "RATE_LIMIT_PER_MINUTE" | "DESK_CODES_PER_ADDRESS_PER_HOUR">,
): DeskLimits {
  return {
    codeRequestsPerClient: createRateLimiter({ points: config.RATE_LIMIT_PER_MINUTE }),
    codesPerAddress: createRateLimiter({
      points: config.DESK_CODES_PER_ADDRESS_PER_HOUR,
      windowSeconds: 60 * 60,
    }),
    wrongCodesPerClient: createRateLimiter({
      points: WRONG_CODES_PER_CLIENT,
      windowSeconds: 60 * 60,
    }),
    passkeyStartsPerClient: createRateLimiter({ points: PASSKEY_STARTS_PER_CLIENT }),
  };
}
