// Requests exactly as a hostile client writes them: a path fetch() would normalise
// (`//host`, `/\host`), a Host header fetch() will not let us set, a chunked body.
import { request } from "node:http";

export interface RawAnswer {
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
}

/** One request on its own connection to `siteUrl`, read in full (status, headers, body as UTF-8). */
export function rawRequest(siteUrl: string, options: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: hostname, port: Number(port), method: options.method ?? "GET", path: options.path, headers: options.headers ?? {}, agent: false },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (chunk: Buffer) => parts.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString("utf8") }));
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
