// What pages need of the full catalogue, computed on the server so that course texts
// never ship in the browser bundle; the batch calendar is read here too, by the site's
// clock in the business time zone, and reaches pages as text.
import type { AppLoadContext } from "@remix-run/node";
import {
  batchView,
  nextBatch,
  type BatchView,
  type DatedCourseCard,
} from "#shared/catalogue/batches";
import {
  courseCard,
  departmentCourseCounts,
  departmentCourses,
  findCourse,
  popularCourses,
} from "#shared/catalogue/courses";
import type { CourseCard, DepartmentSlug } from "#shared/catalogue";
import { departments, findDepartment } from "#shared/catalogue/departments";
import { plans, planPrice, totalText } from "#shared/catalogue/plans";
import { catalogueSizeOf } from "#shared/catalogue/size";
import { searchCourses } from "#shared/catalogue/courses/search";

export { findCourse, departmentCourseCounts };
export { ambassadorFaqs } from "#shared/catalogue/faqs";
export { ambassadorTestimonials } from "#shared/catalogue/testimonials";

/** How many departments and courses the catalogue has. */
export const catalogueSize = () => catalogueSizeOf(departmentCourseCounts());

/** The lowest price a student pays for a plan, 'from' texts quote it: '₹5,900 incl. GST'. */
export const lowestPlanPrice = () =>
  totalText(
    plans.reduce((lowest, plan) =>
      planPrice(plan).total < planPrice(lowest).total ? plan : lowest,
    ),
  );

/** The footer's department links, for the root loader (names and paths only). */
export const departmentLinks = () =>
  departments.map((d) => ({ name: d.department_name, path: d.link_path }));

export const popularCourseCards = () => popularCourses().map(courseCard);
export const departmentCourseCards = (slug: DepartmentSlug) =>
  departmentCourses(slug).map(courseCard);

export function findCourses(query: string, department: string | null) {
  const known = department ? findDepartment(department)?.slug : undefined;
  return searchCourses(query, known).map(courseCard);
}

/** The next batch of the course at `path` ('/computerscience/aws'), as pages show it. */
export const nextBatchOf = (context: AppLoadContext, path: string): BatchView =>
  batchView(nextBatch(context.services.now(), context.services.config.SITE_TIME_ZONE, path));

/** Course cards, each with its course's next batch. */
export const withNextBatch = (context: AppLoadContext, cards: CourseCard[]): DatedCourseCard[] =>
  cards.map((card) => ({ ...card, nextBatch: nextBatchOf(context, card.link_path) }));
