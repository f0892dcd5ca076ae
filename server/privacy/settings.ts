// Settings of the privacy features (the grievance contact, /my-data, the privacy mail, retention),
// spread into the server's EnvSchema like the notification settings, with `privacyCheck()` piped
// after it.
import * as v from "valibot";
import { site } from "#shared/catalogue/site";
import { optionalText } from "../config";
import type { NotifyConfig } from "../notify/settings";

/** HMAC keys shorter than this are too easy to guess. */
export const PRIVACY_SECRET_MIN_LENGTH = 32;

export const privacyMessages = {
  secret: `PRIVACY_SECRET must be at least ${PRIVACY_SECRET_MIN_LENGTH} characters (for example the output of: openssl rand -base64 48)`,
  previous: `PRIVACY_SECRET_PREVIOUS must be at least ${PRIVACY_SECRET_MIN_LENGTH} characters: the PRIVACY_SECRET it replaced`,
  secretNeeded:
    "PRIVACY_SECRET must be set when SITE_URL is set (in production the /my-data links must not depend on a file in DATA_DIR)",
  from: "PRIVACY_EMAIL_FROM must be one email address such as privacy@example.com or Aptora Privacy <privacy@example.com>",
  retention: "LEAD_RETENTION_DAYS must be a whole number of days from 1 to 3650",
};

/** 'privacy@example.com' or 'Aptora Privacy <privacy@example.com>'. */
const FROM =
  /^(?:[^<>"\\\p{Cc}]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>.]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>.]+)$/u;

export const privacyEntries = {
  /** The grievance contact named in every form's notice and on the Privacy page. */
  GRIEVANCE_EMAIL: v.pipe(
    v.optional(v.string(), site.supportEmail),
    v.transform((s) => (s.trim() === "" ? site.supportEmail : s.trim())),
    v.regex(
      /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/,
      "GRIEVANCE_EMAIL must be one email address such as grievance@example.com",
    ),
  ),
  PRIVACY_SECRET: v.pipe(
    optionalText,
    v.check(
      (s) => s === undefined || s.length >= PRIVACY_SECRET_MIN_LENGTH,
      privacyMessages.secret,
    ),
  ),
  /**
   * The secret PRIVACY_SECRET replaced: links made with it still open; nothing new is made with it.
   */
  PRIVACY_SECRET_PREVIOUS: v.pipe(
    optionalText,
    v.check(
      (s) => s === undefined || s.length >= PRIVACY_SECRET_MIN_LENGTH,
      privacyMessages.previous,
    ),
  ),
  PRIVACY_EMAIL_FROM: v.pipe(
    optionalText,
    v.check((s) => s === undefined || FROM.test(s), privacyMessages.from),
  ),
  LEAD_RETENTION_DAYS: v.pipe(
    v.optional(v.string(), "365"),
    v.transform((s) => (s.trim() === "" ? 365 : Number(s))),
    v.check((n) => Number.isInteger(n) && n >= 1 && n <= 3650, privacyMessages.retention),
  ),
};

/** The privacy settings, as read. */
export type PrivacySettings = v.InferOutput<v.ObjectSchema<typeof privacyEntries, undefined>>;

/** What the privacy features read: the site's settings, the notifications' and their own. */
export type PrivacyConfig = NotifyConfig & PrivacySettings;

/**
 * With SITE_URL set (production, see the README) the secret must come from the environment:
 * a secret made up in one instance's DATA_DIR would not open links mailed by another.
 */
export const privacyCheck = <
  T extends { SITE_URL?: string | undefined; PRIVACY_SECRET?: string | undefined },
>() =>
  v.check<T, string>(
    (config) => config.SITE_URL === undefined || config.PRIVACY_SECRET !== undefined,
    privacyMessages.secretNeeded,
  );
