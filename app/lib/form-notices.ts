// A form's privacy notice reaches it through the loader data of the page that shows it (the
// root's for the footer's newsletter): its words are made on the server from the form's
// definition and the site's settings (app/lib/privacy.server.ts), since the definitions and
// the settings stay on the server; app/forms/FormNotice.tsx renders them.
import { useMatches } from "@remix-run/react";
import type { FormId } from "#shared/forms";

/** One form's notice, as data for app/forms/FormNotice.tsx. */
export interface FormNoticeView {
  /** What the form keeps, why and for how long, as one sentence. */
  text: string;
  /** The id of the form's section of the Privacy page. */
  section: string;
  /** Where a visitor sends a grievance. */
  grievanceEmail: string;
  /**
   * Whether the form offers the optional marketing box; the newsletter does not: it is itself that
   * consent.
   */
  asksMarketing: boolean;
}

/** What a loader returns, beside its own data, for the forms its page shows. */
export interface PageNotices<F extends FormId = FormId> {
  notices: Record<F, FormNoticeView>;
}

const noticesIn = (data: unknown): Partial<Record<FormId, FormNoticeView>> | undefined =>
  typeof data === "object" && data !== null && "notices" in data
    ? (data as Partial<PageNotices>).notices
    : undefined;

/** The notice of `form` from whichever route on the page carries it. */
export function useFormNotice(form: FormId): FormNoticeView | undefined {
  for (const match of useMatches()) {
    const notice = noticesIn(match.data)?.[form];
    if (notice) return notice;
  }
  return undefined;
}
