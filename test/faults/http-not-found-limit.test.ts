// One client's requests for what this site does not have (made-up success views, unknown
// paths, route discovery for made-up paths, hostile addresses) are counted against a
// limit per client address; past it that client's not-found requests get 429 with Retry-After, sent
// after a short delay, while its real pages and every other client are served as before.
// Each loopback address (127.0.0.x) is another client. A limit of 10 keeps this quick.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, type RawResponse } from "../support/raw-http";
import { serverEntry, startSite, type TestSite } from "../support/server";

const LIMIT = 10;

let site: TestSite;
let port: number;
/** The build's version: route discovery with another one is a page of another build, not a not-found request. */
let version: string;
beforeAll(async () => {
  site = await startSite({ NOT_FOUND_PER_MINUTE: String(LIMIT) });
  port = Number(new URL(site.url).port);
  version = ((await serverEntry()).serverBuild as { assets: { version: string } }).assets.version;
});
afterAll(() => site.close());

interface Got extends RawResponse {
  /** When the response was complete (performance.now()). */
  at: number;
}

const timed = async (response: Promise<RawResponse>): Promise<Got> => ({
  ...(await response),
  at: performance.now(),
});

/** One GET of `path` from the loopback address `from`, on its own connection. */
const getFrom = (from: string, path: string, headers: Record<string, string> = {}) =>
  timed(rawRequest(site.url, { from, path, headers }));

/** A form post as a browser without JavaScript sends it, from the loopback address `from`. */
const postFrom = (from: string, path: string, body: string) =>
  timed(
    rawRequest(site.url, {
      from,
      path,
      method: "POST",
      body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: new URL(site.url).origin,
        "sec-fetch-site": "same-origin",
      },
    }),
  );

const madeUpManifest = (n: number) => `/__manifest?p=/made${n}/up${n}&p=/zz${n}&version=${version}`;
const madeUpView = (n: number) => `/?sent=zz${n.toString(36)}`;

describe("a client that keeps asking for what is not there", () => {
  it("is refused with 429 after its limit, after a delay, while another client's pages are served meanwhile", async () => {
    const flooder = "127.0.0.2";
    const visitor = "127.0.0.3";
    // Pages the visitor will ask for, rendered once beforehand (by another address).
    for (const path of ["/", "/computerscience/aws", "/Contact"])
      expect((await getFrom("127.0.0.9", path)).status).toBe(200);

    for (let n = 0; n < LIMIT; n++)
      expect((await getFrom(flooder, madeUpView(n))).status, `made-up view ${n}`).toBe(200);

    const started = performance.now();
    const refusedPromise = getFrom(flooder, madeUpView(LIMIT));
    const visitorPages = await Promise.all([
      getFrom(visitor, "/"),
      getFrom(visitor, "/computerscience/aws"),
      getFrom(visitor, "/Contact?sent=zzz"),
    ]);
    const refused = await refusedPromise;

    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refused.headers["cache-control"]).toMatch(/private|no-store/);
    expect(refused.body).toMatch(/^Too Many Requests: /);
    // Sent after a delay, so that a client that loops at once is slowed to a few requests a second.
    expect(refused.at - started).toBeGreaterThanOrEqual(900);
    for (const page of visitorPages) {
      expect(page.status).toBe(200);
      expect(page.at).toBeLessThan(refused.at);
    }

    // Every other kind of not-found request from the same client is refused too...
    const others = await Promise.all([
      getFrom(flooder, "/no-such-page"),
      getFrom(flooder, madeUpManifest(1)),
      getFrom(flooder, "/".repeat(2000)),
    ]);
    expect(others.map((got) => got.status)).toEqual([429, 429, 429]);
    // ...but its real pages, and their data for a navigation in the browser, are still
    // served (a visitor sharing its address keeps the site).
    for (const path of [
      "/about",
      "/about.data",
      "/_root.data",
      "/computerscience/aws.data?_routes=routes%2F%24department_.%24course",
    ]) {
      expect((await getFrom(flooder, path)).status, path).toBe(200);
    }
  });

  it("still takes a lead from an address over its limit: a visitor behind the same address as a flooding client loses no enquiry", async () => {
    const shared = "127.0.0.7";
    for (let n = 0; n < LIMIT + 1; n++) await getFrom(shared, `/no-such-page-shared-${n}`);
    expect((await getFrom(shared, "/no-such-page-shared-x")).status).toBe(429);
    const fields = {
      name: "Ravi Kumar",
      email: "ravi.shared@example.com",
      subject: "Batch dates",
      message: "When does the next AWS batch start?",
    };
    const posted = await postFrom(shared, "/Contact", new URLSearchParams(fields).toString());
    expect(posted.status).toBe(303);
    expect(site.records("contactForm").some(({ record }) => record.email === fields.email)).toBe(
      true,
    );
    // A post to a page without a form is still refused: finding that out would cost a render.
    expect((await postFrom(shared, "/about", "a=1")).status).toBe(429);
  });

  it("counts unknown paths, route discovery for made-up paths, hostile addresses and made-up views alike", async () => {
    const client = "127.0.0.4";
    const notFound = [
      ...[1, 2, 3].map((n) => ({ path: `/no-such-page-${n}`, status: 404 })),
      ...[1, 2, 3].map((n) => ({ path: madeUpManifest(n), status: 200 })),
      ...[1, 2].map((n) => ({ path: "/".repeat(2000 + n), status: 404 })),
      ...[1, 2].map((n) => ({ path: madeUpView(n), status: 200 })),
    ];
    expect(notFound).toHaveLength(LIMIT);
    for (const miss of notFound)
      expect((await getFrom(client, miss.path)).status, miss.path).toBe(miss.status);
    expect((await getFrom(client, "/no-such-page-4")).status).toBe(429);
  });

  it("never counts a visitor's real pages, success views, campaign landings, route discovery or other Host spellings", async () => {
    const client = "127.0.0.5";
    const real = [
      "/",
      "/about",
      "/Contact",
      "/contact",
      "/computerscience",
      "/computerscience/aws",
      "/Contact?sent=contact",
      "/?utm_source=mail&utm_campaign=may&gclid=abc",
      "/AllDeparts?q=aws",
      "/favicon.svg",
      `/__manifest?p=/about&p=/contact&p=/computerscience/aws&p=/checkcertificate/AB12&version=${version}`,
      `/__manifest?p=/made/up&version=stale`,
    ];
    for (let round = 0; round < 3; round++) {
      for (const path of real) expect((await getFrom(client, path)).status, path).toBeLessThan(400);
      expect((await getFrom(client, "/about", { host: `127.9.9.${round}:${port}` })).status).toBe(
        200,
      );
    }
    // Its limit is untouched: the next not-found request is served as a not-found request, not refused.
    expect((await getFrom(client, "/no-such-page")).status).toBe(404);
  });
});
