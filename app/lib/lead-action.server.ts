// The page transport of the lead pipeline: a stored lead goes to the page's success view
// (Post/Redirect/Get); anything else returns the page again with the visitor's values,
// the field messages and the form's dialog. The same response serves a document post
// (no JavaScript) and a Remix submission, so nothing here depends on how it was sent.
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { withCampaign } from "#server/http/carry-campaign";
import { campaignOfPost, landingPageForRetry } from "#server/leads/attribution";
import { runIntake, type ContextResolution, type Fields, type Intake } from "#server/leads/intake";
import { markResponse } from "./responses.server";
import {
  badRequest,
  byForm,
  DEFAULT_PLACEMENT,
  pickFields,
  PLACEMENT_FIELD,
  PLACEMENT_PATTERN,
  showDialog,
  successViewAddress,
  tooLarge,
  type DialogMessage,
  type FormId,
} from "#shared/forms";
import type { LeadActionData } from "./lead-action-data";

export interface LeadTarget {
  form: FormId;
  /**
   * The page the success view belongs to (with a query of its own, maybe), or how to find it from
   * the post.
   */
  successPath: string | ((fields: Fields) => string | undefined);
  source?: string;
  url?: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * The page a post's success view belongs to, worked out from the post once (the post's fields do
 * not change).
 */
function successPathOf(target: LeadTarget): (fields: Fields) => string | undefined {
  const { successPath } = target;
  if (typeof successPath === "string") return () => successPath;
  let found: { path: string | undefined } | undefined;
  return (fields) => (found ??= { path: successPath(fields) }).path;
}

export async function leadAction({ request, context }: ActionFunctionArgs, target: LeadTarget) {
  const { form } = target;
  const successPath = successPathOf(target);
  // A returnTo that is no same-site path is refused by the pipeline itself
  // (server/leads/intake.ts).
  const resolveContext = (): ContextResolution => ({
    ok: true,
    context: { source: target.source, url: target.url },
  });
  const intake = await runIntake({
    services: context.services,
    log: context.log,
    form,
    request,
    clientIp: context.clientIp,
    transport: "page",
    resolveContext,
  });

  const fields = "fields" in intake ? intake.fields : {};
  const placementField = text(fields[PLACEMENT_FIELD]);
  const placement =
    placementField && PLACEMENT_PATTERN.test(placementField) ? placementField : DEFAULT_PLACEMENT;
  const referer = request.headers.get("referer");
  if (intake.outcome === "stored" || intake.outcome === "honeypot") {
    // The copy of the form that sent it shows the success, where it sits on the page; the
    // campaign of the visit goes with it, for the pages after it (decision 0029).
    const address = successViewAddress(
      successPath(fields) ?? "/",
      { form, placement },
      byForm[form].anchors[placement],
    );
    const carried = campaignOfPost(fields, referer, request.url);
    return redirect((carried && withCampaign(address, carried)) ?? address, 303);
  }
  const { status, body } = pageResponse(form, intake);
  // A form on a page of its own (the newsletter's) remembers the page the visitor came from for the
  // retry.
  const returnTo = typeof target.successPath === "function" ? successPath(fields) : undefined;
  const landingPage = landingPageForRetry(fields, referer, request.url);
  // Typed values and messages belong to one visitor: never stored by any cache.
  markResponse(context, {
    kind: "private",
    retryAfterSeconds: intake.outcome === "rate-limited" ? intake.retryAfterSeconds : undefined,
  });
  return data<LeadActionData>(
    {
      form,
      placement,
      ...body,
      dialog: showDialog("error", body.dialog),
      ...(returnTo ? { returnTo } : {}),
      ...(landingPage ? { landingPage } : {}),
    },
    { status },
  );
}

function pageResponse(
  form: FormId,
  intake: Exclude<Intake, { outcome: "stored" | "honeypot" }>,
): {
  status: number;
  body: Omit<LeadActionData, "form" | "placement" | "dialog"> & { dialog: DialogMessage };
} {
  const empty = pickFields(form, {});
  switch (intake.outcome) {
    case "invalid":
      return {
        status: 422,
        body: {
          dialog: intake.dialog,
          values: intake.values,
          fieldErrors: intake.fieldErrors,
          key: intake.key,
        },
      };
    case "failed":
      // The retry reuses this key, so a write that landed late is not doubled.
      return {
        status: 503,
        body: { dialog: intake.dialog, values: intake.values, fieldErrors: {}, key: intake.key },
      };
    case "rate-limited":
      return {
        status: 429,
        body: { dialog: intake.dialog, values: intake.values, fieldErrors: {} },
      };
    case "too-large":
      return { status: 413, body: { dialog: tooLarge, values: empty, fieldErrors: {} } };
    case "bad-request":
      return {
        status: 400,
        body: { dialog: badRequest, values: pickFields(form, intake.fields), fieldErrors: {} },
      };
    case "unsupported-type":
    case "not-utf8":
    case "bad-json":
    case "key-malformed":
      return { status: 400, body: { dialog: badRequest, values: empty, fieldErrors: {} } };
    case "key-reused":
    case "key-in-flight":
      // Pages wait for a twin in flight and give a reused key's new content a key of its own.
      return { status: 409, body: { dialog: badRequest, values: intake.values, fieldErrors: {} } };
  }
}
