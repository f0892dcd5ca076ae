// Read-only catalogue endpoints, shaped as the spec's entities.
import type { CourseResponse, CoursesResponse, DepartmentResponse, DepartmentsResponse, FaqsResponse, PlansResponse } from "../../shared/api/contract";
import { ambassadorFaqs, coursePath, departments, findDepartment, GST_RATE, mainFaqs, plans } from "../../shared/catalogue";
import { courseCard, departmentCourseCounts, departmentCourses, findCourse } from "../../shared/catalogue/courses";
import { searchCourses } from "../../shared/catalogue/courses/search";
import { apiMessages } from "../../shared/forms";
import { cacheable, problem } from "./responses";

const summaries = () => {
  const counts = departmentCourseCounts();
  return departments.map((d) => ({ ...d, courseCount: counts[d.slug] }));
};

const notFound = () => problem(404, apiMessages.notFound.title, apiMessages.notFound.text);

export const catalogueHandlers = {
  departments: (request: Request) => cacheable(request, { departments: summaries() } satisfies DepartmentsResponse),

  department(request: Request, slug: string) {
    const department = summaries().find((d) => d.slug === slug);
    if (!department) return notFound();
    return cacheable(request, { department, courses: departmentCourses(department.slug).map(courseCard) } satisfies DepartmentResponse);
  },

  courses(request: Request) {
    const params = new URL(request.url).searchParams;
    const filter = params.get("department");
    const department = filter === null ? undefined : findDepartment(filter)?.slug;
    if (filter !== null && !department) return notFound();
    // The same search as the finder on /AllDeparts, so both give the same courses in the same order.
    const list = searchCourses(params.get("q") ?? "", department);
    return cacheable(request, {
      courses: list.map((c) => ({ ...courseCard(c), department: c.department, slug: c.slug })),
    } satisfies CoursesResponse);
  },

  course(request: Request, department: string, slug: string) {
    const course = findCourse(department, slug);
    if (!course) return notFound();
    return cacheable(request, { course: { ...course, path: coursePath(course) } } satisfies CourseResponse);
  },

  plans: (request: Request) => cacheable(request, { plans, gstRate: GST_RATE, currency: "INR" } satisfies PlansResponse),

  faqs: (request: Request) => cacheable(request, { main: mainFaqs, ambassador: ambassadorFaqs } satisfies FaqsResponse),
};
