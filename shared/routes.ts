// The site's page addresses, exactly as they are published and linked. The redirects, the
// sitemap and the route tests all read this one list.
import { coursePath, curriculumPath, departments } from "./catalogue";
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

/** Other spellings seen in links, sent on with a permanent redirect. */
export const pathAliases: Record<string, string> = {
  "/privacypolicy": "/Privacy",
};

export const departmentPaths = departments.map((d) => d.link_path as string);
export const coursePaths = courses.map(coursePath);
export const curriculumPaths = coursePaths.map(curriculumPath);

export const allPagePaths: string[] = [
  ...staticPagePaths,
  ...departmentPaths,
  ...coursePaths,
  ...curriculumPaths,
];

/** Pages that are their own canonical address (/home names / as its canonical). */
export const canonicalPagePaths = allPagePaths.filter((p) => p !== "/home");

const byLowerCase = new Map<string, string>([
  ...allPagePaths.map((p) => [p.toLowerCase(), p] as const),
  ...Object.entries(pathAliases),
]);

/**
 * A path that can only mean a page of this site: one leading slash, then no slash or
 * backslash (browsers read `//host` and `/\\host` as another site), no control characters.
 * Every Location this server sends passes this check.
 */
export function isSafeLocalPath(path: string): boolean {
  if (path.length === 0 || path[0] !== "/" || path[1] === "/" || path[1] === "\\") return false;
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return false;
  }
  return true;
}

/** `path` without trailing slashes (linear: a regex here was quadratic on long runs of `/`). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 0x2f) end--;
  return path.slice(0, end);
}

/**
 * The canonical spelling of a page path when `path` is another spelling of it (other
 * case, trailing slash, alias); undefined when it already is canonical, or when the
 * only other spelling would not be a safe local path.
 */
export function canonicalRedirect(path: string): string | undefined {
  const trimmed = withoutTrailingSlashes(path);
  const canonical = byLowerCase.get(trimmed.toLowerCase());
  if (canonical) return canonical === path ? undefined : canonical;
  return trimmed !== path && isSafeLocalPath(trimmed) ? trimmed : undefined;
}

/**
 * A page to go back to after a form (the newsletter's `returnTo`): a same-site path with
 * its query, "/" when none was given, undefined when what was given is not one (another
 * site, control characters, a backslash: refused before anything is stored).
 */
export function returnPath(value: unknown): string | undefined {
  if (value === undefined || value === "") return "/";
  if (typeof value !== "string" || value.length > 1024) return undefined;
  // The whole value, query included: a control character or backslash anywhere refuses it.
  if (!isSafeLocalPath(value)) return undefined;
  const base = "http://site.invalid";
  const parsed = new URL(value, base);
  return parsed.origin === base ? `${parsed.pathname}${parsed.search}` : undefined;
}
