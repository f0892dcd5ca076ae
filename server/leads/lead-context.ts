// What a post tells about its lead beyond the stored record (shared/forms/lead-context.ts):
// the plan an enrollment is for, and, for page posts, where the visitor first came from.
// Stored beside the record by the store, in the same write.
import type { FieldErrors, FormId } from "#shared/forms";
import type { LeadContext } from "#shared/forms/lead-context";
import { choosePlan } from "#shared/forms/plan-choice";
import { PLAN_FIELD } from "#shared/forms/transport";
import { attributionOf } from "./attribution";

export type LeadContextResolution =
  { ok: true; context: LeadContext } | { ok: false; fieldErrors: FieldErrors };

export function leadContextOf(
  form: FormId,
  fields: Record<string, unknown>,
  request: Request,
  transport: "page" | "api",
): LeadContextResolution {
  const context: LeadContext = {};
  if (form === "enrollment") {
    const chosen = choosePlan(fields[PLAN_FIELD]);
    if (!chosen.ok) return { ok: false, fieldErrors: { [PLAN_FIELD]: chosen.message } };
    if (chosen.plan) context.plan = chosen.plan;
  }
  // An API client's Referer says nothing of a visitor's session: only page posts carry one.
  if (transport === "page") {
    const attribution = attributionOf(fields, request.headers.get("referer"), request.url);
    if (attribution) context.attribution = attribution;
  }
  return { ok: true, context };
}

/** A context worth a write: undefined when it has nothing in it. */
export const contextToStore = (context: LeadContext | undefined): LeadContext | undefined =>
  context && Object.values(context).some((part) => part !== undefined) ? context : undefined;
