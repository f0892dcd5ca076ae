// Delivers one lead notification on every channel that is on for its form. The caller
// (the outbox worker) retries the whole notification while this throws; a channel that
// already took the lead is not sent again by this process, and the webhook sends the
// lead's key as its id on every attempt, so receivers can drop what they saw. Every
// attempt on a channel ends by its deadline, however the peer behaves. An email whose
// message the server has whole gets the longer wait a mail server may take to confirm it:
// giving up sooner and sending again is how a slow server delivers one message many times.
import { singleFlight } from "../one-at-a-time";
import { AttemptStopped, withDeadline, type AttemptDeadline } from "./deadline";
import { composeLeadEmail } from "./email";
import {
  createSmtpTransport,
  EmailError,
  SMTP_REPLY_TIMEOUT_MS,
  SMTP_TIMEOUT_MS,
  sendLeadEmail,
  type MailSender,
} from "./smtp";
import type { Logger } from "../logging/logger";
import type { SiteMetrics } from "../metrics/registry";
import { logDelivery } from "./log";
import {
  channelsFor,
  overdueChannels,
  type Channel,
  type EmailSettings,
  type NotificationSettings,
} from "./settings";
import { notificationId, type LeadNotification } from "./types";
import { postWebhook, WEBHOOK_TIMEOUT_MS, WebhookError } from "./webhook";

export interface LeadDelivererDeps {
  /** Mail transport; by default one made from SMTP_URL by createSmtpTransport. */
  transport?: MailSender & { close?: () => void };
  /** fetch for the webhook; the global one by default. */
  fetch?: typeof fetch;
  /** Clock of attempts (webhook-timestamp). */
  now?: () => Date;
  /** Deadline of one webhook attempt (10 s by default). */
  webhookTimeoutMs?: number;
  /** Deadline of one email attempt until its message is handed over (10 s by default). */
  smtpTimeoutMs?: number;
  /** Then, the longest wait for the server to confirm the message (10 minutes by default). */
  smtpReplyTimeoutMs?: number;
  /**
   * SMTP connections left open for reuse, at most (1 by default): the email channel's parallelism.
   */
  smtpConnections?: number;
  /** Where each attempt is logged (one line per attempt and channel). */
  log: Logger;
  /** Counts each attempt by channel and outcome. */
  metrics?: Pick<SiteMetrics, "notification">;
  /** How many leads' progress this process remembers between attempts (default 1000). */
  remember?: number;
}

export interface ChannelFailure {
  channel: Channel;
  /** Safe reason: status, timeout, network or SMTP code. */
  reason: string;
  /** True when retrying cannot help (the mail server refused the message for good). */
  permanent: boolean;
}

/** Some channel did not take the lead; its message lists channels and safe reasons only. */
export class DeliveryError extends Error {
  override name = "DeliveryError";
  constructor(
    readonly key: string,
    readonly failures: ChannelFailure[],
  ) {
    super(
      `lead ${key} not delivered: ${failures.map((f) => `${f.channel}: ${f.reason}`).join("; ")}`,
    );
  }

  /** Every failed channel failed for good. */
  get permanent(): boolean {
    return this.failures.every((f) => f.permanent);
  }
}

export interface LeadDeliverer {
  /** The channels that are on for at least one form. */
  channels: Channel[];
  /**
   * Sends on every channel on for the lead's form (or only `only`); throws a DeliveryError if any
   * failed.
   */
  deliver(n: LeadNotification, options?: DeliverOptions): Promise<void>;
  /** Closes the mail transport it made. */
  close(): void;
}

export interface DeliverOptions {
  only?: Channel;
  /**
   * A deadline shorter than the channel's own (the time the caller's lease leaves); never longer.
   */
  deadlineMs?: number;
  /** Ends the attempt at once (the server is shutting down). */
  stop?: AbortSignal;
  /**
   * Called before an email's message is handed over (its final dot), with the longest wait for
   * the server's reply that will follow: the caller makes sure nobody else attempts the same
   * notification meanwhile (its lease), and resolves to how long the wait may really last.
   * When it rejects, the message is not handed over and the attempt fails.
   */
  beforeHandover?: (replyMs: number) => Promise<number>;
}

