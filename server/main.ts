// Compiled by Remix together with the app into build/index.js (remix.config.js `server`).
import * as build from "@remix-run/dev/server-build";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import { pathToFileURL } from "node:url";
import { getConfig, resetConfig } from "./config";
import { createApp } from "./http/app";
import { SHUTDOWN_GRACE_MS, startNotifications, stopNotifications } from "./notify/runtime";
import { privacyMailLine } from "./privacy/mail";
import { startRetention, stopRetention } from "./privacy/retention";
import { getStore, setStore, storeStartLine } from "./store";

export const serverBuild = build as unknown as ServerBuild;
export { createApp };

/** For tests that start several sites in one process: settings and store are read afresh. */
export async function resetServerState() {
  await stopNotifications();
  resetConfig();
  await setStore(undefined);
}

export { startNotifications, storeStartLine };

function start() {
  const config = getConfig();
  // Pages are made in the background at start in production (with SITE_URL), not on every dev rebuild.
  const app = createApp(serverBuild, "public", { prewarm: serverBuild.mode === "production" });
  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    console.info(`[server] listening on http://localhost:${port} (store: ${getStore().kind}; ${startNotifications()})`);
    void storeStartLine().then(({ ok, line }) => (ok ? console.info(line) : console.error(line)));
    console.info(privacyMailLine(config));
    startRetention();
    const started = Date.now();
    void (app.locals.pagesReady as Promise<void>).then(() => {
      if (config.SITE_URL && serverBuild.mode === "production")
        console.info(`[server] every page made and compressed in the background (${Date.now() - started} ms)`);
    });
    // Under `remix dev` the dev server restarts this process on every rebuild and waits for this signal.
    if (serverBuild.mode === "development") void broadcastDevReady(serverBuild);
  });
  // Bounded shutdown: stop accepting at once, give requests and delivery attempts under way
  // a few seconds, then exit, whatever is still open (a stuck peer must not keep the process).
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stopRetention();
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 2000).unref();
    const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    void Promise.all([requestsDone, stopNotifications(SHUTDOWN_GRACE_MS)])
      .then(() => getStore().close())
      .finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  try {
    start();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
