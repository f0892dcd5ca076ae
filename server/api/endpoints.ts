// Every endpoint of /api/v1, defined once: its path, its methods, their handlers and how
// the OpenAPI document describes them. A catalogue endpoint has a resource route of a few
// lines in app/routes/api.v1.*.ts; the submission endpoints come from the forms'
// definitions and are served by the API's catch-all route (app/routes/api.v1.$.ts).
import { certificateMessages } from "#shared/certificates";
import { apiMessages, formIds, leadForms, mapForms, rateLimited, type FormId } from "#shared/forms";
import { lookupCertificateFor } from "../certificates/lookup";
import { MAX_QUERY_LENGTH } from "../limits/address-bounds";
import { catalogueHandlers } from "./catalogue";
import type { CatalogueSchemaName } from "./catalogue-schemas";
import { define, problemResponse, type Endpoint } from "./endpoint";
import { openApiDocument, submissionSchemaName } from "./openapi";
import { cacheable, jsonResponse, problem } from "./responses";
import { submit } from "./submissions";

export type { Endpoint, EndpointArgs, Operation } from "./endpoint";

function catalogueDoc(
  summary: string,
  extra: Record<string, unknown> = {},
  notFound = false,
  schema?: CatalogueSchemaName,
) {
  return {
    summary,
    ...extra,
    responses: {
      "200": {
        description: summary,
        headers: { ETag: { schema: { type: "string" } } },
        content: {
          "application/json": {
            schema: schema ? { $ref: `#/components/schemas/${schema}` } : { type: "object" },
          },
        },
      },
      "304": { description: "Not modified: the If-None-Match ETag is current." },
      ...(notFound ? { "404": problemResponse("No such resource.") } : {}),
      "414": problemResponse(`A query longer than ${MAX_QUERY_LENGTH} characters.`),
    },
  };
}

function submissionDoc(form: FormId) {
  const ref = { $ref: `#/components/schemas/${submissionSchemaName(form)}` };
  return {
    summary: `Submit a ${form} lead`,
    parameters: [
      {
        name: "Idempotency-Key",
        in: "header",
        required: false,
        schema: { type: "string", minLength: 1, maxLength: 200 },
        description:
          "Retries with the same key and body get the first response again and never a second record; the same key with another body is refused with 422; while the first request is still running, 409.",
      },
    ],
    requestBody: {
      required: true,
      content: {
        "application/json": { schema: ref },
        "application/x-www-form-urlencoded": { schema: ref },
      },
    },
    responses: {
      "201": {
        description: "Stored, or already stored.",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Created" } } },
      },
      "400": problemResponse(
        "Malformed JSON or Idempotency-Key, or a body whose text is not UTF-8.",
      ),
      "403": problemResponse("A browser origin that is not allowed."),
      "409": problemResponse("A request with this Idempotency-Key is still being processed."),
      "413": problemResponse("A body larger than the longest valid submission."),
      "415": problemResponse("Neither JSON nor form-encoded."),
      "422": problemResponse(
        "Invalid fields (`fields` names each with the field's message), or an Idempotency-Key reused with another body.",
      ),
      "429": problemResponse(
        "The same person (email, phone or message) sent this form too often, or the client address sent too many forms; see Retry-After.",
      ),
      "503": problemResponse(
        "The store failed or timed out; nothing was confirmed, retry with the same key.",
      ),
    },
  };
}

function submission(form: FormId) {
  return define({
    path: leadForms[form].api.path,
    params: [],
    post: {
      handler: ({ services, request, clientIp, origin, log }) =>
        submit(services, form, request, clientIp, origin, log),
      doc: submissionDoc(form),
    },
  });
}

/** Each form's submission endpoint, from its definition. */
export const submissionEndpoints = mapForms((_, form) => submission(form));

/** The submission endpoint at this path under /api/v1 ('/callbacks'), if a form has one. */
export const submissionEndpointAt = (path: string): Endpoint | undefined =>
  formIds.map((form) => submissionEndpoints[form]).find((endpoint) => endpoint.path === path);

