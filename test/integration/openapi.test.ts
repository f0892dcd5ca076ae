// The OpenAPI document: valid 3.1, lists every endpoint, and its request schemas and what it
// says of keys and consent agree with what the endpoints do.
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE, submissionPaths } from "#shared/api/contract";
import { submissionExamples } from "#shared/api/examples";
import { formIds, type FormId } from "#shared/forms";
import { startSite, type TestSite } from "../support/server";
import { rawRequest } from "../support/raw-http";

let site: TestSite;
let doc: {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: { $ref: string } }> } }>
  >;
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
    for (const form of formIds)
      expect(Object.keys(doc.paths[submissionPaths[form]]!)).toEqual(["post"]);
  });

  it("documents the 414 a catalogue search too long for the site gets, with the body it has", async () => {
    const search = doc.paths["/courses"]!.get! as unknown as {
      responses: Record<string, { description: string }>;
    };
    expect(search.responses["414"]?.description).toBe("A query longer than 2048 characters.");
    const response = await fetch(`${site.url}${API_BASE}/courses?q=${"a".repeat(2100)}`);
    expect(response.status).toBe(414);
    expect(await response.json()).toEqual({
      title: "URI Too Long",
      message: "The query of this address may be at most 2048 characters.",
    });
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
    // Each post on a connection of its own: compiling the document's schemas can hold this
    // process longer than the server keeps an idle connection open, and a kept-alive one
    // reused after that is reset.
    const post = (body: object) =>
      rawRequest(site.url, {
        method: "POST",
        path: `${API_BASE}${submissionPaths[form]}`,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post(valid)).status).toBe(201);
    expect((await post(invalid)).status).toBe(422);
  });

  // What the document promises each submission endpoint does, tried on each.
  const postTo = (
    form: FormId,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
    encoding: "json" | "form" = "json",
  ) =>
    fetch(`${site.url}${API_BASE}${submissionPaths[form]}`, {
      method: "POST",
      headers: {
        "content-type":
          encoding === "json" ? "application/json" : "application/x-www-form-urlencoded",
        ...headers,
      },
      body:
        encoding === "json"
          ? JSON.stringify(body)
          : new URLSearchParams(body as Record<string, string>).toString(),
    });
  const validBody = (form: FormId, email: string): Record<string, unknown> => ({
    ...submissionExamples[form].valid,
    email,
  });

  it.each(formIds)(
    "%s: keeps the Idempotency-Key as documented: the first response again for the same body, 422 for another",
    async (form) => {
      const operation = doc.paths[submissionPaths[form]]!.post! as {
        parameters: Array<{ name: string; description: string }>;
        responses: object;
      };
      expect(operation.parameters.find((p) => p.name === "Idempotency-Key")?.description).toMatch(
        /same key with another body is refused with 422/,
      );
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(["201", "409", "422"]),
      );
      const key = { "idempotency-key": `openapi-${form}-1` };
      const first = await postTo(form, validBody(form, `openapi.key.${form}@example.com`), key);
      expect(first.status).toBe(201);
      const created = (await first.json()) as { key: string };
      const again = await postTo(form, validBody(form, `openapi.key.${form}@example.com`), key);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(created);
      expect(
        (await postTo(form, validBody(form, `openapi.other.${form}@example.com`), key)).status,
      ).toBe(422);
    },
  );

  it.each(formIds.filter((form) => form !== "newsletter"))(
    "%s: takes marketingConsent as the boolean it is documented as, in JSON and form-encoded",
    async (form) => {
      const name = `${form[0]!.toUpperCase()}${form.slice(1)}Submission`;
      const schema = doc.components.schemas[name] as {
        properties: Record<string, { type?: string; description?: string }>;
      };
      expect(schema.properties.marketingConsent).toMatchObject({ type: "boolean" });
      expect(schema.properties.marketingConsent!.description).toContain(
        "In a form-encoded body: true, yes, on or 1 for true; false, no, off, 0 or empty for false",
      );
      for (const [n, value] of [true, false].entries()) {
        expect(
          (
            await postTo(form, {
              ...validBody(form, `openapi.json.${form}.${n}@example.com`),
              marketingConsent: value,
            })
          ).status,
        ).toBe(201);
      }
      for (const [n, value] of ["true", "false", "on", "1", "0"].entries()) {
        const body = {
          ...validBody(form, `openapi.form.${form}.${n}@example.com`),
          marketingConsent: value,
        };
        expect((await postTo(form, body, {}, "form")).status, value).toBe(201);
      }
    },
  );

  it.each([
    ["callback", "phone"],
    ["ambassador", "phone"],
    ["enrollment", "contactNumber"],
  ] as const)(
    "lets %s.%s be written as people write it, as the endpoint takes it",
    (form, field) => {
      const schema = doc.components.schemas[
        `${form[0]!.toUpperCase()}${form.slice(1)}Submission`
      ] as { properties: Record<string, object> };
      const check = addFormats(new Ajv2020({ strict: false })).compile(schema.properties[field]!);
      for (const typed of ["+91 98765 43210", "098765-43210", "(98765) 43210", " 9876543210 "])
        expect(check(typed), typed).toBe(true);
      expect(schema.properties[field]).toMatchObject({
        maxLength: 24,
        description:
          "10 digits; spaces, dashes, dots, parentheses and a leading +91, 91 or 0 are accepted and dropped.",
      });
    },
  );
});
