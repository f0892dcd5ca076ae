// Public pages served like static files: a page is the same bytes for every visitor, so it is
// rendered once, compressed once off the event loop (quick levels first, the best levels in the
// background), kept in memory bounded by bytes, for one build and until what it shows of the date
// changes, and served with a strong ETag and 304s. Only the addresses a page has are stored
// (shared/page-variants.ts); any other query gets the plain page. Why: decisions 0009 and 0014.
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { createHash } from "node:crypto";
import {
  pagesReadingTheirQuery,
  successViewQueries,
  withoutCampaignParams,
} from "#shared/page-variants";
import type { Config } from "../settings";
import type { Logger } from "../logging/logger";
import type { SiteMetrics } from "../metrics/registry";
import { ifNoneMatchHolds, pageCacheControl } from "../web/response-headers";
import {
  chooseEncoding,
  compressBoth,
  levels,
  type Encoding,
  type Quality,
} from "../web/compression";
import { pagesChangeAt, secondsUntil } from "../web/page-expiry";
import { splitTarget } from "../web/url-parts";

export type { Quality };

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  etag: string;
  identity: Buffer;
  /** The compressed copies; none for bytes that are compressed already (an image, a font). */
  gzip?: Buffer;
  br?: Buffer;
  /**
   * When what the page shows of the date may change: the entry is dropped then, and a shared cache
   * is told to keep it no longer. Infinity for bytes that never change (files, the route manifest).
   */
  expiresAt: number;
  quality: Quality;
}

/** The page served for an address: its path and, for a success view, its query. */
export interface PageAddress {
  path: string;
  query: string;
}

/**
 * The stored page that serves `url` (path and query as sent), or undefined when the response
 * is not one for everyone (not a page, or a page whose content follows its query).
 */
export function pageAddressOf(url: string): PageAddress | undefined {
  const target = splitTarget(url);
  const { path } = target;
  const views = successViewQueries.get(path);
  if (!views) return undefined;
  // A campaign's parameters are for the visitor's browser (attribution), not for the page.
  const query = withoutCampaignParams(target.query);
  if (query === "" || views.has(query)) return { path, query };
  return pagesReadingTheirQuery.has(path) ? undefined : { path, query: "" };
}

/**
 * A query that is none of the page's addresses (a made-up view such as `/?sent=x`): answered with
 * the plain page, and counted as a request for what the site does not have (not-found-limit.ts).
 */
export function isMadeUpView(url: string, address = pageAddressOf(url)): boolean {
  return address !== undefined && address.query !== withoutCampaignParams(splitTarget(url).query);
}

export const pageKey = (version: string, origin: string, address: PageAddress) =>
  `${version} ${origin}${address.path}${address.query}`;

