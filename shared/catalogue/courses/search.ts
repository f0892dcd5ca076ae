// The course finder: every word of the query must appear somewhere in a course (title,
// summary, description, objectives, outline topics, skills), ignoring case and accents.
import type { CourseDetail, DepartmentSlug } from "../types";
import { courses } from "./index";

export const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
const words = (query: string) => fold(query).split(/[^\p{L}\p{N}+#.]+/u).map((w) => w.replace(/^\.+|\.+$/g, "")).filter(Boolean);

interface Indexed {
  course: CourseDetail;
  title: string;
  skills: string;
  summary: string;
  all: string;
}

const index: Indexed[] = courses.map((course) => ({
  course,
  title: fold(course.title),
  skills: fold(course.skills.join(" ")),
  summary: fold(course.summary),
  all: fold(
    [
      course.title,
      course.summary,
      ...course.course_desc,
      ...course.objective,
      ...course.course_outline.flatMap((o) => [o.question, o.answer]),
      ...course.skills,
      course.check_curriculum,
    ].join(" \n "),
  ),
}));

export const MAX_QUERY_LENGTH = 100;

export function searchCourses(query: string, department?: DepartmentSlug): CourseDetail[] {
  const terms = words(query.slice(0, MAX_QUERY_LENGTH)).slice(0, 12);
  const scored = index
    .filter((entry) => !department || entry.course.department === department)
    .map((entry) => {
      let score = 0;
      for (const term of terms) {
        if (!entry.all.includes(term)) return { entry, score: -1 };
        score += (entry.title.includes(term) ? 8 : 0) + (entry.skills.includes(term) ? 4 : 0) + (entry.summary.includes(term) ? 2 : 0) + 1;
      }
      return { entry, score };
    })
    .filter((hit) => hit.score >= 0);
  // Stable sort: equal scores keep catalogue order.
  return scored.sort((a, b) => b.score - a.score).map((hit) => hit.entry.course);
}
