// The pages that state the catalogue's size state the catalogue's own counts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inWords, inWordsCapitalised } from "#shared/catalogue";
import { courses } from "#shared/catalogue/courses";
import { departments } from "#shared/catalogue/departments";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const page = async (path: string) => (await fetch(`${site.url}${path}`)).text();

describe("the catalogue's counts on its pages", () => {
  const total = courses.length;
  const count = departments.length;

  it("/ names them in its description, its hero and its features", async () => {
    const html = await page("/");
    expect(html).toContain(`classes in ${total} courses across ${count} departments,`);
    expect(html).toContain(`Live and recorded courses in ${inWords(count)} departments,`);
    expect(html).toContain(`Choose from ${total} courses across ${inWords(count)} departments,`);
  });

  it("/AllDeparts names them in its description and its lead", async () => {
    const html = await page("/AllDeparts");
    expect(html).toContain(`Browse ${total} online courses in`);
    expect(html).toContain(`${inWordsCapitalised(count)} departments, ${total} courses.`);
  });

  it("/about names them in its introduction", async () => {
    expect(await page("/about")).toContain(
      `We offer ${total} courses across ${inWords(count)} departments:`,
    );
  });
});
