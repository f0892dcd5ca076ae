import type { FieldErrors, FormId, FormValues, ShownDialog } from "#shared/forms";

/** What a lead action returns when it does not redirect; read by the form that posted. */
export interface LeadActionData {
  form: FormId;
  placement: string;
  dialog: ShownDialog;
  values: FormValues;
  fieldErrors: FieldErrors;
  /** The idempotency key to reuse on a retry, so a late write cannot become a duplicate. */
  key?: string;
  /** For a form that posts to a page of its own: the page the visitor came from, for the retry. */
  returnTo?: string;
  /**
   * Where the visit began, as the refused post said it, sent again with the retry (hidden fields by
   * name).
   */
  landingPage?: Record<string, string>;
}
