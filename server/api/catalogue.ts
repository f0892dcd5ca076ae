// Read-only catalogue endpoints, shaped as the site shows them, with what a client needs
// beside them: each plan's GST and total, each course's next batch. A response that carries
// batch dates is kept by clients no longer than those dates hold.
import type {
  CourseResponse,
  CoursesResponse,
  DepartmentResponse,
  DepartmentsResponse,
  FaqsResponse,
  PlansResponse,
} from "#shared/api/contract";
import {
  ambassadorFaqs,
  coursePath,
  departments,
  findDepartment,
  GST_RATE,
  mainFaqs,
  planPrice,
  plans,
  type CourseCard,
} from "#shared/catalogue";
import { nextBatch, nextBatchChange } from "#shared/catalogue/batches";
import {
  courseCard,
  departmentCourseCounts,
  departmentCourses,
  findCourse,
} from "#shared/catalogue/courses";
import { searchCourses } from "#shared/catalogue/courses/search";
import { apiMessages } from "#shared/forms";
import { secondsUntil } from "../web/page-expiry";
import type { SiteServices } from "../services";
import { cacheable, problem } from "./responses";

/** What a catalogue response is dated by: the site's clock and business time zone. */
export type CatalogueClock = Pick<SiteServices, "now" | "config">;

const summaries = () => {
  const counts = departmentCourseCounts();
  return departments.map((d) => ({ ...d, courseCount: counts[d.slug] }));
};

const notFound = () => problem(404, apiMessages.notFound.title, apiMessages.notFound.text);

/** Responses with batch dates in them, read at one instant and kept no longer than they hold. */
function dated<T>(
  request: Request,
  clock: CatalogueClock,
  body: (batchOf: (path: string) => ReturnType<typeof nextBatch>) => T,
): Response {
  const now = clock.now();
  const timeZone = clock.config.SITE_TIME_ZONE;
  return cacheable(
    request,
    body((path) => nextBatch(now, timeZone, path)),
    secondsUntil(nextBatchChange(now, timeZone), now),
  );
}

const withBatch = <C extends CourseCard>(
  card: C,
  batchOf: (path: string) => ReturnType<typeof nextBatch>,
) => ({ ...card, nextBatch: batchOf(card.link_path) });

export const catalogueHandlers = {
  departments: (request: Request) =>
    cacheable(request, { departments: summaries() } satisfies DepartmentsResponse),

  department(request: Request, clock: CatalogueClock, slug: string) {
    const department = summaries().find((d) => d.slug === slug);
    if (!department) return notFound();
    return dated(
      request,
      clock,
      (batchOf) =>
        ({
          department,
          courses: departmentCourses(department.slug).map((c) => withBatch(courseCard(c), batchOf)),
        }) satisfies DepartmentResponse,
    );
  },

  courses(request: Request, clock: CatalogueClock) {
    const params = new URL(request.url).searchParams;
    const filter = params.get("department");
    const department = filter === null ? undefined : findDepartment(filter)?.slug;
    if (filter !== null && !department) return notFound();
    // The same search as the finder on /AllDeparts, so both give the same courses in the same
    // order.
    const list = searchCourses(params.get("q") ?? "", department);
    return dated(
      request,
      clock,
      (batchOf) =>
        ({
          courses: list.map((c) => ({
            ...withBatch(courseCard(c), batchOf),
            department: c.department,
            slug: c.slug,
          })),
        }) satisfies CoursesResponse,
    );
  },

  course(request: Request, clock: CatalogueClock, department: string, slug: string) {
    const course = findCourse(department, slug);
    if (!course) return notFound();
    const path = coursePath(course);
    return dated(
      request,
      clock,
      (batchOf) =>
        ({ course: { ...course, path, nextBatch: batchOf(path) } }) satisfies CourseResponse,
    );
  },

  plans: (request: Request) =>
    cacheable(request, {
      plans: plans.map((plan) => ({ ...plan, ...planPrice(plan) })),
      gstRate: GST_RATE,
      currency: "INR",
    } satisfies PlansResponse),

  faqs: (request: Request) =>
    cacheable(request, { main: mainFaqs, ambassador: ambassadorFaqs } satisfies FaqsResponse),
};
