// /desk/export.csv?<the inbox's filters>: the leads of that filter as a CSV file, written to
// the access log (who, which filter, when) before the file is given. Admins' and the sales
// members' an admin gave the export right; anyone else gets 403.
import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  inboxCsv,
  requireExportRight,
  requireFreshProof,
  requireStaff,
  staffEmails,
} from "../lib/desk.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context);
  await requireExportRight(context, staff);
  // A download of many people's data needs a sign-in within 10 minutes; the link comes back here.
  requireFreshProof(request, context, staff);
  const { services } = context;
  const file = await inboxCsv(services.store, {
    url: new URL(request.url),
    timeZone: services.config.SITE_TIME_ZONE,
    by: staff.email,
    now: Date.now(),
    staff: await staffEmails(context),
  });
  // A byte-order mark first: Excel reads a CSV without one in the computer's own code page, and
  // Hindi or Arabic names come out garbled. (`npm run export` writes none: scripts read it.)
  return new Response(`\uFEFF${file.csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      // A spreadsheet reads it; the header says when the file is not the whole filter.
      "X-Rows": String(file.count),
      ...(file.truncated ? { "X-Rows-Truncated": "true" } : {}),
    },
  });
}
