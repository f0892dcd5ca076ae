// Requests exactly as a hostile client writes them: a path fetch() would normalise
// (`//host`, `/\host`), a Host header fetch() will not let us set, a chunked body.
import { request } from "node:http";
import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent with a Content-Length. */
  body?: string | Buffer;
  /** Sent one write each, with Transfer-Encoding: chunked and no Content-Length. */
  chunks?: Array<string | Buffer>;
  /** The local address to send from (any of 127.0.0.0/8 is a different client on loopback). */
  from?: string;
}

/** One request on its own connection to `siteUrl`, read in full (status, headers, body as UTF-8). */
export function rawRequest(siteUrl: string, options: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port: Number(port),
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers ?? {},
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (chunk: Buffer) => parts.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (options.chunks) {
      for (const chunk of options.chunks) req.write(chunk);
    } else if (options.body !== undefined) {
      req.setHeader("Content-Length", Buffer.byteLength(options.body));
      req.write(options.body);
    }
    req.end();
  });
}

/** A form body as a browser encodes it. */
export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * `requests` pipelined on one connection to `siteUrl` (written at once, answered in order),
 * resolved with each response's status. For bursts of many small requests: a client that
 * does no more than write them and count the status lines costs the test next to nothing
 * beside the server's own work. Responses must carry no body that could hold a status line
 * (HEAD requests, JSON problems).
 */
export function pipelinedStatuses(siteUrl: string, requests: RawRequest[]): Promise<number[]> {
  const { hostname, port } = new URL(siteUrl);
  const text = requests
    .map(({ method = "GET", path, headers = {}, body }) => {
      const lines = Object.entries({ host: `${hostname}:${port}`, ...headers }).map(
        ([name, value]) => `${name}: ${value}\r\n`,
      );
      if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}\r\n`);
      return `${method} ${path} HTTP/1.1\r\n${lines.join("")}\r\n${body?.toString() ?? ""}`;
    })
    .join("");
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const statuses: number[] = [];
    // A status line split between two chunks: the end of the last one is read again with the next.
    let tail = "";
    socket.on("data", (chunk: Buffer) => {
      const received = tail + chunk.toString("latin1");
      for (const match of received.matchAll(/HTTP\/1\.1 (\d{3}) /g))
        statuses.push(Number(match[1]));
      // Shorter than a whole status line, so never counted twice.
      tail = received.slice(-12);
      if (statuses.length >= requests.length) {
        socket.destroy();
        resolve(statuses);
      }
    });
    socket.on("error", reject);
    socket.on("close", () =>
      reject(
        new Error(`the connection closed after ${statuses.length} of ${requests.length} responses`),
      ),
    );
    socket.write(text);
  });
}
