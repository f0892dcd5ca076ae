import { describe, expect, it } from "vitest";
import { courses } from "#shared/catalogue/courses";
import { departments } from "#shared/catalogue/departments";
import {
  allPagePaths,
  canonicalPagePaths,
  canonicalRedirect,
  staticPagePaths,
} from "#shared/routes";

describe("canonical addresses", () => {
  it("lists the static pages, every department, every course and every course's curriculum page, once each", () => {
    expect(new Set(allPagePaths).size).toBe(
      staticPagePaths.length + departments.length + 2 * courses.length,
    );
    expect(allPagePaths).toHaveLength(new Set(allPagePaths).size);
    expect(allPagePaths).toContain("/computerscience/aws/curriculum");
    expect(canonicalPagePaths).not.toContain("/home");
  });

  it.each([
    ["/About", "/about"],
    ["/Checkcertificate", "/checkcertificate"],
    ["/campusamb", "/campusAmb"],
    ["/ALLDEPARTS", "/AllDeparts"],
    ["/privacypolicy", "/Privacy"],
    ["/PrivacyPolicy", "/Privacy"],
    ["/about/", "/about"],
    ["/Computerscience/AWS/", "/computerscience/aws"],
    ["/nowhere/", "/nowhere"],
  ])("%s moves to %s", (from, to) => {
    expect(canonicalRedirect(from)).toBe(to);
  });

  it.each(["/", "/about", "/computerscience/aws", "/nowhere", "/api/v1/courses"])(
    "%s stays",
    (path) => {
      expect(canonicalRedirect(path)).toBeUndefined();
    },
  );
});
