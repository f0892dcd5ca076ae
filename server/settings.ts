// Every setting, read from the environment once at start and checked as a whole: the site's own
// (config.ts) and each feature's, declared beside its code. A bad one stops the server with a
// message that names the variable, never its value.
import * as v from "valibot";
import { ConfigError, siteCheck, siteEntries } from "./config";
import { deskEntries } from "./desk/settings";
import { notificationCheck, notificationEntries } from "./notify/settings";
import { privacyCheck, privacyEntries } from "./privacy/settings";

const SettingsSchema = v.pipe(
  v.object({ ...siteEntries, ...notificationEntries, ...privacyEntries, ...deskEntries }),
  notificationCheck(),
  privacyCheck(),
  siteCheck(),
);

/** Every setting of the server, as read. */
export type Config = v.InferOutput<typeof SettingsSchema>;

/**
 * Settings that were renamed: a server still given the old name would silently run on the
 * new one's default, so it stops and says which name to use.
 */
const RENAMED: Record<string, string> = { MISSES_PER_MINUTE: "NOT_FOUND_PER_MINUTE" };

export function parseConfig(env: Record<string, string | undefined>): Config {
  const renamed = Object.entries(RENAMED)
    .filter(([old]) => env[old] !== undefined)
    .map(([old, now]) => `${old} is now called ${now}: set that instead`);
  const result = v.safeParse(SettingsSchema, env);
  if (result.success && renamed.length === 0) return result.output;
  const messages = [...renamed, ...(result.issues ?? []).map((issue) => issue.message)];
  const problems = messages.map((message) => `- ${message}`).join("\n");
  throw new ConfigError(`Invalid settings:\n${problems}`);
}
