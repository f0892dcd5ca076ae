// What pages need of the full catalogue, computed on the server so that course texts
// never ship in the browser bundle.
import { courseCard, departmentCourseCounts, departmentCourses, findCourse, popularCourses } from "../../shared/catalogue/courses";
import type { DepartmentSlug } from "../../shared/catalogue";
import { departments, findDepartment } from "../../shared/catalogue/departments";
import { catalogueSizeOf } from "../../shared/catalogue/size";
import { searchCourses } from "../../shared/catalogue/courses/search";

export { findCourse, departmentCourseCounts };
export { ambassadorFaqs } from "../../shared/catalogue/faqs";
export { ambassadorTestimonials } from "../../shared/catalogue/testimonials";

/** How many departments and courses the catalogue has. */
export const catalogueSize = () => catalogueSizeOf(departmentCourseCounts());

/** The footer's department links, for the root loader (names and paths only). */
export const departmentLinks = () => departments.map((d) => ({ name: d.department_name, path: d.link_path }));

export const popularCourseCards = () => popularCourses().map(courseCard);
export const departmentCourseCards = (slug: DepartmentSlug) => departmentCourses(slug).map(courseCard);

export function findCourses(query: string, department: string | null) {
  const known = department ? findDepartment(department)?.slug : undefined;
  return searchCourses(query, known).map(courseCard);
}
