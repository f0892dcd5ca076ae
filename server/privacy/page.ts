// What the /my-data pages show and do, apart from how they are drawn: the request form's
// post, the link page's view of every record, the JSON download, a correction validated by
// the form's own schema, and the erasure. Withdrawing marketing consent is withdrawal.ts.
import { localDateTime } from "#shared/dates";
import { leadForms, validateForm, validateField, type FormId } from "#shared/forms";
import { leadSummary } from "../leads/summary";
import { personDeskLines } from "./desk-data";
import { parseUrlEncoded, readBody } from "../limits/post-body";
import { clientKey } from "../limits/rate-limiter";
import { contextLines } from "../notify/fields";
import type { StoredRecord } from "../store";
import { queueAccessRequest } from "./access";
import { eraseAddress } from "./erase";
import { findStoredLeads, type StoredLead } from "./stored-leads";
import type { SiteForPrivacy } from "./runtime";
import { addressHash, logRequest } from "./requests";

/** A request form post is one short field; anything longer is not one. */
const BODY_LIMIT_BYTES = 2048;

export const myDataMessages = {
  tooMany: "Too many requests from your connection. Please wait a minute and try again.",
  tooLarge: "That request was too large. Please enter just your email address.",
  gone: "This link no longer works: it is more than 30 minutes old, or it was already used to erase your data. Ask for a new one below.",
  sent: "If we hold anything about that address, we have sent it a link. The link works for 30 minutes. Nothing arrived? Check your spam folder, or ask again.",
  erased:
    "Everything we held about that address is erased. If our CRM had a copy, it has been told to erase it too.",
  corrected: "Your correction is saved.",
  unavailable:
    "We could not do that just now: our store did not respond. Please try again in a minute.",
  withdrawn:
    "Your consent to course news and offers is withdrawn, and you are unsubscribed from the newsletter. We still answer anything you asked us about.",
};

export type RequestOutcome =
  | { kind: "sent" }
  | { kind: "invalid"; email: string; message: string }
  | { kind: "limited"; retryAfterSeconds: number }
  | { kind: "too-large" };

/**
 * The request form's post. The response depends only on the post itself (its size, whether
 * the address is well formed, the client's rate), never on what is stored for the address.
 */
export async function requestAccess(
  services: SiteForPrivacy,
  request: Request,
  clientIp: string | undefined,
  origin: string,
): Promise<RequestOutcome> {
  // The form limit (RATE_LIMIT_PER_MINUTE) per client, counted apart from the lead forms (the
  // site's limiters.myData).
  const limit = await services.limiters.myData.hit(clientKey(clientIp));
  if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const body = await readBody(request, BODY_LIMIT_BYTES);
  if (!body.ok) return { kind: "too-large" };
  const email = (parseUrlEncoded(body.text).email ?? "").trim();
  const problem = validateField("newsletter", "email", email);
  if (problem !== undefined)
    return { kind: "invalid", email: email.slice(0, 254), message: problem };
  queueAccessRequest(services, email.normalize("NFC"), services.config.SITE_URL ?? origin);
  return { kind: "sent" };
}

export interface StoredField {
  name: string;
  label: string;
  value: string;
  /** A field the visitor may correct here (the form's own fields, but the address). */
  editable: boolean;
}

export interface StoredItem {
  form: FormId;
  title: string;
  list: string;
  key: string;
  date: string;
  fields: StoredField[];
  /**
   * What is stored beside the record (consent, plan, first page of the visit), as labelled lines.
   */
  beside: Array<{ label: string; value: string }>;
  /** What the sales team recorded about it (status, notes), as labelled lines. */
  desk: Array<{ label: string; value: string }>;
  /**
   * A newsletter sign-up, or a lead whose stored consent to course news and offers says yes:
   * something to withdraw.
   */
  marketing: boolean;
}

const fallbackLabels: Record<string, string> = {
  email: "Email",
  date: "Date",
  url: "Course page",
  source: "Page",
};

function labelOf(form: FormId, name: string): string {
  const notify = leadForms[form].notify;
  const labels = notify === false ? {} : (notify.labels as Record<string, string>);
  return labels[name] ?? fallbackLabels[name] ?? name;
}

const schemaFields = (form: FormId) => Object.keys(leadForms[form].schema.entries);

/** Each record as the link page shows it; times of consent in the business's time zone. */
export function storedItems(storedLeads: readonly StoredLead[], timeZone: string): StoredItem[] {
  const formatTime = (iso: string) => localDateTime(new Date(iso), timeZone);
  return storedLeads.map(({ form, list, key, record, context, desk }) => ({
    form,
    title: leadForms[form].name.one,
    list,
    key,
    date: record.date ?? "",
    fields: Object.entries(record).map(([name, value]) => ({
      name,
      label: labelOf(form, name),
      value,
      editable: name !== "email" && schemaFields(form).includes(name),
    })),
    // What is stored, as stored: the plan's name, not today's price.
    beside: contextLines(context, formatTime, (plan) => plan),
    desk: desk ? personDeskLines(desk, formatTime) : [],
    marketing: form === "newsletter" || context?.consent?.marketing === true,
  }));
}

/** The JSON download: every record, where it is stored, and what this version stores beside it. */
export function downloadBody(email: string, storedLeads: readonly StoredLead[], now: Date): string {
  return `${JSON.stringify(
    {
      address: email,
      madeAt: now.toISOString(),
      records: storedLeads.map(({ form, list, key, record, context, desk }) => ({
        form,
        list,
        key,
        record,
        ...(context ? { context } : {}),
        ...(desk ? { desk } : {}),
      })),
    },
    null,
    2,
  )}\n`;
}

export const storedLeadsOf = (services: Pick<SiteForPrivacy, "store">, email: string) =>
  findStoredLeads(services.store, email);

/**
 * A refused correction gives back what was typed, so the visitor can fix it rather than type it
 * again.
 */
export type CorrectionOutcome =
  { ok: true } | { ok: false; key: string; field: string; value: string; message: string };

/**
 * Replaces one field of one of this address's records, if the form's schema takes the new value.
 */
export async function correctField(
  services: SiteForPrivacy,
  email: string,
  fields: Record<string, string>,
): Promise<CorrectionOutcome> {
  const key = fields.key ?? "";
  const name = fields.field ?? "";
  const held = (await storedLeadsOf(services, email)).find((holding) => holding.key === key);
  const item = held ? storedItems([held], services.config.SITE_TIME_ZONE)[0] : undefined;
  if (!held || !item?.fields.some((field) => field.name === name && field.editable)) {
    return {
      ok: false,
      key,
      field: name,
      value: (fields.value ?? "").slice(0, 2000),
      message: "That field cannot be corrected here.",
    };
  }
  const value = fields.value ?? "";
  const input: StoredRecord = Object.fromEntries(
    schemaFields(held.form).map((field) => [field, held.record[field] ?? ""]),
  );
  input[name] = value;
  const checked = validateForm(held.form, input);
  if (!checked.success)
    return {
      ok: false,
      key,
      field: name,
      value: value.slice(0, 2000),
      message: checked.fieldErrors[name] ?? "Please check this value.",
    };
  const corrected = (checked.output as Record<string, string>)[name] ?? value;
  const { store } = services;
  const record = { ...held.record, [name]: corrected };
  await store.put(held.list, held.key, record, {
    overwrite: true,
    summary: leadSummary(held.form, record, held.context),
  });
  await logRequest(store, {
    action: "correction",
    address: addressHash(services.privacy.secret(), email),
    status: "done",
    now: Date.now(),
    detail: `${held.list}: ${name}`,
  });
  return { ok: true };
}

export { eraseAddress };
