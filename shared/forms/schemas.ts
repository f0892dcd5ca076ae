// The forms' output types, taken from their definitions (definitions/).
import type { FormOutput } from "./registry";

export { graduationYears } from "./definitions/ambassador";

export type Callback = FormOutput<"callback">;
export type Contact = FormOutput<"contact">;
export type Ambassador = FormOutput<"ambassador">;
export type Enrollment = FormOutput<"enrollment">;
export type Newsletter = FormOutput<"newsletter">;
