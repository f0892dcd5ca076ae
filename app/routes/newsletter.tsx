import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { RETURN_TO_FIELD } from "../forms/NewsletterForm";
import { leadAction } from "../lib/lead-action.server";

/** Only a same-site path: never an open redirect. */
function safeReturnPath(value: string | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  return value.slice(0, 300);
}

/** The footer newsletter posts here from every page, then goes back where it came from. */
export const action = (args: ActionFunctionArgs) =>
  leadAction(args, {
    form: "newsletter",
    successPath: (fields) => safeReturnPath(fields[RETURN_TO_FIELD]),
    errorsViaFlash: true,
  });

export const loader = () => redirect("/", 301);
