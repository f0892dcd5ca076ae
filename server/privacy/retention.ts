// Leads are kept LEAD_RETENTION_DAYS (365 unless set), then erased with their notifications
// and dedupe memory, the CRM told as for a visitor's own erasure. A lead's age is read from
// its own `date` field, in the spec's formats and the business time zone (shared/dates.ts):
// neither store records when a record was written. A record whose date cannot be read is
// kept and counted, never guessed at (see docs/decisions/0025).
import { parseStoredDate } from "../../shared/dates";
import type { StorePort } from "../store";
import { eraseHoldings } from "./erase";
import { leadLists, withForm, type Holding } from "./holdings";
import { logRequest } from "./requests";
import type { PrivacySite, RetentionStatus } from "./state";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first run comes a minute after start (not in the way of start itself), then one an hour. */
const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60 * 1000;

export interface RetentionPlan {
  cutoff: Date;
  expired: Holding[];
  /** Records whose date could not be read: kept. */
  undated: number;
}

export async function retentionPlan(store: StorePort, now: number, days: number, timeZone: string): Promise<RetentionPlan> {
  const cutoff = now - days * DAY_MS;
  let undated = 0;
  const held = await store.findRecords(leadLists, (record) => {
    const when = parseStoredDate(record.date ?? "", timeZone);
    if (!when) undated += 1;
    return when !== undefined && when.getTime() < cutoff;
  });
  return { cutoff: new Date(cutoff), expired: withForm(held), undated };
}

export const retentionStatus = (site: PrivacySite): RetentionStatus => ({ ...site.privacy.retention });

/** Erases every lead older than the retention period; answers how many. */
export async function purgeExpired(site: PrivacySite, now = Date.now()): Promise<{ erased: number; undated: number }> {
  const { config } = site;
  const plan = await retentionPlan(site.store, now, config.LEAD_RETENTION_DAYS, config.SITE_TIME_ZONE);
  const erased = await eraseHoldings(site, plan.expired, "retention");
  if (erased.length > 0) {
    await logRequest(site.store, {
      action: "retention",
      address: "",
      status: "done",
      now,
      detail: `${erased.length} leads older than ${config.LEAD_RETENTION_DAYS} days`,
    });
  }
  site.privacy.retention = { erasedLast: erased.length, lastRunAt: new Date(now).toISOString() };
  console.info(
    `[privacy] retention: erased ${erased.length} leads dated before ${plan.cutoff.toISOString()} (${config.LEAD_RETENTION_DAYS} days)${plan.undated > 0 ? `; ${plan.undated} records without a readable date kept` : ""}`,
  );
  return { erased: erased.length, undated: plan.undated };
}

/** Runs the purge a minute after start and then every hour, for this site. */
export function startRetention(site: PrivacySite): void {
  if (site.privacy.retentionTimer) return;
  const run = () => {
    purgeExpired(site).catch((error: unknown) => console.error(`[privacy] retention run failed: ${(error as Error).message}`));
    site.privacy.retentionTimer = setTimeout(run, EVERY_MS).unref();
  };
  site.privacy.retentionTimer = setTimeout(run, FIRST_RUN_MS).unref();
}

export function stopRetention(site: PrivacySite): void {
  clearTimeout(site.privacy.retentionTimer);
  site.privacy.retentionTimer = undefined;
}
