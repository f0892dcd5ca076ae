// What pages need of the full catalogue, computed on the server so that course texts
// never ship in the browser bundle.
import { courseCard, departmentCourseCounts, departmentCourses, findCourse, popularCourses } from "../../shared/catalogue/courses";
import type { DepartmentSlug } from "../../shared/catalogue";

export { findCourse, departmentCourseCounts };

export const popularCourseCards = () => popularCourses().map(courseCard);
export const departmentCourseCards = (slug: DepartmentSlug) => departmentCourses(slug).map(courseCard);
