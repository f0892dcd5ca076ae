// The webhook about one lead, signed as the Standard Webhooks specification says
// (https://www.standardwebhooks.com): webhook-id is the lead's key on every attempt, so a
// receiver can drop repeats; the signature covers id, attempt time and body.
import { Webhook } from "standardwebhooks";
import type { LeadContext } from "#shared/forms/lead-context";
import { leadPage, notificationId, type LeadNotification } from "./types";

export const WEBHOOK_EVENT_TYPE = "lead.created";
/** Nobody contacted the lead within LEAD_SLA_MINUTES of business hours. */
export const OVERDUE_EVENT_TYPE = "lead.overdue";
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface LeadWebhookPayload {
  type: typeof WEBHOOK_EVENT_TYPE | typeof OVERDUE_EVENT_TYPE;
  /** When the lead was stored, or escalated (the event's time, the same on every attempt). */
  timestamp: string;
  data: {
    form: LeadNotification["form"];
    list: string;
    key: string;
    record: Record<string, string>;
    page: string | null;
    /**
     * What the lead carries beyond its record (plan, attribution, consent); present only when it
     * has something.
     */
    context?: LeadContext;
    /**
     * lead.overdue: when the lead was stored, and the business minutes it had to be contacted in.
     */
    storedAt?: string;
    slaMinutes?: number;
  };
}

export function webhookPayload(n: LeadNotification): LeadWebhookPayload {
  const data = {
    form: n.form,
    list: n.list,
    key: n.id,
    record: n.record,
    page: leadPage(n) ?? null,
    ...(n.context ? { context: n.context } : {}),
  };
  if (n.overdue)
    return {
      type: OVERDUE_EVENT_TYPE,
      timestamp: n.overdue.escalatedAt,
      data: { ...data, storedAt: n.storedAt, slaMinutes: n.overdue.slaMinutes },
    };
  return { type: WEBHOOK_EVENT_TYPE, timestamp: n.storedAt, data };
}

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

/**
 * Body and headers of one post of `payload` made at `now`, signed with `secret`; `id` is the
 * webhook-id, the same on every attempt of one event. Every webhook the site sends is signed here.
 */
export function signWebhook(
  secret: string,
  id: string,
  payload: unknown,
  now: Date,
): SignedWebhook {
  const body = JSON.stringify(payload);
  return {
    body,
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": new Webhook(secret).sign(id, now, body),
    },
  };
}

/** Body and headers of one attempt made at `now`. */
export function signedWebhook(secret: string, n: LeadNotification, now: Date): SignedWebhook {
  return signWebhook(secret, notificationId(n), webhookPayload(n), now);
}

/** A failed attempt; the message names only the status, the timeout or the network code. */
export class WebhookError extends Error {
  override name = "WebhookError";
  constructor(
    message: string,
    readonly reason: "status" | "timeout" | "unreachable",
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface PostWebhookOptions {
  /** Bound on the whole attempt, up to the response's status line (when no `signal` is given). */
  timeoutMs?: number;
  /** Ends the attempt and its connection when it aborts (the caller's deadline). */
  signal?: AbortSignal;
  /** The attempt's time, for webhook-timestamp and the signature. */
  now?: Date;
  /** A fetch to use instead of the global one (tests). */
  fetch?: typeof fetch;
}

/** A network failure's code (ECONNREFUSED, ENOTFOUND…), never its text, which may name the URL. */
function networkCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * One attempt: resolves when the receiver responds 2xx; otherwise throws a WebhookError.
 * Redirects are not followed (the response counts as a failure), as senders of signed
 * webhooks usually do.
 */
export async function postWebhook(
  url: string,
  secret: string,
  n: LeadNotification,
  options: PostWebhookOptions = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const { body, headers } = signedWebhook(secret, n, options.now ?? new Date());
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: options.signal ?? AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new WebhookError(`webhook timed out after ${timeoutMs} ms`, "timeout");
    }
    const code = networkCode(error);
    throw new WebhookError(`webhook unreachable${code ? ` (${code})` : ""}`, "unreachable");
  }
  // The body is not read: only the status counts, and the connection is freed at once.
  await response.body?.cancel().catch(() => undefined);
  if (response.status < 200 || response.status > 299) {
    throw new WebhookError(`webhook answered ${response.status}`, "status", response.status);
  }
}
