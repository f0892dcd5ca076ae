import type { LoaderFunctionArgs } from "@remix-run/node";
import { cacheControl } from "../lib/responses.server";

export function loader({ context }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /newsletter",
    "Disallow: /desk",
    "",
    `Sitemap: ${context.origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.feed },
  });
}
