// The site's own settings (port, store, limits, logs, metrics) and the pieces every feature's
// settings are made of. Each feature declares its own beside its code; server/settings.ts reads
// them all at once. Every setting has a default that runs the site.
import * as v from "valibot";
import { LOG_LEVELS } from "./logging/logger";

/**
 * A setting that is missing, malformed or inconsistent, or that this machine cannot honour (a port
 * in use); its message names the variable, never a secret's value.
 */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** A setting that may be absent; blank counts as absent, and the value is trimmed. */
export const optionalText = v.pipe(
  v.optional(v.string()),
  v.transform((s) => (s !== undefined && s.trim() !== "" ? s.trim() : undefined)),
);

/** The business time zone when SITE_TIME_ZONE is not set (leads are dated in Indian time). */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/** A whole number setting from `min` to `max`; blank or absent is `fallback`. */
export const intFrom = (name: string, min: number, max: number, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => (s.trim() === "" ? fallback : Number(s))),
    v.number(`${name} must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const siteEntries = {
  PORT: intFrom("PORT", 0, 65535, 3000),
  HOST: v.optional(v.string(), "0.0.0.0"),
  DATA_DIR: v.optional(v.string(), "./data"),
  SITE_TIME_ZONE: v.pipe(
    v.optional(v.string(), DEFAULT_TIME_ZONE),
    v.check(isTimeZone, `SITE_TIME_ZONE must be an IANA time zone such as ${DEFAULT_TIME_ZONE}`),
  ),
  SITE_URL: v.pipe(
    optionalText,
    v.check(
      (s) => s === undefined || URL.canParse(s),
      "SITE_URL must be an absolute URL such as https://www.example.com",
    ),
    v.transform((s) => (s === undefined ? undefined : new URL(s).origin)),
  ),
  FIREBASE_DATABASE_URL: v.pipe(
    optionalText,
    v.check(
      (s) => s === undefined || (URL.canParse(s) && new URL(s).protocol === "https:"),
      "FIREBASE_DATABASE_URL must be an https URL such as https://my-project-default-rtdb.firebaseio.com",
    ),
  ),
  FIREBASE_SERVICE_ACCOUNT: optionalText,
  GOOGLE_APPLICATION_CREDENTIALS: optionalText,
  /**
   * Posts of one lead form by one person (the same email address, phone number or message) per
   * minute; 0 turns every form limit off.
   */
  RATE_LIMIT_PER_MINUTE: intFrom("RATE_LIMIT_PER_MINUTE", 0, 100000, 5),
  /**
   * Lead form posts from one client address (an IPv6 client's /56) per minute, all forms
   * together; 0 turns this ceiling off.
   */
  FORM_POSTS_PER_ADDRESS_PER_MINUTE: intFrom("FORM_POSTS_PER_ADDRESS_PER_MINUTE", 0, 100000, 300),
  CERTIFICATE_LOOKUPS_PER_MINUTE: intFrom("CERTIFICATE_LOOKUPS_PER_MINUTE", 0, 100000, 30),
  STORE_TIMEOUT_MS: intFrom("STORE_TIMEOUT_MS", 100, 60000, 5000),
  /** /healthz answers with the last store probe until it is this old; then one new probe runs. */
  HEALTH_PROBE_INTERVAL_MS: intFrom("HEALTH_PROBE_INTERVAL_MS", 100, 300_000, 5_000),
  SQLITE_MAX_MB: v.pipe(
    optionalText,
    v.transform((s) => (s === undefined ? undefined : Number(s))),
    v.check(
      (n) => n === undefined || (Number.isInteger(n) && n >= 1 && n <= 1_000_000),
      "SQLITE_MAX_MB must be a whole number of megabytes from 1",
    ),
  ),
  PAGE_CACHE_MB: intFrom("PAGE_CACHE_MB", 0, 4096, 32),
  TRUST_PROXY: intFrom("TRUST_PROXY", 0, 10, 0),
  /** Time for a request's headers to arrive; past it the connection gets 408 and is closed. */
  HEADERS_TIMEOUT_MS: intFrom("HEADERS_TIMEOUT_MS", 100, 60_000, 5_000),
  /**
   * Time for a whole request, body included, to arrive (the largest valid body is about 40 KB).
   */
  REQUEST_TIMEOUT_MS: intFrom("REQUEST_TIMEOUT_MS", 100, 300_000, 10_000),
  /**
   * Open connections one client address may hold; 0 turns the cap off (behind a proxy, the proxy
   * is that address).
   */
  CONNECTIONS_PER_CLIENT: intFrom("CONNECTIONS_PER_CLIENT", 0, 100_000, 128),
  /**
   * Requests of one client (by the address TRUST_PROXY gives) being served at once; 0 turns the
   * cap off.
   */
  REQUESTS_IN_FLIGHT_PER_CLIENT: intFrom("REQUESTS_IN_FLIGHT_PER_CLIENT", 0, 100_000, 64),
  /**
   * Requests for what the site does not have (404s, made-up views...) one client may make per
   * minute; 0 turns the limit off.
   */
  NOT_FOUND_PER_MINUTE: intFrom("NOT_FOUND_PER_MINUTE", 0, 100_000, 120),
  /**
   * Open connections in all; 0 turns the cap off. Keep it under the process's file descriptor
   * limit.
   */
  MAX_CONNECTIONS: intFrom("MAX_CONNECTIONS", 0, 1_000_000, 4_000),
  /** The business's WhatsApp number: with it, course pages and Contact link to a chat (wa.me). */
  WHATSAPP_NUMBER: v.pipe(
    optionalText,
    v.transform((s) => s?.replace(/[\s().-]/g, "").replace(/^\+/, "")),
    v.check(
      (s) => s === undefined || /^[1-9]\d{10,14}$/.test(s),
      "WHATSAPP_NUMBER must be the number with its country code, 11 to 15 digits, such as 919812345678",
    ),
  ),
  CORS_ORIGINS: v.pipe(
    v.optional(v.string(), ""),
    v.transform((s) =>
      s
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  ),
  /** How much the server logs: fatal, error, warn, info (the default), debug, trace or silent. */
  LOG_LEVEL: v.pipe(
    v.optional(v.string(), "info"),
    v.transform((s) => (s.trim() === "" ? "info" : s.trim().toLowerCase())),
    v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}`),
  ),
  /**
   * The port of the metrics (Prometheus format, at /metrics); unset, no metrics are served; 0
   * takes a free port.
   */
  METRICS_PORT: v.pipe(
    optionalText,
    v.transform((s) => (s === undefined ? undefined : Number(s))),
    v.check(
      (n) => n === undefined || (Number.isInteger(n) && n >= 0 && n <= 65535),
      "METRICS_PORT must be a port number from 0 to 65535",
    ),
  ),
  /** Where the metrics listen: loopback unless an operator opens them to a network. */
  METRICS_HOST: v.optional(v.string(), "127.0.0.1"),
  /**
   * A token a scrape must send (Authorization: Bearer); for a METRICS_HOST other machines reach.
   */
  METRICS_TOKEN: v.pipe(
    optionalText,
    v.check(
      (s) => s === undefined || (s.length >= 16 && /^\S+$/.test(s)),
      "METRICS_TOKEN must be at least 16 characters, without spaces",
    ),
  ),
};

