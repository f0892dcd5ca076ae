// What the root route's loader gives every page, and the hook that reads it, apart from
// the route module so that components never import a route.
import { useRouteLoaderData } from "@remix-run/react";
import type { SuccessView } from "#shared/forms";
import type { PageNotices } from "./form-notices";

/** The newsletter's notice travels with the root data: its form is in every page's footer. */
export interface RootData extends PageNotices<"newsletter"> {
  /** The site's trusted origin, for canonical links and structured data. */
  origin: string;
  /** The success view this address shows, if it is one. */
  sent: SuccessView | null;
  /** This year in the business time zone (the footer's copyright). */
  year: number;
  /** The footer's department links, as data rather than in every page's script. */
  departmentLinks: DepartmentLink[];
}

export interface DepartmentLink {
  name: string;
  path: string;
}

/**
 * The class on <html>, and the sessionStorage key, that say the home page's preloader has
 * played in this browser session (set by the document's boot script and by Preloader.tsx).
 */
export const PRELOADER_SEEN = "preloader-seen";

export const useRootData = () => useRouteLoaderData<RootData>("root");
