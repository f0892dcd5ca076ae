// The REST gateway's shape, shared by the server, the OpenAPI document and the typed
// client. Each submission endpoint (its path, the fields it takes beyond the form's own,
// its examples) is part of its form's definition (shared/forms/definitions/).
import type { CourseCard, CourseDetail, Department, FaqItem, PricingPlan } from "../catalogue";
import type { Batch } from "../catalogue/batches";
import type { PlanPrice } from "../catalogue/plans";
import { mapForms, type ApiExtras, type FormFields, type FormId } from "../forms";

export const API_BASE = "/api/v1";

/** Each form's submission endpoint under API_BASE. */
export const submissionPaths = mapForms((definition) => definition.api.path);

/** Fields some endpoints take beyond the form's own. */
export const submissionExtras = mapForms((definition) => definition.api.extras);

export type { FormFields };

export type SubmissionBody<Id extends FormId> = FormFields<Id> & ApiExtras<Id>;

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
/** A course card with its next batch: the ISO day it starts and the last day to enroll for it. */
export type ApiCourseCard = CourseCard & { nextBatch: Batch };

export interface DepartmentResponse {
  department: DepartmentSummary;
  courses: ApiCourseCard[];
}
export interface CoursesResponse {
  courses: Array<ApiCourseCard & { department: string; slug: string }>;
}
export interface CourseResponse {
  course: CourseDetail & { path: string; nextBatch: Batch };
}
/**
 * A plan: `price` before GST (the published figure), `gst` on it and the `total` a student pays, in
 * whole rupees.
 */
export type ApiPlan = PricingPlan & PlanPrice;
export interface PlansResponse {
  plans: ApiPlan[];
  gstRate: number;
  currency: "INR";
}
export interface FaqsResponse {
  main: FaqItem[];
  ambassador: FaqItem[];
}
