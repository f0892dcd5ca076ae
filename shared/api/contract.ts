// The REST gateway's shape, shared by the server, the OpenAPI document and the typed
// client: paths, and which form each submission endpoint feeds.
import type { CourseCard, CourseDetail, Department, FaqItem, PricingPlan } from "../catalogue";
import type { FormId, schemas } from "../forms";

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

/** Fields some endpoints take beyond the form's own. */
export interface SubmissionExtras {
  callback: { source?: string };
  contact: Record<never, never>;
  enrollment: { department: string; course: string };
  ambassador: Record<never, never>;
  newsletter: Record<never, never>;
}

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
