// What /healthz tells a load balancer and a monitor: whether the store takes a real write
// (read back), and what waits in the outbox and for the CRM. Anyone may ask, as often as they
// like, so asking never reaches the store by itself: the response is the last probe's, and a
// new probe starts only once that one is HEALTH_PROBE_INTERVAL_MS old, one at a time however
// many ask meanwhile (they wait for it together). A failing store shows within the interval
// plus the probe's own bound. Each change of verdict is logged with the store's reason, for
// operators; `npm run firebase -- check` runs a probe at once and prints it.
import type { NotifyConfig } from "./notify/settings";
import type { Logger } from "./logging/logger";
import { notifiedForms } from "./notify/types";
import type { Notifier } from "./notify/runtime";
import { singleFlight } from "./one-at-a-time";
import type { StorePort } from "./store";

export interface OutboxHealth {
  pending: number;
  dead: number;
  /** Since the oldest pending notification was stored (retries in backoff included). */
  oldestPendingSeconds: number | null;
  /**
   * How long the notification that has been due longest has waited without anyone attempting
   * it (not in a retry's backoff, not leased): null when none is waiting, or the store cannot tell.
   */
  oldestDueSeconds: number | null;
  /**
   * True once that wait is longer than NOTIFY_OVERDUE_MS: the workers are stalled or far behind.
   */
  overdue: boolean;
}

export interface ErasureBacklog {
  /** `lead.erased` announcements stored with their erasure and not yet taken by the CRM. */
  pending: number;
  /** Since the oldest of them was stored; null when none waits. */
  oldestPendingSeconds: number | null;
}

export interface HealthReport {
  ok: boolean;
  /** The store's kind, or "unconfigured" when it cannot be opened. */
  kind: string;
  /** The index the store's queries need and lack (Firebase rules not deployed). */
  missingIndex?: string;
  /** When notifications are on: what waits in the outbox, and for how long the oldest has. */
  outbox?: OutboxHealth;
  /**
   * While a CRM webhook is set, or something waits: the erased leads the CRM has not yet been told
   * of.
   */
  erasures?: ErasureBacklog;
}

export interface HealthCheck {
  /** The last probe's report, or a new probe's once that one is older than the interval. */
  report(): Promise<HealthReport>;
}

interface HealthSources {
  config: Pick<
    NotifyConfig,
    "HEALTH_PROBE_INTERVAL_MS" | "NOTIFY_OVERDUE_MS" | "LEADS_WEBHOOK_URL"
  >;
  /** The site's store; it throws when the store cannot be opened. */
  store: () => StorePort;
  notifier: Pick<Notifier, "channels">;
  log: Logger;
}

export function createHealthCheck(sources: HealthSources, now = () => Date.now()): HealthCheck {
  const probes = singleFlight<"probe", HealthReport>();
  let last: { report: HealthReport; endedAt: number } | undefined;
  return {
    report() {
      if (last && now() - last.endedAt < sources.config.HEALTH_PROBE_INTERVAL_MS)
        return Promise.resolve(last.report);
      return probes.run("probe", async () => {
        const { report, reason } = await probe(sources, now);
        if (!report.ok && (last?.report.ok ?? true))
          sources.log.error(
            { store: report.kind, reason: report.missingIndex ?? reason ?? "no reason given" },
            "the store failed its probe",
          );
        if (report.ok && last && !last.report.ok)
          sources.log.info({ store: report.kind }, "the store passes its probe again");
        last = { report, endedAt: now() };
        return report;
      });
    },
  };
}

const secondsSince = (at: number | undefined, now: number) =>
  at === undefined ? null : Math.max(0, Math.round((now - at) / 1000));

async function probe(
  sources: HealthSources,
  clock: () => number,
): Promise<{ report: HealthReport; reason?: string }> {
  let store: StorePort;
  try {
    store = sources.store();
  } catch (error) {
    return { report: { ok: false, kind: "unconfigured" }, reason: (error as Error).message };
  }
  const { ok, reason, missingIndex } = await store.health();
  if (missingIndex) return { report: { ok, kind: store.kind, missingIndex } };
  if (!ok) return { report: { ok, kind: store.kind }, reason };
  const [outbox, erasures] = await Promise.all([
    outboxHealth(sources, store, clock),
    erasureBacklog(sources, store, clock),
  ]);
  return {
    report: {
      ok,
      kind: store.kind,
      ...(outbox ? { outbox } : {}),
      ...(erasures ? { erasures } : {}),
    },
  };
}

/** Shown while a form has a notification channel; undefined when the store cannot tell. */
async function outboxHealth(
  { config, notifier }: HealthSources,
  store: StorePort,
  clock: () => number,
): Promise<OutboxHealth | undefined> {
  if (!notifiedForms.some((form) => notifier.channels(form).length > 0)) return undefined;
  const status = await store.outbox.status().catch(() => undefined);
  if (!status) return undefined;
  const now = clock();
  return {
    pending: status.pending,
    dead: status.dead,
    oldestPendingSeconds: secondsSince(status.oldestPendingAt, now),
    oldestDueSeconds:
      status.oldestDueAt !== undefined && status.oldestDueAt <= now
        ? secondsSince(status.oldestDueAt, now)
        : null,
    overdue:
      status.oldestDueAt !== undefined && now - status.oldestDueAt > config.NOTIFY_OVERDUE_MS,
  };
}

/**
 * What waits to tell the CRM of erased leads: shown while a CRM webhook is configured, and
 * whenever something waits (an announcement stored while the webhook was set, which it still
 * needs). Undefined when there is nothing to show or the store cannot tell.
 */
async function erasureBacklog(
  { config }: HealthSources,
  store: StorePort,
  clock: () => number,
): Promise<ErasureBacklog | undefined> {
  const status = await store.erasures.status().catch(() => undefined);
  if (!status || (status.pending === 0 && !config.LEADS_WEBHOOK_URL)) return undefined;
  return {
    pending: status.pending,
    oldestPendingSeconds: secondsSince(status.oldestPendingAt, clock()),
  };
}
