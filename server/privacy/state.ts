// What the privacy features keep per site (docs/decisions/0021: nothing in module variables):
// their rate limits, the queue of access requests worked after answering, and the retention
// run's last result and timer. Made with the site's other parts (server/parts.ts).
import type { Config } from "../config";
import { createRateLimiter, type RateLimiter } from "../http/rate-limit";
import type { StorePort } from "../store";

/** Links mailed to one address per hour, whoever asks: nobody can flood an inbox through the form. */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;

export interface RetentionStatus {
  erasedLast: number | null;
  lastRunAt: string | null;
}

export interface PrivacyState {
  /** Asks per client and minute: RATE_LIMIT_PER_MINUTE, counted apart from lead forms. */
  clientLimiter: RateLimiter;
  addressLimiter: RateLimiter;
  /** The access requests, worked one after another once their page is answered. */
  queue: Promise<void>;
  retention: RetentionStatus;
  retentionTimer?: NodeJS.Timeout;
}

/** The parts of a site the privacy features use (ServerParts has them). */
export interface PrivacySite {
  config: Config;
  readonly store: StorePort;
  privacy: PrivacyState;
}

export function createPrivacyState(config: Config): PrivacyState {
  return {
    clientLimiter: createRateLimiter(() => config.RATE_LIMIT_PER_MINUTE),
    addressLimiter: createRateLimiter(() => MAILS_PER_ADDRESS_PER_HOUR, 60 * 60 * 1000),
    queue: Promise.resolve(),
    retention: { erasedLast: null, lastRunAt: null },
  };
}
