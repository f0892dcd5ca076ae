import type { LoaderFunctionArgs } from "@remix-run/node";
import { cacheControl } from "../lib/responses.server";
import { canonicalPagePaths } from "#shared/routes";

/** Every canonical page, from the catalogue; redirects and aliases are not listed. */
export function loader({ context }: LoaderFunctionArgs) {
  const urls = canonicalPagePaths
    .map((path) => `  <url><loc>${context.origin}${path}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": cacheControl.feed,
    },
  });
}
