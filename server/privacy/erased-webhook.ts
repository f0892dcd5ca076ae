// Telling the CRM that a lead it received is erased: a `lead.erased` webhook, signed exactly
// as `lead.created` is (Standard Webhooks, the same LEADS_WEBHOOK_SECRET), with webhook-id
// `<key>~erased` so a receiver drops repeats. Only leads whose `lead.created` was delivered
// are announced: a lead the CRM never received needs no following.
import { Webhook } from "standardwebhooks";
import type { ErasedLead } from "../store";

export const ERASED_EVENT_TYPE = "lead.erased";
/** Attempts after the first fails, and the waits before them. */
const RETRY_WAITS_MS = [1000, 5000, 30_000];

export interface ErasedWebhookPayload {
  type: typeof ERASED_EVENT_TYPE;
  timestamp: string;
  data: { list: string; key: string; reason: "request" | "retention" };
}

export function signedErasure(secret: string, lead: Pick<ErasedLead, "list" | "key">, reason: "request" | "retention", now: Date) {
  const id = `${lead.key}~erased`;
  const payload: ErasedWebhookPayload = { type: ERASED_EVENT_TYPE, timestamp: now.toISOString(), data: { list: lead.list, key: lead.key, reason } };
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Announces each erased lead the CRM had received, retrying a few times in the background.
 * The erasure itself is already done; a receiver that stays down past the retries is named
 * in the log line (key only), for an operator to tell by hand.
 */
export async function announceErasures(
  webhook: { url: string; secret: string } | undefined,
  erased: readonly ErasedLead[],
  reason: "request" | "retention",
  timeoutMs: number,
): Promise<void> {
  if (!webhook) return;
  await Promise.all(
    erased
      .filter((lead) => lead.webhookDelivered)
      .map(async (lead) => {
        for (let attempt = 0; ; attempt++) {
          const { body, headers } = signedErasure(webhook.secret, lead, reason, new Date());
          const status = await fetch(webhook.url, { method: "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) }).then(
            async (response) => {
              await response.body?.cancel().catch(() => undefined);
              return response.status;
            },
            () => 0,
          );
          if (status >= 200 && status <= 299) return;
          const wait = RETRY_WAITS_MS[attempt];
          if (wait === undefined) {
            console.error(`[privacy] lead.erased for ${lead.list}/${lead.key} not delivered (last answer ${status || "none"})`);
            return;
          }
          await sleep(wait);
        }
      }),
  );
}
