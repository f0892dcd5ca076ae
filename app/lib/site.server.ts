// The app's door to server settings it needs while rendering.
import { formatInZone } from "../../shared/dates";
import { getConfig } from "../../server/config";

export { getConfig };

/** The year in the business time zone. */
export const businessYear = () => Number(formatInZone(new Date(), getConfig().SITE_TIME_ZONE, "yyyy"));
