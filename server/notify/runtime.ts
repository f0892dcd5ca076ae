// Lead notifications in this process: which channels a form's leads go to (none when
// nothing is configured: then no outbox entry is ever written), and the worker that
// delivers them. Started with the server, stopped with it.
import { randomBytes } from "node:crypto";
import type { FormId } from "../../shared/forms";
import { getConfig } from "../config";
import { getStore, type OutboxChannel } from "../store";
import { createLeadDeliverer, type LeadDeliverer } from "./deliver";
import { channelsFor, notificationSettings, type NotificationSettings } from "./settings";
import { notifiedForms, type NotifiedForm } from "./types";
import { startOutboxWorker, type OutboxWorker } from "./worker";

let settings: NotificationSettings | undefined;
let running: { worker: OutboxWorker; deliverer: LeadDeliverer } | undefined;

const current = () => (settings ??= notificationSettings(getConfig()));

const isNotified = (form: FormId): form is NotifiedForm => (notifiedForms as readonly string[]).includes(form);

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
  const deliverer = createLeadDeliverer(active, { webhookTimeoutMs: config.NOTIFY_TIMEOUT_MS, smtpTimeoutMs: config.NOTIFY_TIMEOUT_MS });
  // Longer than an attempt can take (both channels at once, each bounded), so a live lease is never taken over.
  const leaseMs = 3 * config.NOTIFY_TIMEOUT_MS + 5000;
  const worker = startOutboxWorker({
    store: getStore(),
    deliverer,
    owner: `${process.pid}-${randomBytes(4).toString("hex")}`,
    leaseMs,
    pollMs: Math.min(5000, config.NOTIFY_RETRY_BASE_MS),
    retryBaseMs: config.NOTIFY_RETRY_BASE_MS,
    giveUpMs: config.NOTIFY_GIVE_UP_HOURS * 60 * 60 * 1000,
    orphanGraceMs: 2 * config.STORE_TIMEOUT_MS + leaseMs,
  });
  running = { worker, deliverer };
  return `notifications are on: ${deliverer.channels.join(", ")}`;
}

/** A lead was just stored: deliver now rather than at the next poll. */
export function kickNotifications() {
  running?.worker.kick();
}

export async function stopNotifications() {
  const stopping = running;
  running = undefined;
  settings = undefined;
  if (!stopping) return;
  await stopping.worker.stop();
  stopping.deliverer.close();
}
