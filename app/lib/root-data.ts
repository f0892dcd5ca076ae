// What the root route's loader gives every page, and the hook that reads it, apart from
// the route module so that components never import a route.
import { useRouteLoaderData } from "@remix-run/react";
import type { FormId, SuccessView } from "../../shared/forms";

/** One form's notice as its page shows it (made by app/lib/privacy.server.ts). */
export interface FormNoticeView {
  /** What the form keeps, why and for how long, in one sentence. */
  text: string;
  /** Its section's id on /Privacy. */
  section: string;
  /** Whether the form shows the optional marketing box (the newsletter is itself that consent). */
  asksMarketing: boolean;
}

export interface PrivacyData {
  /** GRIEVANCE_EMAIL: named in every notice. */
  grievanceEmail: string;
  notices: Record<FormId, FormNoticeView>;
}

export interface RootData {
  /** The site's trusted origin, for canonical links and structured data. */
  origin: string;
  /** The success view this address shows, if it is one. */
  sent: SuccessView | null;
  /** This year in the business time zone (the footer's copyright). */
  year: number;
  /** The forms' notices: the newsletter is on every page, the others on theirs. */
  privacy: PrivacyData;
}

/**
 * The class on <html>, and the sessionStorage key, that say the home page's preloader has
 * played in this browser session (set by the document's boot script and by Preloader.tsx).
 */
export const PRELOADER_SEEN = "preloader-seen";

export const useRootData = () => useRouteLoaderData<RootData>("root");
