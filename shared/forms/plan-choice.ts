// The pricing plan an enrollment is for (docs/decisions/0022): chosen with a plan's "Enroll now"
// (`?plan=<slug>#enroll`, a page variant of each course page) or in the enrollment form,
// posted as the `plan` field (page and API alike) and stored as the plan's name as shown in
// the lead's context. The stored enrollment record does not change. (The field's name lives
// in transport.ts, so that pages name it without carrying valibot.)
import * as v from "valibot";
import { planBySlug, plans, planSlug } from "../catalogue/plans";

/** Every plan's slug, in the order the pricing section shows them. */
export const planSlugs: readonly string[] = plans.map(planSlug);

export const planMessage = `The plan must be one of ${planSlugs.join(", ")}, or left out.`;

/** The API's optional field (described in the OpenAPI document); an empty value means none. */
export const planChoice = v.optional(
  v.pipe(
    v.picklist([...planSlugs, ""], planMessage),
    v.description(`The pricing plan chosen: ${planSlugs.join(", ")}.`),
  ),
);

/**
 * A posted plan field: no plan (absent or empty), the plan's name as shown, or a refusal.
 * A value that names no plan is refused rather than dropped, so a caller learns its mistake.
 */
export function choosePlan(
  value: unknown,
): { ok: true; plan?: string } | { ok: false; message: string } {
  if (value === undefined || value === "") return { ok: true };
  const plan = typeof value === "string" ? planBySlug(value) : undefined;
  return plan ? { ok: true, plan: plan.course_type } : { ok: false, message: planMessage };
}
