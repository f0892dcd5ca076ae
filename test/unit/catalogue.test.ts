import { describe, expect, it } from "vitest";
import { courses, departmentCourseCounts, departmentCourses } from "#shared/catalogue/courses";
import {
  ambassadorFaqs,
  ambassadorTestimonials,
  callbackCourseOptions,
  coursePath,
  departments,
  catalogueSizeOf,
  featuresFor,
  homeTestimonials,
  mainFaqs,
  plans,
  popularCoursePaths,
  trainers,
} from "#shared/catalogue";
import { existsSync } from "node:fs";
import path from "node:path";

const features = featuresFor(catalogueSizeOf(departmentCourseCounts()));

/** The course routes the spec lists (its section 2): the catalogue's one check against the spec. */
const SPEC_COURSE_ROUTES = [
  "/computerscience/appdevelopment",
  "/computerscience/webdevelopment",
  "/computerscience/cybersecurity",
  "/computerscience/aws",
  "/computerscience/machinelearning",
  "/computerscience/artificialintelligence",
  "/computerscience/arvr",
  "/computerscience/datascience",
  "/management/digitalmarketing",
  "/management/marketingmanagement",
  "/management/finance",
  "/management/hr",
  "/management/ba",
  "/management/stockmarket",
  "/civil/autocad",
  "/civil/staadpro",
  "/civil/construction-planning",
  "/ece/vlsi",
  "/ece/robotics",
  "/ece/iot",
  "/biotechnology/bioinformatics",
  "/biotechnology/geneticengineering",
  "/biotechnology/nanoscience",
  "/mechanical/ic-engine",
  "/mechanical/car-designing",
  "/mechanical/hev",
];

describe("catalogue", () => {
  it("has the spec's departments, each with the courses the spec lists under it", () => {
    const counts = Object.fromEntries(
      departments.map((d) => [d.slug, departmentCourses(d.slug).length]),
    );
    const specCounts = Object.fromEntries(
      departments.map((d) => [
        d.slug,
        SPEC_COURSE_ROUTES.filter((r) => r.startsWith(`/${d.slug}/`)).length,
      ]),
    );
    expect(counts).toEqual(specCounts);
    expect(new Set(SPEC_COURSE_ROUTES.map((r) => r.split("/")[1]))).toEqual(
      new Set(departments.map((d) => d.slug)),
    );
  });

  it("has 3 to 9 outline topics per course, with unique ids inside each course", () => {
    for (const course of courses) {
      expect(course.course_outline.length, course.slug).toBeGreaterThanOrEqual(3);
      expect(course.course_outline.length, course.slug).toBeLessThanOrEqual(9);
      expect(new Set(course.course_outline.map((o) => o.id)).size).toBe(
        course.course_outline.length,
      );
    }
  });

  it("has unique slugs and ids, and every course belongs to a department", () => {
    expect(new Set(courses.map(coursePath)).size).toBe(courses.length);
    expect(new Set(courses.map((c) => c.id)).size).toBe(courses.length);
    const slugs = new Set(departments.map((d) => d.slug));
    for (const c of courses) expect(slugs.has(c.department)).toBe(true);
  });

  it("uses the spec's course routes", () => {
    expect(courses.map(coursePath).sort()).toEqual([...SPEC_COURSE_ROUTES].sort());
    expect(popularCoursePaths).toEqual([
      "/computerscience/appdevelopment",
      "/management/digitalmarketing",
      "/computerscience/cybersecurity",
    ]);
  });

  it("has the content counts of section 3", () => {
    expect(features.map((f) => f.feature_name)).toEqual([
      "Multifaceted courses",
      "Internship",
      "Certificate",
    ]);
    expect(trainers).toHaveLength(4);
    expect(homeTestimonials).toHaveLength(5);
    expect(ambassadorTestimonials).toHaveLength(4);
    expect(mainFaqs).toHaveLength(11);
    expect(ambassadorFaqs).toHaveLength(5);
  });

  it("has the three plans with 11 feature lines each", () => {
    expect(plans.map((p) => [p.course_type, p.price])).toEqual([
      ["Self Learning", 5000],
      ["Expert Led learning", 7000],
      ["Advanced", 10000],
    ]);
    for (const plan of plans) expect(plan.course_description).toHaveLength(11);
    expect(plans[0]?.course_description.filter((f) => f.excluded)).toHaveLength(5);
  });

  it("has the 24 call-back options exactly as the spec lists them", () => {
    expect(callbackCourseOptions).toHaveLength(24);
    expect(callbackCourseOptions).toContain("Nanoscience/Nanotechnology");
    expect(callbackCourseOptions).toContain("I.C.Engine");
    expect(callbackCourseOptions[0]).toBe("Business Analytics");
  });

  it("points every image and download at a real file in public/", () => {
    const files = [
      ...courses.map((c) => `/images/courses/${c.slug}.svg`),
      ...courses.flatMap((c) => (c.download ? [c.download] : [])),
      ...departments.map((d) => `/images/departments/${d.slug}.svg`),
      ...trainers.map((t) => t.image),
      ...homeTestimonials.map((t) => t.image),
      ...ambassadorTestimonials.map((t) => t.image),
      ...features.map((f) => f.logo),
    ];
    for (const file of files) expect(existsSync(path.join("public", file)), file).toBe(true);
  });

  it("reads like real text: no placeholders", () => {
    const text = JSON.stringify({ courses, mainFaqs, ambassadorFaqs, homeTestimonials, trainers });
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
  });
});
