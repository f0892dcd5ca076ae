import { apiAction, apiLoader } from "../lib/api.server";

export const loader = apiLoader("callbacks");
export const action = apiAction("callbacks");
