// What the staff desk keeps while a site runs, made once per site with its other services
// (server/services.ts): the cookies and session storage (made on first use, as they need the
// site's key), the sign-in limits, and the queue of sign-in mails, sent after the person has
// had the response, so that neither the page nor its timing tells whether an address is staff.
import { createHmac } from "node:crypto";
import type { DeskConfig } from "../settings";
import { createTaskQueue, type TaskQueue } from "#server/one-at-a-time";
import type { StorePort } from "#server/store";
import { createDeskLimits, type DeskLimits } from "./limits";
import { createDeskCookies, type DeskCookies } from "./cookies";
import { createEscalation, type Escalation } from "../owners/escalation";
import type { Notifier } from "#server/notify/runtime";
import type { Logger } from "#server/logging/logger";

export interface DeskRuntime {
  cookies(): DeskCookies;
  /** The keys sign-in codes are hashed with: the current one first, then the previous. */
  codeKeys(): readonly string[];
  /**
   * The time for sign-in, sessions and fresh proof: the system's clock (a test fakes Date), not the
   * site's page clock, which tests move by days while a signed-in session is meant to stay.
   */
  now(): number;
  limits: DeskLimits;
  /** Sign-in codes looked up and mailed one at a time, after responding. */
  mail: TaskQueue;
  /** The timer that escalates leads nobody contacted in time (started with the server). */
  escalation: Escalation;
}

/**
 * The key that signs the desk's cookies, derived from the site's key (PRIVACY_SECRET, or the one
 * made in DATA_DIR: server/privacy/secret.ts) so that production has one secret to set and keep
 * the same on every instance, and a fresh clone none. Cookies signed with the key derived from
 * PRIVACY_SECRET_PREVIOUS are still read, so a rotation signs nobody out.
 */
export const deskCookieKey = (siteKey: string) =>
  createHmac("sha256", siteKey).update("staff desk cookies").digest("base64url");

/** The key sign-in codes are hashed with, derived from the site's key as the cookies' is. */
export const deskCodeKey = (siteKey: string) =>
  createHmac("sha256", siteKey).update("staff desk sign-in codes").digest("base64url");

export function createDeskRuntime(
  config: DeskConfig,
  sources: {
    store: () => StorePort;
    siteKeys: () => readonly string[];
    notifier: Notifier;
    now: () => number;
    log: Logger;
  },
): DeskRuntime {
  let cookies: DeskCookies | undefined;
  return {
    cookies: () =>
      (cookies ??= createDeskCookies(config, sources.siteKeys().map(deskCookieKey), sources.store)),
    codeKeys: () => sources.siteKeys().map(deskCodeKey),
    now: () => Date.now(),
    limits: createDeskLimits(config),
    mail: createTaskQueue(),
    escalation: createEscalation(
      () => ({ config, store: sources.store(), notifier: sources.notifier }),
      sources.now,
      sources.log,
    ),
  };
}

/** What of the site's services (server/services.ts) the staff desk use. */
export interface SiteForDesk {
  config: DeskConfig;
  readonly store: StorePort;
  desk: DeskRuntime;
}
