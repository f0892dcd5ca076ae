// /desk/access-log.csv (admins): the access log, or one person's part of it, as a CSV file.
// The download is itself logged.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { accessLogCsv, requireFreshProof, requireStaff } from "../lib/desk.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, { role: "admin" });
  // A download of many people's data needs a sign-in within 10 minutes; the link comes back here.
  requireFreshProof(request, context, staff);
  const file = await accessLogCsv(context.services.store, {
    url: new URL(request.url),
    by: staff.email,
    now: Date.now(),
  });
  // A byte-order mark first, as the leads' download has: Excel then reads the file as UTF-8.
  return new Response(`\uFEFF${file.csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
    },
  });
}
