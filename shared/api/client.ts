// A small typed client for /api/v1 (fetch only, no generated runtime). Request and
// response types come from the same schemas and catalogue types the server uses.
import type { FormId } from "../forms";
import {
  API_BASE,
  submissionPaths,
  type CourseResponse,
  type CoursesResponse,
  type Created,
  type DepartmentResponse,
  type DepartmentsResponse,
  type FaqsResponse,
  type PlansResponse,
  type Problem,
  type SubmissionBody,
} from "./contract";

export type ApiResult<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; problem: Problem; headers: Headers };

export interface GetOptions {
  /** An ETag from an earlier response: a current one gives status 304 and `data: null`. */
  ifNoneMatch?: string;
}

export interface SubmitOptions {
  idempotencyKey?: string;
  encoding?: "json" | "form";
}

/** A submission as a form body: every field and extra is text; the absent ones are left out. */
function formBody(body: Readonly<Record<string, string | undefined>>): string {
  return new URLSearchParams(
    Object.entries(body).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
}

export function createApiClient(origin: string, fetchImpl: typeof fetch = fetch) {
  async function call<T>(
    method: "GET" | "POST",
    path: string,
    init: { body?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResult<T>> {
    const response = await fetchImpl(`${origin}${API_BASE}${path}`, {
      method,
      body: init.body,
      headers: init.headers,
    });
    if (response.status === 304)
      return { ok: true, status: 304, data: null as T, headers: response.headers };
    const payload: unknown = await response.json();
    return response.ok
      ? { ok: true, status: response.status, data: payload as T, headers: response.headers }
      : {
          ok: false,
          status: response.status,
          problem: payload as Problem,
          headers: response.headers,
        };
  }

  const get = <T>(path: string, options: GetOptions = {}) =>
    call<T>("GET", path, {
      headers: options.ifNoneMatch ? { "If-None-Match": options.ifNoneMatch } : {},
    });

  return {
    departments: (options?: GetOptions) => get<DepartmentsResponse>("/departments", options),
    department: (slug: string, options?: GetOptions) =>
      get<DepartmentResponse>(`/departments/${encodeURIComponent(slug)}`, options),
    courses: (department?: string, options?: GetOptions) =>
      get<CoursesResponse>(
        department ? `/courses?department=${encodeURIComponent(department)}` : "/courses",
        options,
      ),
    course: (department: string, slug: string, options?: GetOptions) =>
      get<CourseResponse>(
        `/courses/${encodeURIComponent(department)}/${encodeURIComponent(slug)}`,
        options,
      ),
    plans: (options?: GetOptions) => get<PlansResponse>("/plans", options),
    faqs: (options?: GetOptions) => get<FaqsResponse>("/faqs", options),
    openapi: () => get<Record<string, unknown>>("/openapi.json"),

    submit<Id extends FormId>(form: Id, body: SubmissionBody<Id>, options: SubmitOptions = {}) {
      const form_ = options.encoding === "form";
      return call<Created>("POST", submissionPaths[form], {
        body: form_ ? formBody(body) : JSON.stringify(body),
        headers: {
          "Content-Type": form_ ? "application/x-www-form-urlencoded" : "application/json",
          ...(options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : {}),
        },
      });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
