// What pages need of the full catalogue, computed on the server so that course texts
// never ship in the browser bundle.
import { courseCard, departmentCourseCounts, departmentCourses, findCourse, popularCourses } from "../../shared/catalogue/courses";
import type { DepartmentSlug } from "../../shared/catalogue";
import { findDepartment } from "../../shared/catalogue/helpers";
import { searchCourses } from "../../shared/catalogue/courses/search";

export { findCourse, departmentCourseCounts };
export { ambassadorFaqs } from "../../shared/catalogue/faqs";
export { ambassadorTestimonials } from "../../shared/catalogue/testimonials";

export const popularCourseCards = () => popularCourses().map(courseCard);
export const departmentCourseCards = (slug: DepartmentSlug) => departmentCourses(slug).map(courseCard);

export function findCourses(query: string, department: string | null) {
  const known = department ? findDepartment(department)?.slug : undefined;
  return searchCourses(query, known).map(courseCard);
}
