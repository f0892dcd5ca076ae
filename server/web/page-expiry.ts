// When what pages show of the date next changes, so that no cache keeps a page past it: the
// next batch of some course changes (its enrollment closes at midnight in the business time
// zone), or a new year begins there (the footer's copyright year).
import { TZDate } from "@date-fns/tz";
import { nextBatchChange } from "#shared/catalogue/batches";
import { formatInZone } from "#shared/dates";

/** The first instant after `now` at which a page rendered at `now` may read differently. */
export function pagesChangeAt(now: Date, timeZone: string): number {
  const year = Number(formatInZone(now, timeZone, "yyyy"));
  return Math.min(nextBatchChange(now, timeZone), new TZDate(year + 1, 0, 1, timeZone).getTime());
}

/** Whole seconds from `now` to `until`, never below zero. */
export const secondsUntil = (until: number, now: Date) =>
  Math.max(0, Math.floor((until - now.getTime()) / 1000));
