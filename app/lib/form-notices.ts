// A form's privacy notice reaches it through the loader data of the page that shows it (the
// root's for the footer's newsletter): finished markup made on the server by
// app/lib/privacy.server.ts, so that no script bundle carries the notices' words.
import { useMatches } from "@remix-run/react";
import type { FormId } from "../../shared/forms";

/** One form's notice and marketing box, as markup made and escaped on the server. */
export interface FormNoticeView {
  /** What the form keeps, why and for how long, then links to /my-data, its /Privacy section and the grievance contact. */
  html: string;
  /**
   * The optional marketing box (its checkbox inside its label), unticked and ticked; absent on
   * the newsletter, which is itself that consent. The same pair serves every form, once in the data.
   */
  box?: readonly [string, string];
}

/** What a loader returns, beside its own data, for the forms its page shows. */
export interface PageNotices<F extends FormId = FormId> {
  notices: Record<F, FormNoticeView>;
}

const noticesIn = (data: unknown): Partial<Record<FormId, FormNoticeView>> | undefined =>
  typeof data === "object" && data !== null && "notices" in data ? (data as Partial<PageNotices>).notices : undefined;

/** The notice of `form` from whichever route on the page carries it. */
export function useFormNotice(form: FormId): FormNoticeView | undefined {
  for (const match of useMatches()) {
    const notice = noticesIn(match.data)?.[form];
    if (notice) return notice;
  }
  return undefined;
}
