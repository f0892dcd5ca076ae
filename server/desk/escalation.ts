// Escalating a lead nobody contacted in time: once its LEAD_SLA_MINUTES of business hours have
// passed with the lead still New and never contacted, a mail goes to LEADS_ESCALATE_TO and a
// signed `lead.overdue` webhook to the CRM, through the outbox (so it survives a restart, and
// its one id per lead and kind means it is queued once, whichever process finds the lead).
// A timer started with the server looks every minute. Its read is bounded and indexed: the leads
// still waiting for a first contact and never escalated, oldest first, from a week back. A lead's
// deadline never comes before an older lead's, so the look stops at the first lead whose time is
// not up: each run reads the leads it escalates, and one more.
import type { Config } from "../config";
import type { Logger } from "../logging/logger";
import type { Notifier } from "../notify/runtime";
import type { StorePort } from "../store";
import { assignLeftBehind } from "./assignment";
import { isOverdue, slaOf } from "./sla";

/** How often the timer looks (the first look a minute after start). */
export const ESCALATION_EVERY_MS = 60_000;
/**
 * Leads that arrived longer ago than this are not escalated: a lead so old was seen long since
 * (or the site was down for a week), and a first run must not mail about every lead ever left New.
 */
export const ESCALATION_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
/** Leads read per query, and per run at most. */
const BATCH = 100;
const MAX_PER_RUN = 1000;

export interface EscalationServices {
  config: Config;
  store: StorePort;
  notifier: Pick<Notifier, "overdueChannels" | "pollNow" | "mailsStaff" | "mailsEscalation">;
}

/** Escalates every lead whose time is up at `now`; returns how many this call escalated. */
export async function escalateOverdue(services: EscalationServices, now: number): Promise<number> {
  const channels = services.notifier.overdueChannels();
  if (channels.length === 0) return 0;
  const sla = slaOf(services.config);
  // Business time never runs faster than the clock: a lead is not overdue before its SLA in plain
  // minutes.
  const range = { from: now - ESCALATION_LOOKBACK_MS, to: now - sla.minutes * 60_000 + 1 };
  let escalated = 0;
  for (let read = 0; read < MAX_PER_RUN;) {
    const rows = await services.store.desk.waiting(range, BATCH);
    read += rows.length;
    for (const row of rows) {
      if (!isOverdue(row, now, sla)) {
        if (escalated > 0) services.notifier.pollNow();
        return escalated;
      }
      if (await services.store.desk.escalate(row.list, row.key, now, { form: row.form, channels }))
        escalated += 1;
    }
    if (rows.length < BATCH) break;
    // Those escalated have left the index; any left (escalated by another process meanwhile) are
    // passed.
    range.from = rows[rows.length - 1]!.arrivedAt;
  }
  if (escalated > 0) services.notifier.pollNow();
  return escalated;
}

export interface Escalation {
  /** Looks now (the site's clock unless given); returns how many leads were escalated. */
  run(now?: number): Promise<number>;
  /** Looks a minute from now and then every minute, until `stop()`. */
  start(): void;
  /** Stops the timer; settles once a look under way has ended. */
  stop(): Promise<void>;
}

export function createEscalation(
  services: () => EscalationServices,
  clock: () => number,
  log: Logger,
): Escalation {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  // Each look also gives an owner to any lead whose process stopped before giving it one.
  const run = async (now = clock()) => {
    const current = services();
    await assignLeftBehind(
      {
        store: current.store,
        mailsStaff: current.notifier.mailsStaff(),
        mailsEscalation: current.notifier.mailsEscalation(),
      },
      now,
    ).catch((error: unknown) =>
      log.error({ err: error }, "the look for leads left without an owner failed"),
    );
    return escalateOverdue(current, now);
  };
  const tick = () => {
    running = run().catch((error: unknown) =>
      log.error({ err: error }, "the look for overdue leads failed"),
    );
    timer = setTimeout(tick, ESCALATION_EVERY_MS).unref();
  };
  return {
    run,
    start() {
      timer ??= setTimeout(tick, ESCALATION_EVERY_MS).unref();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
