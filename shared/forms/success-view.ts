// After a lead is stored, the visitor is sent (Post/Redirect/Get) to the page's success
// view: the same page at an address of its own, `?sent=<form>[&at=<placement>]`, which
// shows the success dialog and an empty form. It carries nothing of the visitor, so it is
// the same for everyone and may be cached like the page itself.
import { showDialog, type ShownDialog } from "./messages";
import { byForm, isFormId, type FormId } from "./registry";
import { DEFAULT_PLACEMENT, PLACEMENT_PATTERN } from "./transport";

export const SENT_PARAM = "sent";
export const AT_PARAM = "at";

/** Which copy of which form a success view is for. */
export interface SentForm {
  form: FormId;
  placement: string;
}

/** A success view as the page shows it: with the form's success dialog, from its definition. */
export interface SuccessView extends SentForm {
  dialog: ShownDialog;
}

/** `path` may carry a query of its own (the finder's); any earlier success view is replaced. */
export function successViewAddress(path: string, view: SentForm, anchor?: string): string {
  const queryStart = path.indexOf("?");
  const pathname = queryStart < 0 ? path : path.slice(0, queryStart);
  const query = new URLSearchParams(queryStart < 0 ? "" : path.slice(queryStart + 1));
  query.delete(SENT_PARAM);
  query.delete(AT_PARAM);
  query.append(SENT_PARAM, view.form);
  if (view.placement !== DEFAULT_PLACEMENT) query.append(AT_PARAM, view.placement);
  return `${pathname}?${query.toString()}${anchor ? `#${anchor}` : ""}`;
}

/**
 * The success view an address shows, if it is one. Its dialog comes with it (through the
 * root loader), so that no page's script carries the forms' texts.
 */
export function readSuccessView(search: URLSearchParams): SuccessView | null {
  const form = search.get(SENT_PARAM);
  const placement = search.get(AT_PARAM) ?? DEFAULT_PLACEMENT;
  if (!isFormId(form) || !PLACEMENT_PATTERN.test(placement)) return null;
  return { form, placement, dialog: showDialog("success", byForm[form].dialogs.success) };
}
