// Settings of lead notifications. The entries are meant to be spread into the server's EnvSchema,
// with `notificationCheck()` piped after the object so that a half-configured channel stops the
// server with a message naming the variable that is missing:
//
//   const EnvSchema = v.pipe(v.object({ ...ownEntries, ...notificationEntries }), notificationCheck());
//
// No message ever repeats a value: SMTP_URL and LEADS_WEBHOOK_URL may carry credentials.
import * as v from "valibot";
import { site } from "#shared/catalogue/site";
import { ConfigError, DEFAULT_TIME_ZONE, intFrom, optionalText, type SiteConfig } from "../config";
import { notifiedForms, type NotifiedForm } from "./types";

/** A plain address: no display name, no spaces, no characters that end an address list. */
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;
/** 'leads@example.com' or 'Aptora Leads <leads@example.com>'. */
const FROM = /^(?:[^<>"\\\p{Cc}]*<([^<>]+)>|([^<>]+))$/u;

const isSmtpUrl = (s: string) => {
  if (!URL.canParse(s)) return false;
  const url = new URL(s);
  return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
};

const isWebhookUrl = (s: string) => {
  if (!URL.canParse(s)) return false;
  const url = new URL(s);
  // fetch refuses a URL with credentials, so they are refused here, at start.
  return (
    (url.protocol === "http:" || url.protocol === "https:") &&
    url.username === "" &&
    url.password === ""
  );
};

const isFromAddress = (s: string) => {
  const match = FROM.exec(s);
  const address = (match?.[1] ?? match?.[2])?.trim();
  return address !== undefined && ADDRESS.test(address);
};

/** Standard Webhooks secrets: 'whsec_' then base64 of 24 to 64 random bytes. */
export const WEBHOOK_SECRET_BYTES = { min: 24, max: 64 } as const;
const isWebhookSecret = (s: string) => {
  if (!s.startsWith("whsec_")) return false;
  const encoded = s.slice("whsec_".length);
  if (encoded.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return false;
  const bytes = Buffer.from(encoded, "base64").length;
  return bytes >= WEBHOOK_SECRET_BYTES.min && bytes <= WEBHOOK_SECRET_BYTES.max;
};

const addressList = (name: string) =>
  v.pipe(
    // A default, so that an unset variable still runs the pipe and gives an empty list.
    v.optional(v.string(), ""),
    v.transform((s) =>
      s
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean),
    ),
    v.check(
      (list) => list.every((a) => ADDRESS.test(a)),
      `${name} must be comma-separated email addresses such as admissions@example.com, sales@example.com`,
    ),
  );

/**
 * The setting naming a notified form's own recipients: LEADS_EMAIL_TO_ and its id in capitals
 * ('LEADS_EMAIL_TO_CALLBACK').
 */
type RecipientsSetting = `LEADS_EMAIL_TO_${Uppercase<NotifiedForm>}`;
export const recipientsSetting = (form: NotifiedForm) =>
  `LEADS_EMAIL_TO_${form.toUpperCase()}` as RecipientsSetting;
const recipientSettings = notifiedForms.map(recipientsSetting);
const recipientEntries = Object.fromEntries(
  recipientSettings.map((name) => [name, addressList(name)]),
) as Record<RecipientsSetting, ReturnType<typeof addressList>>;

export const notificationMessages = {
  smtpUrl:
    "SMTP_URL must be an smtp:// or smtps:// URL with a host, such as smtps://user:password@smtp.example.com:465",
  from: "LEADS_EMAIL_FROM must be one email address such as leads@example.com or Aptora Leads <leads@example.com>",
  webhookUrl:
    "LEADS_WEBHOOK_URL must be an http:// or https:// URL without a user name or password, such as https://hooks.example.com/leads",
  webhookSecret: `LEADS_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ followed by the base64 of ${WEBHOOK_SECRET_BYTES.min} to ${WEBHOOK_SECRET_BYTES.max} random bytes`,
  fromNeeded: "LEADS_EMAIL_FROM must be set when SMTP_URL is set",
  smtpNeeded: (name: string) => `SMTP_URL must be set when ${name} is set`,
  recipientsNeeded: `LEADS_EMAIL_TO (or one of ${recipientSettings.join(", ")}) must be set when SMTP_URL is set`,
  secretNeeded: "LEADS_WEBHOOK_SECRET must be set when LEADS_WEBHOOK_URL is set",
  urlNeeded: "LEADS_WEBHOOK_URL must be set when LEADS_WEBHOOK_SECRET is set",
} as const;

export const notificationEntries = {
  SMTP_URL: v.pipe(
    optionalText,
    v.check((s) => s === undefined || isSmtpUrl(s), notificationMessages.smtpUrl),
  ),
  LEADS_EMAIL_FROM: v.pipe(
    optionalText,
    v.check((s) => s === undefined || isFromAddress(s), notificationMessages.from),
  ),
  LEADS_EMAIL_TO: addressList("LEADS_EMAIL_TO"),
  ...recipientEntries,
  /** Who is told when nobody contacted a lead within LEAD_SLA_MINUTES of business hours. */
  LEADS_ESCALATE_TO: addressList("LEADS_ESCALATE_TO"),
  LEADS_WEBHOOK_URL: v.pipe(
    optionalText,
    v.check((s) => s === undefined || isWebhookUrl(s), notificationMessages.webhookUrl),
  ),
  LEADS_WEBHOOK_SECRET: v.pipe(
    optionalText,
    v.check((s) => s === undefined || isWebhookSecret(s), notificationMessages.webhookSecret),
  ),
  /** First wait before a failed notification is tried again; it doubles up to two hours. */
  NOTIFY_RETRY_BASE_MS: intFrom("NOTIFY_RETRY_BASE_MS", 10, 3_600_000, 30_000),
  /**
   * Deadline of one delivery attempt (SMTP conversation or webhook request), however the peer
   * behaves, until a mail server has the whole message.
   */
  NOTIFY_TIMEOUT_MS: intFrom("NOTIFY_TIMEOUT_MS", 100, 60_000, 10_000),
  /**
   * Delivery attempts under way at once per channel (SMTP connections, webhook requests); as many
   * emails again may wait for a mail server's reply.
   */
  NOTIFY_CONCURRENCY: intFrom("NOTIFY_CONCURRENCY", 1, 64, 16),
  /**
   * /healthz calls the outbox overdue once a notification has waited this long, due and
   * unattempted.
   */
  NOTIFY_OVERDUE_MS: intFrom("NOTIFY_OVERDUE_MS", 1000, 86_400_000, 300_000),
  /** A notification still failing this long after its lead is dead-lettered. */
  NOTIFY_GIVE_UP_HOURS: intFrom("NOTIFY_GIVE_UP_HOURS", 1, 24 * 14, 24),
};

/** The parsed notification variables, as they will appear in the server's Config. */
export type NotificationEnv = v.InferOutput<v.ObjectSchema<typeof notificationEntries, undefined>>;

/** What the notifications read: the site's settings and their own. */
export type NotifyConfig = SiteConfig & NotificationEnv;

/** Who gets each form's email: its own list when set, else LEADS_EMAIL_TO. */
const recipientsOf = (env: NotificationEnv): Record<NotifiedForm, string[]> => {
  const own = (form: NotifiedForm) => env[recipientsSetting(form)];
  const pick = (form: NotifiedForm) => (own(form).length > 0 ? own(form) : env.LEADS_EMAIL_TO);
  return Object.fromEntries(notifiedForms.map((form) => [form, pick(form)])) as Record<
    NotifiedForm,
    string[]
  >;
};

/** Every reason the values, each valid alone, do not make whole channels. Empty when fine. */
export function notificationProblems(env: NotificationEnv): string[] {
  const problems: string[] = [];
  const anyRecipient = notifiedForms.some((form) => recipientsOf(env)[form].length > 0);
  if (env.SMTP_URL !== undefined) {
    if (env.LEADS_EMAIL_FROM === undefined) problems.push(notificationMessages.fromNeeded);
    if (!anyRecipient) problems.push(notificationMessages.recipientsNeeded);
  } else {
    if (env.LEADS_EMAIL_FROM !== undefined)
      problems.push(notificationMessages.smtpNeeded("LEADS_EMAIL_FROM"));
    const recipientVariables = (
      ["LEADS_EMAIL_TO", ...recipientSettings, "LEADS_ESCALATE_TO"] as const
    ).filter((name) => env[name].length > 0);
    for (const name of recipientVariables) problems.push(notificationMessages.smtpNeeded(name));
  }
  if (env.LEADS_WEBHOOK_URL !== undefined && env.LEADS_WEBHOOK_SECRET === undefined)
    problems.push(notificationMessages.secretNeeded);
  if (env.LEADS_WEBHOOK_URL === undefined && env.LEADS_WEBHOOK_SECRET !== undefined)
    problems.push(notificationMessages.urlNeeded);
  return problems;
}

const ownKeys: ReadonlySet<unknown> = new Set(Object.keys(notificationEntries));

/**
 * The check to pipe after the object schema that contains the entries: one issue per
 * half-configured channel. It stays quiet while one of these variables is itself invalid
 * (that message says enough). Generic so that the server's whole Config type passes through.
 */
export const notificationCheck = <T extends NotificationEnv>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    if (dataset.issues?.some((issue) => ownKeys.has(issue.path?.[0]?.key))) return;
    for (const message of notificationProblems(dataset.value)) addIssue({ message });
  });

