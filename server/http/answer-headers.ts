// Cache and security headers, decided in one place per kind of response. Pages are the same
// bytes for every visitor, so a shared cache may store them; any response meant for one
// visitor (a post, typed values, a lookup, a refusal) is never stored anywhere.

import { createHash } from "node:crypto";

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

export const cacheControl: Record<ResponseKind, string> = {
  // Browsers revalidate every time (cheap: ETag, 304); a CDN stores it for a few minutes and
  // may serve it a little stale while it fetches the next copy.
  page: `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=60`,
  private: "no-store",
  // A signed-in person's page: kept by no cache, the browser's own included.
  desk: "private, no-store",
  catalogue: "public, max-age=300",
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
export function ifNoneMatchHolds(header: string | null | undefined, current: readonly string[]): boolean {
  if (!header) return false;
  const wanted = new Set(current.map(opaqueTag));
  return header.split(",").some((tag) => {
    const opaque = opaqueTag(tag);
    return opaque === "*" || wanted.has(opaque);
  });
}

/**
 * A page's (or its data's) Cache-Control when its loader did not mark it otherwise: public
 * for a GET that found its page or the 404 page, private for everything else (responses to
 * posts, errors, refusals, redirects after a post).
 */
export function documentCacheControl(method: string, status: number): string {
  if (method !== "GET" && method !== "HEAD") return cacheControl.private;
  return status === 200 || status === 404 ? cacheControl.page : cacheControl.private;
}

/**
 * The document's policy: scripts only by the hashes of the page's own inline scripts
 * plus our own files; the same for every visitor of a page, so a CDN can keep it with it.
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
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

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The sha256 of every inline script a browser would run in `html` (not data blocks such as JSON-LD). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attributes) || /\btype="application\/(?:ld\+)?json"/.test(attributes)) continue;
    hashes.add(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...hashes];
}