/** Settings that depend on each other. */
export const siteCheck = <T extends { HEADERS_TIMEOUT_MS: number; REQUEST_TIMEOUT_MS: number }>() =>
  v.check<T, string>(
    (config) => config.HEADERS_TIMEOUT_MS <= config.REQUEST_TIMEOUT_MS,
    "HEADERS_TIMEOUT_MS must be at most REQUEST_TIMEOUT_MS",
  );

/** The site's own settings, as read. */
export type SiteConfig = v.InferOutput<v.ObjectSchema<typeof siteEntries, undefined>>;

/** The settings a server listens by: PORT and HOST for the site, METRICS_PORT and METRICS_HOST. */
export interface ListenSettings {
  port: string;
  host: string;
}

/**
 * Why a server could not listen where its settings say, as a ConfigError naming the setting to
 * change; any other error as it is.
 */
export function listenError(error: unknown, settings: ListenSettings): unknown {
  const { code, port, address } = error as { code?: string; port?: number; address?: string };
  if (code === "EADDRINUSE")
    return new ConfigError(
      `Port ${port} is in use: stop what uses it or set ${settings.port} to another port.`,
    );
  if (code === "EACCES")
    return new ConfigError(
      `Port ${port} needs privileges this process does not have: set ${settings.port} to a port from 1024 up.`,
    );
  if (code === "EADDRNOTAVAIL")
    return new ConfigError(
      `${address} is not an address of this machine: set ${settings.host} to one of its addresses, or 0.0.0.0 for all of them.`,
    );
  return error;
}
