// The next batch on pages and in the REST gateway, by a site's own clock: the date and the
// last day to enroll on course pages and cards, and no cache, the server's or a CDN's,
// keeping a page past the moment enrollment for that batch closes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE } from "#shared/api/contract";
import { batchLine, batchView, nextBatch } from "#shared/catalogue/batches";
import { startSite, type TestSite } from "../support/server";

const IST = "Asia/Kolkata";
const AWS = "/computerscience/aws";
// 23:55 and 23:59 on 28 November 2026 in Kolkata: five minutes and one before enrollment for the December batch closes.
const FIVE_MINUTES_BEFORE = new Date("2026-11-28T18:25:00Z");
const LAST_MINUTE = new Date("2026-11-28T18:29:00Z");
const CLOSED = new Date("2026-11-28T18:30:00Z");

let clock = FIVE_MINUTES_BEFORE;
let site: TestSite;
beforeAll(async () => {
  site = await startSite({}, { now: () => clock });
});
afterAll(() => site.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { headers: { "accept-encoding": "identity", ...headers } });
/** The page's text, as a reader sees it (tags and React's text separators dropped). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, "");
const startDateOf = (html: string) => /"startDate":"(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];

describe("before enrollment for the December batch closes", () => {
  it("a course page, a card of its department and its Course data name the December batch", async () => {
    const course = await get(AWS);
    const html = await course.text();
    expect(textOf(html)).toContain("Next batch: Tue 1 Dec 2026 · enroll by 28 Nov");
    expect(html).toContain('<time dateTime="2026-12-01">Tue 1 Dec 2026</time>');
    expect(startDateOf(html)).toBe("2026-12-01");
    const department = textOf(await (await get("/computerscience")).text());
    expect(department.split("Next batch: Tue 1 Dec 2026 · enroll by 28 Nov").length - 1).toBe(8);
    const home = textOf(await (await get("/")).text());
    expect(home.split("Next batch: Tue 1 Dec 2026 · enroll by 28 Nov").length - 1).toBe(3);
  });

  it("tells a shared cache to keep the page no longer than enrollment stays open, stale time included, counted as it is sent", async () => {
    const first = await get(AWS);
    expect(first.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=0",
    );
    clock = LAST_MINUTE;
    // The same stored page four minutes later: a minute left.
    const again = await get(AWS);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(again.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=0",
    );
    // The page's data for a browser's navigation too.
    const data = await get(`${AWS}.data`);
    expect(data.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=0",
    );
  });

  it("gives the course resource both days and keeps it cached no longer than they hold", async () => {
    clock = LAST_MINUTE;
    const response = await get(`${API_BASE}/courses/computerscience/aws`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(
      ((await response.json()) as { course: { nextBatch: unknown } }).course.nextBatch,
    ).toEqual({ start: "2026-12-01", enrollBy: "2026-11-28" });
    const cards = (await (await get(`${API_BASE}/courses?department=ece`)).json()) as {
      courses: Array<{ nextBatch: unknown }>;
    };
    expect(cards.courses.map((c) => c.nextBatch)).toEqual(
      Array(3).fill({ start: "2026-12-01", enrollBy: "2026-11-28" }),
    );
  });
});

describe("once it has closed", () => {
  it("serves no stored page with the past batch: the next one, new bytes, kept for the usual five minutes", async () => {
    const before = await get(AWS);
    const etag = before.headers.get("etag")!;
    clock = CLOSED;
    const expected = batchView(nextBatch(CLOSED, IST, AWS));
    expect(expected.start.startsWith("2027-01")).toBe(true);
    const after = await get(AWS, { "if-none-match": etag });
    expect(after.status).toBe(200);
    const html = await after.text();
    expect(textOf(html)).toContain(batchLine(expected));
    expect(html).not.toContain("Tue 1 Dec 2026");
    expect(startDateOf(html)).toBe(expected.start);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(after.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=60",
    );
    expect(textOf(await (await get("/computerscience")).text())).not.toContain("Tue 1 Dec 2026");
    const api = (await (await get(`${API_BASE}/courses/computerscience/aws`)).json()) as {
      course: { nextBatch: unknown };
    };
    expect(api.course.nextBatch).toEqual({ start: expected.start, enrollBy: expected.enrollBy });
  });
});
