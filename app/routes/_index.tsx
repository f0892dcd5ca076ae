import type { ActionFunctionArgs } from "@remix-run/node";
import { HomePage } from "../components/home/HomePage";
import { homeMeta } from "../components/home/meta";
import { leadAction } from "../lib/lead-action.server";

export const meta = homeMeta;
export { homeLoader as loader } from "../components/home/home-loader.server";

/** The call-back form; / and /home (same page) each record their own path as the source. */
export const action = (args: ActionFunctionArgs) => {
  const path = new URL(args.request.url).pathname;
  return leadAction(args, { form: "callback", source: path, successPath: path });
};

export default HomePage;
