// Every course's printable curriculum page, built from its outline, and the course cards
// and course pages that lead to it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "#shared/catalogue/courses";
import { coursePath } from "#shared/catalogue";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const page = async (pathname: string) => {
  const response = await fetch(`${site.url}${pathname}`, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
};

/** The text a visitor reads: tags removed, React's entities decoded, spaces folded. */
const visibleText = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, "")
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("curriculum pages", () => {
  it.each(courses.map((c) => [`${coursePath(c)}/curriculum`, c] as const))(
    "%s responds 200 with every module of the outline, in order",
    async (path, course) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      const text = visibleText(html);
      expect(html).toContain(
        `<title>${course.title.replace(/&/g, "&amp;")} Curriculum | Aptora Learning</title>`,
      );
      expect(text).toContain(`${course.title} Curriculum`);
      let from = 0;
      for (const [index, module] of course.course_outline.entries()) {
        const at = text.indexOf(`Module ${index + 1} ${module.question}`, from);
        expect(at, `module ${index + 1} of ${path}`).toBeGreaterThan(-1);
        expect(
          text.indexOf(module.answer, at),
          `description of module ${index + 1}`,
        ).toBeGreaterThan(at);
        from = at;
      }
      expect(text).toContain(course.check_curriculum);
      expect(html).toContain(`href="${coursePath(course)}"`);
    },
  );

  it.each([
    "/computerscience/nope/curriculum",
    "/nowhere/aws/curriculum",
    "/civil/aws/curriculum",
    "/computerscience/aws/curriculum/extra",
  ])("%s is not a page (404)", async (path) => {
    expect((await page(path)).status).toBe(404);
  });

  it("moves another spelling to the canonical address", async () => {
    const response = await fetch(`${site.url}/ComputerScience/AWS/Curriculum`, {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/computerscience/aws/curriculum");
  });

  it("offers no download where the catalogue names no file", async () => {
    for (const course of courses.filter((c) => !c.download)) {
      const { status, html } = await page(`${coursePath(course)}/curriculum`);
      expect(status).toBe(200);
      expect(html, course.slug).not.toMatch(/<a [^>]*download/);
    }
  });

  it("is listed in the sitemap", async () => {
    const { html: xml } = await page("/sitemap.xml");
    for (const course of courses)
      expect(xml).toContain(`${site.url}${coursePath(course)}/curriculum</loc>`);
  });
});

describe("the ways to a curriculum", () => {
  it("'Check our Curriculum' on the course page links to the course's curriculum page", async () => {
    const { html } = await page("/computerscience/aws");
    expect(html).toMatch(
      /<a [^>]*href="\/computerscience\/aws\/curriculum"[^>]*>See the full curriculum/,
    );
  });

  it("every course card links to its curriculum and names what its counters count", async () => {
    const { html } = await page("/management");
    for (const course of courses.filter((c) => c.department === "management")) {
      expect(html).toContain(`href="${coursePath(course)}/curriculum"`);
    }
    const text = visibleText(html);
    expect(text).toContain("25 learners per batch");
    expect(text).toContain("35 lessons");
    // Visible, not only for screen readers.
    expect(html).not.toMatch(/visually-hidden">\s*learners per batch/);
  });
});
