import type { LoaderFunctionArgs } from "@remix-run/node";
import { markResponse } from "../lib/responses.server";

/**
 * For a load balancer: 200 while the store takes a real write (read back), 503 when it
 * does not. With notifications on, also the outbox backlog; with a CRM webhook, the erased
 * leads it has not yet been told of; after a retention run, how many leads it erased. No
 * personal data. The store's part is its last probe's (server/health.ts): asking never
 * writes to the store by itself.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const health = await context.services.health.report();
  // Shown once this site has run the retention purge (a minute after start, then hourly).
  const retention = context.services.privacy.retention.status();
  markResponse(context, { kind: "private" });
  return Response.json(
    {
      status: health.ok ? "ok" : "unavailable",
      store: health.kind,
      ...(health.missingIndex ? { missingIndex: health.missingIndex } : {}),
      ...(health.outbox ? { outbox: health.outbox } : {}),
      ...(health.erasures ? { erasures: health.erasures } : {}),
      ...(retention.lastRunAt !== null ? { retention } : {}),
    },
    { status: health.ok ? 200 : 503 },
  );
}
