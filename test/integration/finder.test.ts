// The course finder as a GET form: results by address, without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE } from "#shared/api/contract";
import { courses } from "#shared/catalogue/courses";
import { departments } from "#shared/catalogue/departments";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const find = async (query: string) => {
  const response = await fetch(`${site.url}/AllDeparts?${query}`);
  expect(response.status).toBe(200);
  return response.text();
};
const cardLinks = (html: string) =>
  [...html.matchAll(/<h3 class="card__title"><a[^>]*href="([^"]+)"/g)].map((m) => m[1]);

describe("/AllDeparts course finder", () => {
  it("finds the AWS course for q=aws", async () => {
    const html = await find("q=aws");
    expect(cardLinks(html)[0]).toBe("/computerscience/aws");
    expect(html).toMatch(/\d+ courses? for “aws”/);
    expect(html).toContain('value="aws"');
  });

  it("shows the empty state with the departments for q=VLSI&department=civil", async () => {
    const html = await find("q=VLSI&department=civil");
    expect(cardLinks(html)).toEqual([]);
    expect(html).toContain("No course matches “VLSI” in Civil");
    for (const path of [
      "/computerscience",
      "/management",
      "/civil",
      "/biotechnology",
      "/ece",
      "/mechanical",
    ]) {
      expect(html).toContain(`href="${path}"`);
    }
    expect(html).toContain('href="/AllDeparts?q=VLSI"');
  });

  it("lists a department's courses when only the department is chosen", async () => {
    expect(cardLinks(await find("department=mechanical"))).toEqual([
      "/mechanical/ic-engine",
      "/mechanical/car-designing",
      "/mechanical/hev",
    ]);
  });

  it("ignores case and accents, and unknown departments", async () => {
    expect(cardLinks(await find("q=%C3%81WS"))[0]).toBe("/computerscience/aws");
    expect(cardLinks(await find("q=aws&department=cooking"))[0]).toBe("/computerscience/aws");
  });

  it("shows every department's card without a query", async () => {
    const html = await find("");
    expect(html).not.toContain("finder-results");
    expect((html.match(/class="card department-card"/g) ?? []).length).toBe(departments.length);
  });
});

describe("the finder and GET /api/v1/courses?q= agree", () => {
  const apiPaths = async (query: string) => {
    const response = await fetch(`${site.url}${API_BASE}/courses?${query}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { courses: Array<{ link_path: string }> };
    return body.courses.map((c) => c.link_path);
  };

  it.each([
    ["q=aws", "/computerscience/aws"],
    ["q=ML", "/computerscience/machinelearning"],
    ["q=machne+lerning", "/computerscience/machinelearning"],
    ["q=internet+of+things", "/ece/iot"],
    ["q=stock", "/management/stockmarket"],
    ["q=a", "/civil/autocad"],
    ["q=data&department=biotechnology", "/biotechnology/bioinformatics"],
    ["q=management", "/civil/construction-planning"],
  ])("%s: the same courses in the same order, %s first", async (query, first) => {
    const page = cardLinks(await find(query));
    expect(page[0]).toBe(first);
    expect(await apiPaths(query)).toEqual(page);
  });

  it("does not find HR for aws, nor anything for common words only", async () => {
    expect(await apiPaths("q=aws")).toEqual(["/computerscience/aws"]);
    expect(await apiPaths("q=the+of")).toEqual([]);
    expect(cardLinks(await find("q=the+of"))).toEqual([]);
  });

  it("lists every course for an empty q, and refuses an unknown department as before", async () => {
    expect(await apiPaths("q=")).toHaveLength(courses.length);
    const response = await fetch(`${site.url}${API_BASE}/courses?q=aws&department=cooking`);
    expect(response.status).toBe(404);
  });
});
