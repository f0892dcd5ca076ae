// Lazy route discovery on a page with many links: Remix's browser code asks `/__manifest` for
// every link of a page in one GET while the whole address is at most 7,680 characters. A desk
// inbox of 50 leads asks with a query far over the 2,048 characters every other address may
// have; the site answers it, up to the longest query Remix's browser code can send (its limit
// less the shortest origin, `http://a`), and refuses one a character longer as too long.
// Every other path keeps the 2,048 limit. A query over its limit gets 414 URI Too Long, a short
// plain refusal logged as its request line alone, not the 404 page: the address is refused,
// nothing is missing.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_MANIFEST_QUERY_LENGTH, MAX_QUERY_LENGTH } from "#server/limits/address-bounds";
import { rawRequest, type RawResponse } from "../support/raw-http";
import { serverEntry, startSite, type TestSite } from "../support/server";
import { patience } from "../support/wait";

/** `URL_LIMIT` in @remix-run/react 2.17's fog-of-war.js. */
const REMIX_URL_LIMIT = 7680;
const SHORTEST_ORIGIN = "http://a";

let site: TestSite;
let version: string;
beforeAll(async () => {
  site = await startSite();
  version = ((await serverEntry()).serverBuild as { assets: { version: string } }).assets.version;
});
afterAll(() => site.close());

const get = (target: string) => rawRequest(site.url, { path: target });

/** The plain refusal of a query longer than `limit` characters. */
function expectUriTooLong(response: RawResponse, limit: number) {
  expect(response.status).toBe(414);
  expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(response.body).toBe(
    `URI Too Long: the query of this address may be at most ${limit} characters.`,
  );
}

/** The address Remix's browser code asks with for these paths, at `origin`, as it builds it. */
function manifestUrl(paths: string[], origin: string): URL {
  const url = new URL("/__manifest", origin);
  [...paths].sort().forEach((path) => url.searchParams.append("p", path));
  url.searchParams.set("version", version);
  return url;
}
const targetOf = (url: URL) => `${url.pathname}${url.search}`;

/** A lead's page as an inbox links it (a key as the lead forms mint them, 20 characters). */
const leadPath = (n: number, keyLength = 20) =>
  `/desk/leads/RCB%20Leads/-P${String(n).padStart(keyLength - 2, "0")}`;

/** The desk pages an inbox of 50 leads links to, besides its leads. */
const deskPages = [
  "/desk",
  "/desk/reports",
  "/desk/staff",
  "/desk/access-log",
  "/desk/account",
  "/desk/sign-out",
];

/**
 * The desk pages and 50 lead pages, whose request for routes at the shortest origin is exactly
 * `length` characters: the keys are lengthened to make it so (each path stays a real lead's).
 */
function pathsForUrlLength(length: number): string[] {
  const leads = 50;
  const paths = (extra: (n: number) => number) => [
    ...deskPages,
    ...Array.from({ length: leads }, (_, n) => leadPath(n, 20 + extra(n))),
  ];
  const missing =
    length -
    manifestUrl(
      paths(() => 0),
      SHORTEST_ORIGIN,
    ).toString().length;
  const each = Math.floor(missing / leads);
  const longer = paths((n) => each + (n < missing % leads ? 1 : 0));
  expect(manifestUrl(longer, SHORTEST_ORIGIN).toString()).toHaveLength(length);
  return longer;
}

describe("route discovery for a page with many links", () => {
  it("answers what a desk inbox of 50 leads asks, a query over 2,048 characters", async () => {
    const paths = [...deskPages, ...Array.from({ length: 50 }, (_, n) => leadPath(n))];
    const url = manifestUrl(paths, site.url);
    expect(url.search.length).toBeGreaterThan(MAX_QUERY_LENGTH);
    expect(url.toString().length).toBeLessThanOrEqual(REMIX_URL_LIMIT);
    const response = await get(targetOf(url));
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(Object.keys(JSON.parse(response.body) as object)).toContain(
      "routes/desk.leads.$list.$key",
    );
  });

  it("answers the longest request Remix's browser code sends, and refuses one character more", async () => {
    const longest = manifestUrl(pathsForUrlLength(REMIX_URL_LIMIT), SHORTEST_ORIGIN);
    expect((await get(targetOf(longest))).status).toBe(200);

    const over = manifestUrl(pathsForUrlLength(REMIX_URL_LIMIT + 1), SHORTEST_ORIGIN);
    expect(over.search).toHaveLength(MAX_MANIFEST_QUERY_LENGTH + 1);
    expectUriTooLong(await get(targetOf(over)), MAX_MANIFEST_QUERY_LENGTH);
  });

  it("keeps the 2,048-character limit on the query of every other address", async () => {
    expect((await get(`/${query(MAX_QUERY_LENGTH)}`)).status).toBe(200);
    expectUriTooLong(await get(`/${query(MAX_QUERY_LENGTH + 1)}`), MAX_QUERY_LENGTH);
    // Nor is a page's own query given the longer limit by naming the manifest in it.
    expectUriTooLong(
      await get(`/about${query(MAX_QUERY_LENGTH + 1)}&x=/__manifest`),
      MAX_QUERY_LENGTH,
    );
  });
});

/** A query of exactly `length` characters, its "?" included. */
const query = (length: number) => `?q=${"x".repeat(length - "?q=".length)}`;

describe("a query over its limit", () => {
  it("is refused with 414 on any path, a page, an unknown path or a form's page", async () => {
    for (const path of ["/", "/no-such-page", "/Contact", "/checkcertificate"])
      expectUriTooLong(await get(`${path}${query(MAX_QUERY_LENGTH + 1)}`), MAX_QUERY_LENGTH);
  });

  it("is logged as its request line alone, at info, with no stack", async () => {
    site.logs.clear();
    const target = `/about${query(MAX_QUERY_LENGTH + 1)}`;
    const response = await get(target);
    expectUriTooLong(response, MAX_QUERY_LENGTH);
    await vi.waitFor(() => expect(site.logs.lines()).toHaveLength(1), patience);
    expect(site.logs.lines()).toEqual([
      expect.objectContaining({
        level: "info",
        requestId: response.headers["x-request-id"],
        res: { statusCode: 414 },
      }),
    ]);
    expect(site.logs.text()).toEqual([expect.not.stringContaining("stack")]);
  });

  it("closes the connection when the request has a body it did not read, as other refusals do", async () => {
    const response = await rawRequest(site.url, {
      method: "POST",
      path: `/Contact${query(MAX_QUERY_LENGTH + 1)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      chunks: ["name=", "A"],
    });
    expectUriTooLong(response, MAX_QUERY_LENGTH);
    expect(response.headers.connection).toBe("close");
    // A request without a body keeps its connection.
    const plain = await fetch(`${site.url}/${query(MAX_QUERY_LENGTH + 1)}`);
    expect(plain.status).toBe(414);
    expect(plain.headers.get("connection")).toBe("keep-alive");
    await plain.text();
  });
});
