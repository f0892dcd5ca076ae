import { json } from "@remix-run/node";
import { departmentCourseCounts, popularCourseCards } from "../../lib/catalogue.server";

export const homeLoader = () => json({ popular: popularCourseCards(), counts: departmentCourseCounts() });
export type HomeLoader = typeof homeLoader;
