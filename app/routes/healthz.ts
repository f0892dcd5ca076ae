import type { LoaderFunctionArgs } from "@remix-run/node";
import { markAnswer } from "../lib/answers.server";
import { storeHealth } from "../lib/health.server";

/** For a load balancer: 200 while the store takes a real write, 503 when it does not. No personal data. */
export async function loader({ context }: LoaderFunctionArgs) {
  const health = await storeHealth();
  markAnswer(context, { kind: "private" });
  return Response.json(
    { status: health.ok ? "ok" : "unavailable", store: health.kind },
    { status: health.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
