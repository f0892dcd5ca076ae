// A Firebase Realtime Database REST endpoint in memory: a JSON tree with the REST API's
// conditional requests (X-Firebase-ETag on reads, if-match on writes, 412 with the current
// ETag and value on a mismatch), a configurable delay on every answer, and switchable
// failures (rejected credentials, server errors, answers slower than the client's bound,
// dropped connections). A write is applied when its answer is due, so slow concurrent
// writes race the way they would on the real database.
import { createHash } from "node:crypto";
import { delay, http, HttpResponse } from "msw";

export const TEST_DATABASE_URL = "https://aptora-test-default-rtdb.firebaseio.com";

export type Mode = "ok" | "unauthorized" | "server-error" | "slow" | "drop";

export interface SeenRequest {
  method: string;
  url: string;
  path: string[];
  authorization: string | null;
  contentType: string | null;
  ifMatch: string | null;
  body: string;
  status?: number;
}

type Json = null | string | number | boolean | Json[] | { [key: string]: Json };

export const rtdb = {
  mode: "ok" as Mode,
  /** Delay of every answer (a slow database). */
  delayMs: 0,
  /** Delay of a "slow" answer: longer than the client's bound; the write still lands. */
  slowMs: 2500,
  root: {} as { [key: string]: Json },
  requests: [] as SeenRequest[],
  reset() {
    this.mode = "ok";
    this.delayMs = 0;
    this.root = {};
    this.requests.length = 0;
  },
  read(path: string[]): Json {
    let node: Json = this.root;
    for (const segment of path) {
      if (node === null || typeof node !== "object" || Array.isArray(node)) return null;
      node = node[segment] ?? null;
    }
    return node;
  },
  write(path: string[], value: Json) {
    let node = this.root;
    for (const segment of path.slice(0, -1)) {
      const next = node[segment];
      if (next === null || typeof next !== "object" || Array.isArray(next)) node[segment] = {};
      node = node[segment] as { [key: string]: Json };
    }
    const last = path[path.length - 1]!;
    if (value === null) delete node[last];
    else node[last] = value;
  },
  /** The records of one list, as the store's own code would read them. */
  list(name: string): Map<string, Record<string, string>> {
    const value = this.read([name]);
    return new Map(value && typeof value === "object" && !Array.isArray(value) ? (Object.entries(value) as Array<[string, Record<string, string>]>) : []);
  },
  writes(): SeenRequest[] {
    return this.requests.filter((r) => r.method === "PUT" || r.method === "DELETE");
  },
};

/** Same value, same tag (a content hash, as the real database's ETags behave). */
export const etagOf = (value: Json) => createHash("sha1").update(JSON.stringify(value)).digest("base64");

const pathOf = (url: URL) => url.pathname.replace(/\.json$/, "").split("/").filter(Boolean).map(decodeURIComponent);

export const firebaseRtdbHandlers = [
  http.all(`${TEST_DATABASE_URL}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const path = pathOf(url);
    const body = request.method === "PUT" ? await request.text() : "";
    const seen: SeenRequest = {
      method: request.method,
      url: request.url,
      path,
      authorization: request.headers.get("authorization"),
      contentType: request.headers.get("content-type"),
      ifMatch: request.headers.get("if-match"),
      body,
    };
    rtdb.requests.push(seen);
    if (rtdb.delayMs > 0) await delay(rtdb.delayMs);
    switch (rtdb.mode) {
      case "unauthorized":
        seen.status = 401;
        return HttpResponse.json({ error: "Permission denied" }, { status: 401 });
      case "server-error":
        seen.status = 500;
        return HttpResponse.json({ error: "Internal error" }, { status: 500 });
      case "drop":
        return HttpResponse.error();
    }
    const current = rtdb.read(path);
    const etag = etagOf(current);
    if ((request.method === "PUT" || request.method === "DELETE") && seen.ifMatch !== null && seen.ifMatch !== etag) {
      seen.status = 412;
      return HttpResponse.json(current, { status: 412, headers: { ETag: etag } });
    }
    if (request.method === "PUT") {
      const value = JSON.parse(body) as Json;
      rtdb.write(path, value);
      seen.status = 200;
      if (rtdb.mode === "slow") await delay(rtdb.slowMs);
      return HttpResponse.json(value, { headers: { ETag: etagOf(value) } });
    }
    if (request.method === "DELETE") {
      rtdb.write(path, null);
      seen.status = 200;
      return HttpResponse.json(null, { headers: { ETag: etagOf(null) } });
    }
    if (request.method === "GET") {
      seen.status = 200;
      return HttpResponse.json(current, { headers: request.headers.get("x-firebase-etag") === "true" ? { ETag: etag } : {} });
    }
    return HttpResponse.json({ error: "Method not allowed" }, { status: 405 });
  }),
];
