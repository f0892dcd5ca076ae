// The metrics are served on a port of their own (METRICS_PORT), on loopback unless
// METRICS_HOST says otherwise, never by the public site: a scraper inside the network reaches
// them, a visitor cannot, and scraping takes nothing from the site's own limits. With
// METRICS_TOKEN set, a scrape must also send it as a bearer token (for a METRICS_HOST that
// other machines reach).
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import { listenError } from "../config";
import type { Logger } from "../logging/logger";
import type { SiteMetrics } from "./registry";

export interface MetricsListen {
  port: number;
  host: string;
  token?: string;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether an Authorization header carries `token` (compared in constant time). */
export function bearerHolds(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/** Starts the metrics server; resolves once it listens. */
export async function serveMetrics(
  metrics: SiteMetrics,
  listen: MetricsListen,
  log: Logger,
): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    res.setHeader("Cache-Control", "no-store");
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res
        .writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
        .end("Not Found: the metrics are at /metrics.\n");
      return;
    }
    if (listen.token !== undefined && !bearerHolds(req.headers.authorization, listen.token)) {
      res
        .writeHead(401, {
          "Content-Type": "text/plain; charset=utf-8",
          "WWW-Authenticate": 'Bearer realm="metrics"',
        })
        .end("Unauthorized: send the metrics token.\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) =>
        res
          .writeHead(200, { "Content-Type": metrics.registry.contentType })
          .end(req.method === "HEAD" ? undefined : text),
      (error: unknown) => {
        log.error({ err: error }, "could not collect the metrics");
        res
          .writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
          .end("The metrics could not be collected.\n");
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) =>
      reject(listenError(error, { port: "METRICS_PORT", host: "METRICS_HOST" }));
    server.once("error", failed);
    server.listen(listen.port, listen.host, () => {
      server.off("error", failed);
      resolve();
    });
  });
  return server;
}
