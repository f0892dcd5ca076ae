import { apiAction, apiLoader } from "../lib/api.server";

export const loader = apiLoader("newsletterSubscriptions");
export const action = apiAction("newsletterSubscriptions");
