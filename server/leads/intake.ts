// The one guard pipeline of a lead, for the page forms and the REST gateway alike: media
// type, body limit (derived from the fields' own limits), honeypot, rate limit, key,
// validation, the transport's own fields, then the store. Only the response's form differs
// between the two callers (a page with a dialog, or a JSON problem).
import {
  dialogs,
  HONEYPOT_FIELD,
  networkLimited,
  rateLimited,
  KEY_FIELD,
  pickFields,
  RETURN_TO_FIELD,
  validateForm,
  type DialogMessage,
  type FieldErrors,
  type FormId,
  type FormValues,
} from "#shared/forms";
import {
  MARKETING_CONSENT_FIELD,
  MARKETING_CONSENT_TICKED,
  marketingConsentMessage,
  readMarketingConsent,
} from "#shared/forms/consent";
import type { LeadContext } from "#shared/forms/lead-context";
import { bodyLimitBytes } from "#shared/forms/limits";
import { PLAN_FIELD } from "#shared/forms/transport";
import { returnPath } from "#shared/routes";
import { leadForms } from "#shared/forms/registry";
import { escapesAreUtf8, parseUrlEncoded, readBody } from "../limits/post-body";
import type { LeadsInFlight } from "./in-flight";
import { leadContextOf } from "./lead-context";
import { isSubmissionKey, keyFromToken, mintSubmissionKey, newsletterKey } from "./keys";
import type { Logger } from "../logging/logger";
import type { SiteMetrics } from "../metrics/registry";
import { logLead, type LeadLog, type RefusalReason } from "./log";
import { countPost, type PostLimiters } from "./post-limits";
import type { RecordContext } from "./records";
import { storeLead, type LeadStoreServices } from "./service";

export type Fields = Record<string, unknown>;

/** What the caller adds to the record, checked before anything is stored. */
export type ContextResolution =
  | { ok: true; context: Partial<Pick<RecordContext, "source" | "url">> }
  | { ok: false; fieldErrors: FieldErrors };

/** The services of the site (server/services.ts) that a lead's intake uses. */
export type IntakeServices = LeadStoreServices & {
  limiters: { forms: PostLimiters };
  leadsInFlight: LeadsInFlight;
  log: Logger;
  metrics: Pick<SiteMetrics, "leadStored" | "leadRefused">;
};

export interface IntakeRequest {
  services: IntakeServices;
  form: FormId;
  request: Request;
  clientIp: string | undefined;
  transport: "page" | "api";
  resolveContext: (fields: Fields) => ContextResolution;
  /** The request's logger (its lines carry the request id); the site's when there is no request. */
  log?: Logger;
}

export type Intake =
  | { outcome: "stored"; key: string; duplicate: boolean; fields: Fields }
  | { outcome: "honeypot"; fields: Fields }
  | {
      outcome: "invalid";
      values: FormValues;
      fieldErrors: FieldErrors;
      dialog: DialogMessage;
      key?: string;
      fields: Fields;
    }
  | { outcome: "failed"; values: FormValues; dialog: DialogMessage; key: string; fields: Fields }
  | {
      outcome: "rate-limited";
      values: FormValues;
      dialog: DialogMessage;
      retryAfterSeconds: number;
      fields: Fields;
    }
  | { outcome: "bad-request"; fields: Fields }
  | { outcome: "key-reused"; values: FormValues; fields: Fields }
  | { outcome: "key-in-flight"; values: FormValues; fields: Fields }
  | { outcome: "too-large" | "unsupported-type" | "not-utf8" | "bad-json" | "key-malformed" };

/** Idempotency-Key: 1 to 200 visible ASCII characters. */
const TOKEN = /^[\x21-\x7e]{1,200}$/;

type MediaType = "form" | "json";

function mediaType(request: Request): MediaType | undefined {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type === "application/json") return "json";
  return undefined;
}

function parseBody(type: MediaType, text: string): Fields | undefined {
  if (type === "form") return parseUrlEncoded(text);
  try {
    const parsed: unknown = JSON.parse(text);
    // Anything but an object has no fields: every field is then reported missing.
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Fields)
      : (Object.create(null) as Fields);
  } catch {
    return undefined;
  }
}

/**
 * The key a lead goes under: the client's (header or field), else a fresh one; "malformed" for a
 * bad header.
 */
function keyOf(
  form: FormId,
  request: Request,
  fields: Fields,
  transport: "page" | "api",
): { key: string; fromClient: boolean } | "malformed" {
  if (transport === "api") {
    const token = request.headers.get("idempotency-key");
    if (token === null) return { key: mintSubmissionKey(), fromClient: false };
    // Keys of different forms never collide: the form is part of what is hashed.
    return TOKEN.test(token)
      ? { key: keyFromToken(`${form}:${token}`), fromClient: true }
      : "malformed";
  }
  const field = fields[KEY_FIELD];
  return isSubmissionKey(field)
    ? { key: field, fromClient: true }
    : { key: mintSubmissionKey(), fromClient: false };
}

