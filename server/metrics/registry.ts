// What the site counts for operators, in Prometheus's format (prom-client), one registry per
// site (a test process runs several sites; the library's global registry would mix them).
// Counters move where things happen; the gauges of the store (notifications waiting, how long
// the oldest has been due, erasures the CRM has not taken, whether the store takes writes) are
// read from the health check's last probe when scraped, so a scrape loop is never a loop of
// store reads (server/health.ts probes at most every HEALTH_PROBE_INTERVAL_MS).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { formIds, type FormId } from "#shared/forms";

/**
 * What the gauges read of the health check's report (server/health.ts, which these metrics do not
 * import: it is below them).
 */
interface HealthReport {
  ok: boolean;
  outbox?: { pending: number; dead: number; oldestDueSeconds: number | null };
  erasures?: { pending: number };
}

/**
 * Why a lead was not stored: its fields, a limit, the store, a trap for robots, a malformed post,
 * or a key used otherwise.
 */
export const LEAD_REFUSALS = [
  "invalid",
  "limited",
  "store_failure",
  "honeypot",
  "bad_request",
  "key_conflict",
] as const;
export type LeadRefusal = (typeof LEAD_REFUSALS)[number];

/** Kinds of address, for responses and their times (few values, so every series stays small). */
export const ROUTE_KINDS = [
  "page",
  "data",
  "api",
  "asset",
  "file",
  "desk",
  "health",
  "manifest",
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

export interface SiteMetrics {
  registry: Registry;
  leadStored(form: FormId, duplicate: boolean): void;
  leadRefused(form: FormId, reason: LeadRefusal): void;
  /** One delivery attempt of a lead notification, by channel and outcome; `dead`: given up on. */
  notification(channel: string, outcome: "sent" | "failed" | "skipped" | "dead"): void;
  pageCache(result: "hit" | "miss"): void;
  response(kind: RouteKind, status: number, seconds: number): void;
}

export interface MetricsSources {
  /**
   * The health check's report (server/health.ts: the last probe's, probed again at most every few
   * seconds).
   */
  health: () => Promise<HealthReport>;
  /**
   * Also the process's own figures (CPU, memory, event-loop delay, garbage collection): only where
   * metrics are served.
   */
  processMetrics: boolean;
}

export function createMetrics(sources: MetricsSources): SiteMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (sources.processMetrics) collectDefaultMetrics({ register: registry });

  const stored = new Counter({
    name: "leads_stored_total",
    help: "Leads stored, by form.",
    labelNames: ["form"],
    registers,
  });
  const duplicates = new Counter({
    name: "leads_duplicate_total",
    help: "Posts of a lead already stored (a double click, a retry), answered with the first one, by form.",
    labelNames: ["form"],
    registers,
  });
  const refused = new Counter({
    name: "leads_refused_total",
    help: "Lead posts not stored, by form and reason.",
    labelNames: ["form", "reason"],
    registers,
  });
  for (const form of formIds) {
    stored.labels(form).inc(0);
    duplicates.labels(form).inc(0);
    for (const reason of LEAD_REFUSALS) refused.labels(form, reason).inc(0);
  }
  const notifications = new Counter({
    name: "notification_attempts_total",
    help: "Lead notification attempts by channel and outcome (sent, failed, skipped: already sent; dead: given up on).",
    labelNames: ["channel", "outcome"],
    registers,
  });
  // The two counters every request moves are counted in plain numbers and handed to prom-client
  // when scraped: its `inc` hashes the labels each time, a cost on every cached page answered.
  const pageCacheCounts = { hit: 0, miss: 0 };
  new Counter({
    name: "page_cache_requests_total",
    help: "Page requests answered from the page cache (hit) or rendered (miss).",
    labelNames: ["result"],
    registers,
    collect() {
      this.reset();
      for (const [result, count] of Object.entries(pageCacheCounts)) this.inc({ result }, count);
    },
  });
  const responseCounts = new Map<number, { status: string; kind: RouteKind; count: number }>();
  new Counter({
    name: "http_responses_total",
    help: "Responses by status class and kind of address.",
    labelNames: ["status", "kind"],
    registers,
    collect() {
      this.reset();
      for (const { status, kind, count } of responseCounts.values())
        this.inc({ status, kind }, count);
    },
  });
  const durations = new Histogram({
    name: "http_response_seconds",
    help: "Time from a request's arrival to the end of its response, by kind of address.",
    labelNames: ["kind"],
    buckets: [0.001, 0.005, 0.025, 0.1, 0.25, 1, 5],
    registers,
  });

  /** A response's series, found by a number (no string made per response). */
  const responseSeries = (statusClass: number, kind: RouteKind) => {
    const key = statusClass * ROUTE_KINDS.length + ROUTE_KINDS.indexOf(kind);
    let counted = responseCounts.get(key);
    if (!counted)
      responseCounts.set(key, (counted = { status: `${statusClass}xx`, kind, count: 0 }));
    return counted;
  };
  const durationSeries = new Map<RouteKind, ReturnType<typeof durations.labels>>();

  // Every gauge asks the health check; it probes the store at most once per interval, and
  // once for all who ask while a probe runs.
  const report = () => sources.health().catch(() => undefined);
  const gauge = (
    name: string,
    help: string,
    read: (report: HealthReport) => number | null | undefined,
  ) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const value = read((await report()) ?? { ok: false });
        this.set(value ?? 0);
      },
    });
  gauge("store_up", "1 while the store takes a write (read back), 0 when not.", (r) =>
    r.ok ? 1 : 0,
  );
  gauge(
    "notifications_pending",
    "Lead notifications waiting to be delivered (retries in backoff included).",
    (r) => r.outbox?.pending,
  );
  gauge(
    "notifications_dead",
    "Lead notifications given up on, waiting for a person to retry them.",
    (r) => r.outbox?.dead,
  );
  gauge(
    "notifications_oldest_due_seconds",
    "How long the notification due longest has waited unattempted.",
    (r) => r.outbox?.oldestDueSeconds,
  );
  gauge(
    "erasures_pending",
    "lead.erased announcements the CRM has not yet taken.",
    (r) => r.erasures?.pending,
  );

  return {
    registry,
    leadStored: (form, duplicate) => (duplicate ? duplicates : stored).labels(form).inc(),
    leadRefused: (form, reason) => refused.labels(form, reason).inc(),
    notification: (channel, outcome) => notifications.labels(channel, outcome).inc(),
    pageCache: (result) => void pageCacheCounts[result]++,
    response(kind, status, seconds) {
      responseSeries(Math.floor(status / 100), kind).count++;
      let timed = durationSeries.get(kind);
      if (!timed) durationSeries.set(kind, (timed = durations.labels(kind)));
      timed.observe(seconds);
    },
  };
}
