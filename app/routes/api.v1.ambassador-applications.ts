import { apiAction, apiLoader } from "../lib/api.server";

export const loader = apiLoader("ambassadorApplications");
export const action = apiAction("ambassadorApplications");
