// Every course in full. Server-side (loaders, REST gateway, sitemap, tests): pages get
// the part they show through their loader.
import { findDepartment } from "../departments";
import { coursePath, courseImage, popularCoursePaths } from "../helpers";
import { departments } from "../departments";
import { trainers } from "../trainers";
import type { CourseCard, CourseDetail, DepartmentSlug } from "../types";
import { biotechnologyCourses } from "./biotechnology";
import { civilCourses } from "./civil";
import { computerscienceCourses } from "./computerscience";
import { eceCourses } from "./ece";
import { managementCourses } from "./management";
import { mechanicalCourses } from "./mechanical";

const coursesByDepartment: Record<DepartmentSlug, CourseDetail[]> = {
  computerscience: computerscienceCourses,
  management: managementCourses,
  civil: civilCourses,
  biotechnology: biotechnologyCourses,
  ece: eceCourses,
  mechanical: mechanicalCourses,
};

export const courses: CourseDetail[] = departments.flatMap((d) => coursesByDepartment[d.slug]);

export const departmentCourses = (slug: DepartmentSlug): CourseDetail[] =>
  coursesByDepartment[slug];

export const departmentCourseCounts = (): Record<DepartmentSlug, number> =>
  Object.fromEntries(
    departments.map((d) => [d.slug, coursesByDepartment[d.slug].length]),
  ) as Record<DepartmentSlug, number>;

export const findCourse = (departmentSlug: string, courseSlug: string): CourseDetail | undefined =>
  courses.find((c) => c.department === departmentSlug && c.slug === courseSlug);

/** Listed card price from the seed data; stored for exports, never displayed (the plans set what a student pays). */
const CARD_PRICE = "$50";

export function courseCard(course: CourseDetail): CourseCard {
  const trainer = trainers[(course.id - 1) % trainers.length];
  return {
    id: course.id,
    Image: courseImage(course),
    price: CARD_PRICE,
    course_tag_name: findDepartment(course.department)?.department_name ?? "",
    course_name: course.title,
    course_detail: course.summary,
    auth_name: trainer?.name ?? "",
    link_path: coursePath(course),
  };
}

export const popularCourses = (): CourseDetail[] =>
  popularCoursePaths.map((path) => {
    const course = courses.find((c) => coursePath(c) === path);
    if (!course) throw new Error(`Popular course ${path} is missing from the catalogue`);
    return course;
  });
