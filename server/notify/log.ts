// One line per delivery attempt and channel, for operators. Never a secret, a URL or the
// record's text; the visitor's email address and phone number are handed to the logger as
// they are, and the logger masks them (server/logging/logger.ts).
import type { Logger } from "../logging/logger";
import { phoneFields } from "./fields";
import type { Channel } from "./settings";
import type { LeadNotification } from "./types";

export type DeliveryOutcome = "sent" | "failed" | "skipped";

export interface DeliveryAttempt {
  channel: Channel;
  outcome: DeliveryOutcome;
  /** 1 for the first attempt of this lead in this process. */
  attempt: number;
  ms?: number;
  /** A safe reason (EmailError / WebhookError message) for a failure, or why it was skipped. */
  reason?: string;
}

/** What a delivery line says about one attempt. */
export function deliveryLogFields(
  n: Pick<LeadNotification, "id" | "form" | "record">,
  a: DeliveryAttempt,
): Record<string, unknown> {
  const phone = Object.entries(n.record).find(([field]) => phoneFields.has(field))?.[1];
  return {
    channel: a.channel,
    form: n.form,
    key: n.id,
    attempt: a.attempt,
    outcome: a.outcome,
    ...(a.ms !== undefined ? { ms: Math.round(a.ms) } : {}),
    ...(n.record.email ? { email: n.record.email } : {}),
    ...(phone ? { phone } : {}),
    ...(a.reason ? { reason: a.reason } : {}),
  };
}

/**
 * Sent and skipped as info, failures as warnings: the caller retries, and gives up loudly itself.
 */
export function logDelivery(
  log: Logger,
  n: Pick<LeadNotification, "id" | "form" | "record">,
  a: DeliveryAttempt,
) {
  log[a.outcome === "failed" ? "warn" : "info"](
    deliveryLogFields(n, a),
    `notification ${a.outcome}`,
  );
}
