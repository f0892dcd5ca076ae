// Review of issue 19 / decision 0029: a campaign landing that the site serves must not be
// turned, at the visitor's next move without JavaScript, into an address the site refuses.
// URLSearchParams escapes characters a browser sends as they are ("!", "'", "(", ")"), so
// the carried address can be several times longer than the landing's, past the query bound.
import { afterAll, beforeAll, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { startCountingSite, type CountingSite } from "../support/server";

let counted: CountingSite;

beforeAll(async () => {
  counted = await startCountingSite({});
});

afterAll(() => counted.site.close());

it("sends a campaign visitor's next page to an address that is served", async () => {
  const value = "!".repeat(150);
  const keys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid", "msclkid"];
  const landing = `/computerscience/aws?${keys.map((key) => `${key}=${value}`).join("&")}`;
  const document = { "sec-fetch-dest": "document" };
  // The landing itself is served.
  expect((await rawRequest(counted.url, { method: "GET", path: landing, headers: document })).status).toBe(200);
  const moved = await rawRequest(counted.url, { method: "GET", path: "/about", headers: { ...document, referer: `${counted.url}${landing}` } });
  expect(moved.status).toBe(302);
  const next = await rawRequest(counted.url, { method: "GET", path: moved.headers.location as string, headers: document });
  expect(next.status).toBe(200);
});
