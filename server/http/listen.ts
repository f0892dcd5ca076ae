// The site's HTTP server: Node's, with time bounds on receiving a request (HEADERS_TIMEOUT_MS,
// REQUEST_TIMEOUT_MS; past either, 408 and a close), a connection silent both ways for a minute
// closed, and at most CONNECTIONS_PER_CLIENT connections per client (its socket's address, by
// clientKey) and MAX_CONNECTIONS in all: one past either gets 429 or 503 and is closed before the
// HTTP parser sees it. Why: decision 0014.
import type { RequestListener } from "node:http";
import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";
import type { Config } from "../settings";
import { createClientGauge, type ClientGauge } from "../limits/client-counts";
import { clientKey } from "../limits/client-key";

export interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  connectionsPerClient: number;
  maxConnections: number;
}

export function limitsFromConfig(config: Config): ServerLimits {
  return {
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    connectionsPerClient: config.CONNECTIONS_PER_CLIENT,
    maxConnections: config.MAX_CONNECTIONS,
  };
}

const IDLE_TIMEOUT_MS = 60_000;

const REASONS = { 429: "Too Many Requests", 503: "Service Unavailable" } as const;

/** Responds to a connection that was not let in, reads what the client still sends, and closes. */
function refuseConnection(socket: Socket, status: 429 | 503, text: string) {
  const body = `${REASONS[status]}: ${text}\n`;
  socket.on("error", () => undefined);
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Retry-After: 1\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
  // Reading (and dropping) the client's request lets the response arrive before the close.
  socket.resume();
  setTimeout(() => socket.destroy(), 1000).unref();
}

export function createSiteServer(
  listener: RequestListener,
  limits: ServerLimits,
  perClient: ClientGauge = createClientGauge(limits.connectionsPerClient),
): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // How often Node checks the two bounds above (its default, 30 s, would let them run long).
      connectionsCheckingInterval: Math.max(
        25,
        Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)),
      ),
    },
    listener,
  );
  server.timeout = IDLE_TIMEOUT_MS;
  let open = 0;

  /** Why `socket` is not let in, or undefined when it is (then it is counted until it closes). */
  function admit(socket: Socket): [429 | 503, string] | undefined {
    if (limits.maxConnections > 0 && open >= limits.maxConnections)
      return [503, "the server has all the connections it can hold; try again in a moment."];
    const release =
      limits.connectionsPerClient > 0
        ? perClient.take(clientKey(socket.remoteAddress))
        : () => undefined;
    if (!release)
      return [
        429,
        `${limits.connectionsPerClient} connections from your address are open; use those, or try again in a moment.`,
      ];
    open++;
    socket.once("close", () => {
      open--;
      release();
    });
    return undefined;
  }

  // Node's HTTP server takes every connection in its own "connection" listener; a refused
  // one must never reach it, so the event is filtered where it is emitted.
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === "connection") {
      const refusal = admit(args[0] as Socket);
      if (refusal) {
        refuseConnection(args[0] as Socket, ...refusal);
        return true;
      }
    }
    return emit(event, ...args);
  }) as Server["emit"];
  return server;
}
