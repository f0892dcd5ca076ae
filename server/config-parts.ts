// Pieces of the settings schema that server/config.ts and server/notify/settings.ts both use.
// They live apart from config.ts because config.ts imports the notification settings.
import * as v from "valibot";

/** A setting that may be absent; blank counts as absent, and the value is trimmed. */
export const optionalText = v.pipe(
  v.optional(v.string()),
  v.transform((s) => (s !== undefined && s.trim() !== "" ? s.trim() : undefined)),
);

/** The business time zone when SITE_TIME_ZONE is not set (leads are dated in Indian time). */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";
