import { apiAction, apiLoader } from "../lib/api.server";

export const loader = apiLoader("courses");
export const action = apiAction("courses");
