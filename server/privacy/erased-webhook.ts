// Tells the CRM that a lead it may have received is erased: a `lead.erased` webhook signed as
// `lead.created` is (Standard Webhooks, LEADS_WEBHOOK_SECRET), webhook-id `<key>~erased`. The
// erasure itself stores the announcement (server/store/erase-announcements.ts); this worker
// claims it with a lease and retries with the outbox's backoff until the CRM takes it, however
// long that is. Which leads are announced, and why at least once: decision 0025.
import { randomBytes } from "node:crypto";
import type { Logger } from "../logging/logger";
import { signWebhook } from "../notify/webhook";
import { backoffMs, leaseFor } from "../notify/worker";
import type { ErasedLead, StorePort } from "../store";
import type { ErasureAnnouncement, ErasureReason } from "../store/erase-announcements";

export const ERASED_EVENT_TYPE = "lead.erased";
/** Entries one claim takes, and the posts under way at once. */
const BATCH = 16;

export interface ErasedWebhookPayload {
  type: typeof ERASED_EVENT_TYPE;
  timestamp: string;
  data: { list: string; key: string; reason: ErasureReason };
}

export function signedErasure(
  secret: string,
  lead: Pick<ErasedLead, "list" | "key">,
  reason: ErasureReason,
  now: Date,
) {
  const payload: ErasedWebhookPayload = {
    type: ERASED_EVENT_TYPE,
    timestamp: now.toISOString(),
    data: { list: lead.list, key: lead.key, reason },
  };
  return signWebhook(secret, `${lead.key}~erased`, payload, now);
}

export interface ErasureAnnouncerOptions {
  /** Asked for only when the worker starts (a site opens its store on first use). */
  store: () => StorePort;
  /** The CRM's webhook; without one the worker does not start and announcements wait. */
  webhook: { url: string; secret: string } | undefined;
  /** Deadline of one post (NOTIFY_TIMEOUT_MS). */
  attemptMs: number;
  /** Bound on one store operation (STORE_TIMEOUT_MS). */
  storeMs: number;
  /** First wait after a failed post, doubling (NOTIFY_RETRY_BASE_MS). */
  retryBaseMs: number;
  pollMs: number;
  now?: () => number;
  log: Logger;
}

export interface ErasureAnnouncer {
  /** Starts polling when a webhook is configured; says in one line what it did. */
  start(): string;
  /** Announcements were just stored: post them now rather than at the next poll. */
  pollNow(): void;
  /** Stops polling and the posts under way (their entries are due again at once). */
  stop(): Promise<void>;
}

export function createErasureAnnouncer(options: ErasureAnnouncerOptions): ErasureAnnouncer {
  const now = options.now ?? Date.now;
  const { log } = options;
  const owner = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const leaseMs = leaseFor(options.attemptMs, options.storeMs);
  let timer: NodeJS.Timeout | undefined;
  let shutdown: AbortController | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function post(
    webhook: { url: string; secret: string },
    item: ErasureAnnouncement,
    stop: AbortSignal,
  ): Promise<string | undefined> {
    const { body, headers } = signedErasure(webhook.secret, item, item.reason, new Date(now()));
    try {
      const response = await fetch(webhook.url, {
        method: "POST",
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.any([AbortSignal.timeout(options.attemptMs), stop]),
      });
      await response.body?.cancel().catch(() => undefined);
      return response.status >= 200 && response.status <= 299
        ? undefined
        : `webhook answered ${response.status}`;
    } catch (error) {
      return stop.aborted
        ? "stopped by shutdown"
        : (error as Error).name === "TimeoutError"
          ? `webhook timed out after ${options.attemptMs} ms`
          : "webhook unreachable";
    }
  }

  async function announce(
    store: StorePort,
    webhook: { url: string; secret: string },
    item: ErasureAnnouncement,
    stop: AbortSignal,
  ) {
    const failure = await post(webhook, item, stop);
    if (failure === undefined) {
      await store.erasures.settle(item, owner, { delivered: true });
      log.info({ list: item.list, key: item.key }, "lead.erased delivered");
      return;
    }
    const nextAttemptAt = stop.aborted
      ? now()
      : now() + backoffMs(item.attempts, options.retryBaseMs);
    await store.erasures.settle(item, owner, {
      delivered: false,
      nextAttemptAt,
      lastError: failure,
    });
    log.warn(
      {
        list: item.list,
        key: item.key,
        reason: failure,
        attempt: item.attempts,
        nextInMs: nextAttemptAt - now(),
      },
      "lead.erased not delivered",
    );
  }

  /** Claims and posts batches until fewer are due than a batch. */
  async function drain(webhook: { url: string; secret: string }, stop: AbortSignal) {
    const store = options.store();
    for (;;) {
      again = false;
      const claimed = await store.erasures.claimDue(owner, now(), leaseMs, BATCH);
      await Promise.all(claimed.map((item) => announce(store, webhook, item, stop)));
      if (stop.aborted || (claimed.length < BATCH && !again)) return;
    }
  }

  function pollNow() {
    const webhook = options.webhook;
    const stop = shutdown?.signal;
    if (!webhook || !stop || stop.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = drain(webhook, stop)
      .catch((error: unknown) => log.error({ err: error }, "the lead.erased worker failed"))
      .finally(() => {
        running = undefined;
        if (again) pollNow();
      });
  }

  return {
    start() {
      if (!options.webhook) return "lead.erased announcements wait: no LEADS_WEBHOOK_URL";
      if (shutdown && !shutdown.signal.aborted) return "lead.erased announcements are on";
      shutdown = new AbortController();
      timer = setInterval(pollNow, options.pollMs);
      timer.unref();
      pollNow();
      return "lead.erased announcements are on";
    },
    pollNow,
    async stop() {
      clearInterval(timer);
      timer = undefined;
      shutdown?.abort();
      await running;
    },
  };
}
