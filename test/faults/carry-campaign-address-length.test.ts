// Decision 0029: a campaign landing that the site serves must not be turned, at the
// visitor's next move without JavaScript, into an address the site refuses. Its values are
// written as a browser writes them ("!", "'", "(", ")" as they are), and an address that would
// still be over the query bound is not redirected to at all.
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
  const keys = [
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
    "gclid",
    "fbclid",
    "msclkid",
  ];
  const landing = `/computerscience/aws?${keys.map((key) => `${key}=${value}`).join("&")}`;
  const document = { "sec-fetch-dest": "document" };
  // The landing itself is served.
  expect(
    (await rawRequest(counted.url, { method: "GET", path: landing, headers: document })).status,
  ).toBe(200);
  const moved = await rawRequest(counted.url, {
    method: "GET",
    path: "/about",
    headers: { ...document, referer: `${counted.url}${landing}` },
  });
  expect(moved.status).toBe(302);
  const next = await rawRequest(counted.url, {
    method: "GET",
    path: moved.headers.location as string,
    headers: document,
  });
  expect(next.status).toBe(200);
});

it("serves the page as asked when the carried address would be over the query bound", async () => {
  // Each value at the 200 characters carried, each character written as 9 ("%E0%A4%95").
  const value = encodeURIComponent("\u0915".repeat(200));
  const referer = `${counted.url}/computerscience/aws?utm_source=${value}&utm_medium=${value}`;
  const document = { "sec-fetch-dest": "document" };
  const response = await rawRequest(counted.url, {
    method: "GET",
    path: "/about",
    headers: { ...document, referer },
  });
  expect(response.status).toBe(200);
  expect(response.headers.location).toBeUndefined();
  // Just under the bound, it is carried.
  const shorter = `${counted.url}/computerscience/aws?utm_source=${value}`;
  expect(
    (
      await rawRequest(counted.url, {
        method: "GET",
        path: "/about",
        headers: { ...document, referer: shorter },
      })
    ).status,
  ).toBe(302);
});
