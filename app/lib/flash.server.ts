// A one-shot cookie carrying what to show after a redirect (Post/Redirect/Get): which
// form succeeded, or, for the footer newsletter posted without JavaScript, its errors.
import { createCookie } from "@remix-run/node";
import * as v from "valibot";
import { getConfig } from "../../server/config";
import { formIds } from "../../shared/forms";

const FlashSchema = v.object({
  form: v.picklist(formIds),
  placement: v.optional(v.pipe(v.string(), v.maxLength(20))),
  outcome: v.picklist(["success", "error"]),
  dialog: v.optional(v.object({ title: v.string(), text: v.string() })),
  values: v.optional(v.record(v.string(), v.pipe(v.string(), v.maxLength(300)))),
  fieldErrors: v.optional(v.record(v.string(), v.string())),
});
export type Flash = v.InferOutput<typeof FlashSchema>;

const flashCookie = () =>
  createCookie("flash", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60,
    secure: getConfig().SITE_URL?.startsWith("https:") ?? false,
  });

export async function setFlash(flash: Flash): Promise<string> {
  return flashCookie().serialize(flash);
}

/** Reads the flash, if any, and the header that clears it. */
export async function takeFlash(request: Request): Promise<{ flash?: Flash; clear?: string }> {
  const header = request.headers.get("cookie");
  if (!header?.includes("flash=")) return {};
  const cookie = flashCookie();
  const parsed = v.safeParse(FlashSchema, await cookie.parse(header).catch(() => undefined));
  return {
    flash: parsed.success ? parsed.output : undefined,
    clear: await cookie.serialize("", { maxAge: 0 }),
  };
}
