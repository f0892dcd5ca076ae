import type { MetaDescriptor } from "@remix-run/node";
import { site } from "#shared/catalogue/site";
import type { RootData } from "./root-data";

interface MatchLike {
  id: string;
  data: unknown;
}

export function originFrom(matches: MatchLike[]): string {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  return root?.origin ?? "";
}

/** Title, description, canonical link and social cards for one page. */
export function pageMeta(options: {
  matches: MatchLike[];
  title: string;
  description: string;
  path: string;
  image?: string;
  type?: "website" | "article";
}): MetaDescriptor[] {
  const origin = originFrom(options.matches);
  const url = `${origin}${options.path}`;
  const image = `${origin}${options.image ?? "/images/og-default.png"}`;
  const fullTitle = options.path === "/" ? options.title : `${options.title} | ${site.brandName}`;
  return [
    { title: fullTitle },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.brandName },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: options.description },
    { name: "twitter:image", content: image },
  ];
}
