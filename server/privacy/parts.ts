// The parts of a site (server/parts.ts makes them) that the privacy features use, declared
// here so that server/privacy never imports server/parts.ts, which imports it.
import type { Config } from "../config";
import type { RateLimiter } from "../http/rate-limit";
import type { Logger } from "../logging/logger";
import type { StorePort } from "../store";
import type { PrivacyWork } from "./work";

export interface PrivacyParts {
  config: Config;
  readonly store: StorePort;
  /** /my-data posts per client and minute; link mails per address and hour. */
  limiters: { myData: RateLimiter; myDataMails: RateLimiter };
  privacy: PrivacyWork;
  /** The site's logger. */
  log: Logger;
}
