// The enrollment form's plan field in the words its page shows: the empty option's label, and the
// message under the field when the plan sent is none of the plans. The server's own message
// (plan-choice.ts) names the plans by their slugs, as an API client sends them; a visitor never
// sees a slug, only the options' names. Kept apart from plan-choice.ts so that the page names
// them without carrying valibot.
import { plans } from "../catalogue/plans";

/** The plan field's first option: no plan chosen yet. */
export const NO_PLAN_LABEL = "Not decided yet";

/** The options as the field lists them, the empty one last. */
const options = [...plans.map((plan) => plan.course_type), `“${NO_PLAN_LABEL}”`];

/** The page's words for a plan that is none of the options. */
export const planPageMessage = `Choose ${options.slice(0, -1).join(", ")} or ${options.at(-1)}.`;
