// The course finder: a MiniSearch index over what visitors type when they look for a
// course. The rules (whole words and their starts, typo tolerance, name first, one-letter
// queries) are explained in docs/decisions/0006-certificates-and-finder.md.
import MiniSearch, { type Query, type SearchResult } from "minisearch";
import { departments } from "../departments";
import type { CourseDetail, DepartmentSlug } from "../types";
import { courses } from "./index";

export const MAX_QUERY_LENGTH = 100;
/** Words after this are ignored: no real query is longer, and each word costs a lookup. */
const MAX_QUERY_WORDS = 12;

export const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

// "+" and "#" stay inside words so that C++ and C# remain themselves; everything else
// (spaces, dots, slashes, hyphens) separates words, so "AR/VR" is "ar" and "vr".
const tokenize = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);

/** Words too common to tell courses apart; neither indexed nor searched. */
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "the",
  "of",
  "for",
  "to",
  "in",
  "on",
  "with",
  "by",
  "at",
  "or",
  "from",
  "its",
  "is",
  "as",
  "your",
  "you",
]);

const fields = ["title", "terms", "department", "skills", "summary", "outline"] as const;
type Field = (typeof fields)[number];
/** The fields that make "a name match": the course name and the short names people use for it. */
const NAME_FIELDS: Field[] = ["title", "terms"];
const BOOST: Record<Field, number> = {
  title: 5,
  terms: 5,
  department: 2,
  skills: 2,
  summary: 1,
  outline: 1,
};

/** Typos are forgiven only in words this long: "aws" must not find "laws", nor "ml" "mm". */
const FUZZY_FROM_LENGTH = 5;
/** Edit distance per letter: one typo up to 7 letters, two from 8. */
const FUZZINESS = 0.2;

const departmentNames = new Map(departments.map((d) => [d.slug, d.department_name]));

function fieldText(course: CourseDetail, field: Field): string {
  switch (field) {
    case "title":
      return course.title;
    case "terms":
      return (course.searchTerms ?? []).join(" \n ");
    case "department":
      return departmentNames.get(course.department) ?? "";
    case "skills":
      return course.skills.join(" \n ");
    case "summary":
      return course.summary;
    case "outline":
      return course.course_outline.map((o) => `${o.question} \n ${o.answer}`).join(" \n ");
  }
}

function indexOf(searchFields: readonly Field[]): MiniSearch<CourseDetail> {
  const index = new MiniSearch<CourseDetail>({
    fields: [...searchFields],
    idField: "id",
    extractField: (course, field) =>
      field === "id" ? String(courses.indexOf(course)) : fieldText(course, field as Field),
    tokenize,
    processTerm: (term) => (STOP_WORDS.has(term) ? null : term),
  });
  index.addAll(courses);
  return index;
}

/**
 * Two indexes of every course (the id of a course is its place in `courses`): all its
 * fields, and its names alone. The names index is small, so asking it which courses
 * match by name costs little next to the full search, typos included.
 */
export const buildCourseIndex = () => ({ all: indexOf(fields), names: indexOf(NAME_FIELDS) });

// Built on the first search, once per process: processes that never search (CLIs,
// most tests) do not pay for it.
let builtIndex: ReturnType<typeof buildCourseIndex> | undefined;
const courseIndex = () => (builtIndex ??= buildCourseIndex());

/** The words of a query, folded, at most MAX_QUERY_WORDS. */
const queryWords = (query: string) =>
  tokenize(query.trim().slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_WORDS);

/**
 * One letter alone: the courses with a word of their name starting with it, so the list
 * narrows from the first keystroke instead of showing every course or none.
 */
const isOneLetter = (words: string[]) => words.length === 1 && words[0]!.length === 1;

function toQuery(words: string[]): Query | null {
  if (words.length === 0) return null;
  if (isOneLetter(words)) {
    return { queries: [words[0]!], fields: ["title"], prefix: true, fuzzy: false };
  }
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  if (meaningful.length === 0) return null;
  return {
    combineWith: "AND",
    queries: meaningful.map((word) => ({
      queries: [word],
      prefix: word.length >= 2,
      fuzzy: word.length >= FUZZY_FROM_LENGTH ? FUZZINESS : false,
    })),
  };
}

/**
 * The courses matching every word of the query, best first: courses whose name or short
 * name contains every word come before those that only mention them. An empty query lists
 * the courses (of the department, when given) in catalogue order.
 */
export function searchCourses(query: string, department?: DepartmentSlug): CourseDetail[] {
  const inDepartment = (course: CourseDetail) => !department || course.department === department;
  if (query.trim() === "") return courses.filter(inDepartment);
  const words = queryWords(query);
  const search = toQuery(words);
  if (!search) return [];
  const index = courseIndex();
  const options = {
    boost: BOOST,
    // Query words are already folded and split; they must not be dropped again.
    tokenize: (word: string) => [word],
    processTerm: (word: string) => word,
    filter: (result: SearchResult) => inDepartment(courses[Number(result.id)]!),
  };
  const byName = index.names.search(search, options);
  // A single letter is searched in course names only, which the names index contains.
  if (isOneLetter(words)) return byName.map((r) => courses[Number(r.id)]!);
  const all = index.all.search(search, options);
  const nameIds = new Set(byName.map((r): unknown => r.id));
  return [...byName, ...all.filter((r) => !nameIds.has(r.id))].map((r) => courses[Number(r.id)]!);
}
