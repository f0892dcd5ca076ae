import { apiAction, apiLoader } from "../lib/api.server";

export const loader = apiLoader("enrollments");
export const action = apiAction("enrollments");
