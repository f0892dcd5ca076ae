import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departments } from "#shared/catalogue";
import { courseCard, courses } from "#shared/catalogue/courses";
import { allPagePaths } from "#shared/routes";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const get = (path: string) => fetch(`${site.url}${path}`, { redirect: "manual" });

describe("every page of the spec", () => {
  it.each(allPagePaths)("%s responds 200 with its own title and canonical link", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    const canonical = path === "/home" ? "/" : path;
    expect(html).toContain(`<link rel="canonical" href="${site.url}${canonical}"/>`);
  });

  it("gives each page a different title", async () => {
    const titles = await Promise.all(
      allPagePaths
        .filter((p) => p !== "/home")
        .map(async (p) => /<title>([^<]+)<\/title>/.exec(await (await get(p)).text())?.[1]),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("links every card to a page that exists", async () => {
    const links = [
      ...departments.map((d) => d.link_path),
      ...courses.map((c) => courseCard(c).link_path),
    ];
    for (const link of links) expect((await get(link)).status, link).toBe(200);
  });

  it("shows the home page's fixed texts", async () => {
    const html = await (await get("/")).text();
    for (const text of [
      "Premier Online Education Worldwide",
      "Stay One Step Ahead This Season",
      "Explore Courses",
      "Awesome Features",
      "Secure your spot now",
      "It is high time for learning",
      "Rated 4.4/5",
      "Top Rated",
      "100% safe and secure payment",
    ])
      expect(html).toContain(text);
    expect(html).toContain('id="registration"');
    expect(html).toMatch(/href="\/AllDeparts"[^>]*>Explore Courses/);
    expect(html).toMatch(/<option value="" disabled=""[^>]*>Select a course<\/option>/);
  });

  it("shows the legal facts", async () => {
    const terms = await (await get("/TermsCondition")).text();
    expect(terms).toContain("March 2025");
    expect(terms).toMatch(/18/);
    expect(terms).toMatch(/30 days/);
    expect(terms).toMatch(/100 USD/);
    expect(await (await get("/Privacy")).text()).toContain("March 2025");
    expect(await (await get("/refundpolicy")).text()).toMatch(/non-refundable/i);
  });
});

describe("other spellings", () => {
  it.each([
    ["/About", "/about"],
    ["/Checkcertificate", "/checkcertificate"],
    ["/campusamb", "/campusAmb"],
    ["/privacypolicy", "/Privacy"],
    ["/contact", "/Contact"],
    ["/about/", "/about"],
    ["/computerscience/aws/", "/computerscience/aws"],
    ["/COMPUTERSCIENCE/AWS?ref=mail", "/computerscience/aws?ref=mail"],
  ])("%s redirects permanently to %s", async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(
      new URL(response.headers.get("location") ?? "", site.url).pathname +
        new URL(response.headers.get("location") ?? "", site.url).search,
    ).toBe(to);
  });
});

describe("unknown addresses", () => {
  it.each(["/nowhere", "/computerscience/nope", "/nope/aws", "/a/b/c"])(
    "%s is a 404 with the generic page",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("Unexpected Application Error!");
      expect(html).toContain('href="/"');
    },
  );
});
