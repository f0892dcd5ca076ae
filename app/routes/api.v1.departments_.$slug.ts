import { apiAction, apiLoader } from "../lib/api.server";

export const loader = apiLoader("department");
export const action = apiAction("department");
