// Lead notifications of one site: which channels a form's leads go to (none when nothing is
// configured: then no outbox entry is ever written), and the worker that delivers them. Made with
// the site's other services (server/services.ts), started with its server, stopped with it.
import { randomBytes } from "node:crypto";
import type { FormId } from "#shared/forms";
import type { NotifyConfig } from "./settings";
import type { Logger } from "../logging/logger";
import type { SiteMetrics } from "../metrics/registry";
import type { OutboxChannel, StorePort } from "../store";
import { createLeadDeliverer, type LeadDeliverer } from "./deliver";
import { channelsFor, notificationSettings, overdueChannels } from "./settings";
import { isNotified } from "./types";
import { leaseFor, startOutboxWorker, waitingPlacesFor, type OutboxWorker } from "./worker";

/** At shutdown, attempts under way get this long (at most) to end by themselves. */
export const SHUTDOWN_GRACE_MS = 5000;

export interface Notifier {
  /** The channels a new lead of this form is announced on; none for newsletter sign-ups. */
  channels(form: FormId): OutboxChannel[];
  /** The channels that announce a lead nobody contacted in time (none: nothing to escalate to). */
  overdueChannels(): OutboxChannel[];
  /** Whether staff can be mailed about their leads (SMTP is set up). */
  mailsStaff(): boolean;
  /** Whether the escalation address is mailed (SMTP and LEADS_ESCALATE_TO are set up). */
  mailsEscalation(): boolean;
  /** Starts the worker when a channel is on; says in one line what it did. */
  start(): string;
  /** A lead was just stored: deliver now rather than at the next poll. */
  pollNow(): void;
  /**
   * Stops the worker: no new claims; attempts under way get up to `graceMs` to end by
   * themselves, then are stopped and their entries are due again at once.
   */
  stop(graceMs?: number): Promise<void>;
}

/** `store` is asked for only when the worker starts (the site opens its store on first use). */
export function createNotifier(
  /** LEAD_SLA_MINUTES is the desk's setting, named in the mail about a lead nobody contacted. */
  config: NotifyConfig & { LEAD_SLA_MINUTES: number },
  store: () => StorePort,
  observe: { log: Logger; metrics: Pick<SiteMetrics, "notification"> },
  /** The site's clock (a test's own): when entries are due, as the desk's timer queues them. */
  now?: () => number,
): Notifier {
  const settings = notificationSettings(config);
  let running: { worker: OutboxWorker; deliverer: LeadDeliverer } | undefined;
  return {
    channels: (form) => (isNotified(form) ? channelsFor(settings, form) : []),
    overdueChannels: () => (settings.enabled ? overdueChannels(settings) : []),
    mailsStaff: () => settings.enabled && settings.email !== undefined,
    mailsEscalation: () =>
      settings.enabled && settings.email !== undefined && settings.escalateTo.length > 0,
    start() {
      if (!settings.enabled) return "notifications are off (no SMTP_URL or LEADS_WEBHOOK_URL)";
      if (running) return "notifications are on";
      const deliverer = createLeadDeliverer(settings, {
        webhookTimeoutMs: config.NOTIFY_TIMEOUT_MS,
        smtpTimeoutMs: config.NOTIFY_TIMEOUT_MS,
        // The attempts under way, and as many again waiting for a server to confirm a message.
        smtpConnections: config.NOTIFY_CONCURRENCY + waitingPlacesFor(config.NOTIFY_CONCURRENCY),
        ...observe,
      });
      const worker = startOutboxWorker({
        store: store(),
        deliverer,
        owner: `${process.pid}-${randomBytes(4).toString("hex")}`,
        attemptMs: config.NOTIFY_TIMEOUT_MS,
        storeMs: config.STORE_TIMEOUT_MS,
        concurrency: config.NOTIFY_CONCURRENCY,
        pollMs: Math.min(5000, config.NOTIFY_RETRY_BASE_MS),
        retryBaseMs: config.NOTIFY_RETRY_BASE_MS,
        giveUpMs: config.NOTIFY_GIVE_UP_HOURS * 60 * 60 * 1000,
        orphanGraceMs:
          2 * config.STORE_TIMEOUT_MS + leaseFor(config.NOTIFY_TIMEOUT_MS, config.STORE_TIMEOUT_MS),
        slaMinutes: config.LEAD_SLA_MINUTES,
        ...(now ? { now } : {}),
        ...observe,
      });
      running = { worker, deliverer };
      return `notifications are on: ${deliverer.channels.join(", ")}`;
    },
    pollNow() {
      running?.worker.pollNow();
    },
    async stop(graceMs = 0) {
      const stopping = running;
      running = undefined;
      if (!stopping) return;
      await stopping.worker.stop(graceMs);
      stopping.deliverer.close();
    },
  };
}
