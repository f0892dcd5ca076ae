// /desk/reports/members.csv: the report per member for the period in the address (as
// /desk/reports reads it), as a CSV file. It holds staff addresses and counts, nothing of a lead.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { membersCsv, requireStaff, slaOf } from "../lib/desk.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const { services } = context;
  const file = await membersCsv(services.store, {
    url: new URL(request.url),
    sla: slaOf(services.config),
    now: services.now().getTime(),
  });
  // A byte-order mark first, as the other downloads have: Excel then reads the file as UTF-8.
  return new Response(`\uFEFF${file.csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
    },
  });
}
