// The OpenAPI document: valid 3.1, lists every endpoint, and its request schemas
// agree with what the endpoints accept.
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE, submissionPaths } from "../../shared/api/contract";
import { submissionExamples } from "../../shared/api/examples";
import { formIds } from "../../shared/forms";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref: string } }> } }>>;
  components: { schemas: Record<string, object> };
};

beforeAll(async () => {
  site = await startSite();
  doc = (await (await fetch(`${site.url}${API_BASE}/openapi.json`)).json()) as typeof doc;
});
afterAll(() => site.close());

describe("GET /api/v1/openapi.json", () => {
  it("validates as OpenAPI 3.1", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every endpoint", () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        "/departments",
        "/departments/{slug}",
        "/courses",
        "/courses/{department}/{course}",
        "/plans",
        "/faqs",
        "/certificates/{number}",
        "/openapi.json",
        ...Object.values(submissionPaths),
      ].sort(),
    );
    for (const form of formIds) expect(Object.keys(doc.paths[submissionPaths[form]]!)).toEqual(["post"]);
  });

  it.each(formIds)("describes the %s body as the endpoint checks it", async (form) => {
    const operation = doc.paths[submissionPaths[form]]!.post!;
    const ref = operation.requestBody!.content["application/json"]!.schema.$ref;
    const name = ref.split("/").pop()!;
    const ajv = addFormats(new Ajv2020({ strict: false }));
    const check = ajv.compile(doc.components.schemas[name]!);
    const { valid, invalid } = submissionExamples[form];
    expect(check(valid), JSON.stringify(check.errors)).toBe(true);
    expect(check(invalid)).toBe(false);
    const post = (body: object) =>
      fetch(`${site.url}${API_BASE}${submissionPaths[form]}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post(valid)).status).toBe(201);
    expect((await post(invalid)).status).toBe(422);
  });

  it.each([
    ["callback", "phone"],
    ["ambassador", "phone"],
    ["enrollment", "contactNumber"],
  ] as const)("lets %s.%s be written as people write it, as the endpoint takes it (issue 19)", (form, field) => {
    const schema = doc.components.schemas[`${form[0]!.toUpperCase()}${form.slice(1)}Submission`] as { properties: Record<string, object> };
    const check = addFormats(new Ajv2020({ strict: false })).compile(schema.properties[field]!);
    for (const typed of ["+91 98765 43210", "098765-43210", "(98765) 43210", " 9876543210 "]) expect(check(typed), typed).toBe(true);
    expect(schema.properties[field]).toMatchObject({
      maxLength: 24,
      description: "10 digits; spaces, dashes, dots, parentheses and a leading +91, 91 or 0 are accepted and dropped.",
    });
  });
});
