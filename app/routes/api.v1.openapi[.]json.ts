import { apiAction, apiLoader } from "../lib/api.server";

export const loader = apiLoader("openapi");
export const action = apiAction("openapi");
