// /my-data/<token>/download: everything stored for the link's address as one JSON file,
// never stored by any cache and never indexed.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { markResponse } from "../lib/responses.server";
import { downloadBody, storedLeadsOf, myDataMessages, openLink } from "../lib/my-data.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  markResponse(context, { kind: "private" });
  const link = await openLink(context.services, params.token ?? "");
  const headers = { "X-Robots-Tag": "noindex" };
  if (!link.ok) return Response.json({ error: myDataMessages.gone }, { status: 410, headers });
  return new Response(
    downloadBody(link.email, await storedLeadsOf(context.services, link.email), new Date()),
    {
      headers: {
        ...headers,
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": 'attachment; filename="my-data.json"',
      },
    },
  );
}