export const isPublicPage = (response: Response) =>
  (response.status === 200 || response.status === 404) &&
  (response.headers.get("Cache-Control") ?? "").startsWith("public") &&
  (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
  !response.headers.has("Set-Cookie");

interface FetchContext {
  render: () => Promise<Response>;
  quality: Quality;
  /** The render's own response when it may not be stored (an error, say). */
  uncachedResponse?: Response;
}

/**
 * Pages waiting to be compressed again at the best levels; more are left at quick levels until
 * asked again.
 */
const MAX_WAITING_UPGRADES = 32;

/** Where the page cache reports: its one warning, and each lookup, a hit or a miss. */
export interface PageCacheWatch {
  log: Logger;
  metrics: Pick<SiteMetrics, "pageCache">;
}

/**
 * `timeZone`: the business time zone, in which a page's dates (the next batch) change;
 * `now`: the site's clock; `watch`: the site's logger and metrics.
 */
export function createPageCache(
  maxBytes: number,
  timeZone: string,
  now: () => Date = () => new Date(),
  watch?: PageCacheWatch,
) {
  // Read before a page is rendered: a page rendered across the change expires at once rather than a
  // month late.
  const changeAt = () => pagesChangeAt(now(), timeZone);
  const entries =
    maxBytes > 0
      ? new LRUCache<string, CachedPage, FetchContext>({
          maxSize: maxBytes,
          sizeCalculation: (page) =>
            page.identity.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + 512,
          // A page being rendered is rendered once for everyone who asks meanwhile.
          fetchMethod: async (_key, _stale, { context }) => {
            const expiresAt = changeAt();
            const response = await context.render();
            if (!isPublicPage(response)) {
              context.uncachedResponse = response;
              return undefined;
            }
            return preparePage(
              response.status,
              response.headers,
              Buffer.from(await response.arrayBuffer()),
              expiresAt,
              context.quality,
            );
          },
        })
      : undefined;

  function get(key: string): CachedPage | undefined {
    const page = entries?.get(key);
    if (page && page.expiresAt <= now().getTime()) {
      entries?.delete(key);
      return undefined;
    }
    return page;
  }

  // One at a time: at most two pool threads (gzip and brotli) serve these, the rest stay free for
  // requests.
  const waiting = new Set<string>();
  let upgrades = Promise.resolve();
  function upgradeLater(key: string, page: CachedPage) {
    if (page.quality === "best" || waiting.has(key) || waiting.size >= MAX_WAITING_UPGRADES) return;
    waiting.add(key);
    upgrades = upgrades.then(async () => {
      try {
        const best = await compressBoth(page.identity, "best");
        // Only if the same page is still the one stored (not replaced, evicted or expired
        // meanwhile).
        if (entries?.peek(key) === page) entries.set(key, { ...page, ...best, quality: "best" });
      } catch (error) {
        watch?.log.warn({ err: error }, "could not compress a page again");
      } finally {
        waiting.delete(key);
      }
    });
  }

  /** A lookup that found its page: counted, and the page made again at the best levels later. */
  function served(key: string, page: CachedPage) {
    watch?.metrics.pageCache("hit");
    upgradeLater(key, page);
  }

  return {
    enabled: entries !== undefined,
    /** When a page rendered now stops being current: read it before rendering. */
    changeAt,
    /** The site's clock. */
    now,
    get,
    set(key: string, page: CachedPage) {
      entries?.set(key, page);
    },
    /**
     * The stored page under `key`, or `render`'s page stored under it; its `response` when it
     * may not be stored.
     */
    async fetch(
      key: string,
      render: () => Promise<Response>,
    ): Promise<{ page?: CachedPage; response?: Response }> {
      const kept = get(key);
      if (kept) {
        served(key, kept);
        return { page: kept };
      }
      watch?.metrics.pageCache("miss");
      if (!entries) return { response: await render() };
      const context: FetchContext = { render, quality: "quick" };
      const page = await entries.fetch(key, { context });
      if (page) return { page };
      // Someone else's render was not stored (an error page): this request renders its own.
      return { response: context.uncachedResponse ?? (await render()) };
    },
    /** Counts a page from `get` served as a hit (the hit path, hit-path.ts), as `fetch` does. */
    countHit: served,
    clear() {
      entries?.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * A page as sent: a strong ETag, compressed copies made on the thread pool; `expiresAt` as
 * CachedPage says.
 */
export async function preparePage(
  status: number,
  headers: Headers,
  body: Buffer,
  expiresAt: number,
  quality: Quality = "best",
): Promise<CachedPage> {
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
    ...(await compressBoth(body, quality)),
    expiresAt,
    quality,
  };
}

/** Each compressed copy has a tag of its own, naming its level: other levels are other bytes. */
function taggedEtag(page: CachedPage, encoding: Encoding): string {
  if (encoding === "identity") return page.etag;
  const level = encoding === "br" ? levels[page.quality].brotli : levels[page.quality].gzip;
  return `${page.etag.slice(0, -1)}-${encoding}${level}"`;
}

/** The tags this page has been or may be sent under: every encoding at every level. */
function everyTagOf(page: CachedPage): string[] {
  const base = page.etag.slice(0, -1);
  return [
    page.etag,
    ...Object.values(levels).flatMap((level) => [
      `${base}-br${level.brotli}"`,
      `${base}-gzip${level.gzip}"`,
    ]),
  ];
}

/** The encodings a prepared page is stored in besides its own bytes. */
const encodingsOf = (page: CachedPage): Encoding[] => (page.br && page.gzip ? ["br", "gzip"] : []);

/** Whether a request holding one of `ifNoneMatch` already has this page (any encoding, any level). */
const clientHas = (page: CachedPage, ifNoneMatch: string | undefined) =>
  ifNoneMatch !== undefined &&
  page.status === 200 &&
  ifNoneMatchHolds(ifNoneMatch, everyTagOf(page));

/** The encoding chosen for each Accept-Encoding seen of late, for a page in both. */
const chosenForBoth = new Map<string, Encoding>();
const CHOSEN_KEPT = 64;

/** chooseEncoding for a page stored in `available`, remembered for the Accept-Encodings seen most. */
function encodingFor(acceptEncoding: string | undefined, available: Encoding[]): Encoding {
  if (available.length === 0 || acceptEncoding === undefined)
    return chooseEncoding(acceptEncoding, available);
  let chosen = chosenForBoth.get(acceptEncoding);
  if (chosen === undefined) {
    chosen = chooseEncoding(acceptEncoding, available);
    if (chosenForBoth.size >= CHOSEN_KEPT) chosenForBoth.clear();
    chosenForBoth.set(acceptEncoding, chosen);
  }
  return chosen;
}

/**
 * The headers a prepared page is sent with, in the order they are sent, after the ones every
 * response has: its own (type, policy, cache), its tag, Vary; and unless it is a 304, its
 * encoding and length. `cacheControl` is the page's Cache-Control now (pageCacheControlAt).
 */
function pageHeaders(
  page: CachedPage,
  encoding: Encoding,
  notModified: boolean,
  cacheControl: string | undefined,
): string[] {
  const head: string[] = [];
  for (const [name, value] of Object.entries(page.headers)) {
    // Named as sendPage has always named it when it replaced the stored value.
    if (name === "cache-control" && cacheControl !== undefined)
      head.push("Cache-Control", cacheControl);
    else head.push(name, value);
  }
  if (cacheControl !== undefined && !("cache-control" in page.headers))
    head.push("Cache-Control", cacheControl);
  head.push("ETag", taggedEtag(page, encoding));
  if (encodingsOf(page).length > 0) head.push("Vary", "Accept-Encoding");
  if (notModified) return head;
  if (encoding !== "identity") head.push("Content-Encoding", encoding);
  head.push("Content-Length", String((page[encoding] ?? page.identity).length));
  return head;
}

/** A page that expires is kept by shared caches only until then, counted from `now`. */
const pageCacheControlAt = (page: CachedPage, now: Date) =>
  Number.isFinite(page.expiresAt) ? pageCacheControl(secondsUntil(page.expiresAt, now)) : undefined;

/**
 * Responds from a prepared page: 304 when the client already has it, else the bytes it can
 * read. A page that expires is kept by shared caches only until then, counted from `now`.
 */
export function sendPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  now = new Date(),
) {
  const encoding = chooseEncoding(req.get("accept-encoding"), encodingsOf(page));
  // Any encoding (and level) of the same bytes is the same page to a client that already has it.
  const notModified = clientHas(page, req.get("if-none-match"));
  const head = pageHeaders(page, encoding, notModified, pageCacheControlAt(page, now));
  for (let i = 0; i < head.length; i += 2) res.setHeader(head[i]!, head[i + 1]!);
  if (notModified) {
    res.status(304).end();
    return;
  }
  res.status(page.status);
  res.end(req.method === "HEAD" ? undefined : (page[encoding] ?? page.identity));
}

/** A page's heads as the hit path sends them, made once per page and encoding. */
interface PreparedHeads {
  /** By encoding: [0] the whole response's head, [1] a 304's. */
  heads: Partial<Record<Encoding, [string[], string[]]>>;
  /** The Cache-Control of the second it was made for. */
  cacheControl?: { second: number; value: string };
}
const preparedHeads = new WeakMap<CachedPage, PreparedHeads>();

/**
 * The response to a request for a prepared page as the hit path sends it with one writeHead
 * (hit-path.ts): the same status, headers (pageHeaders) and bytes as sendPage.
 */
export function pageResponse(
  page: CachedPage,
  headers: { "accept-encoding"?: string; "if-none-match"?: string },
  now: Date,
): { status: number; head: readonly string[]; body: Buffer | undefined } {
  const encoding = encodingFor(headers["accept-encoding"], encodingsOf(page));
  const notModified = clientHas(page, headers["if-none-match"]);
  let prepared = preparedHeads.get(page);
  if (!prepared) preparedHeads.set(page, (prepared = { heads: {} }));
  // Cache-Control changes at most once a second (whole seconds until the page expires).
  let cacheControl: string | undefined;
  if (Number.isFinite(page.expiresAt)) {
    const second = Math.floor(now.getTime() / 1000);
    if (prepared.cacheControl?.second !== second)
      prepared.cacheControl = { second, value: pageCacheControlAt(page, now)! };
    cacheControl = prepared.cacheControl.value;
  }
  let both = prepared.heads[encoding];
  if (!both || (cacheControl !== undefined && !both[0].includes(cacheControl))) {
    both = [
      pageHeaders(page, encoding, false, cacheControl),
      pageHeaders(page, encoding, true, cacheControl),
    ];
    prepared.heads[encoding] = both;
  }
  return notModified
    ? { status: 304, head: both[1], body: undefined }
    : { status: page.status, head: both[0], body: page[encoding] ?? page.identity };
}

export const pageCacheSize = (config: Pick<Config, "PAGE_CACHE_MB">) =>
  config.PAGE_CACHE_MB * 1024 * 1024;
