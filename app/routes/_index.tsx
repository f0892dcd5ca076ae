import { sliderStyles } from "../components/slider-styles";
import type { ActionFunctionArgs } from "@remix-run/node";
import { HomePage } from "../components/home/HomePage";
import { homeMeta } from "../components/home/meta";
import { leadAction } from "../lib/lead-action.server";

export const links = () => sliderStyles;
export const meta = homeMeta;
export { homeLoader as loader } from "../components/home/home-loader.server";
export { formRouteHeaders as headers } from "../utils/headers";

export const action = (args: ActionFunctionArgs) =>
  leadAction(args, { form: "callback", source: "/", successPath: "/#registration" });

export default HomePage;
