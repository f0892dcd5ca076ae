import { departments } from "./departments";
import type { CourseDetail } from "./types";

export const findDepartment = (slug: string) => departments.find((d) => d.slug === slug);

export const coursePath = (course: Pick<CourseDetail, "department" | "slug">) =>
  `/${course.department}/${course.slug}`;

export const courseImage = (course: Pick<CourseDetail, "slug">) => `/images/courses/${course.slug}.svg`;

/** The popular courses on the landing page (spec section 2). */
export const popularCoursePaths = [
  "/computerscience/appdevelopment",
  "/management/digitalmarketing",
  "/computerscience/cybersecurity",
] as const;

/** Fixed counters shown on every course card (spec section 9). */
export const cardCounters = { learners: 25, lessons: 35 } as const;
