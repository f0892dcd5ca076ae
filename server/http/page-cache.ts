// Public pages served like static files. A page is the same bytes for every visitor (no
// nonce, no per-render key, no cookie), so it is rendered once, compressed once (gzip and
// brotli), kept in memory bounded by bytes, and answered with a strong ETag and 304s.
// An entry lives until the content that depends on the date can change (the next batch
// starts on the first of a month in the business time zone), and belongs to one build.
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { nextBatchStart } from "../../shared/dates";
import { allPagePaths } from "../../shared/routes";
import { getConfig } from "../config";
import { trustedOrigin } from "./origin";

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  expiresAt: number;
}

const pagePaths = new Set(allPagePaths);
/** The query of a success view after a post (see shared/forms/success-view.ts); nothing else is kept. */
const SUCCESS_VIEW = /^\?sent=[a-z]{1,20}(?:&at=[a-z]{1,20})?$/;

/** The cache key of a request, or undefined when this answer is not one for everyone. */
export function pageCacheKey(req: ExpressRequest, version: string): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const queryStart = req.originalUrl.indexOf("?");
  const path = queryStart < 0 ? req.originalUrl : req.originalUrl.slice(0, queryStart);
  const query = queryStart < 0 ? "" : req.originalUrl.slice(queryStart);
  if (!pagePaths.has(path) || (query !== "" && !SUCCESS_VIEW.test(query))) return undefined;
  return `${version} ${trustedOrigin(req)}${path}${query}`;
}

export function createPageCache(maxBytes: number) {
  const entries =
    maxBytes > 0
      ? new LRUCache<string, CachedPage>({
          maxSize: maxBytes,
          sizeCalculation: (page) => page.identity.length + page.gzip.length + page.br.length + 512,
        })
      : undefined;
  return {
    enabled: entries !== undefined,
    get(key: string): CachedPage | undefined {
      const page = entries?.get(key);
      if (page && page.expiresAt <= Date.now()) {
        entries?.delete(key);
        return undefined;
      }
      return page;
    },
    set(key: string, page: CachedPage) {
      entries?.set(key, page);
    },
    clear() {
      entries?.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** A page as sent: strong ETags per encoding, made once. */
export function preparePage(status: number, headers: Headers, body: Buffer, now = new Date()): CachedPage {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 32);
  const kept: Record<string, string> = {};
  for (const name of ["content-type", "content-security-policy", "cache-control"]) {
    const value = headers.get(name);
    if (value) kept[name] = value;
  }
  return {
    status,
    headers: kept,
    etag: `"${hash}"`,
    identity: body,
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    expiresAt: nextBatchStart(now, getConfig().SITE_TIME_ZONE).getTime(),
  };
}

type Encoding = "br" | "gzip" | "identity";

function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

const taggedEtag = (etag: string, encoding: Encoding) => (encoding === "identity" ? etag : `${etag.slice(0, -1)}-${encoding}"`);

/** Answers from a prepared page: 304 when the client holds it, else the bytes it can read. */
export function sendPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
  const encoding = chooseEncoding(req.get("accept-encoding"));
  const etag = taggedEtag(page.etag, encoding);
  res.status(page.status);
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader("ETag", etag);
  res.setHeader("Vary", "Accept-Encoding");
  // If-None-Match compares weakly: any encoding of the same bytes is the same page.
  const variants = new Set((["identity", "gzip", "br"] as const).map((e) => taggedEtag(page.etag, e)));
  const held = (req.get("if-none-match") ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (page.status === 200 && held.some((tag) => tag === "*" || variants.has(tag))) {
    res.status(304).end();
    return;
  }
  const body = page[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}

export const pageCacheSize = () => getConfig().PAGE_CACHE_MB * 1024 * 1024;
