// Headers, search-engine files and structured data, as a crawler or a browser sees them.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalPagePaths } from "#shared/routes";
import { batchLine, batchView, nextBatch } from "#shared/catalogue/batches";
import { postForm, startSite, type TestSite } from "../support/server";

const ORIGIN = "https://www.aptoralearning.com";
let site: TestSite;
beforeAll(async () => {
  site = await startSite({
    SITE_URL: ORIGIN,
    PRIVACY_SECRET: "test-privacy-secret-of-32-characters!",
  });
});
afterAll(() => site.close());

const get = (path: string) => fetch(`${site.url}${path}`, { redirect: "manual" });

function expectSecurityHeaders(response: Response) {
  const h = response.headers;
  const csp = h.get("content-security-policy") ?? "";
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]{44}')+$/);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(
    Number(/max-age=(\d+)/.exec(h.get("strict-transport-security") ?? "")?.[1]),
  ).toBeGreaterThanOrEqual(31_536_000);
  expect(h.get("x-content-type-options")).toBe("nosniff");
  expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const permissions = h.get("permissions-policy") ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=()"])
    expect(permissions).toContain(feature);
  expect(h.get("x-powered-by")).toBeNull();
}

describe("security headers", () => {
  it("are on a page, a 404 and an action's error response", async () => {
    expectSecurityHeaders(await get("/computerscience/aws"));
    const missing = await get("/nowhere");
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    const invalid = await postForm(site, "/Contact", {
      name: "",
      email: "x",
      subject: "",
      message: "",
    });
    expect(invalid.status).toBe(422);
    expectSecurityHeaders(invalid);
    expect(invalid.headers.get("cache-control")).toBe("no-store");
  });

  it("allow exactly the page's own inline scripts, by hash, the same for every visitor", async () => {
    const [first, second] = await Promise.all(
      ["/computerscience/aws", "/computerscience/aws"].map((path) => get(path)),
    );
    const policy = first!.headers.get("content-security-policy") ?? "";
    expect(second!.headers.get("content-security-policy")).toBe(policy);
    expect(policy).not.toContain("unsafe-inline' 'sha");
    expect(/script-src[^;]*unsafe-inline/.test(policy)).toBe(false);
    expect(policy).not.toContain("nonce-");
    const html = await first!.text();
    expect(await second!.text()).toBe(html);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/src=|application\/ld\+json/.test(attributes ?? ""),
    );
    expect(inline.length).toBeGreaterThan(2);
    for (const [, , body] of inline) {
      const hash = createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64");
      expect(policy).toContain(`'sha256-${hash}'`);
    }
    expect(html).not.toMatch(/nonce=/);
  });

  it("also cover static files", async () => {
    const response = await get("/images/logo.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });
});

describe("the REST gateway's CORS", () => {
  it("is off by default: no origin but our own is allowed", async () => {
    const preflight = await fetch(`${site.url}/api/v1/contact-messages`, {
      method: "OPTIONS",
      headers: { origin: "https://partner.example", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("search engines", () => {
  it("get a sitemap of exactly the canonical pages at SITE_URL", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(canonicalPagePaths.map((p) => `${ORIGIN}${p}`));
    expect(locs).toHaveLength(69);
    expect(locs).not.toContain(`${ORIGIN}/home`);
    expect(locs).not.toContain(`${ORIGIN}/privacypolicy`);
  });

  it("get robots.txt pointing at the sitemap", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain("User-agent: *");
  });

  it("get Open Graph and Twitter cards with an image on every page", async () => {
    for (const path of ["/", "/computerscience/aws", "/Contact", "/FaqPage"]) {
      const html = await (await get(path)).text();
      expect(html).toContain(
        `<meta property="og:image" content="${ORIGIN}/images/og-default.png"/>`,
      );
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    }
    expect((await get("/images/og-default.png")).status).toBe(200);
  });
});

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as Record<string, unknown>,
  );
}

describe("structured data", () => {
  it("describes the organisation on the home page", async () => {
    const [org] = jsonLd(await (await get("/")).text());
    expect(org).toMatchObject({
      "@type": "EducationalOrganization",
      name: "Aptora Learning",
      url: `${ORIGIN}/`,
    });
  });

  it("describes each course with provider, INR offers and its next online instance", async () => {
    const blocks = jsonLd(await (await get("/computerscience/aws")).text());
    const course = blocks.find((b) => b["@type"] === "Course")!;
    expect(course).toMatchObject({
      name: "AWS Cloud Computing",
      url: `${ORIGIN}/computerscience/aws`,
      provider: { "@type": "Organization", name: "Aptora Learning" },
    });
    const offers = course.offers as Array<Record<string, unknown>>;
    // What a student pays, GST included.
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["Self Learning", 5900, "INR"],
      ["Expert Led learning", 8260, "INR"],
      ["Advanced", 11800, "INR"],
    ]);
    const instance = course.hasCourseInstance as Record<string, string>;
    expect(instance.courseMode).toBe("Online");
    expect(instance.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList")!;
    expect((crumbs.itemListElement as Array<{ name: string }>).map((i) => i.name)).toEqual([
      "Home",
      "Computer Science",
      "AWS Cloud Computing",
    ]);
  });

  it("shows the next batch (the batch calendar, business time zone) and feeds the same date to the Course data", async () => {
    const expected = batchView(nextBatch(new Date(), "Asia/Kolkata", "/mechanical/hev"));
    const html = await (await get("/mechanical/hev")).text();
    expect(html.replace(/<[^>]+>/g, "")).toContain(batchLine(expected));
    expect(html).toContain("Online: live sessions plus recorded lessons");
    const course = jsonLd(html).find((b) => b["@type"] === "Course")!;
    expect((course.hasCourseInstance as Record<string, string>).startDate).toBe(expected.start);
  });

  it("gives department pages their breadcrumbs", async () => {
    const [crumbs] = jsonLd(await (await get("/ece")).text());
    expect(crumbs?.["@type"]).toBe("BreadcrumbList");
    expect((crumbs?.itemListElement as Array<{ item: string }>).map((i) => i.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/AllDeparts`,
      `${ORIGIN}/ece`,
    ]);
  });
});

describe("health", () => {
  it("reports the store as writable, without personal data", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", store: "sqlite" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
