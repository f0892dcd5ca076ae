// Leads stored before the desk existed get their inbox row when first met (their page, or
// `npm run desk -- add-missing-rows`). Their arrival is read from their record's own date (the stored
// formats, in the business's zone), else from the time a key of this site carries.
import { parseStoredDate } from "#shared/dates";
import type { StoredRecord } from "#server/store";

const ALPHABET = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";

/** The milliseconds in the first 8 characters of a key minted as Firebase push IDs are. */
export function keyTime(key: string): number | undefined {
  if (!/^[-0-9A-Za-z_]{20}$/.test(key)) return undefined;
  let at = 0;
  for (const character of key.slice(0, 8)) at = at * 64 + ALPHABET.indexOf(character);
  return at;
}

export function arrivalOf(
  record: StoredRecord,
  key: string,
  timeZone: string,
  now: number,
): number {
  const dated = parseStoredDate(record.date ?? "", timeZone)?.getTime();
  if (dated !== undefined) return dated;
  const keyed = keyTime(key);
  return keyed !== undefined && keyed <= now ? keyed : now;
}
