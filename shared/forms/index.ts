export * from "./messages";
export * from "./schemas";
export * from "./validate";
export * from "./transport";
export * from "./success-view";
