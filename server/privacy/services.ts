// The services of a site (server/services.ts makes them) that the privacy features use, declared
// here so that server/privacy never imports server/services.ts, which imports it.
import type { PrivacyConfig } from "./settings";
import type { RateLimiter } from "../limits/rate-limiter";
import type { Logger } from "../logging/logger";
import type { StorePort } from "../store";
import type { PrivacyWork } from "./work";

export interface PrivacyServices {
  config: PrivacyConfig;
  readonly store: StorePort;
  /** /my-data posts per client and minute; link mails per address and hour. */
  limiters: { myData: RateLimiter; myDataMails: RateLimiter };
  privacy: PrivacyWork;
  /** The site's logger. */
  log: Logger;
}
