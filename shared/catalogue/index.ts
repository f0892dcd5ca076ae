import { computerscienceCourses } from "./courses/computerscience";
import { managementCourses } from "./courses/management";
import { civilCourses } from "./courses/civil";
import { biotechnologyCourses } from "./courses/biotechnology";
import { eceCourses } from "./courses/ece";
import { mechanicalCourses } from "./courses/mechanical";
import { departments } from "./departments";
import { trainers } from "./trainers";
import type { CourseCard, CourseDetail, Department, DepartmentSlug } from "./types";

export * from "./types";
export { departments } from "./departments";
export { plans, planPriceWithGst, formatRupees, GST_RATE } from "./plans";
export { site, telHref, addressLines } from "./site";
export { mainFaqs, ambassadorFaqs } from "./faqs";
export { homeTestimonials, ambassadorTestimonials } from "./testimonials";
export { trainers } from "./trainers";
export { features } from "./features";
export { partners, paymentMethods, ratingBadges, certificateImages } from "./logos";
export { callbackCourseOptions, callbackCoursePlaceholder } from "./callback-options";

const coursesByDepartment: Record<DepartmentSlug, CourseDetail[]> = {
  computerscience: computerscienceCourses,
  management: managementCourses,
  civil: civilCourses,
  biotechnology: biotechnologyCourses,
  ece: eceCourses,
  mechanical: mechanicalCourses,
};

export const courses: CourseDetail[] = departments.flatMap((d) => coursesByDepartment[d.slug]);

export const findDepartment = (slug: string): Department | undefined =>
  departments.find((d) => d.slug === slug);

export const departmentCourses = (slug: DepartmentSlug): CourseDetail[] => coursesByDepartment[slug];

export const findCourse = (departmentSlug: string, courseSlug: string): CourseDetail | undefined =>
  courses.find((c) => c.department === departmentSlug && c.slug === courseSlug);

export const coursePath = (course: Pick<CourseDetail, "department" | "slug">) =>
  `/${course.department}/${course.slug}`;

export const courseImage = (course: Pick<CourseDetail, "slug">) => `/images/courses/${course.slug}.svg`;

/** Listed card price from the seed data; kept for exports, not displayed (spec section 9). */
const CARD_PRICE = "$50";

export function courseCard(course: CourseDetail): CourseCard {
  const department = findDepartment(course.department);
  const trainer = trainers[(course.id - 1) % trainers.length];
  return {
    id: course.id,
    Image: courseImage(course),
    price: CARD_PRICE,
    course_tag_name: department?.department_name ?? "",
    course_name: course.title,
    course_detail: course.summary,
    auth_name: trainer?.name ?? "",
    link_path: coursePath(course),
  };
}

/** The popular courses on the landing page (spec section 2). */
export const popularCoursePaths = [
  "/computerscience/appdevelopment",
  "/management/digitalmarketing",
  "/computerscience/cybersecurity",
] as const;

export const popularCourses = (): CourseDetail[] =>
  popularCoursePaths.map((path) => {
    const course = courses.find((c) => coursePath(c) === path);
    if (!course) throw new Error(`Popular course ${path} is missing from the catalogue`);
    return course;
  });

/** Fixed counters shown on every course card (spec section 9). */
export const cardCounters = { learners: 25, lessons: 35 } as const;
