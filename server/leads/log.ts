// One line per lead outcome, for operators, logged with the request's logger (its id on the
// line), and counted in the site's metrics. The visitor's email address is handed to the
// logger as it is; the logger masks it (server/logging/logger.ts).
import type { FormId } from "#shared/forms";
import type { Logger } from "../logging/logger";
import type { LeadRefusal, SiteMetrics } from "../metrics/registry";

export type Outcome =
  "stored" | "duplicate" | "invalid" | "failed" | "honeypot" | "rate-limited" | "refused";

/** Why a post was refused before validation, or its key was used otherwise. */
export type RefusalReason =
  | "too-large"
  | "unsupported-type"
  | "not-utf8"
  | "bad-json"
  | "key-malformed"
  | "bad-request"
  | "key-reused"
  | "key-in-flight";

const counted: Record<Exclude<Outcome, "stored" | "duplicate" | "refused">, LeadRefusal> = {
  invalid: "invalid",
  failed: "store_failure",
  honeypot: "honeypot",
  "rate-limited": "limited",
};

export interface LeadLog {
  log: Logger;
  metrics: Pick<SiteMetrics, "leadStored" | "leadRefused">;
}

/**
 * Logs and counts one outcome of a lead post; `fields`: what the line says beside the form and
 * outcome.
 */
export function logLead(
  to: LeadLog,
  form: FormId,
  outcome: Outcome,
  fields: Record<string, unknown> = {},
) {
  const line = { module: "lead", form, outcome, ...fields };
  if (outcome === "failed") to.log.error(line, "lead not stored: the store failed");
  else to.log.info(line, `lead ${outcome}`);
  if (outcome === "stored" || outcome === "duplicate")
    to.metrics.leadStored(form, outcome === "duplicate");
  else if (outcome === "refused")
    to.metrics.leadRefused(
      form,
      fields.reason === "key-reused" || fields.reason === "key-in-flight"
        ? "key_conflict"
        : "bad_request",
    );
  else to.metrics.leadRefused(form, counted[outcome]);
}
