// The REST gateway's shape, shared by the server, the OpenAPI document and the typed
// client: paths, which form each submission endpoint feeds, and the fields an endpoint
// takes beyond the form's own (defined once here: checked by the server, described by
// the OpenAPI document, typed for the client).
import * as v from "valibot";
import type { CourseCard, CourseDetail, Department, FaqItem, PricingPlan } from "../catalogue";
import { findCourse } from "../catalogue/courses";
import { apiMessages, type FormId, type schemas } from "../forms";

export const API_BASE = "/api/v1";

export const submissionPaths = {
  callback: "/callbacks",
  contact: "/contact-messages",
  enrollment: "/enrollments",
  ambassador: "/ambassador-applications",
  newsletter: "/newsletter-subscriptions",
} as const satisfies Record<FormId, string>;

/** The fields a form takes, all text, as its schema names them. */
export type FormFields<Id extends FormId> = { [K in keyof (typeof schemas)[Id]["entries"]]: string };

const slug = (description: string) =>
  v.pipe(v.string(apiMessages.unknownCourse), v.maxLength(60, apiMessages.unknownCourse), v.description(description));

/** Fields some endpoints take beyond the form's own. */
export const submissionExtras = {
  callback: v.object({
    source: v.optional(
      v.pipe(
        v.string(apiMessages.source),
        v.regex(/^\/[\x21-\x7e]{0,199}$/, apiMessages.source),
        v.description("Path of the page the form was on."),
      ),
    ),
  }),
  contact: v.object({}),
  enrollment: v.pipe(
    v.object({
      department: slug("Department slug, e.g. computerscience."),
      course: slug("Course slug, e.g. aws."),
    }),
    v.forward(
      v.check((extras) => findCourse(extras.department, extras.course) !== undefined, apiMessages.unknownCourse),
      ["course"],
    ),
  ),
  ambassador: v.object({}),
  newsletter: v.object({}),
} as const satisfies Record<FormId, v.GenericSchema>;

export type SubmissionExtras = { [Id in FormId]: v.InferInput<(typeof submissionExtras)[Id]> };

export type SubmissionBody<Id extends FormId> = FormFields<Id> & SubmissionExtras[Id];

export interface Created {
  key: string;
  title: string;
  message: string;
}

export interface Problem {
  title: string;
  message: string;
  fields?: Record<string, string>;
}

export type DepartmentSummary = Department & { courseCount: number };

export interface DepartmentsResponse {
  departments: DepartmentSummary[];
}
export interface DepartmentResponse {
  department: DepartmentSummary;
  courses: CourseCard[];
}
export interface CoursesResponse {
  courses: Array<CourseCard & { department: string; slug: string }>;
}
export interface CourseResponse {
  course: CourseDetail & { path: string };
}
export interface PlansResponse {
  plans: PricingPlan[];
  gstRate: number;
  currency: "INR";
}
export interface FaqsResponse {
  main: FaqItem[];
  ambassador: FaqItem[];
}
