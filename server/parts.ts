// The parts of one site, made once from its settings when it starts and handed to whatever
// needs them: the express app as an argument, Remix's loaders and actions through the load
// context (`context.parts`, server/http/remix.ts). No module keeps a site's settings, store,
// limits or workers in a variable of its own, so one process can run several sites side by
// side (the tests do) and each one closes what it opened (docs/decisions/0021).
import type { Config } from "./config";
import { createRateLimiter, type RateLimiter } from "./http/rate-limit";
import { createLeadsInFlight, type LeadsInFlight } from "./leads/in-flight";
import { createNotifier, type Notifier } from "./notify/runtime";
import { createPrivacyState, type PrivacyState } from "./privacy/state";
import { openStore, type StorePort } from "./store";

export interface ServerParts {
  /** The settings, validated (server/config.ts). */
  config: Config;
  /**
   * The store the settings name, opened on first use: building the parts does no I/O, and a
   * store that cannot be opened (a bad service account) shows at /healthz rather than stopping the site.
   */
  readonly store: StorePort;
  /** Fixed one-minute windows per client: form posts, certificate lookups. */
  limiters: { forms: RateLimiter; certificates: RateLimiter };
  /** Lead notifications (email, webhook) and their worker; started by the server, not here. */
  notifier: Notifier;
  /** Posts writing under a client's key right now (a double click waits for the first). */
  leadsInFlight: LeadsInFlight;
  /** /my-data's rate limits and request queue, and the retention run (server/privacy). */
  privacy: PrivacyState;
  /** Stops the notifications (attempts under way get up to `graceMs`), then closes the store if it was opened. */
  close(graceMs?: number): Promise<void>;
}

export interface PartsOptions {
  /** A store to use instead of the one the settings name (a test's stand-in). */
  store?: StorePort;
}

export function createServerParts(config: Config, options: PartsOptions = {}): ServerParts {
  let store = options.store;
  const storeOf = () => (store ??= openStore(config));
  const notifier = createNotifier(config, storeOf);
  return {
    config,
    get store() {
      return storeOf();
    },
    limiters: {
      forms: createRateLimiter(() => config.RATE_LIMIT_PER_MINUTE),
      certificates: createRateLimiter(() => config.CERTIFICATE_LOOKUPS_PER_MINUTE),
    },
    notifier,
    leadsInFlight: createLeadsInFlight(),
    privacy: createPrivacyState(config),
    async close(graceMs = 0) {
      clearTimeout(this.privacy.retentionTimer);
      await notifier.stop(graceMs);
      const opened = store;
      store = undefined;
      await opened?.close();
    },
  };
}
