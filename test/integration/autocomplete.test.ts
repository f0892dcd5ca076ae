// Every field's autofill token is one HTML allows on that kind of field (the W3C checker and
// pa11y report the others as errors), and the phone fields ask for `tel`: the one token a
// telephone input may carry. Browsers fill it with the whole number, for an Indian number
// often "+91 98765 43210", which every phone field takes as its ten digits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nationalNumber } from "#shared/forms/phone";
import { PHONE_MAX_LENGTH } from "#shared/forms/phone-length";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** Every page with a form: the four lead forms, the footer's newsletter, /my-data, the certificate checks. */
const pagesWithForms = [
  "/",
  "/Contact",
  "/campusAmb",
  "/computerscience/aws",
  "/newsletter",
  "/my-data",
  "/checkcertificate",
  "/certificates",
];

/**
 * The autofill tokens the site uses, by the control group HTML puts them in (WHATWG HTML,
 * "Autofill detail tokens"), and which input types each group may be used on. Text and
 * search inputs (and textareas, selects) take every group.
 */
const groupOf: Record<string, string> = {
  name: "text",
  organization: "text",
  "tel-national": "text",
  "tel-local": "text",
  email: "email",
  tel: "tel",
};
const typesOfGroup: Record<string, string[]> = {
  text: ["text", "search"],
  email: ["text", "search", "email"],
  tel: ["text", "search", "tel"],
};

/** Is `token` allowed on an input of `type`? "on" and "off" are allowed on every field. */
function allowed(type: string, token: string): boolean {
  if (token === "on" || token === "off") return true;
  const group = groupOf[token];
  if (group === undefined)
    throw new Error(
      `autocomplete="${token}" is not in this test's table: add it with its group from the HTML standard`,
    );
  return typesOfGroup[group]!.includes(type);
}

/** An attribute's value; names are read in any case, as HTML reads them (React writes autoComplete). */
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

describe("autofill tokens", () => {
  it.each(pagesWithForms)(
    "%s: every input's token is allowed on its type, and every phone field asks for tel",
    async (path) => {
      const html = await (await fetch(`${site.url}${path}`)).text();
      const inputs = [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]);
      const withTokens = inputs.filter((tag) => attribute(tag, "autocomplete") !== undefined);
      expect(withTokens.length).toBeGreaterThan(0);
      for (const tag of withTokens)
        expect(
          allowed(attribute(tag, "type") ?? "text", attribute(tag, "autocomplete")!),
          tag,
        ).toBe(true);
      for (const phone of inputs.filter((tag) => attribute(tag, "type") === "tel"))
        expect(attribute(phone, "autocomplete"), phone).toBe("tel");
    },
  );

  it("knows the rule: tel-national belongs to text fields, tel to telephone fields", () => {
    expect(allowed("tel", "tel-national")).toBe(false);
    expect(allowed("text", "tel-national")).toBe(true);
    expect(allowed("tel", "tel")).toBe(true);
    expect(allowed("email", "name")).toBe(false);
  });

  it("takes the whole number a browser fills for tel as the ten digits", () => {
    for (const filled of ["+91 98765 43210", "+919876543210", "098765 43210", "9876543210"]) {
      expect(filled.length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
      expect(nationalNumber(filled), filled).toBe("9876543210");
    }
  });
});
