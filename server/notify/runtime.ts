// Lead notifications in this process: which channels a form's leads go to (none when
// nothing is configured: then no outbox entry is ever written), and the worker that
// delivers them. Started with the server, stopped with it.
import { randomBytes } from "node:crypto";
import type { FormId } from "../../shared/forms";
import { getConfig } from "../config";
import { getStore, type OutboxChannel } from "../store";
import { createLeadDeliverer, type LeadDeliverer } from "./deliver";
import { channelsFor, notificationSettings, type NotificationSettings } from "./settings";
import { isNotified } from "./types";
import { leaseFor, startOutboxWorker, type OutboxWorker } from "./worker";

/** At shutdown, attempts under way get this long (at most) to end by themselves. */
export const SHUTDOWN_GRACE_MS = 5000;

let settings: NotificationSettings | undefined;
let running: { worker: OutboxWorker; deliverer: LeadDeliverer } | undefined;

const current = () => (settings ??= notificationSettings(getConfig()));

/** The channels a new lead of this form is announced on; none for newsletter sign-ups. */
export function notificationChannels(form: FormId): OutboxChannel[] {
  return isNotified(form) ? channelsFor(current(), form) : [];
}

/** Starts the worker when a channel is on; says in one line what it did. */
export function startNotifications(): string {
  const config = getConfig();
  const active = current();
  if (!active.enabled) return "notifications are off (no SMTP_URL or LEADS_WEBHOOK_URL)";
  if (running) return "notifications are on";
  const deliverer = createLeadDeliverer(active, {
    webhookTimeoutMs: config.NOTIFY_TIMEOUT_MS,
    smtpTimeoutMs: config.NOTIFY_TIMEOUT_MS,
    smtpConnections: config.NOTIFY_CONCURRENCY,
  });
  const worker = startOutboxWorker({
    store: getStore(),
    deliverer,
    owner: `${process.pid}-${randomBytes(4).toString("hex")}`,
    attemptMs: config.NOTIFY_TIMEOUT_MS,
    storeMs: config.STORE_TIMEOUT_MS,
    concurrency: config.NOTIFY_CONCURRENCY,
    pollMs: Math.min(5000, config.NOTIFY_RETRY_BASE_MS),
    retryBaseMs: config.NOTIFY_RETRY_BASE_MS,
    giveUpMs: config.NOTIFY_GIVE_UP_HOURS * 60 * 60 * 1000,
    orphanGraceMs: 2 * config.STORE_TIMEOUT_MS + leaseFor(config.NOTIFY_TIMEOUT_MS, config.STORE_TIMEOUT_MS),
  });
  running = { worker, deliverer };
  return `notifications are on: ${deliverer.channels.join(", ")}`;
}

/** A lead was just stored: deliver now rather than at the next poll. */
export function kickNotifications() {
  running?.worker.kick();
}

/**
 * Stops the worker: no new claims; attempts under way get up to `graceMs` to end by
 * themselves, then are stopped and their entries are due again at once.
 */
export async function stopNotifications(graceMs = 0) {
  const stopping = running;
  running = undefined;
  settings = undefined;
  if (!stopping) return;
  await stopping.worker.stop(graceMs);
  stopping.deliverer.close();
}
