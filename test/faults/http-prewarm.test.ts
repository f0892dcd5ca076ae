// With SITE_URL set, the production server renders and compresses (at the best levels)
// every address a page has in the background at start, so no visitor's request renders a
// public page or pays for slow compression. Renders are counted with the root loader.
import { afterAll, beforeAll, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { startCountingSite, type CountingSite } from "../support/server";

let counted: CountingSite;
let siteUrl: string;
const renders = () => counted.renders();

beforeAll(async () => {
  counted = await startCountingSite(
    { SITE_URL: "https://www.aptoralearning.com" },
    { prewarm: true },
  );
  siteUrl = counted.url;
  await counted.site.pagesReady;
}, 120_000);

afterAll(() => counted.site.close());

it("serves every page and success view from memory, compressed at the best levels, without rendering", async () => {
  expect(renders()).toBeGreaterThan(40);
  const before = renders();
  for (const target of [
    "/",
    "/Contact",
    "/Contact?sent=contact",
    "/computerscience/aws?sent=enrollment",
    "/campusAmb?sent=ambassador&at=inline",
    "/about?sent=newsletter&at=footer",
    "/FaqPage",
  ]) {
    const response = await rawRequest(siteUrl, {
      path: target,
      headers: { "accept-encoding": "br" },
    });
    expect(response.status, target).toBe(200);
    expect(response.headers.etag, target).toMatch(/-br11"$/);
  }
  expect(renders() - before).toBe(0);
});
