// The services of one site, made once from its settings when it starts and handed to whatever
// needs them: the express app as an argument, Remix's loaders and actions through the load
// context (`context.services`, server/http/remix.ts). No module keeps a site's settings, store,
// limits or workers in a variable of its own, so one process can run several sites side by
// side (the tests do) and each one closes what it opened (docs/decisions/0021).
import type { Config } from "./settings";
import { createHealthCheck, type HealthCheck } from "./health";
import { assignArrival } from "./desk/owners/assignment";
import { createDeskEvents, type DeskEvents } from "./desk/events";
import { createDeskRuntime, type DeskRuntime } from "./desk/sign-in/runtime";
import { createRateLimiter, type RateLimiter } from "./limits/rate-limiter";
import { createLeadsInFlight, type LeadsInFlight } from "./leads/in-flight";
import { createLogger, type DestinationStream, type Logger } from "./logging/logger";
import { createMetrics, type SiteMetrics } from "./metrics/registry";
import { createPostLimiters, type PostLimiters } from "./leads/post-limits";
import { createNotifier, type Notifier } from "./notify/runtime";
import { MAIL_WINDOW_MS, MAILS_PER_ADDRESS_PER_HOUR } from "./privacy/access";
import { purgeExpired } from "./privacy/retention";
import { createPrivacyRuntime, type PrivacyRuntime } from "./privacy/runtime";
import { openStore, type StorePort } from "./store";

export interface SiteServices {
  /** The settings, validated (server/config.ts). */
  config: Config;
  /** The time now: what pages date by (the next batch, the year); a test may set its own clock. */
  now: () => Date;
  /**
   * The site's logger (LOG_LEVEL); a request's own lines go to its child logger, which carries the
   * request id.
   */
  log: Logger;
  /** What the site counts for operators (Prometheus format, served on METRICS_PORT). */
  metrics: SiteMetrics;
  /**
   * The store the settings name, opened on first use: building the services does no I/O, and a
   * store that cannot be opened (a bad service account) shows at /healthz rather than stopping the
   * site.
   */
  readonly store: StorePort;
  /**
   * Windows per key (limits/rate-limiter.ts): lead form posts per person and per client address,
   * certificate lookups and /my-data posts per client, a minute each; /my-data link mails per
   * email address and hour.
   */
  limiters: {
    forms: PostLimiters;
    certificates: RateLimiter;
    myData: RateLimiter;
    myDataMails: RateLimiter;
  };
  /** Lead notifications (email, webhook) and their worker; started by the server, not here. */
  notifier: Notifier;
  /** Posts writing under a client's key right now (a double click waits for the first). */
  leadsInFlight: LeadsInFlight;
  /**
   * What /healthz says: the last store probe's report, probed again at most every
   * HEALTH_PROBE_INTERVAL_MS.
   */
  health: HealthCheck;
  /**
   * The /my-data link key, the access requests worked after responding, the retention timer and the
   * lead.erased worker (started by the server).
   */
  privacy: PrivacyRuntime;
  /**
   * New and changed leads, told to the open inboxes of this process (one poll of the store for
   * all).
   */
  deskEvents: DeskEvents;
  /**
   * The staff desk's cookies, sign-in limits and the queue of sign-in mails (server/desk/sign-in/runtime.ts).
   */
  desk: DeskRuntime;
  /**
   * A lead was just stored (server/leads/service.ts announces it): the desk gives it its person and
   * owner, and this process's open inboxes look at once. Never throws.
   */
  leadStored(lead: { list: string; key: string }): Promise<void>;
  /**
   * Stops the retention timer and the notifications (attempts under way get up to `graceMs`),
   * lets the queued access requests finish, then closes the store if it was opened.
   */
  close(graceMs?: number): Promise<void>;
}

/**
 * How often open inboxes' process asks the store for new leads: a lead reaches them within about
 * this (plus a page refresh).
 */
const DESK_POLL_MS = 1000;

/** How long a visitor's post waits for its lead's owner to be given (decision 0043). */
const ASSIGN_WAIT_MS = 2000;

