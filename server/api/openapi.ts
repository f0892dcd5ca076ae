// The OpenAPI 3.1 document, generated from the same valibot schemas that check every
// submission, so the description cannot drift from what the endpoints accept.
import { toJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { API_BASE, submissionPaths } from "../../shared/api/contract";
import { submissionExamples } from "../../shared/api/examples";
import { formIds, schemas, type FormId } from "../../shared/forms";

type JsonSchema = Record<string, unknown>;

const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);

/** Every field of our forms is text and required; the converter cannot see through the trim. */
function submissionSchema(form: FormId): JsonSchema {
  const converted = toJsonSchema(schemas[form], { errorMode: "ignore" }) as JsonSchema;
  const properties = converted.properties as Record<string, JsonSchema>;
  for (const property of Object.values(properties)) property.type = "string";
  const required = Object.keys(properties);
  if (form === "callback") properties.source = { type: "string", pattern: "^/", description: "Path of the page the form was on." };
  if (form === "enrollment") {
    properties.department = { type: "string", description: "Department slug, e.g. computerscience." };
    properties.course = { type: "string", description: "Course slug, e.g. aws." };
    required.push("department", "course");
  }
  return { type: "object", properties, required, description: `Fields of the ${form} form.` };
}

const ProblemSchema = v.object({
  title: v.string(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
});
const CreatedSchema = v.object({ key: v.string(), title: v.string(), message: v.string() });
const jsonSchemaOf = (schema: v.GenericSchema) => {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { errorMode: "ignore" }) as JsonSchema;
  return rest;
};

const problemResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Problem" } } },
});

const catalogueResponse = (description: string) => ({
  "200": {
    description,
    headers: { ETag: { schema: { type: "string" } } },
    content: { "application/json": { schema: { type: "object" } } },
  },
  "304": { description: "Not modified: the If-None-Match ETag is current." },
});

function catalogueGet(summary: string, parameters: unknown[] = [], notFound = false) {
  return {
    get: {
      summary,
      parameters,
      responses: { ...catalogueResponse(summary), ...(notFound ? { "404": problemResponse("No such resource.") } : {}) },
    },
  };
}

const pathParam = (name: string, description: string) => ({ name, in: "path", required: true, schema: { type: "string" }, description });

function submissionOperation(form: FormId) {
  const ref = { $ref: `#/components/schemas/${pascal(form)}Submission` };
  return {
    post: {
      summary: `Submit a ${form} lead`,
      parameters: [
        {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          schema: { type: "string", minLength: 1, maxLength: 200 },
          description: "Retries with the same key never create a second record.",
        },
      ],
      requestBody: {
        required: true,
        content: {
          "application/json": { schema: ref, example: submissionExamples[form].valid },
          "application/x-www-form-urlencoded": { schema: ref },
        },
      },
      responses: {
        "201": { description: "Stored.", content: { "application/json": { schema: { $ref: "#/components/schemas/Created" } } } },
        "400": problemResponse("Malformed JSON or Idempotency-Key."),
        "403": problemResponse("A browser origin that is not allowed."),
        "413": problemResponse("Body over 16 KB."),
        "415": problemResponse("Neither JSON nor form-encoded."),
        "422": problemResponse("Invalid fields; `fields` names each with the spec's message."),
        "429": problemResponse("Past the per-client rate limit; see Retry-After."),
        "503": problemResponse("The store failed or timed out; nothing was stored, retry with the same key."),
      },
    },
  };
}

export function openApiDocument(origin: string) {
  const paths: Record<string, unknown> = {
    "/departments": catalogueGet("All departments with their course counts"),
    "/departments/{slug}": catalogueGet("One department with its course cards", [pathParam("slug", "e.g. ece")], true),
    "/courses": catalogueGet(
      "Course cards, optionally of one department",
      [{ name: "department", in: "query", required: false, schema: { type: "string" } }],
      true,
    ),
    "/courses/{department}/{course}": catalogueGet(
      "One course in full, with its outline",
      [pathParam("department", "e.g. computerscience"), pathParam("course", "e.g. aws")],
      true,
    ),
    "/plans": catalogueGet("The three pricing plans (INR, plus GST)"),
    "/faqs": catalogueGet("The main and the campus ambassador FAQs"),
    "/certificates/{number}": {
      get: {
        summary: "Verify a certificate by its number",
        parameters: [pathParam("number", "The number printed on the certificate")],
        responses: {
          "200": { description: "A certificate with this number exists (valid or revoked).", content: { "application/json": { schema: { type: "object" } } } },
          "404": problemResponse("No certificate was found."),
          "429": problemResponse("Past the lookup rate limit."),
        },
      },
    },
  };
  for (const form of formIds) paths[submissionPaths[form]] = submissionOperation(form);
  return {
    openapi: "3.1.0",
    info: {
      title: "Aptora Learning API",
      version: "1.0.0",
      description: "The catalogue and lead intake of the Aptora Learning website. Same rules and messages as the site's forms.",
    },
    servers: [{ url: `${origin}${API_BASE}` }],
    paths,
    components: {
      schemas: {
        Problem: jsonSchemaOf(ProblemSchema),
        Created: jsonSchemaOf(CreatedSchema),
        ...Object.fromEntries(formIds.map((form) => [`${pascal(form)}Submission`, submissionSchema(form)])),
      },
    },
  };
}
