import { apiMissing } from "../lib/api.server";

/** Any other address under /api/v1. */
export const loader = apiMissing;
export const action = apiMissing;
