// What a visitor agreed to travels with the lead: the marketing box (absent, or the API's false:
// no; ticked, or true: yes, in JSON or in any of a form-encoded body's spellings; the newsletter:
// itself the consent), the version of the notice the form shows, and when. The record keeps its
// form's fields only; the consent reaches the store as the lead's context, written beside the
// record. The store's insertLead is a spy that stores nothing, so posting the same lead again is
// not a duplicate.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from "vitest";
import { openApiDocument } from "#server/api/openapi";
import { submit } from "#server/api/submissions";
import { parseConfig } from "#server/settings";
import { runIntake } from "#server/leads/intake";
import { createSiteServices, type SiteServices } from "#server/services";
import type { StorePort } from "#server/store";
import { mapForms, type FormId } from "#shared/forms";
import { readMarketingConsent } from "#shared/forms/consent";
import { expectedNotices } from "../support/notices";
import { quietLogs } from "../support/logs";

let services: SiteServices;
beforeAll(() => {
  services = createSiteServices(
    parseConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "lead-consent-")),
      RATE_LIMIT_PER_MINUTE: "0",
    }),
    {
      logDestination: quietLogs(),
    },
  );
});
afterAll(() => services.close());
let insertLead: MockInstance<StorePort["insertLead"]>;
// A new spy for each test: test/support/setup.ts restores every spy after a test.
beforeEach(() => {
  insertLead = vi
    .spyOn(services.store, "insertLead")
    .mockImplementation((write) => Promise.resolve({ status: "stored", key: write.key }));
});

const valid: Record<FormId, Record<string, string>> = {
  callback: { fullName: "Asha Rao", phone: "9876543210", email: "asha@example.com", course: "AWS" },
  contact: {
    name: "Ravi Kumar",
    email: "ravi@example.com",
    subject: "Batch dates",
    message: "When does the next batch start?",
  },
  ambassador: {
    fullName: "Meera Nair",
    phone: "9876543210",
    email: "meera@college.edu",
    college: "Government College",
    graduation_year: "2024",
  },
  enrollment: {
    fullName: "Dev Patel",
    email: "dev@example.org",
    contactNumber: "0123456789",
    instituteName: "Nirma University",
  },
  newsletter: { email: "reader@example.com" },
};
const versions = mapForms((_, form) => expectedNotices[form].version);
/** The forms that offer the marketing box: all but the newsletter, which is itself that consent. */
const leadForms = ["callback", "contact", "ambassador", "enrollment"] as const;

const pagePost = (form: FormId, fields: Record<string, string>) =>
  runIntake({
    services,
    form,
    request: new Request("http://site.test/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }),
    clientIp: "10.1.0.1",
    transport: "page",
    resolveContext: () => ({ ok: true, context: { source: "/" } }),
  });
/** The enrollment endpoint names its course. */
const apiExtras: Partial<Record<FormId, Record<string, string>>> = {
  enrollment: { department: "computerscience", course: "aws" },
};
const apiPost = (
  form: FormId,
  fields: Record<string, unknown>,
  body = { ...apiExtras[form], ...fields },
) =>
  submit(
    services,
    form,
    new Request(`http://site.test/api/v1/${form}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    "10.1.0.2",
    "http://site.test",
  );

/** The same post, form-encoded, as the OpenAPI document allows. */
const apiFormPost = (form: FormId, fields: Record<string, string>) =>
  submit(
    services,
    form,
    new Request(`http://site.test/api/v1/${form}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...apiExtras[form], ...fields }).toString(),
    }),
    "10.1.0.3",
    "http://site.test",
  );

const consentStored = () => {
  expect(insertLead).toHaveBeenCalledTimes(1);
  return insertLead.mock.calls[0]![0].context?.consent;
};

