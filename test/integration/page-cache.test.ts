// Every public page is the same bytes for every visitor, stored by a shared cache and by
// the server's page cache: public Cache-Control, a strong ETag, 304 when it is current,
// gzip and brotli with Vary, no cookie. A response meant for one visitor never enters a cache.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPageCache, preparePage } from "#server/http/page-cache";
import { coursePaths, departmentPaths } from "#shared/routes";
import { postForm, startSite, type TestSite } from "../support/server";
import { patience } from "../support/wait";

let site: TestSite;
beforeAll(async () => {
  site = await startSite({
    SITE_URL: "https://www.aptoralearning.com",
    PRIVACY_SECRET: "test-privacy-secret-of-32-characters!",
  });
});
afterAll(() => site.close());

const publicPages = [
  "/",
  "/about",
  "/TermsCondition",
  "/Privacy",
  "/refundpolicy",
  "/FaqPage",
  "/Contact",
  "/AllDeparts",
  "/certificates",
  "/checkcertificate",
  "/campusAmb",
  ...departmentPaths,
  ...coursePaths,
  "/Contact?sent=contact",
  "/campusAmb?sent=ambassador&at=inline",
];

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { headers, redirect: "manual" });

describe("public pages", () => {
  it.each(publicPages)(
    "%s: the same bytes for everyone, shared-cacheable, a strong ETag and 304",
    async (path) => {
      // Two visitors: one with cookies of its own and another language, one plain.
      const [first, second] = await Promise.all([
        get(path, {
          cookie: "flash=abc; session=xyz",
          "accept-language": "hi-IN",
          "accept-encoding": "identity",
        }),
        get(path, { "accept-encoding": "identity" }),
      ]);
      expect(first.status).toBe(200);
      const body = await first.text();
      expect(await second.text()).toBe(body);
      expect(first.headers.getSetCookie()).toEqual([]);
      expect(first.headers.get("cache-control")).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(first.headers.get("content-security-policy")).toBe(
        second.headers.get("content-security-policy"),
      );
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(second.headers.get("etag")).toBe(etag);
      const again = await get(path, { "if-none-match": etag!, "accept-encoding": "identity" });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
    },
  );

  it("serves the same page as gzip and brotli made once, with Vary and an ETag per encoding", async () => {
    const plain = await (
      await get("/computerscience/aws", { "accept-encoding": "identity" })
    ).text();
    const br = await fetch(`${site.url}/computerscience/aws`, {
      headers: { "accept-encoding": "br" },
    });
    const gzip = await fetch(`${site.url}/computerscience/aws`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(gzip.headers.get("vary")).toBe("Accept-Encoding");
    // fetch decodes both: the bytes are the page's.
    expect(await br.text()).toBe(plain);
    expect(await gzip.text()).toBe(plain);
    expect(br.headers.get("etag")).toMatch(/-br\d+"$/);
    expect(gzip.headers.get("etag")).toMatch(/-gzip\d+"$/);
  });

  it("never keeps a response meant for one visitor: a failed post's page, with the typed values, is no-store and not served to the next", async () => {
    const typed = {
      name: "Secret Visitor",
      email: "secret@",
      subject: "Mine",
      message: "Only mine",
    };
    const response = await postForm(site, "/Contact", typed);
    expect(response.status).toBe(422);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("Secret Visitor");
    const next = await (await get("/Contact", { "accept-encoding": "identity" })).text();
    expect(next).not.toContain("Secret Visitor");
    expect(next).not.toContain("Validation Error");
  });

  it("keeps a certificate lookup and the health response out of every cache", async () => {
    expect(
      (await get("/checkcertificate?number=APT-2025-000001")).headers.get("cache-control"),
    ).toBe("no-store");
    expect((await get("/healthz")).headers.get("cache-control")).toBe("no-store");
  });
});

describe("the page cache itself", () => {
  afterEach(() => vi.useRealTimers());

  it("lets an entry go when the date-dependent content changes: when enrollment for the next batch closes, in the business time zone", async () => {
    // 23 November 2026, 23:00 in Asia/Kolkata; the December batch takes enrollments until the end of 28 November there.
    let now = new Date("2026-11-23T17:30:00Z");
    const cache = createPageCache(1024 * 1024, "Asia/Kolkata", () => now);
    const html = () =>
      new Response("<p>Next batch: Tue 1 Dec 2026 · enroll by 28 Nov</p>", {
        headers: { "content-type": "text/html", "cache-control": "public, max-age=0" },
      });
    const { page } = await cache.fetch("course", () => Promise.resolve(html()));
    expect(new Date(page!.expiresAt).toISOString()).toBe("2026-11-28T18:30:00.000Z");
    now = new Date("2026-11-28T18:29:59Z");
    expect(cache.get("course")).toBe(page);
    now = new Date("2026-11-28T18:30:00Z");
    expect(cache.get("course")).toBeUndefined();
  });

  it("keeps pages within its size in bytes, dropping the least recently used", async () => {
    const cache = createPageCache(300_000, "Asia/Kolkata");
    const big = () =>
      preparePage(
        200,
        new Headers(),
        Buffer.from(
          Array.from({ length: 100_000 }, (_, i) =>
            String.fromCharCode(33 + ((i * 7919) % 90)),
          ).join(""),
        ),
        Number.POSITIVE_INFINITY,
      );
    for (const key of ["a", "b", "c", "d"]) cache.set(key, await big());
    expect(["a", "b", "c", "d"].filter((key) => cache.get(key))).not.toContain("a");
  });

  it("compresses a page first made at quick levels again at the best levels once it is asked for a second time", async () => {
    const cache = createPageCache(1024 * 1024, "Asia/Kolkata");
    const html = Buffer.from(
      Array.from(
        { length: 400 },
        (_, i) => `<li class="course">Course ${i}: ${"data ".repeat(i % 7)}</li>`,
      ).join(""),
    );
    const render = () =>
      Promise.resolve(
        new Response(html, {
          headers: { "content-type": "text/html", "cache-control": "public, max-age=0" },
        }),
      );
    const first = await cache.fetch("page", render);
    expect(first.page?.quality).toBe("quick");
    // Asked once more: served as it is, and made again in the background.
    expect((await cache.fetch("page", render)).page).toBe(first.page);
    await vi.waitFor(() => expect(cache.get("page")?.quality).toBe("best"), patience);
    const best = cache.get("page")!;
    expect(best.etag).toBe(first.page!.etag);
    expect(best.br!.length).toBeLessThan(first.page!.br!.length);
    expect(brotliDecompressSync(best.br!).equals(html)).toBe(true);
    expect(gunzipSync(best.gzip!).equals(html)).toBe(true);
  });

  it("makes its compressed copies once, from the same bytes", async () => {
    const page = await preparePage(
      200,
      new Headers(),
      Buffer.from("<html>same</html>".repeat(100)),
      Number.POSITIVE_INFINITY,
    );
    expect(gunzipSync(page.gzip!).toString()).toBe(page.identity.toString());
    expect(brotliDecompressSync(page.br!).toString()).toBe(page.identity.toString());
  });
});

describe("static files", () => {
  it("a fingerprinted build file is cached a year, unchanged; another file an hour", async () => {
    const entry = (await (await get("/")).text()).match(/\/build\/entry\.client-[\w-]+\.js/)?.[0];
    expect(entry).toBeDefined();
    const [built, favicon] = await Promise.all([get(entry!), get("/favicon.svg")]);
    expect([built.status, favicon.status]).toEqual([200, 200]);
    expect(built.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("are compressed once at the best levels, tagged by their content, and served with 304", async () => {
    const entry = (await (await get("/")).text()).match(/\/build\/_assets\/[\w-]+\.css/)?.[0];
    const identity = await get(entry!, { "accept-encoding": "identity" });
    const br = await get(entry!, { "accept-encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("etag")).toBe(`${identity.headers.get("etag")!.slice(0, -1)}-br11"`);
    expect(
      Buffer.from(await br.arrayBuffer()).equals(Buffer.from(await identity.arrayBuffer())),
    ).toBe(true);
    const again = await get(entry!, {
      "accept-encoding": "gzip",
      "if-none-match": `W/${br.headers.get("etag")}`,
    });
    expect(again.status).toBe(304);
  });

  it("sends an image that is compressed already (PNG) as it is", async () => {
    const response = await get("/images/og-default.png", { "accept-encoding": "gzip, br" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-encoding")).toBeNull();
  });

  it.each([
    "/build/../package.json",
    "/build/%2e%2e/package.json",
    "/.env.example",
    "/build/%00.js",
  ])("%s is no file of the site", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
  });
});

describe("other responses", () => {
  it("a JSON response from the API is compressed the same way, quick levels", async () => {
    const identity = await get("/api/v1/courses", { "accept-encoding": "identity" });
    const gzip = await get("/api/v1/courses", { "accept-encoding": "gzip" });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("vary")).toContain("Accept-Encoding");
    expect(await gzip.json()).toEqual(await identity.json());
  });
});
