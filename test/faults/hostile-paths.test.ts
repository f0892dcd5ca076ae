// Addresses built to make route matching slow (thousands of segments, thousands of
// slashes, the same through lazy route discovery) get the 404 page
// without reaching the router, and the site keeps responding meanwhile; a query longer than
// the site reads gets a plain 414 without reaching it either.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, type RawResponse } from "../support/raw-http";
import { SITE_ROOT, startCountingSite, type CountingSite } from "../support/server";

const run = promisify(execFile);

const SEGMENTS = "/a".repeat(8000);
// The path asked of /__manifest is as long as its query may be (server/limits/address-bounds.ts): longer, the query
// itself is refused as too long.
const hostile = ["/".repeat(15_000), `/__manifest?p=${"/a".repeat(3800)}`, SEGMENTS];

let counted: CountingSite;
let siteUrl: string;
const rootLoaderCalls = () => counted.renders();

beforeAll(async () => {
  counted = await startCountingSite({});
  siteUrl = counted.url;
});

afterAll(() => counted.site.close());

const get = (target: string) => rawRequest(siteUrl, { path: target });

function expectNotFoundPage(response: RawResponse, label: string) {
  expect(response.status, label).toBe(404);
  expect(response.headers["content-type"], label).toMatch(/^text\/html/);
  expect(response.headers.location, label).toBeUndefined();
  expect(response.body, label).toContain("Unexpected Application Error!");
  expect(response.body, label).toContain('<p class="error-page__status">404</p>');
}

describe("hostile addresses", () => {
  it.each([
    ["15,000 slashes", hostile[0]!],
    ["/__manifest asked for a path of 3,800 segments", hostile[1]!],
    ["8,000 segments", hostile[2]!],
  ])("responds to %s with the 404 page", async (label, target) => {
    const before = rootLoaderCalls();
    expectNotFoundPage(await get(target), label);
    // The shared 404 page is rendered once per process, whichever test asks first.
    expect(rootLoaderCalls() - before).toBeLessThanOrEqual(1);
  });

  it("responds to 20 of them at once with the 404 page rendered at most once, and /healthz responds meanwhile", async () => {
    const before = rootLoaderCalls();
    const responses = Array.from({ length: 20 }, (_, n) => get(hostile[n % hostile.length]!));
    const health = await rawRequest(siteUrl, { path: "/healthz" });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: "ok", store: "sqlite" });
    const all = await Promise.all(responses);
    all.forEach((response, n) => expectNotFoundPage(response, `request ${n}`));
    expect(rootLoaderCalls() - before).toBeLessThanOrEqual(1);
  });

  it("responds to the REST gateway's 8,000 segments with its JSON 404, as its document says", async () => {
    const before = rootLoaderCalls();
    const response = await get(`/api/v1${SEGMENTS}`);
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({
      title: "Not Found",
      message: "There is no such resource in this API.",
    });
    expect(rootLoaderCalls() - before).toBe(0);
  });

  it("refuses the REST gateway's course search of 2,100 characters with a JSON 414", async () => {
    const before = rootLoaderCalls();
    const response = await get(`/api/v1/courses?q=${"x".repeat(2100)}`);
    expect(response.status).toBe(414);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(response.body)).toEqual({
      title: "URI Too Long",
      message: "The query of this address may be at most 2048 characters.",
    });
    expect(rootLoaderCalls() - before).toBe(0);
  });

  it("counts with the root loader the site really runs (a real page calls it)", async () => {
    const before = rootLoaderCalls();
    expect((await get("/about")).status).toBe(200);
    expect(rootLoaderCalls()).toBe(before + 1);
  });
});

describe("canonicalRedirect", () => {
  // In a child process, so that a quadratic regex (the old trailing-slash trim needed
  // about 30 s here) fails the test by its time limit instead of holding this process.
  it('returns for "/".repeat(200_000) + "a"', async () => {
    const script = `
      const { canonicalRedirect } = await import(process.argv[1]);
      const hostile = "/".repeat(200000);
      process.stdout.write(JSON.stringify({ trailingA: canonicalRedirect(hostile + "a") ?? null, allSlashes: canonicalRedirect(hostile) ?? null }));
    `;
    const { stdout } = await run(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        script,
        path.join(SITE_ROOT, "shared/routes.ts"),
      ],
      {
        cwd: SITE_ROOT,
        timeout: 20_000,
      },
    ).catch((error: { killed?: boolean; stderr?: string }) => {
      throw new Error(
        error.killed
          ? "canonicalRedirect had not returned after 20 s (child process killed)"
          : `child process failed: ${error.stderr}`,
      );
    });
    // Not a page, no trailing slash: nothing to redirect. Only slashes: the home page.
    expect(JSON.parse(stdout)).toEqual({ trailingA: null, allSlashes: "/" });
  });
});