describe.each(leadForms)("the %s form", (form) => {
  it("records no marketing consent when the box is left unticked, with the notice shown and the time", async () => {
    const before = Date.now();
    expect((await pagePost(form, valid[form])).outcome).toBe("stored");
    const consent = consentStored();
    expect(consent).toEqual({
      marketing: false,
      notice: versions[form],
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(Date.parse(consent!.at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(consent!.at)).toBeLessThanOrEqual(Date.now());
  });

  it("records marketing consent when the box is ticked, and keeps it out of the record's fields", async () => {
    expect((await pagePost(form, { ...valid[form], marketingConsent: "yes" })).outcome).toBe(
      "stored",
    );
    expect(consentStored()).toMatchObject({ marketing: true, notice: versions[form] });
    expect(Object.keys(insertLead.mock.calls[0]![0].record)).not.toContain("marketingConsent");
    insertLead.mockClear();
    // An empty value is a box left unticked.
    expect((await pagePost(form, { ...valid[form], marketingConsent: "" })).outcome).toBe("stored");
    expect(consentStored()).toMatchObject({ marketing: false });
  });

  it("takes the API's optional boolean: true, false or absent; anything else is a field error and nothing is stored", async () => {
    expect((await apiPost(form, { ...valid[form], marketingConsent: true })).status).toBe(201);
    expect(consentStored()).toMatchObject({ marketing: true, notice: versions[form] });
    insertLead.mockClear();
    expect((await apiPost(form, { ...valid[form], marketingConsent: false })).status).toBe(201);
    expect(consentStored()).toMatchObject({ marketing: false });
    insertLead.mockClear();
    expect((await apiPost(form, valid[form])).status).toBe(201);
    expect(consentStored()).toMatchObject({ marketing: false });
    insertLead.mockClear();
    // In JSON a boolean is a boolean: the text "true" or "yes" is not one.
    for (const bad of ["true", "yes", 1, "maybe", null]) {
      const refused = await apiPost(form, { ...valid[form], marketingConsent: bad });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        fields: { marketingConsent: "marketingConsent must be true or false." },
      });
    }
    expect(insertLead).not.toHaveBeenCalled();
  });

  it("takes a form-encoded boolean as it is written: true, yes, on or 1; false, no, off, 0 or empty; in any case, with spaces around it", async () => {
    const spellings: Array<[string, boolean | "refused"]> = [
      ...["true", "TRUE", "yes", "on", "On", "1", " Yes "].map(
        (word) => [word, true] as [string, boolean],
      ),
      ...["false", "False", "no", "off", "0", "", " off "].map(
        (word) => [word, false] as [string, boolean],
      ),
      ...["maybe", "2", "y", "truth"].map((word) => [word, "refused"] as [string, "refused"]),
    ];
    for (const [word, meaning] of spellings) {
      insertLead.mockClear();
      const response = await apiFormPost(form, { ...valid[form], marketingConsent: word });
      if (meaning === "refused") {
        expect(response.status, word).toBe(422);
        expect(await response.json()).toMatchObject({
          fields: { marketingConsent: "marketingConsent must be true or false." },
        });
        expect(insertLead).not.toHaveBeenCalled();
      } else {
        expect(response.status, word).toBe(201);
        expect(consentStored(), word).toMatchObject({ marketing: meaning });
      }
    }
  });

  it("gives a refused post's ticked box back with the typed values", async () => {
    const refused = await pagePost(form, {
      ...valid[form],
      email: "nobody@",
      marketingConsent: "yes",
    });
    expect(refused).toMatchObject({ outcome: "invalid", values: { marketingConsent: "yes" } });
    expect(await pagePost(form, { ...valid[form], email: "nobody@" })).toMatchObject({
      values: { marketingConsent: "" },
    });
  });
});

describe("the newsletter", () => {
  it("is itself the consent: marketing true, whatever else is sent", async () => {
    expect((await pagePost("newsletter", valid.newsletter)).outcome).toBe("stored");
    expect(consentStored()).toMatchObject({ marketing: true, notice: versions.newsletter });
    insertLead.mockClear();
    expect(
      (await apiPost("newsletter", { ...valid.newsletter, marketingConsent: false })).status,
    ).toBe(201);
    expect(consentStored()).toMatchObject({ marketing: true });
  });
});

describe("reading the marketing box", () => {
  it("takes a form-encoded value that is not text as no choice, as it does an unknown word, rather than failing", () => {
    for (const value of [1, true, null, ["yes"], { yes: true }])
      expect(readMarketingConsent(value, "form"), JSON.stringify(value)).toBeUndefined();
    expect(readMarketingConsent("\tyes\n", "form")).toBe(true);
    expect(readMarketingConsent(undefined, "form")).toBe(false);
  });
});

describe("the OpenAPI document", () => {
  it("describes marketingConsent as an optional boolean on the four lead forms, not on the newsletter", () => {
    const schemas = openApiDocument("http://site.test", []).components.schemas as unknown as Record<
      string,
      { properties: Record<string, unknown>; required: string[] }
    >;
    for (const name of [
      "CallbackSubmission",
      "ContactSubmission",
      "AmbassadorSubmission",
      "EnrollmentSubmission",
    ]) {
      expect(schemas[name]!.properties.marketingConsent, name).toMatchObject({
        type: "boolean",
        default: false,
      });
      expect(schemas[name]!.required).not.toContain("marketingConsent");
    }
    expect(schemas.NewsletterSubmission!.properties).not.toHaveProperty("marketingConsent");
  });
});
