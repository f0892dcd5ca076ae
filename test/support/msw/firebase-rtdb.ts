// A Firebase Realtime Database REST endpoint in memory, as strict as the real service where
// the adapter depends on it:
// - conditional requests: ETags are opaque and sent only when asked (X-Firebase-ETag: true),
//   an empty location's ETag is `null_etag`, a write with a stale `if-match` responds 412 with
//   the current value (and its ETag when asked), and PATCH refuses `if-match`;
// - queries: orderBy/equalTo/startAt/endAt/limitToFirst/limitToLast and shallow, and an
//   orderBy on a child needs that child in the deployed rules' `.indexOn` (400 otherwise);
// - rules are deployed with PUT /.settings/rules.json; a fresh database has none;
// - keys with . $ # [ ] / or control characters are refused (400);
// - failures: whole modes (401, 400, 404, 500, 503, slower than the client's bound, dropped
//   connections) and single ones (`failNext`) aimed at one step of an operation, before or
//   after the write lands.
// A write is applied when its response is due, so slow concurrent writes race as they would.
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { delay, http, HttpResponse } from "msw";

export const TEST_DATABASE_URL = "https://aptora-test-default-rtdb.firebaseio.com";

export type Mode =
  | "ok"
  | "unauthorized"
  | "bad-request"
  | "not-found"
  | "server-error"
  | "unavailable"
  | "slow"
  | "drop";

export interface SeenRequest {
  method: string;
  url: string;
  path: string[];
  query: Record<string, string>;
  authorization: string | null;
  contentType: string | null;
  ifMatch: string | null;
  etagAsked: boolean;
  body: string;
  status?: number;
  /** How many entries a GET's answer held at its top level: the rows a query read. */
  returned?: number;
}

/** One failure aimed at the next request that matches; `landed` applies the write first (a response lost on the way back). */
export interface Failure {
  method?: string;
  /** The request's path starts with these segments. */
  path?: string[];
  status: 400 | 401 | 404 | 500 | 503;
  landed?: boolean;
  /** The error the response gives (default: a short one naming the status). */
  body?: string;
  /** How many matching requests fail (default 1). */
  times?: number;
}

type Json = null | string | number | boolean | Json[] | { [key: string]: Json };
type Tree = { [key: string]: Json };

const isTree = (value: Json | undefined): value is Tree =>
  value !== null && value !== undefined && typeof value === "object" && !Array.isArray(value);

