// What the privacy features keep while a site runs, made once per site with its other services
// (server/services.ts): the link key read or made on first use, the queue of access requests
// worked after the visitor has had the response, the retention purge's timer with what its last run
// did, and the worker that delivers `lead.erased` to the CRM. Nothing of it lives in a module
// variable, so two sites in one process (the tests) each have their own, and a site's close()
// stops its timer and worker and waits for its queue.
import type { PrivacyConfig } from "./settings";
import { createTaskQueue, type TaskQueue } from "../one-at-a-time";
import type { Logger } from "../logging/logger";
import { notificationSettings } from "../notify/settings";
import type { StorePort } from "../store";
import { createErasureAnnouncer, type ErasureAnnouncer } from "./erased-webhook";
import { privacySecret, verifyingSecrets } from "./secret";
import type { RateLimiter } from "../limits/rate-limiter";

/**
 * The first retention run comes a minute after start (not in the way of start itself), then one an
 * hour.
 */
const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60 * 1000;

export interface PurgeResult {
  erased: number;
  undated: number;
}

export interface RetentionStatus {
  erasedLast: number | null;
  lastRunAt: string | null;
}

export interface Retention {
  /** Purges now and records the run in `status()`. */
  run(now?: number): Promise<PurgeResult>;
  /** Runs the purge a minute from now and then every hour, until `stop()`. */
  start(): void;
  /** Stops the timer; settles once a run under way has ended. */
  stop(): Promise<void>;
  status(): RetentionStatus;
}

export interface PrivacyRuntime {
  /**
   * The key of /my-data links and of the request log's address hashes (server/privacy/secret.ts).
   */
  secret(): string;
  /**
   * The keys a link may have been made with: `secret()` first, then PRIVACY_SECRET_PREVIOUS while
   * it is set.
   */
  secrets(): readonly string[];
  /** Access requests, worked one at a time after the visitor has had the response. */
  accessRequests: TaskQueue;
  retention: Retention;
  /** Delivers the stored `lead.erased` announcements (started by the server, like retention). */
  erasures: ErasureAnnouncer;
}

export function createRetention(
  purge: (now: number) => Promise<PurgeResult>,
  log: Logger,
): Retention {
  const status: RetentionStatus = { erasedLast: null, lastRunAt: null };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = async (now = Date.now()) => {
    const result = await purge(now);
    status.erasedLast = result.erased;
    status.lastRunAt = new Date(now).toISOString();
    return result;
  };
  const tick = () => {
    running = run().catch((error: unknown) =>
      log.error({ err: error }, "the retention run failed"),
    );
    timer = setTimeout(tick, EVERY_MS).unref();
  };
  return {
    run,
    start() {
      timer ??= setTimeout(tick, FIRST_RUN_MS).unref();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
    status: () => ({ ...status }),
  };
}

/**
 * The privacy work of one site; `purge` is the retention purge with the site's services, `store`
 * the site's store, asked for only when the `lead.erased` worker starts.
 */
export function createPrivacyRuntime(
  config: PrivacyConfig,
  work: { purge: (now: number) => Promise<PurgeResult>; store: () => StorePort; log: Logger },
): PrivacyRuntime {
  let secret: string | undefined;
  return {
    secret: () => (secret ??= privacySecret(config)),
    secrets: () => verifyingSecrets((secret ??= privacySecret(config)), config),
    accessRequests: createTaskQueue(),
    retention: createRetention(work.purge, work.log),
    erasures: createErasureAnnouncer({
      store: work.store,
      webhook: notificationSettings(config).webhook,
      attemptMs: config.NOTIFY_TIMEOUT_MS,
      storeMs: config.STORE_TIMEOUT_MS,
      retryBaseMs: config.NOTIFY_RETRY_BASE_MS,
      pollMs: Math.min(5000, config.NOTIFY_RETRY_BASE_MS),
      log: work.log,
    }),
  };
}

/** What of the site's services (server/services.ts) the privacy features use. */
export interface SiteForPrivacy {
  config: PrivacyConfig;
  readonly store: StorePort;
  /** /my-data posts per client and minute; link mails per address and hour. */
  limiters: { myData: RateLimiter; myDataMails: RateLimiter };
  privacy: PrivacyRuntime;
  /** The site's logger. */
  log: Logger;
}
