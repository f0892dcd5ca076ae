// How long caches may keep what depends on the date: a page's shared lifetime (fresh and
// stale) and a catalogue response's never reach past the moment the next batch changes, and a
// page rendered across that moment is not kept as if it were current.
import { describe, expect, it } from "vitest";
import { catalogueCacheControl, pageCacheControl } from "#server/web/response-headers";
import { createPageCache } from "#server/http/page-cache";

describe("Cache-Control bound to the next change", () => {
  it.each([
    [Number.POSITIVE_INFINITY, "public, max-age=0, s-maxage=300, stale-while-revalidate=60"],
    [100_000, "public, max-age=0, s-maxage=300, stale-while-revalidate=60"],
    [330, "public, max-age=0, s-maxage=300, stale-while-revalidate=30"],
    [300, "public, max-age=0, s-maxage=300, stale-while-revalidate=0"],
    [59.9, "public, max-age=0, s-maxage=59, stale-while-revalidate=0"],
    [0, "public, max-age=0, s-maxage=0, stale-while-revalidate=0"],
    [-5, "public, max-age=0, s-maxage=0, stale-while-revalidate=0"],
  ])("a page with %s seconds left: %s", (secondsLeft, expected) => {
    expect(pageCacheControl(secondsLeft)).toBe(expected);
  });

  it("a catalogue response with dates in it: five minutes at most, never past the change", () => {
    expect(catalogueCacheControl()).toBe("public, max-age=300");
    expect(catalogueCacheControl(42)).toBe("public, max-age=42");
    expect(catalogueCacheControl(-1)).toBe("public, max-age=0");
  });
});

describe("the page cache across the change", () => {
  it("does not keep a page whose render began before the change as the page after it", async () => {
    // 23:59:59.500 on 28 November in Kolkata; the render ends after midnight.
    let now = new Date("2026-11-28T18:29:59.500Z");
    const cache = createPageCache(1024 * 1024, "Asia/Kolkata", () => now);
    const render = () => {
      now = new Date("2026-11-28T18:30:01Z");
      return Promise.resolve(
        new Response("<p>Next batch: Tue 1 Dec 2026</p>", {
          headers: { "content-type": "text/html", "cache-control": "public, max-age=0" },
        }),
      );
    };
    const { page } = await cache.fetch("course", render);
    expect(new Date(page!.expiresAt).toISOString()).toBe("2026-11-28T18:30:00.000Z");
    expect(cache.get("course")).toBeUndefined();
  });
});
