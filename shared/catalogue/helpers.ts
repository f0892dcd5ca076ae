import type { CourseDetail } from "./types";

export const coursePath = (course: Pick<CourseDetail, "department" | "slug">) =>
  `/${course.department}/${course.slug}`;

/** A course's printable curriculum page, from the course's own address. */
export const curriculumPath = (coursePagePath: string) => `${coursePagePath}/curriculum`;

export const courseImage = (course: Pick<CourseDetail, "slug">) =>
  `/images/courses/${course.slug}.svg`;

/** The popular courses on the landing page. */
export const popularCoursePaths = [
  "/computerscience/appdevelopment",
  "/management/digitalmarketing",
  "/computerscience/cybersecurity",
] as const;

/** Fixed counters shown on every course card, the same for every course, with what each counts. */
export const cardCounters = {
  learners: { value: 25, label: "learners per batch" },
  lessons: { value: 35, label: "lessons" },
} as const;