/** The notification variables alone, checked as a whole (tests, tools). */
export const NotificationEnvSchema = v.pipe(v.object(notificationEntries), notificationCheck());

export interface EmailSettings {
  smtpUrl: string;
  from: string;
  /** Recipients per form; an empty list means no email for that form. */
  recipients: Record<NotifiedForm, string[]>;
}

export interface WebhookSettings {
  url: string;
  secret: string;
}

export interface NotificationSettings {
  /** True when at least one channel is on for at least one form. */
  enabled: boolean;
  email: EmailSettings | undefined;
  webhook: WebhookSettings | undefined;
  /**
   * LEADS_ESCALATE_TO: who gets the mail about a lead nobody contacted in time (empty: no such
   * mail).
   */
  escalateTo: string[];
  /** Business time zone in which emails show the time of the lead. */
  timeZone: string;
  /** Name of the site in email bodies. */
  siteName: string;
  /** SITE_URL: the origin of the lead page's link in emails (none without it). */
  siteUrl: string | undefined;
}

export const DEFAULT_SITE_NAME = site.brandName;

/**
 * Turns parsed values into channels. Pure; throws a ConfigError when a channel is
 * half-configured, in case the values were not parsed with `notificationCheck()`.
 */
export function notificationSettings(
  config: NotificationEnv & { SITE_TIME_ZONE?: string | undefined; SITE_URL?: string | undefined },
  options: { siteName?: string } = {},
): NotificationSettings {
  const problems = notificationProblems(config);
  if (problems.length > 0)
    throw new ConfigError(`Invalid settings:\n${problems.map((p) => `- ${p}`).join("\n")}`);
  const email =
    config.SMTP_URL !== undefined && config.LEADS_EMAIL_FROM !== undefined
      ? {
          smtpUrl: config.SMTP_URL,
          from: config.LEADS_EMAIL_FROM,
          recipients: recipientsOf(config),
        }
      : undefined;
  const webhook =
    config.LEADS_WEBHOOK_URL !== undefined && config.LEADS_WEBHOOK_SECRET !== undefined
      ? { url: config.LEADS_WEBHOOK_URL, secret: config.LEADS_WEBHOOK_SECRET }
      : undefined;
  return {
    enabled:
      webhook !== undefined ||
      (email !== undefined && notifiedForms.some((f) => email.recipients[f].length > 0)),
    email,
    webhook,
    escalateTo: email !== undefined ? config.LEADS_ESCALATE_TO : [],
    timeZone: config.SITE_TIME_ZONE ?? DEFAULT_TIME_ZONE,
    siteName: options.siteName ?? DEFAULT_SITE_NAME,
    siteUrl: config.SITE_URL,
  };
}

export type Channel = "email" | "webhook";

/**
 * The channels that announce a lead nobody contacted in time: the mail when LEADS_ESCALATE_TO is
 * set, the webhook when it is on.
 */
export function overdueChannels(settings: NotificationSettings): Channel[] {
  const channels: Channel[] = [];
  if (settings.email !== undefined && settings.escalateTo.length > 0) channels.push("email");
  if (settings.webhook !== undefined) channels.push("webhook");
  return channels;
}

/** The channels that carry one form's leads. */
export function channelsFor(settings: NotificationSettings, form: NotifiedForm): Channel[] {
  const channels: Channel[] = [];
  if (settings.email !== undefined && settings.email.recipients[form].length > 0)
    channels.push("email");
  if (settings.webhook !== undefined) channels.push("webhook");
  return channels;
}
