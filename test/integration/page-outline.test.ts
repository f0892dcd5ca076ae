// Every page's headings make an outline a screen reader can walk: one h1, and no heading more
// than one level below the heading before it (an h1 followed by an h3 skips a level). Every
// page of the catalogue and every other view a visitor can reach: search results, a
// certificate check, success views, /my-data, the 404 page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPagePaths } from "#shared/routes";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const otherViews = [
  "/AllDeparts?q=aws",
  "/AllDeparts?q=zzqxv",
  "/AllDeparts?department=ece",
  "/checkcertificate?number=APT-0000-000000",
  "/?sent=callback",
  "/Contact?sent=contact",
  "/campusAmb?sent=ambassador&at=modal",
  "/computerscience/aws?sent=enrollment",
  "/my-data",
  "/newsletter",
  "/nowhere",
  "/unsubscribe?token=not-a-token",
];

/** The levels of a page's headings, in document order. */
const headingLevels = (html: string) =>
  [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));

/** Each place where a heading is more than one level below the one before it. */
function skips(levels: number[]): string[] {
  return levels.flatMap((level, i) =>
    i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} then h${level}`] : [],
  );
}

describe("the outline of every page", () => {
  it.each([...allPagePaths, ...otherViews])(
    "%s: one h1, and no heading skips a level",
    async (path) => {
      const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBeLessThan(500);
      const levels = headingLevels(await response.text());
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(skips(levels)).toEqual([]);
    },
  );

  it("finds a skip where there is one", () => {
    expect(skips([1, 2, 3, 2, 3, 3])).toEqual([]);
    expect(skips([1, 3])).toEqual(["h1 then h3"]);
    expect(skips([1, 2, 4, 2])).toEqual(["h2 then h4"]);
  });
});