/** The catalogue's endpoints, each with a resource route of its own. */
export const endpoints = {
  departments: define({
    path: "/departments",
    params: [],
    get: {
      handler: ({ request }) => catalogueHandlers.departments(request),
      doc: catalogueDoc("All departments with their course counts"),
    },
  }),
  department: define({
    path: "/departments/{slug}",
    params: ["slug"],
    paramDocs: { slug: "e.g. ece" },
    get: {
      handler: ({ request, services, params }) =>
        catalogueHandlers.department(request, services, params.slug),
      doc: catalogueDoc(
        "One department with its course cards, each with its next batch",
        {},
        true,
        "DepartmentResponse",
      ),
    },
  }),
  courses: define({
    path: "/courses",
    params: [],
    get: {
      handler: ({ request, services }) => catalogueHandlers.courses(request, services),
      doc: catalogueDoc(
        "Course cards, each with its next batch, optionally of one department or matching a search",
        {
          parameters: [
            {
              name: "department",
              in: "query",
              required: false,
              schema: { type: "string" },
              description: "A department slug, e.g. ece; unknown slugs get 404.",
            },
            {
              name: "q",
              in: "query",
              required: false,
              schema: { type: "string" },
              description:
                "Search as the course finder on /AllDeparts does, with the same courses in the same order, best first. " +
                "Every word must match a whole word or the start of one in a course's name, short names (ML, IoT, HR…), " +
                "department, skills, summary or outline; words of five letters or more forgive typos; courses matching by name come first. " +
                "A single letter matches the start of a word of the course name. Only the first 100 characters and 12 words are used. " +
                "Empty or absent: every course in catalogue order.",
            },
          ],
        },
        true,
        "CoursesResponse",
      ),
    },
  }),
  course: define({
    path: "/courses/{department}/{course}",
    params: ["department", "course"],
    paramDocs: { department: "e.g. computerscience", course: "e.g. aws" },
    get: {
      handler: ({ request, services, params }) =>
        catalogueHandlers.course(request, services, params.department, params.course),
      doc: catalogueDoc(
        "One course in full, with its outline and its next batch",
        {},
        true,
        "CourseResponse",
      ),
    },
  }),
  plans: define({
    path: "/plans",
    params: [],
    get: {
      handler: ({ request }) => catalogueHandlers.plans(request),
      doc: catalogueDoc(
        "The three pricing plans in rupees: each price before GST, its GST and the total a student pays",
        {},
        false,
        "PlansResponse",
      ),
    },
  }),
  faqs: define({
    path: "/faqs",
    params: [],
    get: {
      handler: ({ request }) => catalogueHandlers.faqs(request),
      doc: catalogueDoc("The main and the campus ambassador FAQs"),
    },
  }),
  openapi: define({
    path: "/openapi.json",
    params: [],
    get: {
      handler: ({ request, origin }): Response =>
        cacheable(
          request,
          openApiDocument(origin, [
            ...Object.values(endpoints),
            ...Object.values(submissionEndpoints),
          ]),
        ),
      doc: catalogueDoc("This document"),
    },
  }),
  certificate: define({
    path: "/certificates/{number}",
    params: ["number"],
    paramDocs: { number: "The number printed on the certificate" },
    get: {
      async handler({ services, params, clientIp }) {
        const result = await lookupCertificateFor(services, clientIp, params.number);
        if (result.status === "rate-limited") {
          return problem(
            429,
            rateLimited.title,
            certificateMessages.tooMany,
            {},
            { "Retry-After": String(result.retryAfterSeconds) },
          );
        }
        if (result.status === "found")
          return jsonResponse(200, { certificate: result.certificate });
        if (result.status === "unavailable")
          return problem(
            503,
            "Unavailable",
            certificateMessages.unavailable,
            {},
            { "Retry-After": "5" },
          );
        return problem(404, apiMessages.notFound.title, certificateMessages.notFound);
      },
      doc: {
        summary: "Verify a certificate by its number",
        responses: {
          "200": {
            description: "A certificate with this number exists (valid or revoked).",
            content: { "application/json": { schema: { type: "object" } } },
          },
          "404": problemResponse("No certificate was found."),
          "429": problemResponse("Past the lookup rate limit."),
          "503": problemResponse("The store cannot be read right now."),
        },
      },
    },
  }),
} satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof endpoints;
