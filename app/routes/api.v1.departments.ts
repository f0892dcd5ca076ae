import { apiAction, apiLoader } from "../lib/api.server";

export const loader = apiLoader("departments");
export const action = apiAction("departments");