export interface PartsOptions {
  /** A store to use instead of the one the settings name (a test's stand-in). */
  store?: StorePort;
  /** A clock to use instead of the system's (a test's, to date pages across a batch change). */
  now?: () => Date;
  /** Where log lines go instead of stdout (a test captures them). */
  logDestination?: DestinationStream;
  /** A command-line tool logs to stderr (2): its stdout is its output. */
  logFd?: 1 | 2;
}

export function createSiteServices(config: Config, options: PartsOptions = {}): SiteServices {
  let store = options.store;
  const log = createLogger(config.LOG_LEVEL, options.logDestination, options.logFd);
  const storeOf = () => (store ??= openStore(config, log));
  const metrics = createMetrics({
    health: () => services.health.report(),
    processMetrics: config.METRICS_PORT !== undefined,
  });
  const notifier = createNotifier(
    config,
    storeOf,
    { log: log.child({ module: "notify" }), metrics },
    options.now ? () => options.now!().getTime() : undefined,
  );
  const services: SiteServices = {
    config,
    now: options.now ?? (() => new Date()),
    log,
    metrics,
    get store() {
      return storeOf();
    },
    limiters: {
      forms: createPostLimiters(config),
      certificates: createRateLimiter({ points: config.CERTIFICATE_LOOKUPS_PER_MINUTE }),
      myData: createRateLimiter({ points: config.RATE_LIMIT_PER_MINUTE }),
      myDataMails: createRateLimiter({
        points: MAILS_PER_ADDRESS_PER_HOUR,
        windowSeconds: MAIL_WINDOW_MS / 1000,
      }),
    },
    notifier,
    leadsInFlight: createLeadsInFlight(),
    health: createHealthCheck({
      config,
      store: storeOf,
      notifier,
      log: log.child({ module: "health" }),
    }),
    // The purge is handed the services themselves: it runs on the timer, after they are made.
    privacy: createPrivacyRuntime(config, {
      purge: (now) => purgeExpired(services, now),
      store: storeOf,
      log: log.child({ module: "privacy" }),
    }),
    deskEvents: createDeskEvents(storeOf, {
      pollMs: DESK_POLL_MS,
      // Longer than a write may take to land, and than a Firebase row may stay pending (twice the
      // bound).
      lookBackMs: 2 * config.STORE_TIMEOUT_MS + 10_000,
      onError: (error) =>
        log.error({ module: "desk", reason: error.message }, "the poll for new leads failed"),
    }),
    desk: createDeskRuntime(config, {
      store: storeOf,
      siteKeys: () => services.privacy.secrets(),
      notifier,
      now: () => services.now().getTime(),
      log: log.child({ module: "desk" }),
    }),
    async leadStored(lead) {
      const assigning = assignArrival(
        {
          store: storeOf(),
          mailsStaff: notifier.mailsStaff(),
          mailsEscalation: notifier.mailsEscalation(),
        },
        lead,
        services.now().getTime(),
      ).then(
        (choice) => {
          if (choice && notifier.mailsStaff()) notifier.pollNow();
          services.deskEvents.pollNow();
        },
        (error: unknown) => {
          // The lead is stored; the minute's look for leads left without an owner assigns it.
          log.error(
            { module: "desk", key: lead.key, reason: (error as Error).message },
            "a new lead could not be assigned",
          );
          services.deskEvents.pollNow();
        },
      );
      // The visitor waits for it a short while at most: a slow store delays the owner, not them.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        assigning,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, ASSIGN_WAIT_MS).unref();
        }),
      ]);
      clearTimeout(timer);
    },
    async close(graceMs = 0) {
      services.deskEvents.close();
      await Promise.all([
        services.privacy.retention.stop(),
        services.privacy.erasures.stop(),
        services.desk.escalation.stop(),
        notifier.stop(graceMs),
      ]);
      await Promise.all([services.privacy.accessRequests.settled(), services.desk.mail.settled()]);
      const opened = store;
      store = undefined;
      await opened?.close();
    },
  };
  return services;
}
