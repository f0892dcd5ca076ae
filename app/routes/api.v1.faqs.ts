import { apiAction, apiLoader } from "../lib/api.server";

export const loader = apiLoader("faqs");
export const action = apiAction("faqs");
