import { json } from "@remix-run/node";
import { storeHealth } from "../lib/health.server";

/** For a load balancer: 200 while the store takes writes, 503 when it does not. No personal data. */
export async function loader() {
  const health = await storeHealth();
  return json(
    { status: health.ok ? "ok" : "unavailable", store: health.kind },
    { status: health.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
