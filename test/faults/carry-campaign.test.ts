// Without JavaScript a campaign is carried from page to page in the address (decision
// 0029): a page opened from a page of this site whose address has a campaign, itself
// without one, is sent to the same address with that campaign and the page the visit began
// on. Nothing else is ever redirected, and what is carried is cleaned and bounded whatever
// the Referer says.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { postForm, startCountingSite, type CountingSite } from "../support/server";
import { formCases } from "../support/forms";

let counted: CountingSite;
let siteUrl: string;

beforeAll(async () => {
  counted = await startCountingSite({});
  siteUrl = counted.url;
});

afterAll(() => counted.site.close());

const DOCUMENT = { "sec-fetch-dest": "document" };
const CAMPAIGN = "?utm_source=news&utm_campaign=spring&gclid=abc";
const open = (
  target: string,
  referer: string | undefined,
  headers: Record<string, string> = DOCUMENT,
  method = "GET",
) =>
  rawRequest(siteUrl, {
    method,
    path: target,
    headers: { ...headers, ...(referer === undefined ? {} : { referer }) },
  });

describe("a move to another page without JavaScript", () => {
  it("sends the browser to the same page with the campaign and the page the visit began on, rendering nothing", async () => {
    await open("/", undefined);
    const before = counted.renders();
    const moved = await open("/", `${siteUrl}/computerscience/aws${CAMPAIGN}`);
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe(
      "/?utm_source=news&utm_campaign=spring&gclid=abc&landing=%2Fcomputerscience%2Faws",
    );
    expect(moved.headers["cache-control"]).toBe("no-store");
    // Where it is sent: the plain page's cached bytes, same ETag.
    const carried = await open(
      moved.headers.location as string,
      `${siteUrl}/computerscience/aws${CAMPAIGN}`,
    );
    const plain = await open("/", undefined);
    expect(carried.status).toBe(200);
    expect(carried.headers.etag).toBe(plain.headers.etag);
    expect(carried.body).toBe(plain.body);
    expect(counted.renders() - before).toBe(0);
  });

  it("keeps the page's own query and the page the visit began on, from page to page", async () => {
    const referer = `${siteUrl}/about?utm_source=news&landing=%2Fcomputerscience%2Faws`;
    expect((await open("/Contact?sent=contact", referer)).headers.location).toBe(
      "/Contact?sent=contact&utm_source=news&landing=%2Fcomputerscience%2Faws",
    );
    expect((await open("/management/hr?plan=advanced", referer)).headers.location).toBe(
      "/management/hr?plan=advanced&utm_source=news&landing=%2Fcomputerscience%2Faws",
    );
    expect((await open("/AllDeparts?q=ml", referer)).headers.location).toBe(
      "/AllDeparts?q=ml&utm_source=news&landing=%2Fcomputerscience%2Faws",
    );
    const head = await open("/FaqPage", referer, DOCUMENT, "HEAD");
    expect([head.status, head.headers.location]).toEqual([
      302,
      "/FaqPage?utm_source=news&landing=%2Fcomputerscience%2Faws",
    ]);
  });

  it("asks a browser that sends no Sec-Fetch-Dest whether it wants a page", async () => {
    const referer = `${siteUrl}/${CAMPAIGN}`;
    expect(
      (await open("/about", referer, { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" }))
        .status,
    ).toBe(302);
    expect((await open("/about", referer, { accept: "*/*" })).status).toBe(200);
    expect((await open("/about", referer, {})).status).toBe(200);
  });

  it("cleans and bounds what the Referer says, and names only this site's path in the Location", async () => {
    const hostile = new URLSearchParams({
      utm_source: "ne\u0000ws\u202e",
      utm_campaign: "\u0926\u093f\u0935\u093e\u0932\u0940 \u0938\u0947\u0932",
      utm_term: "t".repeat(5000),
      landing: "//evil.example/x",
    });
    const moved = await open("/about", `${siteUrl}/computerscience/aws?${hostile}`);
    expect(moved.status).toBe(302);
    const location = moved.headers.location as string;
    expect(location.startsWith("/about?")).toBe(true);
    const carried = new URLSearchParams(location.slice("/about?".length));
    expect([...carried]).toEqual([
      ["utm_source", "news"],
      ["utm_campaign", "\u0926\u093f\u0935\u093e\u0932\u0940 \u0938\u0947\u0932"],
      ["utm_term", "t".repeat(200)],
      ["landing", "/computerscience/aws"],
    ]);
    for (const landing of ["/\\evil.example/x", "https://evil.example/"]) {
      const again = await open(
        "/about",
        `${siteUrl}/FaqPage?gclid=g&landing=${encodeURIComponent(landing)}`,
      );
      expect(again.headers.location, landing).toBe("/about?gclid=g&landing=%2FFaqPage");
    }
  });
});

describe("what is never redirected", () => {
  const campaignPage = () => `${siteUrl}/computerscience/aws${CAMPAIGN}`;

  it.each([
    ["another site's campaign", "/", "https://ads.example/?utm_source=x", DOCUMENT],
    [
      "a page of this site under a forged user-info",
      "/",
      `http://localhost@evil.example/?utm_source=x`,
      DOCUMENT,
    ],
    ["a page of this site without a campaign", "/", "{site}/about?q=1", DOCUMENT],
    [
      "a page that carries only a landing",
      "/",
      "{site}/about?landing=%2Fmanagement%2Fhr",
      DOCUMENT,
    ],
    ["an address that has a campaign of its own", "/?gclid=own", "{campaign}", DOCUMENT],
    ["an address that carries a landing", "/?landing=%2F", "{campaign}", DOCUMENT],
    [
      "the router's data request for a page",
      "/computerscience/aws.data",
      "{campaign}",
      { "sec-fetch-dest": "empty" },
    ],
    ["the router's data request, even sent as a document", "/_root.data", "{campaign}", DOCUMENT],
    ["a script's fetch", "/", "{campaign}", { "sec-fetch-dest": "empty" }],
    ["a frame", "/", "{campaign}", { "sec-fetch-dest": "iframe" }],
    ["no Referer", "/", undefined, DOCUMENT],
    ["a Referer that is no address", "/", "not an address", DOCUMENT],
  ])("%s", async (_name, target, referer, headers) => {
    const response = await open(
      target,
      referer?.replace("{site}", siteUrl).replace("{campaign}", campaignPage()),
      headers,
    );
    expect(response.status).toBe(200);
    expect(response.headers.location).toBeUndefined();
  });

  it.each([
    ["/api/v1/courses"],
    ["/healthz"],
    ["/my-data"],
    ["/no-such-page"],
    ["/build/no-such-file.js"],
  ])("%s: not a page for everyone", async (target) => {
    const response = await open(target, `${siteUrl}/computerscience/aws${CAMPAIGN}`);
    expect(response.status).not.toBe(302);
  });

  it("a form post: its success view carries the campaign itself, with the fragment of the form", async () => {
    const newsletter = formCases.find((c) => c.form === "newsletter")!;
    const fields = { ...newsletter.extra, ...newsletter.valid, email: "carry.post@example.com" };
    const response = await postForm({ url: siteUrl }, newsletter.postTo, fields, {
      referer: `${siteUrl}/about${CAMPAIGN}`,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      "/about?sent=newsletter&at=footer&utm_source=news&utm_campaign=spring&gclid=abc&landing=%2Fabout#newsletter-form",
    );
  });
});
