// Compiled by Remix together with the app into build/index.js (remix.config.js `server`).
import * as build from "@remix-run/dev/server-build";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import type { Express } from "express";
import type { Server } from "node:http";
import { pathToFileURL } from "node:url";
import { ConfigError, listenError } from "./config";
import { parseConfig } from "./settings";
import { createApp } from "./http/app";
import { createLogger, type DestinationStream } from "./logging/logger";
import { serveMetrics } from "./metrics/listen";
import { SHUTDOWN_GRACE_MS } from "./notify/runtime";
import { createSiteServices, type SiteServices } from "./services";
import { privacyMailLine } from "./privacy/mail";
import { storeStartLine } from "./store";

/** The Remix build compiled with this file (app/); `startServer` serves it unless given another. */
export const serverBuild = build as unknown as ServerBuild;

export interface StartOptions {
  /** The Remix build to serve; the one compiled with this file unless given. */
  build?: ServerBuild;
  /** The folder of static files (public/build holds the browser bundle). */
  publicDir?: string;
  /** Renders every page in the background at start (with SITE_URL; the production server does). */
  prewarm?: boolean;
  /**
   * Where to listen instead of PORT and HOST (0: a free port). PORT still names the site in
   * links when SITE_URL is unset (docs/decisions/0010).
   */
  listen?: { port: number; host: string };
  /** A clock instead of the system's, for what pages date by (server/services.ts). */
  now?: () => Date;
  /** Where the site's log lines go instead of stdout (a test captures them). */
  logDestination?: DestinationStream;
}

export interface RunningSite {
  server: Server;
  /** The express chain behind the hit path (server/http/hit-path.ts): a test counts what reaches it. */
  app: Express;
  services: SiteServices;
  /** The port the server listens on (PORT=0 lets the system choose). */
  port: number;
  /** The port the metrics are served on (METRICS_PORT), when they are. */
  metricsPort?: number;
  /** What the notifications did at start, in one line ("notifications are off (...)"). */
  notifications: string;
  /** Settles when the background round of pages at start is over (at once without one). */
  pagesReady: Promise<void>;
  /**
   * What the server says about its store at start (server/store/index.ts): asked afresh each time.
   */
  storeStartLine(): Promise<{ ok: boolean; line: string }>;
  /**
   * Closes every connection at once, stops the notifications and the retention timer, and closes
   * the store.
   */
  close(): Promise<void>;
}

/**
 * Starts one site from the settings in `env` (validated: a bad value throws a ConfigError naming
 * it): its services made once (server/services.ts), its server listening on HOST:PORT, its
 * notifications and its retention timer started. A process may start as many as it likes; each
 * closes its own.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  options: StartOptions = {},
): Promise<RunningSite> {
  const services = createSiteServices(parseConfig(env), {
    now: options.now,
    logDestination: options.logDestination,
  });
  const app = createApp(services, options.build ?? serverBuild, options.publicDir ?? "public", {
    prewarm: options.prewarm,
  });
  const server = app.listen(
    options.listen?.port ?? services.config.PORT,
    options.listen?.host ?? services.config.HOST,
  );
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", (error) => reject(listenError(error, { port: "PORT", host: "HOST" })));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : services.config.PORT;
  const { METRICS_PORT, METRICS_HOST, METRICS_TOKEN } = services.config;
  const metricsServer =
    METRICS_PORT === undefined
      ? undefined
      : await serveMetrics(
          services.metrics,
          { port: METRICS_PORT, host: METRICS_HOST, token: METRICS_TOKEN },
          services.log,
        );
  const metricsAddress = metricsServer?.address();
  const notifications = services.notifier.start();
  services.privacy.retention.start();
  services.privacy.erasures.start();
  services.desk.escalation.start();
  return {
    server,
    app,
    services,
    port,
    ...(typeof metricsAddress === "object" && metricsAddress
      ? { metricsPort: metricsAddress.port }
      : {}),
    notifications,
    pagesReady: app.locals.pagesReady as Promise<void>,
    storeStartLine: () => storeStartLine(services.store),
    close: async () => {
      const servers = metricsServer ? [server, metricsServer] : [server];
      await Promise.all(
        servers.map(
          (open) =>
            new Promise<void>((resolve) => {
              open.closeAllConnections();
              open.close(() => resolve());
            }),
        ),
      );
      await services.close();
    },
  };
}

async function start() {
  // Pages are made in the background at start in production (with SITE_URL), not on every dev
  // rebuild.
  const site = await startServer(process.env, { prewarm: serverBuild.mode === "production" });
  const { server, services } = site;
  const log = services.log.child({ module: "server" });
  log.info(
    {
      port: site.port,
      store: services.store.kind,
      ...(site.metricsPort ? { metricsPort: site.metricsPort } : {}),
    },
    `listening on http://localhost:${site.port} (store: ${services.store.kind}; ${site.notifications})`,
  );
  void site.storeStartLine().then(({ ok, line }) => {
    if (ok) log.info(line);
    else log.error(line);
    // The log is written in batches (server/logging/logger.ts): the start lines go out now.
    services.log.flush();
  });
  log.info(privacyMailLine(services.config));
  services.log.flush();
  const started = Date.now();
  void site.pagesReady.then(() => {
    if (services.config.SITE_URL && serverBuild.mode === "production")
      log.info({ ms: Date.now() - started }, "every page made and compressed in the background");
  });
  // Under `remix dev` the dev server restarts this process on every rebuild and waits for this
  // signal.
  if (serverBuild.mode === "development") void broadcastDevReady(serverBuild);
  // Bounded shutdown: stop accepting at once, give requests and delivery attempts under way
  // a few seconds, then exit, whatever is still open (a stuck peer must not keep the process).
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 2000).unref();
    // Open inboxes' event streams never end by themselves: they are ended first.
    services.deskEvents.close();
    const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    void Promise.all([requestsDone, services.notifier.stop(SHUTDOWN_GRACE_MS)])
      .then(() => services.close())
      .finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/**
 * Starts the site from this process's settings: `node build/index.js`, and `npm start` through
 * server/start.js. A setting it cannot start with (a bad value, a port in use) is told on stderr in
 * plain words, one setting a line, never as a log line (docs/operations.md); anything else is
 * logged with its stack. Either way the process ends with exit code 1.
 */
export function runServer(): void {
  start().catch((error: unknown) => {
    if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
    // Before the site's own logger exists (its settings may be what is wrong): one with the
    // defaults.
    else createLogger("info").fatal({ err: error }, (error as Error).message);
    // Let the line reach stdout before the process ends.
    setTimeout(() => process.exit(1), 100);
  });
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) runServer();
