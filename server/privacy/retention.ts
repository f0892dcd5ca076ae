// Leads are stored LEAD_RETENTION_DAYS (365 unless set), then erased with their notifications
// and dedupe memory, the CRM told as for a visitor's own erasure. A lead's age is read from
// its own `date` field, in the two date formats and the business time zone (shared/dates.ts):
// neither store records when a record was written. A record whose date cannot be read is
// retained and counted, never guessed at (see docs/decisions/0025).
import { parseStoredDate } from "#shared/dates";
import type { StorePort } from "../store";
import { eraseStoredLeads } from "./erase";
import { leadLists, withForm, type StoredLead } from "./stored-leads";
import type { SiteForPrivacy } from "./runtime";
import { logRequest } from "./requests";
import type { PurgeResult } from "./runtime";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionPlan {
  cutoff: Date;
  expired: StoredLead[];
  /** Records whose date could not be read: retained. */
  undated: number;
}

export async function retentionPlan(
  store: StorePort,
  now: number,
  days: number,
  timeZone: string,
): Promise<RetentionPlan> {
  const cutoff = now - days * DAY_MS;
  let undated = 0;
  const held = await store.findRecords(leadLists, (record) => {
    const when = parseStoredDate(record.date ?? "", timeZone);
    if (!when) undated += 1;
    return when !== undefined && when.getTime() < cutoff;
  });
  return { cutoff: new Date(cutoff), expired: withForm(held), undated };
}

/**
 * Erases every lead older than the retention period; returns how many. The site runs it on its own
 * timer (`services.privacy.retention`, server/privacy/runtime.ts), which records the run for /healthz.
 */
export async function purgeExpired(
  services: Pick<SiteForPrivacy, "config" | "store" | "privacy" | "log">,
  now = Date.now(),
): Promise<PurgeResult> {
  const { config } = services;
  const plan = await retentionPlan(
    services.store,
    now,
    config.LEAD_RETENTION_DAYS,
    config.SITE_TIME_ZONE,
  );
  const erased = await eraseStoredLeads(services, plan.expired, "retention", now);
  if (erased.length > 0) {
    await logRequest(services.store, {
      action: "retention",
      address: "",
      status: "done",
      now,
      detail: `${erased.length} leads older than ${config.LEAD_RETENTION_DAYS} days`,
    });
  }
  services.log.info(
    {
      module: "privacy",
      erased: erased.length,
      before: plan.cutoff.toISOString(),
      days: config.LEAD_RETENTION_DAYS,
      undatedKept: plan.undated,
    },
    "retention run",
  );
  return { erased: erased.length, undated: plan.undated };
}
