// What the inbox uses of server/desk/inbox/access.ts: an inbox view logged (once per view) before
// it is sent, the CSV link shown only to those who may download, and the download's refusal.
import { data, type AppLoadContext } from "@remix-run/node";
import { logInboxView, mayExport } from "#server/desk/inbox/access";
import type { InboxView } from "#server/desk/inbox/page";
import type { SignedIn } from "#server/desk/sign-in/sessions";
import { deskRefusal } from "./session.server";

const exportRefusedMessage =
  "Downloading leads is for admins, and for members an admin has given the right to.";

/**
 * The inbox view as its loader returns it: logged in the access log unless this session logged
 * the same view already; without the CSV link when this member may not download.
 */
export async function loggedInboxView<View extends InboxView>(
  request: Request,
  context: AppLoadContext,
  staff: SignedIn,
  view: View,
) {
  const { services } = context;
  const [setCookies, exports] = await Promise.all([
    logInboxView(services, {
      cookieHeader: request.headers.get("Cookie"),
      dataRequest: context.dataRequest === true,
      staff,
      view,
      now: services.now().getTime(),
    }),
    mayExport(services.store, staff),
  ]);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return data({ ...view, exportHref: exports ? view.exportHref : "" }, { headers });
}

/** Throws a 403 unless this member may download leads as CSV. */
export async function requireExportRight(context: AppLoadContext, staff: SignedIn): Promise<void> {
  if (!(await mayExport(context.services.store, staff)))
    throw deskRefusal(403, exportRefusedMessage);
}
