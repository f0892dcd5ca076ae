import { apiAction, apiLoader } from "../lib/api.server";

export const loader = apiLoader("certificate");
export const action = apiAction("certificate");
