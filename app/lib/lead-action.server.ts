// Runs one form post from a page: the guards, the shared lead service, then either a
// redirect with a success flash (Post/Redirect/Get) or the page again with the
// visitor's values, the field messages and the spec's dialog.
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { submitLead } from "../../server/leads/service";
import { isSubmissionKey } from "../../server/leads/keys";
import { logLead } from "../../server/leads/log";
import {
  BodyTooLarge,
  clientKey,
  formLimiter,
  parseUrlEncoded,
  readBodyText,
} from "../../server/http/request-guards";
import { pickFields, rateLimited, tooLarge, type FormId } from "../../shared/forms";
import { DEFAULT_PLACEMENT, HONEYPOT_FIELD, KEY_FIELD, PLACEMENT_FIELD, type LeadActionData } from "../forms/types";
import { setFlash } from "./flash.server";

export interface LeadTarget {
  form: FormId;
  /** Where the success redirect goes, with the form's anchor; may depend on the posted fields. */
  successPath: string | ((fields: Record<string, string>) => string);
  source?: string;
  url?: string;
  /**
   * For an action-only route (the footer newsletter): a document post that fails is sent
   * back to the page it came from with its messages in the flash, since there is no page here.
   */
  errorsViaFlash?: boolean;
  /** Which copy of the form shows the success (a closed modal cannot show a dialog). */
  successPlacement?: string;
}

const PLACEMENT = /^[a-z]{1,20}$/;

export async function leadAction({ request, context }: ActionFunctionArgs, target: LeadTarget) {
  const { form } = target;
  const documentPost = !new URL(request.url).searchParams.has("_data");
  const answer = async (status: number, data: Omit<LeadActionData, "form">, headers?: Record<string, string>) => {
    if (target.errorsViaFlash && documentPost) {
      const flash = await setFlash({ form, outcome: "error", placement: data.placement, dialog: data.dialog, values: data.values, fieldErrors: data.fieldErrors });
      return redirect(successPath(), { status: 303, headers: { "Set-Cookie": flash, ...headers } });
    }
    return json<LeadActionData>({ form, ...data }, { status, headers: { "Cache-Control": "no-store", ...headers } });
  };
  const empty = pickFields(form, {});
  let fields: Record<string, string> = Object.create(null);
  const successPath = () => (typeof target.successPath === "string" ? target.successPath : target.successPath(fields));

  try {
    const type = request.headers.get("content-type") ?? "";
    if (type.startsWith("application/x-www-form-urlencoded")) fields = parseUrlEncoded(await readBodyText(request));
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    logLead(form, "refused", "reason=too-large");
    return answer(413, { placement: DEFAULT_PLACEMENT, dialog: tooLarge, values: empty, fieldErrors: {} });
  }
  const placementField = fields[PLACEMENT_FIELD];
  const placement = placementField && PLACEMENT.test(placementField) ? placementField : DEFAULT_PLACEMENT;
  const successRedirect = async () =>
    redirect(successPath(), {
      status: 303,
      headers: { "Set-Cookie": await setFlash({ form, placement: target.successPlacement ?? placement, outcome: "success" }) },
    });

  if (fields[HONEYPOT_FIELD]) {
    logLead(form, "honeypot");
    return successRedirect();
  }
  const values = pickFields(form, fields);
  const limit = formLimiter.hit(`${form}:${clientKey(context.clientIp)}`);
  if (!limit.allowed) {
    logLead(form, "rate-limited");
    return answer(429, { placement, dialog: rateLimited, values, fieldErrors: {} }, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const key = isSubmissionKey(fields[KEY_FIELD]) ? fields[KEY_FIELD] : undefined;
  const result = await submitLead(form, fields, { key, source: target.source, url: target.url });
  switch (result.status) {
    case "stored":
      return successRedirect();
    case "invalid":
      return answer(422, { placement, dialog: result.dialog, values: result.values, fieldErrors: result.fieldErrors, key });
    case "failed":
      return answer(503, { placement, dialog: result.dialog, values: result.values, fieldErrors: {}, key });
  }
}
