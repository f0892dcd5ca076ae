import { apiAction, apiLoader } from "../lib/api.server";

export const loader = apiLoader("course");
export const action = apiAction("course");
