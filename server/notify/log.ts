// One line per delivery attempt and channel, for operators. Never a secret, a URL, the
// record's text, a full email address or a full phone number.
import { phoneFields } from "./fields";
import type { Channel } from "./settings";
import type { LeadNotification } from "./types";

/** 'a***@example.com': the first letter and the domain only (the lead pipeline's log too). */
export const maskEmail = (email: string) => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
};

/** '********10': the last two digits only. */
export const maskPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, "");
  return `${"*".repeat(Math.max(digits.length - 2, 0))}${digits.slice(-2)}`;
};

export type DeliveryOutcome = "sent" | "failed" | "skipped";

export interface DeliveryAttempt {
  channel: Channel;
  outcome: DeliveryOutcome;
  /** 1 for the first attempt of this lead in this process. */
  attempt: number;
  ms?: number;
  /** A safe reason (EmailError / WebhookError message) for a failure, or why it was skipped. */
  reason?: string;
}

/** Quotes a value only when it needs it, and keeps it on one line. */
const value = (s: string) => {
  const line = s.replace(/[\p{Cc}"\\]/gu, "?");
  return /^[^\s=]+$/.test(line) ? line : `"${line}"`;
};

export function deliveryLogLine(n: Pick<LeadNotification, "id" | "form" | "record">, a: DeliveryAttempt): string {
  const parts = ["[notify]", `channel=${a.channel}`, `form=${n.form}`, `key=${value(n.id)}`, `attempt=${a.attempt}`, `outcome=${a.outcome}`];
  if (a.ms !== undefined) parts.push(`ms=${Math.round(a.ms)}`);
  if (n.record.email) parts.push(`email=${value(maskEmail(n.record.email))}`);
  const phone = Object.entries(n.record).find(([field]) => phoneFields.has(field))?.[1];
  if (phone) parts.push(`phone=${value(maskPhone(phone))}`);
  if (a.reason) parts.push(`reason=${value(a.reason)}`);
  return parts.join(" ");
}

export type DeliveryLogger = (line: string, outcome: DeliveryOutcome) => void;

/** Sent and skipped as info, failures as warnings: the caller retries, and gives up loudly itself. */
export const consoleDeliveryLogger: DeliveryLogger = (line, outcome) => {
  if (outcome === "failed") console.warn(line);
  else console.info(line);
};
