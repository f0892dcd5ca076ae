// What the root route's loader gives every page, and the hook that reads it, apart from
// the route module so that components never import a route.
import { useRouteLoaderData } from "@remix-run/react";
import type { FormId, SuccessView } from "../../shared/forms";

/** One form's notice and marketing box, as markup made and escaped by app/lib/privacy.server.ts. */
export interface FormNoticeView {
  /** What the form keeps, why and for how long, then links to /my-data, its /Privacy section and the grievance contact. */
  html: string;
  /**
   * The optional marketing box (its checkbox inside its label), unticked and ticked; absent on
   * the newsletter, which is itself that consent. The same pair serves every form, once in the data.
   */
  box?: readonly [string, string];
}

export interface RootData {
  /** The site's trusted origin, for canonical links and structured data. */
  origin: string;
  /** The success view this address shows, if it is one. */
  sent: SuccessView | null;
  /** This year in the business time zone (the footer's copyright). */
  year: number;
  /** The forms' notices: the newsletter is on every page, the others on theirs. */
  notices: Record<FormId, FormNoticeView>;
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
