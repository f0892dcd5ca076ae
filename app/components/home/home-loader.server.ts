import { departmentCourseCounts, popularCourseCards } from "../../lib/catalogue.server";

export const homeLoader = () => ({ popular: popularCourseCards(), counts: departmentCourseCounts() });
export type HomeLoader = typeof homeLoader;
