// The forms' schemas and output types, taken from their definitions (definitions/).
import { type leadForms, mapForms, type FormOutput } from "./registry";

export { graduationYears } from "./definitions/ambassador";

export const schemas = mapForms((definition) => definition.schema) as { [Id in keyof typeof leadForms]: (typeof leadForms)[Id]["schema"] };

export type Callback = FormOutput<"callback">;
export type Contact = FormOutput<"contact">;
export type Ambassador = FormOutput<"ambassador">;
export type Enrollment = FormOutput<"enrollment">;
export type Newsletter = FormOutput<"newsletter">;
