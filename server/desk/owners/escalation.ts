// The desk's minute timer (every process runs one; the store makes each step happen once): owners
// for leads a stopped process left behind, reminders of due follow-ups, and escalation: a lead
// still New past its LEAD_SLA_MINUTES of business hours is escalated once (a mail to
// LEADS_ESCALATE_TO and a signed `lead.overdue` webhook, through the outbox) and, unless
// LEAD_SLA_REASSIGN is off, moves on to the next member taking new leads. Every read is bounded
// and indexed. Decisions 0037 and 0043.
import type { DeskConfig } from "../settings";
import type { Logger } from "#server/logging/logger";
import type { Notifier } from "#server/notify/runtime";
import type { StorePort } from "#server/store";
import type { InboxRow } from "#server/store/desk";
import { assignLeftBehind, chooseOwner, takesLeads } from "./assignment";
import { remindDueFollowUps } from "./reminders";
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
  config: DeskConfig;
  store: StorePort;
  notifier: Pick<Notifier, "overdueChannels" | "pollNow" | "mailsStaff" | "mailsEscalation">;
}

/** Escalates every lead whose time is up at `now`; returns how many this call escalated. */
export async function escalateOverdue(services: EscalationServices, now: number): Promise<number> {
  const channels = services.notifier.overdueChannels();
  const reassign = services.config.LEAD_SLA_REASSIGN === "on";
  if (channels.length === 0 && !reassign) return 0;
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
      if (
        await services.store.desk.escalate(row.list, row.key, now, { form: row.form, channels })
      ) {
        escalated += 1;
        // Escalated once, so moved on once.
        if (reassign) await moveOn(services, row, now);
      }
    }
    if (rows.length < BATCH) break;
    // Those escalated have left the index; any left (escalated by another process meanwhile) are
    // passed.
    range.from = rows[rows.length - 1]!.arrivedAt;
  }
  if (escalated > 0) services.notifier.pollNow();
  return escalated;
}

/**
 * Gives a lead nobody contacted in time to the next member taking new leads (not its owner), and
 * tells both; the timeline says why. Nothing when nobody else takes new leads.
 */
async function moveOn(services: EscalationServices, row: InboxRow, now: number): Promise<void> {
  const { store } = services;
  const takers = (await store.staff.listMembers())
    .filter(takesLeads)
    .map((member) => member.email)
    .filter((email) => email !== row.owner);
  if (takers.length === 0) return;
  const choice = await chooseOwner([], takers, () => store.desk.takeTurn());
  const mails = services.notifier.mailsStaff();
  await store.desk.update(row.list, row.key, (current) =>
    current.firstContactAt !== undefined || current.owner === choice.owner
      ? { refused: [] }
      : {
          state: { ...current, owner: choice.owner },
          entry: {
            at: Math.max(now, current.updatedAt),
            by: "",
            owner: { from: current.owner, to: choice.owner },
            assignment: "sla",
          },
          notices: mails
            ? [
                { kind: "assigned", to: choice.owner, tag: "sla" },
                ...(current.owner ? [{ kind: "released" as const, to: current.owner }] : []),
              ]
            : [],
        },
  );
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
    await remindDueFollowUps(
      { store: current.store, mailsStaff: current.notifier.mailsStaff() },
      now,
    ).catch((error: unknown) => log.error({ err: error }, "the look for due follow-ups failed"));
    const escalated = await escalateOverdue(current, now);
    current.notifier.pollNow();
    return escalated;
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