/** A random part in every ETag, so a test (or the adapter) cannot compute one: they are opaque. */
const etagSalt = randomBytes(8).toString("hex");
const canonical = (value: Json): string =>
  isTree(value)
    ? `{${Object.keys(value)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${canonical(value[k]!)}`)
        .join(",")}}`
    : JSON.stringify(value);
const etagOf = (value: Json) =>
  value === null
    ? "null_etag"
    : createHash("sha256")
        .update(etagSalt + canonical(value))
        .digest("base64");

/** The real database's legal keys: no . $ # [ ] / and no control characters. */
const badKey = (key: string) => key.length === 0 || /[.$#[\]/\u0000-\u001f\u007f]/.test(key);
const badKeyIn = (value: Json): string | undefined => {
  if (!isTree(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (badKey(key)) return key;
    const inner = badKeyIn(child);
    if (inner !== undefined) return inner;
  }
  return undefined;
};

/** The rules file this project ships, as `npm run firebase -- deploy-rules` sends it. */
export const shippedRules = (): Json =>
  JSON.parse(
    readFileSync(new URL("../../../server/store/database.rules.json", import.meta.url), "utf8"),
  ) as Json;

export const rtdb = {
  mode: "ok" as Mode,
  /** Delay of every response (a slow database). */
  delayMs: 0,
  /** While set, every response waits for it: a database that answers when the test says so (see hold). */
  held: undefined as Promise<void> | undefined,
  releaseHeld: () => undefined as void,
  /**
   * Requests that arrive together (no gap of 50 ms) are served newest first: racing writers
   * then reach each location in the reverse order of the one before, so a race decided at
   * one step is decided differently at the next, as over a real network.
   */
  newestFirst: false,
  /** Delay of a "slow" response: longer than the client's bound; the write still lands. */
  slowMs: 2500,
  root: {} as Tree,
  /** The deployed rules (`{ rules: ... }`); undefined until deployed. Survives reset(): data and rules are apart. */
  rules: undefined as Json | undefined,
  requests: [] as SeenRequest[],
  failures: [] as Failure[],
  reset() {
    this.releaseHeld();
    this.mode = "ok";
    this.delayMs = 0;
    this.newestFirst = false;
    this.root = {};
    this.requests.length = 0;
    this.failures.length = 0;
  },
  /** The shipped rules, deployed directly (tests that are not about deploying them). */
  deployShippedRules() {
    this.rules = shippedRules();
  },
  /** Holds every response from now on until the function returned is called. */
  hold(): () => void {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    this.held = held;
    this.releaseHeld = () => {
      if (this.held === held) this.held = undefined;
      release();
    };
    return this.releaseHeld;
  },
  failNext(failure: Failure) {
    this.failures.push({ times: 1, ...failure });
  },
  read(path: string[]): Json {
    let node: Json = this.root;
    for (const segment of path) {
      if (!isTree(node)) return null;
      node = node[segment] ?? null;
    }
    return node;
  },
  write(path: string[], value: Json) {
    if (path.length === 0) {
      this.root = isTree(value) ? value : {};
      return;
    }
    const parents: Tree[] = [];
    let node = this.root;
    for (const segment of path.slice(0, -1)) {
      const next = node[segment];
      if (!isTree(next)) node[segment] = {};
      parents.push(node);
      node = node[segment] as Tree;
    }
    const last = path[path.length - 1]!;
    if (value === null || (isTree(value) && Object.keys(value).length === 0)) delete node[last];
    else node[last] = value;
    // As in the real database, a location left empty disappears.
    for (let i = parents.length - 1; i >= 0; i--) {
      const segment = path[i]!;
      if (isTree(parents[i]![segment]) && Object.keys(parents[i]![segment] as Tree).length === 0)
        delete parents[i]![segment];
    }
  },
  /** The records of one list, as the store's own code would read them. */
  list(name: string): Map<string, Record<string, string>> {
    const value = this.read([name]);
    return new Map(
      isTree(value) ? (Object.entries(value) as Array<[string, Record<string, string>]>) : [],
    );
  },
  writes(): SeenRequest[] {
    return this.requests.filter(
      (r) => r.method === "PUT" || r.method === "PATCH" || r.method === "DELETE",
    );
  },
};

/** The `.indexOn` the deployed rules give the location `path`, following `$wildcard` rules. */
function indexedOn(path: string[]): string[] {
  let node = isTree(rtdb.rules) ? (rtdb.rules.rules ?? null) : null;
  for (const segment of path) {
    if (!isTree(node)) return [];
    const wildcard = Object.keys(node).find((key) => key.startsWith("$"));
    node = node[segment] ?? (wildcard ? node[wildcard]! : null);
  }
  if (!isTree(node)) return [];
  const index = node[".indexOn"];
  return typeof index === "string"
    ? [index]
    : Array.isArray(index)
      ? index.filter((i): i is string => typeof i === "string")
      : [];
}

/** The real database's order: missing (null), false, true, numbers, strings, objects. */
const rank = (value: Json | undefined): number =>
  value === null || value === undefined
    ? 0
    : value === false
      ? 1
      : value === true
        ? 2
        : typeof value === "number"
          ? 3
          : typeof value === "string"
            ? 4
            : 5;
function compare(a: Json | undefined, b: Json | undefined): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  return 0;
}

const problem = (status: number, error: string) => HttpResponse.json({ error }, { status });

/** A GET with query parameters; a Response when the query is refused. */
function query(path: string[], params: Record<string, string>): Json | Response {
  const node = rtdb.read(path);
  if (params.shallow === "true") {
    if (
      ["orderBy", "equalTo", "startAt", "endAt", "limitToFirst", "limitToLast"].some(
        (p) => p in params,
      )
    ) {
      return problem(400, "Mixing shallow with other query parameters is not allowed");
    }
    return isTree(node) ? Object.fromEntries(Object.keys(node).map((key) => [key, true])) : node;
  }
  if (!("orderBy" in params)) {
    return ["equalTo", "startAt", "endAt", "limitToFirst", "limitToLast"].some((p) => p in params)
      ? problem(400, "orderBy must be defined when other query parameters are defined")
      : node;
  }
  let orderBy: unknown;
  const parsed: Record<string, Json> = {};
  try {
    orderBy = JSON.parse(params.orderBy);
    for (const name of ["equalTo", "startAt", "endAt"])
      if (name in params) parsed[name] = JSON.parse(params[name]!) as Json;
  } catch {
    return problem(400, "Invalid query parameter: values must be JSON");
  }
  if (typeof orderBy !== "string") return problem(400, "orderBy must be a string");
  const limit = (name: string) => (name in params ? Number(params[name]) : undefined);
  const first = limit("limitToFirst");
  const last = limit("limitToLast");
  if ([first, last].some((n) => n !== undefined && (!Number.isInteger(n) || n <= 0)))
    return problem(400, "limitToFirst and limitToLast must be positive integers");
  const byKey = orderBy === "$key";
  if (!byKey) {
    const child = orderBy === "$value" ? ".value" : orderBy;
    if (!indexedOn(path).includes(child)) {
      return problem(
        400,
        `Index not defined, add ".indexOn": "${child}", for path "/${path.join("/")}", to the rules`,
      );
    }
  }
  const valueOf = (key: string, child: Json): Json | undefined =>
    byKey ? key : orderBy === "$value" ? child : isTree(child) ? (child[orderBy] ?? null) : null;
  let entries = (isTree(node) ? Object.entries(node) : []).sort(
    ([ka, a], [kb, b]) =>
      compare(valueOf(ka, a), valueOf(kb, b)) || (ka < kb ? -1 : ka > kb ? 1 : 0),
  );
  const from = "equalTo" in parsed ? parsed.equalTo : parsed.startAt;
  const to = "equalTo" in parsed ? parsed.equalTo : parsed.endAt;
  if (from !== undefined) entries = entries.filter(([k, v]) => compare(valueOf(k, v), from) >= 0);
  if (to !== undefined) entries = entries.filter(([k, v]) => compare(valueOf(k, v), to) <= 0);
  if (first !== undefined) entries = entries.slice(0, first);
  if (last !== undefined) entries = entries.slice(-last);
  // The REST API returns a JSON object: the order is not preserved, only the selection.
  return Object.fromEntries(entries);
}

const pathOf = (url: URL) =>
  url.pathname
    .replace(/\.json$/, "")
    .split("/")
    .filter(Boolean)
    .map(decodeURIComponent);

function rulesHandler(request: Request, body: string, seen: SeenRequest): Response {
  if (!seen.authorization?.startsWith("Bearer ")) return problem(401, "Unauthorized request.");
  if (request.method === "GET")
    return HttpResponse.json(
      rtdb.rules ?? { rules: { ".read": "auth != null", ".write": "auth != null" } },
    );
  if (request.method !== "PUT") return problem(405, "Method not allowed");
  try {
    const rules = JSON.parse(body) as Json;
    if (!isTree(rules) || !isTree(rules.rules))
      return problem(400, 'Error parsing rules: no top-level "rules"');
    rtdb.rules = rules;
  } catch {
    return problem(400, "Error parsing rules: not JSON");
  }
  return HttpResponse.json({ status: "ok" });
}

const waitingTogether: Array<() => void> = [];
let quietTimer: ReturnType<typeof setTimeout> | undefined;
/** Resolves once no other request has arrived for 50 ms, after every request that arrived later. */
function servedNewestFirst(): Promise<void> {
  return new Promise((resolve) => {
    waitingTogether.push(resolve);
    clearTimeout(quietTimer);
    quietTimer = setTimeout(() => {
      // Each handler runs on to its write without waiting, so they land in this order.
      for (const release of waitingTogether.splice(0).reverse()) release();
    }, 50);
  });
}

export const firebaseRtdbHandlers = [
  http.all(`${TEST_DATABASE_URL}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const path = pathOf(url);
    const body = ["PUT", "PATCH", "POST"].includes(request.method) ? await request.text() : "";
    const seen: SeenRequest = {
      method: request.method,
      url: request.url,
      path,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.get("authorization"),
      contentType: request.headers.get("content-type"),
      ifMatch: request.headers.get("if-match"),
      etagAsked: request.headers.get("x-firebase-etag") === "true",
      body,
    };
    rtdb.requests.push(seen);
    if (rtdb.delayMs > 0) await delay(rtdb.delayMs);
    if (rtdb.held) await rtdb.held;
    if (rtdb.newestFirst) await servedNewestFirst();
    const respond = (response: Response) => {
      seen.status = response.status;
      return response;
    };
    if (path[0] === ".settings" && path[1] === "rules")
      return respond(rulesHandler(request, body, seen));

    const failure = rtdb.failures.find(
      (f) =>
        (f.times ?? 1) > 0 &&
        (!f.method || f.method === request.method) &&
        (!f.path || f.path.every((s, i) => path[i] === s)),
    );
    if (failure) failure.times = (failure.times ?? 1) - 1;
    const mode = failure ? "failure" : rtdb.mode;
    switch (mode) {
      case "unauthorized":
        return respond(problem(401, "Unauthorized request."));
      case "bad-request":
        return respond(problem(400, "Invalid data; couldn't parse JSON object, array, or value."));
      case "not-found":
        return respond(
          problem(
            404,
            "Firebase error. Please ensure that you spelled the name of your Firebase correctly",
          ),
        );
      case "server-error":
        return respond(problem(500, "Internal server error."));
      case "unavailable":
        return respond(problem(503, "Service Unavailable: the request was not attempted."));
      case "drop":
        return HttpResponse.error();
    }
    if (failure && !failure.landed)
      return respond(problem(failure.status, failure.body ?? `Injected failure ${failure.status}`));

    if (!seen.authorization?.startsWith("Bearer "))
      return respond(problem(401, "Permission denied"));
    const badSegment = path.find(badKey);
    if (badSegment !== undefined)
      return respond(problem(400, `Invalid path: Invalid token in path "${badSegment}"`));
    if (!["GET", "PUT", "PATCH", "DELETE"].includes(request.method))
      return respond(problem(405, "Method not allowed"));
    if (request.method === "PATCH" && seen.ifMatch !== null)
      return respond(problem(400, "if-match is not supported with PATCH requests"));

    let value: Json = null;
    if (request.method === "PUT" || request.method === "PATCH") {
      try {
        value = JSON.parse(body) as Json;
      } catch {
        return respond(problem(400, "Invalid data; couldn't parse JSON object, array, or value."));
      }
      // A PATCH names deeper locations with "/" in its top-level keys; each part must be a legal key.
      const key =
        request.method === "PATCH" && isTree(value)
          ? Object.entries(value).flatMap(([k, v]) => [
              ...k.split("/").filter((s) => badKey(s)),
              ...[badKeyIn(v)].filter((b) => b !== undefined),
            ])[0]
          : badKeyIn(value);
      if (key !== undefined)
        return respond(problem(400, `Invalid data; couldn't parse key beginning at "${key}"`));
      if (request.method === "PATCH" && !isTree(value))
        return respond(problem(400, "Invalid data; PATCH needs an object"));
    }

    const current = rtdb.read(path);
    const etagHeader = (v: Json): Record<string, string> =>
      seen.etagAsked ? { ETag: etagOf(v) } : {};
    if (
      (request.method === "PUT" || request.method === "DELETE") &&
      seen.ifMatch !== null &&
      seen.ifMatch !== etagOf(current)
    ) {
      return respond(HttpResponse.json(current, { status: 412, headers: etagHeader(current) }));
    }
    if (request.method === "GET") {
      const selected = query(path, seen.query);
      if (selected instanceof Response) return respond(selected);
      seen.returned = isTree(selected) ? Object.keys(selected).length : selected === null ? 0 : 1;
      return respond(HttpResponse.json(selected, { headers: etagHeader(current) }));
    }
    if (request.method === "PUT") rtdb.write(path, value);
    if (request.method === "DELETE") rtdb.write(path, null);
    if (request.method === "PATCH") {
      // Several children, or deeper paths ("a/b"), in one atomic update.
      for (const [child, childValue] of Object.entries(value as Tree))
        rtdb.write([...path, ...child.split("/").filter(Boolean)], childValue);
    }
    if (failure)
      return respond(
        problem(
          failure.status,
          failure.body ?? `Injected failure ${failure.status} after the write landed`,
        ),
      );
    if (rtdb.mode === "slow") await delay(rtdb.slowMs);
    const written = request.method === "DELETE" ? null : value;
    return respond(HttpResponse.json(written, { headers: etagHeader(rtdb.read(path)) }));
  }),
];
