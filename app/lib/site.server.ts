// Dates the app shows that depend on the site's settings (the business time zone).
import { formatInZone } from "#shared/dates";
import type { Config } from "#server/settings";

/** The year in the business time zone, by the site's clock. */
export const businessYear = (config: Pick<Config, "SITE_TIME_ZONE">, now: Date) =>
  Number(formatInZone(now, config.SITE_TIME_ZONE, "yyyy"));
