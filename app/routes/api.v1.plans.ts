import { apiAction, apiLoader } from "../lib/api.server";

export const loader = apiLoader("plans");
export const action = apiAction("plans");
