// Without SITE_URL, a forged Host (or X-Forwarded-Host without a trusted proxy) never
// reaches a canonical link, a stored lead, the API description or the same-site check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody, rawRequest } from "../support/raw-http";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  delete process.env.SITE_URL;
  delete process.env.TRUST_PROXY;
  site = await startSite();
});
afterAll(() => site.close());

const EVIL = "evil.example";
/** What the site may name itself: http://localhost:PORT (PORT is the setting, 3000 unless set), or the loopback origin it was asked on. */
const trusted = () => [`http://localhost:${process.env.PORT || "3000"}`, site.url];
const COURSE = "/computerscience/aws";

/** Every absolute URL in a JSON-LD value but its vocabulary (`@context`). */
function urlsIn(value: unknown): string[] {
  if (typeof value === "string") return /^https?:/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "@context" ? [] : urlsIn(inner),
    );
  return [];
}

function namedOrigins(html: string) {
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const ogUrl = /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as unknown);
  return { canonical, ogUrl, jsonLd, jsonLdUrls: jsonLd.flatMap(urlsIn) };
}

describe("a forged Host", () => {
  it("names no other host in a course page's canonical link, og:url or JSON-LD", async () => {
    const response = await rawRequest(site.url, { path: COURSE, headers: { host: EVIL } });
    expect(response.status).toBe(200);
    expect(response.body).not.toContain(EVIL);
    const named = namedOrigins(response.body);
    expect(trusted().map((o) => `${o}${COURSE}`)).toContain(named.canonical);
    expect(named.ogUrl).toBe(named.canonical);
    expect(named.jsonLd.length).toBeGreaterThan(0);
    expect(named.jsonLdUrls.length).toBeGreaterThan(0);
    for (const url of named.jsonLdUrls)
      expect(
        trusted()
          .map((o) => `${o}/`)
          .some((o) => url.startsWith(o)),
        url,
      ).toBe(true);
  });

  it("leaves the page a loopback visitor gets with its own origin", async () => {
    const response = await rawRequest(site.url, { path: COURSE });
    expect(response.status).toBe(200);
    expect(response.body).not.toContain(EVIL);
    expect(namedOrigins(response.body).canonical).toBe(`${site.url}${COURSE}`);
  });

  it("stores an enrollment's course address without it", async () => {
    const email = "forged-host@example.org";
    const response = await rawRequest(site.url, {
      method: "POST",
      path: COURSE,
      headers: {
        host: EVIL,
        origin: `http://${EVIL}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: formBody({
        fullName: "Dev Patel",
        email,
        contactNumber: "0123456789",
        instituteName: "Nirma University",
      }),
    });
    expect(response.status).toBe(303);
    const stored = site.records("courseFormData").filter((r) => r.record.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.record.url).not.toContain(EVIL);
    expect(trusted().map((o) => `${o}${COURSE}`)).toContain(stored[0]!.record.url);
    expect(response.headers.location).toBe(`${COURSE}?sent=enrollment#enroll`);
  });

  it("names no other host in /api/v1/openapi.json", async () => {
    const response = await rawRequest(site.url, {
      path: "/api/v1/openapi.json",
      headers: { host: EVIL },
    });
    expect(response.status).toBe(200);
    expect(response.body).not.toContain(EVIL);
    const servers = (JSON.parse(response.body) as { servers: Array<{ url: string }> }).servers;
    expect(servers.map((s) => s.url)).toEqual([`${trusted()[0]}/api/v1`]);
  });

  it("that names no host at all gets 400, not 500", async () => {
    const response = await rawRequest(site.url, { path: "/", headers: { host: "a<b>" } });
    expect(response.status).toBe(400);
    expect(response.body).not.toContain("<b>");
  });
});

describe("X-Forwarded-Host without a trusted proxy", () => {
  it("does not make another site's post same-site: 403, nothing stored", async () => {
    const email = "forwarded-host@example.com";
    const response = await rawRequest(site.url, {
      method: "POST",
      path: "/Contact",
      headers: {
        origin: `https://${EVIL}`,
        "x-forwarded-host": EVIL,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: formBody({
        name: "Ravi Kumar",
        email,
        subject: "Batch dates",
        message: "When does the next AWS batch start?",
      }),
    });
    expect(response.status).toBe(403);
    expect(site.records("contactForm").filter((r) => r.record.email === email)).toEqual([]);
  });
});