interface Progress {
  attempts: number;
  delivered: Set<Channel>;
}

/**
 * The channels a notification goes out on: a staff notice by email alone (when mail is set up),
 * an escalation on the overdue channels, a lead's arrival on its form's.
 */
function channelsOf(n: LeadNotification, settings: NotificationSettings): Channel[] {
  if (n.staff) return settings.email !== undefined ? ["email"] : [];
  return n.overdue ? overdueChannels(settings) : channelsFor(settings, n.form);
}

/** Who its email goes to: the member told, the escalation address, or the form's recipients. */
function recipientsOf(
  n: LeadNotification,
  settings: NotificationSettings,
  email: EmailSettings,
): string[] {
  if (n.staff?.to) return [n.staff.to];
  if (n.overdue || n.staff) return settings.escalateTo;
  return email.recipients[n.form];
}

export function createLeadDeliverer(
  settings: NotificationSettings,
  deps: LeadDelivererDeps,
): LeadDeliverer {
  const record = (n: LeadNotification, attempt: Parameters<typeof logDelivery>[2]) => {
    logDelivery(deps.log, n, attempt);
    deps.metrics?.notification(attempt.channel, attempt.outcome);
  };
  const now = deps.now ?? (() => new Date());
  const capacity = deps.remember ?? 1000;
  const email = settings.email;
  const webhook = settings.webhook;
  const channels: Channel[] = [];
  if (email !== undefined && Object.values(email.recipients).some((to) => to.length > 0))
    channels.push("email");
  if (webhook !== undefined) channels.push("webhook");

  const replyTimeoutMs = deps.smtpReplyTimeoutMs ?? SMTP_REPLY_TIMEOUT_MS;
  let transport = deps.transport;
  const ownTransport = transport === undefined;
  const mailer = (): MailSender => {
    if (email === undefined) throw new EmailError("smtp not configured", true);
    transport ??= createSmtpTransport(email.smtpUrl, {
      timeoutMs: deps.smtpTimeoutMs,
      replyTimeoutMs,
      connections: deps.smtpConnections,
    });
    return transport;
  };

  const deadlines: Record<Channel, number> = {
    email: deps.smtpTimeoutMs ?? SMTP_TIMEOUT_MS,
    webhook: deps.webhookTimeoutMs ?? WEBHOOK_TIMEOUT_MS,
  };
  /** The safe reason an attempt that was stopped fails with. */
  const stoppedError = (channel: Channel, reason: AttemptStopped["reason"], ms: number) =>
    channel === "email"
      ? new EmailError(
          reason === "deadline"
            ? `smtp timed out after ${ms} ms`
            : "smtp attempt stopped by shutdown",
        )
      : new WebhookError(
          reason === "deadline"
            ? `webhook timed out after ${ms} ms`
            : "webhook attempt stopped by shutdown",
          "timeout",
        );

  /** Where an email attempt stands: its message handed over, or held back (and why). */
  interface Handover {
    replyMs?: number;
    refused?: string;
  }

  /**
   * The step before an email's final dot: asks the caller to cover the wait for the reply, then
   * moves the attempt's deadline to the end of that wait. The hard deadline keeps running
   * meanwhile: if it passes first, the message is not handed over.
   */
  const beforeFinalDot =
    (deadline: AttemptDeadline, options: DeliverOptions, handover: Handover) => async () => {
      let replyMs: number;
      try {
        replyMs = Math.min(
          replyTimeoutMs,
          options.beforeHandover ? await options.beforeHandover(replyTimeoutMs) : replyTimeoutMs,
        );
      } catch (error) {
        handover.refused = error instanceof Error ? error.message : "refused";
        throw error;
      }
      if (replyMs <= 0) {
        handover.refused = "no time left to wait for the reply";
        throw new Error(handover.refused);
      }
      // False when the hard deadline passed meanwhile: the attempt is over, without the dot.
      if (!deadline.moveTo(replyMs)) throw new AttemptStopped("deadline");
      handover.replyMs = replyMs;
    };

  const send: Record<
    Channel,
    (
      n: LeadNotification,
      deadline: AttemptDeadline,
      options: DeliverOptions,
      handover: Handover,
    ) => Promise<unknown>
  > = {
    email: (n, deadline, options, handover) => {
      if (email === undefined) throw new EmailError("smtp not configured", true);
      const message = composeLeadEmail(n, {
        from: email.from,
        to: recipientsOf(n, settings, email),
        timeZone: settings.timeZone,
        siteName: settings.siteName,
        siteUrl: settings.siteUrl,
      });
      return sendLeadEmail(mailer(), message, {
        signal: deadline.signal,
        beforeFinalDot: beforeFinalDot(deadline, options, handover),
      });
    },
    webhook: (n, deadline) => {
      if (webhook === undefined) throw new WebhookError("webhook not configured", "unreachable");
      return postWebhook(webhook.url, webhook.secret, n, {
        signal: deadline.signal,
        now: now(),
        fetch: deps.fetch,
      });
    },
  };

  /**
   * One channel's attempt, ended by its deadline (or the caller's, when shorter), by the end of
   * the wait for a handed-over email's reply, or by `stop`.
   */
  async function sendBefore(
    channel: Channel,
    n: LeadNotification,
    options: DeliverOptions,
  ): Promise<void> {
    const ms = Math.max(1, Math.min(deadlines[channel], options.deadlineMs ?? Infinity));
    const handover: Handover = {};
    try {
      await withDeadline(
        ms,
        (_signal, deadline) => send[channel](n, deadline, options, handover),
        options.stop,
      );
    } catch (error) {
      if (handover.refused !== undefined)
        throw new EmailError(`smtp message held back: ${handover.refused}`);
      if (
        error instanceof AttemptStopped &&
        error.reason === "deadline" &&
        handover.replyMs !== undefined
      ) {
        throw new EmailError(`smtp had no reply to the message within ${handover.replyMs} ms`);
      }
      throw error instanceof AttemptStopped ? stoppedError(channel, error.reason, ms) : error;
    }
  }

  // Bounded memory of what each recent lead already got, oldest forgotten first.
  const progress = new Map<string, Progress>();
  const progressOf = (id: string): Progress => {
    const known = progress.get(id) ?? { attempts: 0, delivered: new Set<Channel>() };
    progress.delete(id);
    progress.set(id, known);
    while (progress.size > capacity) {
      const oldest = progress.keys().next().value;
      if (oldest === undefined) break;
      progress.delete(oldest);
    }
    return known;
  };

  async function attempt(n: LeadNotification, options: DeliverOptions): Promise<void> {
    const due = channelsOf(n, settings).filter(
      (channel) => options.only === undefined || channel === options.only,
    );
    if (due.length === 0) return;
    const state = progressOf(notificationId(n));
    state.attempts += 1;
    const failures: ChannelFailure[] = [];
    await Promise.all(
      due.map(async (channel) => {
        if (state.delivered.has(channel)) {
          record(n, {
            channel,
            outcome: "skipped",
            attempt: state.attempts,
            reason: "already delivered",
          });
          return;
        }
        const started = performance.now();
        try {
          await sendBefore(channel, n, options);
          state.delivered.add(channel);
          record(n, {
            channel,
            outcome: "sent",
            attempt: state.attempts,
            ms: performance.now() - started,
          });
        } catch (error) {
          const failure: ChannelFailure = {
            channel,
            reason:
              error instanceof EmailError || error instanceof WebhookError
                ? error.message
                : `${channel} failed unexpectedly`,
            permanent: error instanceof EmailError && error.permanent,
          };
          failures.push(failure);
          record(n, {
            channel,
            outcome: "failed",
            attempt: state.attempts,
            ms: performance.now() - started,
            reason: failure.reason,
          });
        }
      }),
    );
    if (failures.length > 0) throw new DeliveryError(n.id, failures);
  }

  // Two calls for the same lead at once share one attempt instead of sending twice.
  const inFlight = singleFlight<string, void>();

  return {
    channels,
    deliver(n, options = {}) {
      return inFlight.run(`${notificationId(n)}~${options.only ?? "all"}`, () =>
        attempt(n, options),
      );
    },
    close() {
      if (
        ownTransport &&
        transport !== undefined &&
        "close" in transport &&
        typeof transport.close === "function"
      )
        transport.close();
    },
  };
}
