// Read-only catalogue endpoints, shaped as the spec's entities.
import type {
  CourseResponse,
  CoursesResponse,
  DepartmentResponse,
  DepartmentsResponse,
  FaqsResponse,
  PlansResponse,
} from "../../shared/api/contract";
import { ambassadorFaqs, coursePath, departments, findDepartment, GST_RATE, mainFaqs, plans } from "../../shared/catalogue";
import { courseCard, courses, departmentCourseCounts, departmentCourses, findCourse } from "../../shared/catalogue/courses";
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
    const filter = new URL(request.url).searchParams.get("department");
    if (filter !== null && !findDepartment(filter)) return notFound();
    const list = courses.filter((c) => filter === null || c.department === filter);
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