export async function runIntake(input: IntakeRequest): Promise<Intake> {
  const { form, request, transport, services } = input;
  const to: LeadLog = { log: input.log ?? services.log, metrics: services.metrics };
  const refuse = <T extends RefusalReason>(outcome: T) => {
    logLead(to, form, "refused", { reason: outcome, via: transport });
    return { outcome };
  };
  const type = mediaType(request);
  if (!type || (transport === "page" && type !== "form")) return refuse("unsupported-type");
  const body = await readBody(request, bodyLimitBytes(form));
  if (!body.ok) return refuse("too-large");
  // Text that is not UTF-8 would be stored with U+FFFD in place of what was meant: refused, as
  // JSON must be UTF-8 and a browser sends forms so.
  if (!body.utf8 || (type === "form" && !escapesAreUtf8(body.text))) return refuse("not-utf8");
  const fields = parseBody(type, body.text);
  if (!fields) return refuse("bad-json");

  if (typeof fields[HONEYPOT_FIELD] === "string" && fields[HONEYPOT_FIELD] !== "") {
    logLead(to, form, "honeypot", { via: transport });
    return { outcome: "honeypot", fields };
  }
  const notice = leadForms[form].notice;
  // The newsletter is itself the consent; the other forms ask with their optional box.
  const marketing =
    notice.marketing === "ask" ? readMarketingConsent(fields[MARKETING_CONSENT_FIELD], type) : true;
  const values = pickFields(form, fields);
  // A ticked box survives every refusal, as typed values do.
  if (notice.marketing === "ask")
    values[MARKETING_CONSENT_FIELD] = marketing ? MARKETING_CONSENT_TICKED : "";
  // So does the plan the visitor chose (enrollment), whatever the page's address names.
  const plan = fields[PLAN_FIELD];
  if (form === "enrollment" && typeof plan === "string") values[PLAN_FIELD] = plan;
  const limit = await countPost(services.limiters.forms, form, values, input.clientIp);
  if (!limit.allowed) {
    logLead(to, form, "rate-limited", { via: transport, limit: limit.by });
    const dialog = limit.by === "person" ? rateLimited : networkLimited;
    return {
      outcome: "rate-limited",
      values,
      dialog,
      retryAfterSeconds: limit.retryAfterSeconds,
      fields,
    };
  }
  // A newsletter sign-up goes under its address (below), one record per address. The page
  // form sends no key of its own; an API client's Idempotency-Key is kept beside the record.
  const keyed =
    form === "newsletter" && transport === "page"
      ? undefined
      : keyOf(form, request, fields, transport);
  if (keyed === "malformed") return refuse("key-malformed");

  const checked = validateForm(form, fields);
  // The page transport's own field: the page a form goes back to (the newsletter's returnTo)
  // is a same-site path or the post is refused, before anything is stored.
  if (transport === "page" && returnPath(fields[RETURN_TO_FIELD]) === undefined)
    return { ...refuse("bad-request"), fields };
  const resolved = input.resolveContext(fields);
  const extra = leadContextOf(form, fields, request, transport);
  if (!checked.success || !resolved.ok || !extra.ok || marketing === undefined) {
    const fieldErrors = {
      ...(checked.success ? {} : checked.fieldErrors),
      ...(resolved.ok ? {} : resolved.fieldErrors),
      ...(extra.ok ? {} : extra.fieldErrors),
      ...(marketing === undefined ? { [MARKETING_CONSENT_FIELD]: marketingConsentMessage } : {}),
    };
    const dialog = checked.success ? dialogs[form].invalid : checked.dialog;
    logLead(to, form, "invalid", { via: transport, fields: Object.keys(fieldErrors) });
    return {
      outcome: "invalid",
      values,
      fieldErrors,
      dialog,
      key: keyed?.fromClient ? keyed.key : undefined,
      fields,
    };
  }

  const { output } = checked;
  // Every form has an email address: the newsletter's is its key; the logger masks it on the lead's
  // line.
  const { email } = output;
  const sentKey = keyed?.fromClient ? keyed.key : undefined;
  let key = form === "newsletter" ? newsletterKey(email) : (keyed?.key ?? mintSubmissionKey());
  const fromClient = form !== "newsletter" && sentKey !== undefined;
  const context = {
    now: new Date(),
    source: resolved.context.source ?? "/",
    url: resolved.context.url ?? "",
  };
  // What the visitor agreed to, and which words they were shown, beside the stored record.
  const leadContext: LeadContext = {
    ...extra.context,
    consent: { marketing, notice: notice.version, at: context.now.toISOString() },
  };
  const flightId = `${form}:${sentKey ?? key}`;
  const earlier = sentKey !== undefined ? services.leadsInFlight.pending(flightId) : undefined;
  if (earlier) {
    if (transport === "api") {
      logLead(to, form, "refused", { reason: "key-in-flight", via: transport, key });
      return { outcome: "key-in-flight", values, fields };
    }
    // A double click: the second post waits for the first and gets its result from the store.
    await earlier.catch(() => undefined);
  }

  const page = new URL(request.url).pathname;
  const write = {
    form,
    output,
    context,
    key,
    keyFromClient: fromClient,
    page,
    leadContext,
    ...(form === "newsletter" && sentKey ? { clientKey: sentKey } : {}),
  };
  let result = await services.leadsInFlight.run(flightId, () => storeLead(services, write));
  if (result.status === "conflict" && transport === "page") {
    // The visitor changed what they typed after an attempt whose write landed after all:
    // what they send now is a lead of its own.
    key = mintSubmissionKey();
    result = await storeLead(services, {
      form,
      output,
      context,
      key,
      keyFromClient: false,
      page,
      leadContext,
    });
  }
  switch (result.status) {
    case "conflict":
      logLead(to, form, "refused", { reason: "key-reused", via: transport, key });
      return { outcome: "key-reused", values, fields };
    case "failed":
      logLead(to, form, "failed", { via: transport, key, reason: result.reason });
      return { outcome: "failed", values, dialog: dialogs[form].failure, key, fields };
    default: {
      const duplicate = result.status === "duplicate";
      logLead(to, form, duplicate ? "duplicate" : "stored", {
        via: transport,
        key: result.key,
        email,
      });
      return { outcome: "stored", key: result.key, duplicate, fields };
    }
  }
}
