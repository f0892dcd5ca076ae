// Lead intake for other clients: the same guards, schemas and lead service as the
// page forms, answered in JSON.
import { API_BASE, submissionPaths, type Created } from "../../shared/api/contract";
import { coursePath } from "../../shared/catalogue";
import { findCourse } from "../../shared/catalogue/courses";
import { apiMessages, dialogs, rateLimited, tooLarge, validateForm, type FormId } from "../../shared/forms";
import { siteOrigin } from "../config";
import { BodyTooLarge, clientKey, formLimiter, parseUrlEncoded, readBodyText } from "../http/request-guards";
import { keyFromToken } from "../leads/keys";
import { logLead } from "../leads/log";
import { submitLead, type LeadContext } from "../leads/service";
import { jsonResponse, problem } from "./responses";

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The body as a plain record of its top-level fields; undefined when it cannot be read. */
async function readFields(request: Request): Promise<Record<string, unknown> | Response> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded") {
    return problem(415, apiMessages.unsupportedType.title, apiMessages.unsupportedType.text);
  }
  let text: string;
  try {
    text = await readBodyText(request);
  } catch (error) {
    if (error instanceof BodyTooLarge) return problem(413, tooLarge.title, tooLarge.text);
    throw error;
  }
  if (type === "application/x-www-form-urlencoded") return parseUrlEncoded(text);
  try {
    const parsed: unknown = JSON.parse(text);
    // Anything but an object has no fields: every field is then reported missing.
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return problem(400, apiMessages.badJson.title, apiMessages.badJson.text);
  }
}

/** What each endpoint adds to the lead context, or the field messages that stop it. */
function extrasFor(
  form: FormId,
  fields: Record<string, unknown>,
  request: Request,
): { context: LeadContext } | { errors: Record<string, string> } {
  const text = (name: string) => (Object.hasOwn(fields, name) && typeof fields[name] === "string" ? (fields[name] as string) : undefined);
  if (form === "callback") {
    const source = text("source") ?? `${API_BASE}${submissionPaths.callback}`;
    return /^\/[\x21-\x7e]{0,199}$/.test(source) ? { context: { source } } : { errors: { source: apiMessages.source } };
  }
  if (form === "enrollment") {
    const course = findCourse(text("department") ?? "", text("course") ?? "");
    return course
      ? { context: { url: `${siteOrigin(request)}${coursePath(course)}` } }
      : { errors: { course: apiMessages.unknownCourse } };
  }
  return { context: {} };
}

export async function submit(form: FormId, request: Request, clientIp: string | undefined): Promise<Response> {
  const fields = await readFields(request);
  if (fields instanceof Response) return fields;

  const token = request.headers.get("idempotency-key");
  if (token !== null && !IDEMPOTENCY_KEY.test(token)) {
    return problem(400, apiMessages.badIdempotencyKey.title, apiMessages.badIdempotencyKey.text);
  }
  const limit = formLimiter.hit(`${form}:${clientKey(clientIp)}`);
  if (!limit.allowed) {
    logLead(form, "rate-limited", "via=api");
    return problem(429, rateLimited.title, rateLimited.text, {}, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const extras = extrasFor(form, fields, request);
  if ("errors" in extras) {
    const checked = validateForm(form, fields);
    const dialog = checked.success ? dialogs[form].invalid : checked.dialog;
    return problem(422, dialog.title, dialog.text, { fields: { ...(checked.success ? {} : checked.fieldErrors), ...extras.errors } });
  }
  const key = token === null ? undefined : keyFromToken(`${form}:${token}`);
  const result = await submitLead(form, fields, { ...extras.context, key });
  switch (result.status) {
    case "stored":
      return jsonResponse(201, { key: result.key, title: result.dialog.title, message: result.dialog.text } satisfies Created);
    case "invalid":
      return problem(422, result.dialog.title, result.dialog.text, { fields: result.fieldErrors });
    case "failed":
      return problem(503, result.dialog.title, result.dialog.text, {}, { "Retry-After": "5" });
  }
}
