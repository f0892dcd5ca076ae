import { describe, expect, it } from "vitest";
import { allPagePaths, canonicalPagePaths, canonicalRedirect } from "../../shared/routes";

describe("canonical addresses", () => {
  it("lists 12 static pages, 6 departments, 26 courses and their 26 curriculum pages", () => {
    expect(allPagePaths).toHaveLength(70);
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

  it.each(["/", "/about", "/computerscience/aws", "/nowhere", "/api/v1/courses"])("%s stays", (path) => {
    expect(canonicalRedirect(path)).toBeUndefined();
  });
});
