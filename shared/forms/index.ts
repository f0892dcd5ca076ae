export * from "./messages";
export * from "./registry";
export * from "./schemas";
export * from "./validate";
export * from "./transport";
export * from "./success-view";
export type { LeadFormDefinition } from "./definition";
