// Cache and security headers, decided in one place per kind of response. Pages are the same
// bytes for every visitor, so a shared cache may store them; any response meant for one
// visitor (a post, typed values, a lookup, a refusal) is never stored anywhere.

import { createHash, randomBytes } from "node:crypto";

/** Every response, static files included. */
export const baseSecurityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

export type ResponseKind = "page" | "private" | "desk" | "catalogue" | "asset" | "static" | "feed";

/** How long a shared cache (a CDN) may serve a stored page before asking again. */
export const PAGE_SHARED_MAX_AGE_SECONDS = 300;
/** How long past that it may serve it while it fetches the next copy. */
export const PAGE_STALE_SECONDS = 60;
/** How long a client may keep a catalogue response of the REST gateway. */
export const CATALOGUE_MAX_AGE_SECONDS = 300;

/**
 * A page's Cache-Control when what it shows of the date changes in `secondsLeft` (the next
 * batch, page-expiry.ts): a shared cache keeps it, stale time included, no longer than that.
 */
export function pageCacheControl(secondsLeft = Number.POSITIVE_INFINITY): string {
  const fresh = Math.max(0, Math.min(PAGE_SHARED_MAX_AGE_SECONDS, Math.floor(secondsLeft)));
  const stale = Math.max(0, Math.min(PAGE_STALE_SECONDS, Math.floor(secondsLeft) - fresh));
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}

/** A catalogue response's Cache-Control when the dates it carries change in `secondsLeft`. */
export const catalogueCacheControl = (secondsLeft = Number.POSITIVE_INFINITY) =>
  `public, max-age=${Math.max(0, Math.min(CATALOGUE_MAX_AGE_SECONDS, Math.floor(secondsLeft)))}`;

export const cacheControl: Record<ResponseKind, string> = {
  // Browsers revalidate every time (cheap: ETag, 304); a CDN stores it for a few minutes and
  // may serve it a little stale while it fetches the next copy.
  page: pageCacheControl(),
  private: "no-store",
  // A signed-in person's page: kept by no cache, the browser's own included.
  desk: "private, no-store",
  catalogue: catalogueCacheControl(),
  asset: "public, max-age=31536000, immutable",
  static: "public, max-age=3600",
  feed: "public, max-age=3600",
};

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, "");

/**
 * Whether an If-None-Match header names one of `current` (the tags of the bytes this
 * response would send), compared weakly as RFC 9110 (13.1.2) says for this header: `W/"x"`
 * and `"x"` are the same tag. `*` matches any response that exists.
 */
export function ifNoneMatchHolds(
  header: string | null | undefined,
  current: readonly string[],
): boolean {
  if (!header) return false;
  const wanted = new Set(current.map(opaqueTag));
  return header.split(",").some((tag) => {
    const opaque = opaqueTag(tag);
    return opaque === "*" || wanted.has(opaque);
  });
}

/**
 * A page's (or its data's) Cache-Control when its loader did not mark it otherwise: public
 * for a GET that found its page or the 404 page (kept no longer than `secondsLeft`, until its
 * dates change), private for everything else (responses to posts, errors, refusals, redirects
 * after a post).
 */
export function documentCacheControl(
  method: string,
  status: number,
  secondsLeft = Number.POSITIVE_INFINITY,
): string {
  if (method !== "GET" && method !== "HEAD") return cacheControl.private;
  return status === 200 || status === 404 ? pageCacheControl(secondsLeft) : cacheControl.private;
}

/**
 * The document's policy: scripts only by the hashes of the page's own inline scripts
 * plus our own files; the same for every visitor of a page, so a CDN can keep it with it.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'sha256-${hash}'`).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * A fresh mark for one render. Every inline script the server writes itself carries it as its
 * `nonce` attribute while the page is made: the site's own scripts (app/root.tsx) and Remix's and
 * React's, through their `nonce` props and option. It is never sent: see `ownInlineScripts`.
 */
export const newScriptMark = () => randomBytes(18).toString("base64url");

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/**
 * The page as it is sent, and the hashes of the inline scripts that carry this render's
 * `mark`: only those the server wrote. A script that reaches the page any other way (text
 * that was not escaped, markup from data) cannot know the mark, so its hash is not in the
 * policy and the browser refuses to run it. The marks are then removed, so the page is the
 * same bytes for every visitor, whatever mark its render had.
 */
export function ownInlineScripts(html: string, mark: string): { html: string; hashes: string[] } {
  const marked = ` nonce="${mark}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (attributes.includes(marked) && !/\bsrc=/.test(attributes)) hashes.add(sha256(body));
  }
  const sent = html.replaceAll(marked, "");
  // Only something that copied the mark into the page's text could leave it there.
  if (sent.includes(mark))
    throw new Error("the page repeats its script mark outside its own script tags");
  return { html: sent, hashes: [...hashes] };
}
