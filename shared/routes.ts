// The site's page addresses, exactly as the spec spells them. The redirects, the
// sitemap and the route tests all read this one list.
import { coursePath, departments } from "./catalogue";
import { courses } from "./catalogue/courses";

export const staticPagePaths = [
  "/",
  "/home",
  "/about",
  "/TermsCondition",
  "/FaqPage",
  "/Privacy",
  "/Contact",
  "/AllDeparts",
  "/certificates",
  "/checkcertificate",
  "/campusAmb",
  "/refundpolicy",
] as const;

/** Other spellings seen in links, answered with a permanent redirect. */
export const pathAliases: Record<string, string> = {
  "/privacypolicy": "/Privacy",
};

export const departmentPaths = departments.map((d) => d.link_path as string);
export const coursePaths = courses.map(coursePath);

export const allPagePaths: string[] = [...staticPagePaths, ...departmentPaths, ...coursePaths];

/** Pages that are their own canonical address (/home names / as its canonical). */
export const canonicalPagePaths = allPagePaths.filter((p) => p !== "/home");

const byLowerCase = new Map<string, string>([
  ...allPagePaths.map((p) => [p.toLowerCase(), p] as const),
  ...Object.entries(pathAliases),
]);

/**
 * The canonical spelling of a page path when `path` is another spelling of it (other
 * case, trailing slash, alias); undefined when it already is canonical or is no page.
 */
export function canonicalRedirect(path: string): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  const canonical = byLowerCase.get(trimmed.toLowerCase());
  if (canonical) return canonical === path ? undefined : canonical;
  return trimmed !== path ? trimmed : undefined;
}
