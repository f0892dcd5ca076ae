// The OpenAPI 3.1 document, generated from the endpoint definitions and from the same
// valibot schemas that check every submission (the form's fields plus the endpoint's
// extras), so the description cannot drift from what the endpoints accept.
import { toJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { API_BASE } from "#shared/api/contract";
import { formIds, leadForms, type FormId } from "#shared/forms";
import { MARKETING_CONSENT_FIELD, marketingConsentLabel } from "#shared/forms/consent";
import { catalogueSchemas } from "./catalogue-schemas";
import type { Endpoint } from "./endpoint";

type JsonSchema = Record<string, unknown>;

/** The name of a form's body in the document's components: 'CallbackSubmission'. */
export const submissionSchemaName = (form: FormId) =>
  `${form[0]!.toUpperCase()}${form.slice(1)}Submission`;

const jsonSchemaOf = (schema: v.GenericSchema): JsonSchema => {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    errorMode: "ignore",
  }) as JsonSchema;
  return rest;
};

/** The form's fields (all text, all required) plus the endpoint's extra fields. */
function submissionSchema(form: FormId): JsonSchema {
  const { schema, api } = leadForms[form];
  const own = jsonSchemaOf(schema);
  const extras = jsonSchemaOf(api.extras);
  const properties = { ...(own.properties as Record<string, JsonSchema>) };
  // The converter cannot see through the trimming transform: every form field is text. A
  // field's pattern is checked after that transform (and a phone's after its separators and
  // prefix are dropped), so it would refuse what the endpoint takes: the field's length,
  // description and the examples say what to send, and the 422 response names what is wrong.
  for (const name of Object.keys(properties)) {
    const { pattern: _afterTransform, ...described } = properties[name]!;
    properties[name] = { ...described, type: "string" };
  }
  Object.assign(properties, extras.properties as Record<string, JsonSchema>);
  // Checked by the lead pipeline for every transport (server/leads/intake.ts), not by the extras.
  if (leadForms[form].notice.marketing === "ask") {
    properties[MARKETING_CONSENT_FIELD] = {
      type: "boolean",
      default: false,
      description:
        `The visitor's answer to "${marketingConsentLabel}": true only when they ticked it. Recorded with the lead, not in its record. ` +
        "In a form-encoded body: true, yes, on or 1 for true; false, no, off, 0 or empty for false (any case).",
    };
  }
  const required = [
    ...Object.keys(own.properties as object),
    ...((extras.required as string[] | undefined) ?? []),
  ];
  return {
    type: "object",
    properties,
    required,
    description: `Fields of the ${form} form.`,
    examples: [api.examples.valid],
  };
}

const ProblemSchema = v.object({
  title: v.string(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
});
const CreatedSchema = v.object({ key: v.string(), title: v.string(), message: v.string() });

export function openApiDocument(origin: string, endpoints: readonly Endpoint[]) {
  const paths: Record<string, unknown> = {};
  for (const endpoint of endpoints) {
    const parameters = endpoint.params.map((name) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
      description: endpoint.paramDocs?.[name] ?? name,
    }));
    const item: Record<string, unknown> = {};
    for (const method of ["get", "post"] as const) {
      const operation = endpoint[method];
      if (!operation) continue;
      const own = (operation.doc.parameters as unknown[] | undefined) ?? [];
      item[method] = { ...operation.doc, parameters: [...parameters, ...own] };
    }
    paths[endpoint.path] = item;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Aptora Learning API",
      version: "1.0.0",
      description:
        "The catalogue and lead intake of the Aptora Learning website. Same rules and messages as the site's forms.",
    },
    servers: [{ url: `${origin}${API_BASE}` }],
    paths,
    components: {
      schemas: {
        Problem: jsonSchemaOf(ProblemSchema),
        Created: jsonSchemaOf(CreatedSchema),
        ...catalogueSchemas,
        ...Object.fromEntries(
          formIds.map((form) => [submissionSchemaName(form), submissionSchema(form)]),
        ),
      },
    },
  };
}
