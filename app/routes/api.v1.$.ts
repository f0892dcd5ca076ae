import { apiOther } from "../lib/api.server";

/** The forms' submission endpoints and any other address under /api/v1. */
export const loader = apiOther;
export const action = apiOther;
