// Request forms HTTP/1.1 allows that browsers do not send (absolute-form targets,
// `OPTIONS *`) are handled as the standard says, without a 500 or a stack trace (the
// test setup fails on any console.error). Every response whose headers depend on Origin says
// so with Vary, so that a shared cache never hands one origin's copy to another.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { startSite, type TestSite } from "../support/server";

const PARTNER = "https://partner.example.com";
let site: TestSite;
let host: string;
beforeAll(async () => {
  delete process.env.SITE_URL;
  site = await startSite({ CORS_ORIGINS: PARTNER });
  host = new URL(site.url).host;
});
afterAll(() => site.close());

describe("absolute-form targets", () => {
  it("GET http://host/Contact is served as /Contact", async () => {
    const response = await rawRequest(site.url, { path: `http://${host}/Contact` });
    expect(response.status).toBe(200);
    expect(response.body).toContain("Contact Us");
    expect(response.body).toContain(`<link rel="canonical" href="${site.url}/Contact"`);
  });

  it("keeps the query, and a host-only target is the home page", async () => {
    const finder = await rawRequest(site.url, { path: `http://${host}/AllDeparts?q=aws` });
    expect(finder.status).toBe(200);
    expect(finder.body).toContain("AWS");
    expect((await rawRequest(site.url, { path: `HTTP://${host}` })).status).toBe(200);
  });

  it("a post to an absolute-form target goes through the same same-site check", async () => {
    const response = await rawRequest(site.url, {
      method: "POST",
      path: `http://${host}/Contact`,
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "name=Ravi+Kumar&email=ravi%40example.com&subject=Hi&message=Hello+there",
    });
    expect(response.status).toBe(403);
  });

  it("another scheme, or a target that is no path, is a plain 400", async () => {
    // Node's parser refuses other schemes itself (400, no body); a bare word reaches the site.
    for (const path of [`ftp://${host}/Contact`, "about"]) {
      const response = await rawRequest(site.url, { path });
      expect(response.status, path).toBe(400);
      expect(response.headers["content-type"] ?? "text/plain", path).toMatch(/^text\/plain/);
    }
  });
});

describe("asterisk-form", () => {
  it("OPTIONS * gets 204 with the methods the server takes", async () => {
    const response = await rawRequest(site.url, { method: "OPTIONS", path: "*" });
    expect(response.status).toBe(204);
    expect(response.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect(response.body).toBe("");
  });

  it("any other method with * is a plain 400", async () => {
    const response = await rawRequest(site.url, { method: "GET", path: "*" });
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
  });
});

describe("Vary: Origin", () => {
  const varies = (vary: string | string[] | undefined) =>
    String(vary ?? "")
      .split(/\s*,\s*/)
      .map((v) => v.toLowerCase());

  it.each([
    ["an allowed origin", PARTNER],
    ["a foreign origin", "https://other.example"],
    ["no origin", undefined],
  ])("a cacheable API response carries it for %s", async (_label, origin) => {
    const headers: Record<string, string> = origin ? { origin } : {};
    const response = await rawRequest(site.url, { path: "/api/v1/departments", headers });
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/^public/);
    expect(varies(response.headers.vary)).toContain("origin");
    expect(response.headers["access-control-allow-origin"]).toBe(
      origin === PARTNER ? PARTNER : undefined,
    );
    const notModified = await rawRequest(site.url, {
      path: "/api/v1/departments",
      headers: { ...headers, "if-none-match": String(response.headers.etag) },
    });
    expect(notModified.status).toBe(304);
    expect(varies(notModified.headers.vary)).toContain("origin");
  });

  it("an API refusal of a foreign origin and a page post refused as cross-site carry it", async () => {
    const refused = await rawRequest(site.url, {
      method: "OPTIONS",
      path: "/api/v1/callbacks",
      headers: { origin: "https://other.example" },
    });
    expect(refused.status).toBe(403);
    expect(varies(refused.headers.vary)).toContain("origin");
    const page = await rawRequest(site.url, {
      method: "POST",
      path: "/Contact",
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "name=Ravi",
    });
    expect(page.status).toBe(403);
    expect(varies(page.headers.vary)).toContain("origin");
  });
});
