// No response of the site sends a browser to another site: not the canonical redirects
// (`//evil.example/` trimmed of its slash is another host), not the newsletter's
// `returnTo` (a browser drops tabs and line breaks from a URL, so `/\t/evil.example`
// becomes `//evil.example`).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { badRequest } from "#shared/forms";
import { isSafeLocalPath } from "#shared/routes";
import { rawRequest } from "../support/raw-http";
import { postForm, startSite, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** Every Location a test sees; each must be a path of this site. */
let locations: string[] = [];
const seen = (location: string | string[] | null | undefined) => {
  if (typeof location === "string") locations.push(location);
  return location ?? undefined;
};
afterEach(() => {
  const unsafe = locations.filter((l) => !isSafeLocalPath(l));
  locations = [];
  expect(unsafe, "Locations to another site").toEqual([]);
});

describe("canonical redirects", () => {
  it.each([
    "//evil.example/",
    "//evil.example//",
    "///evil.example/",
    "/\\evil.example/",
    "/\\evil.example//",
    "/\\/evil.example/",
  ])("responds to the raw path %s with the 404 page and no Location", async (target) => {
    const response = await rawRequest(site.url, { path: target });
    expect(seen(response.headers.location)).toBeUndefined();
    expect(response.status).toBe(404);
    expect(response.body).toContain("Unexpected Application Error!");
  });

  it("still moves other spellings of a page to the spec's path", async () => {
    const response = await rawRequest(site.url, { path: "/About/?ref=x" });
    expect(response.status).toBe(301);
    expect(seen(response.headers.location)).toBe("/about?ref=x");
  });
});

describe("newsletter returnTo", () => {
  const post = (email: string, returnTo: string) =>
    postForm(site, "/newsletter", { email, returnTo, placement: "footer" });
  const stored = (email: string) =>
    site.records("newsletter").filter((r) => r.record.email === email);

  it.each([
    ["a tab", "/\t/evil.example"],
    ["a NUL", "/\u0000/evil.example"],
    ["a CR", "/\r/evil.example"],
    ["an LF", "/\n/evil.example"],
    ["CR LF in the query", "/about?x=1\r\nSet-Cookie: a=b"],
    ["a NUL at the end", "/about\u0000"],
  ])(
    "refuses a returnTo with %s: 400 with the site's page, nothing stored",
    async (label, returnTo) => {
      const email = `return-${label.replace(/\W+/g, "-")}@example.com`;
      const response = await post(email, returnTo);
      expect(seen(response.headers.get("location"))).toBeUndefined();
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<header class="site-header');
      expect(html).toContain('<footer class="site-footer"');
      expect(html).toContain(badRequest.text);
      expect(stored(email)).toEqual([]);
    },
  );

  it("goes back to a same-site returnTo with the success view", async () => {
    const email = "return-about@example.com";
    const response = await post(email, "/about");
    expect(response.status).toBe(303);
    expect(seen(response.headers.get("location"))).toBe(
      "/about?sent=newsletter&at=footer#newsletter-form",
    );
    expect(stored(email)).toHaveLength(1);
  });
});
