// The catalogue's counts are said in texts (home, All Departments, About): they follow the
// catalogue, so a course added is a course counted, with nothing else to edit.
import { describe, expect, it } from "vitest";
import { catalogueSizeOf, featuresFor, inWords, inWordsCapitalised } from "#shared/catalogue";
import { courses, departmentCourseCounts } from "#shared/catalogue/courses";
import { departments } from "#shared/catalogue/departments";
import { aboutIntroFor } from "#shared/content/about";

describe("the catalogue's size", () => {
  it("is counted from the catalogue", () => {
    expect(catalogueSizeOf(departmentCourseCounts())).toEqual({
      departments: departments.length,
      courses: courses.length,
    });
  });

  it("is what the feature and the about texts say, whatever it is", () => {
    const size = { departments: 7, courses: 31 };
    expect(featuresFor(size)[0]!.feature_detail).toContain(
      "Choose from 31 courses across seven departments,",
    );
    expect(aboutIntroFor(size)[0]).toContain("We offer 31 courses across seven departments:");
  });

  it("says small numbers in words", () => {
    expect([inWords(6), inWordsCapitalised(6), inWords(26)]).toEqual(["six", "Six", "26"]);
  });
});
