// A Firebase Realtime Database REST endpoint in memory, with switchable failures:
// rejected credentials, server errors, answers slower than the client's bound (the
// write still lands, as a late delivery would) and dropped connections.
import { delay, http, HttpResponse } from "msw";

export const TEST_DATABASE_URL = "https://aptora-test-default-rtdb.firebaseio.com";

export type Mode = "ok" | "unauthorized" | "server-error" | "slow" | "drop";

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | null;
  contentType: string | null;
  body: string;
}

export const rtdb = {
  mode: "ok" as Mode,
  slowMs: 1500,
  data: new Map<string, Map<string, unknown>>(),
  requests: [] as SeenRequest[],
  reset() {
    this.mode = "ok";
    this.data.clear();
    this.requests.length = 0;
  },
  list(name: string): Map<string, unknown> {
    return this.data.get(name) ?? new Map();
  },
};

function pathOf(url: URL): { list: string; key?: string } {
  const segments = url.pathname.replace(/\.json$/, "").split("/").filter(Boolean).map(decodeURIComponent);
  return { list: segments[0] ?? "", key: segments[1] };
}

export const firebaseRtdbHandlers = [
  http.all(`${TEST_DATABASE_URL}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === "PUT" ? await request.text() : "";
    rtdb.requests.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get("authorization"),
      contentType: request.headers.get("content-type"),
      body,
    });
    switch (rtdb.mode) {
      case "unauthorized":
        return HttpResponse.json({ error: "Permission denied" }, { status: 401 });
      case "server-error":
        return HttpResponse.json({ error: "Internal error" }, { status: 500 });
      case "drop":
        return HttpResponse.error();
    }
    const { list, key } = pathOf(url);
    if (request.method === "PUT" && key) {
      const entries = rtdb.data.get(list) ?? new Map<string, unknown>();
      entries.set(key, JSON.parse(body));
      rtdb.data.set(list, entries);
      if (rtdb.mode === "slow") await delay(rtdb.slowMs);
      return HttpResponse.json(JSON.parse(body));
    }
    if (request.method === "GET") {
      if (list === "_health") return HttpResponse.json(null);
      const entries = rtdb.data.get(list);
      if (!entries) return HttpResponse.json(null);
      return HttpResponse.json(key ? (entries.get(key) ?? null) : Object.fromEntries(entries));
    }
    return HttpResponse.json({ error: "Method not allowed" }, { status: 405 });
  }),
];
