// Lead intake for other clients: the lead pipeline, with JSON responses. The extra fields an
// endpoint takes, and what they mean for the record, are its form's definition (`api`), so
// the OpenAPI document describes exactly what is checked here.
import * as v from "valibot";
import { API_BASE, type Created } from "#shared/api/contract";
import { coursePath } from "#shared/catalogue";
import { findCourse } from "#shared/catalogue/courses";
import type { ApiTools } from "#shared/forms/definition";
import { apiMessages, badRequest, byForm, dialogs, tooLarge, type FormId } from "#shared/forms";
import {
  runIntake,
  type ContextResolution,
  type Fields,
  type IntakeServices,
} from "../leads/intake";
import type { Logger } from "../logging/logger";
import { jsonResponse, problem } from "./responses";

/**
 * What the definitions' API functions may ask of the server: the one check that a course exists.
 */
const apiTools = (origin: string): ApiTools => ({
  origin,
  coursePath(department, slug) {
    const course = findCourse(department, slug);
    return course && coursePath(course);
  },
});

function resolveExtras<Id extends FormId>(
  form: Id,
  fields: Fields,
  origin: string,
): ContextResolution {
  const { api } = byForm[form];
  const parsed = v.safeParse(api.extras, fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.issues) fieldErrors[v.getDotPath(issue) ?? "body"] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const resolved = api.facts(parsed.output, apiTools(origin));
  // A caller that names no page came through the API: the record says so.
  return resolved.ok
    ? { ok: true, context: { source: `${API_BASE}/${form}`, ...resolved.facts } }
    : resolved;
}

export async function submit(
  services: IntakeServices,
  form: FormId,
  request: Request,
  clientIp: string | undefined,
  origin: string,
  log?: Logger,
): Promise<Response> {
  const intake = await runIntake({
    services,
    log,
    form,
    request,
    clientIp,
    transport: "api",
    resolveContext: (fields) => resolveExtras(form, fields, origin),
  });
  switch (intake.outcome) {
    case "stored":
    case "honeypot": {
      // Bots that fill the honeypot get what they expect, and nothing is stored.
      const { title, text } = dialogs[form].success;
      return jsonResponse(201, {
        key: intake.outcome === "stored" ? intake.key : "",
        title,
        message: text,
      } satisfies Created);
    }
    case "invalid":
      return problem(422, intake.dialog.title, intake.dialog.text, { fields: intake.fieldErrors });
    case "failed":
      return problem(503, intake.dialog.title, intake.dialog.text, {}, { "Retry-After": "5" });
    case "rate-limited":
      return problem(
        429,
        intake.dialog.title,
        intake.dialog.text,
        {},
        { "Retry-After": String(intake.retryAfterSeconds) },
      );
    case "key-reused":
      return problem(422, apiMessages.keyReused.title, apiMessages.keyReused.text);
    case "key-in-flight":
      return problem(
        409,
        apiMessages.keyInFlight.title,
        apiMessages.keyInFlight.text,
        {},
        { "Retry-After": "1" },
      );
    case "too-large":
      return problem(413, tooLarge.title, tooLarge.text);
    case "unsupported-type":
      return problem(415, apiMessages.unsupportedType.title, apiMessages.unsupportedType.text);
    case "not-utf8":
      return problem(400, apiMessages.notUtf8.title, apiMessages.notUtf8.text);
    case "bad-json":
      return problem(400, apiMessages.badJson.title, apiMessages.badJson.text);
    case "key-malformed":
      return problem(400, apiMessages.badIdempotencyKey.title, apiMessages.badIdempotencyKey.text);
    case "bad-request":
      return problem(400, badRequest.title, badRequest.text);
  }
}
