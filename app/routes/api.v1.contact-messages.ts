import { apiAction, apiLoader } from "../lib/api.server";

export const loader = apiLoader("contactMessages");
export const action = apiAction("contactMessages");
