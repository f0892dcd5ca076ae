// Phone numbers as people type them, through the real server: every form with a phone (the
// page post without JavaScript and the REST API) accepts the written forms and stores the 10
// digits; the same number written two ways is one lead; anything else still gets the field's
// own message, never a new one, and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formCases } from "../support/forms";
import {
  browserKey,
  postForm,
  startSite,
  postJson as postJsonTo,
  type TestSite,
} from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const postJson = (path: string, body: unknown) => postJsonTo(site, path, body);

/** Ways people write 9876543210. */
const typedForms = [
  "+91 98765 43210",
  "098765-43210",
  "98765 43210",
  "(98765) 43210",
  "91-98765-43210",
  "+91.98765.43210",
];

/** Every form with a phone field: the field's name, its API path and its message. */
const phoneForms = [
  {
    form: "callback",
    field: "phone",
    api: "/callbacks",
    apiExtra: {},
    message: "Invalid phone number. Please enter 10 digits.",
  },
  {
    form: "ambassador",
    field: "phone",
    api: "/ambassador-applications",
    apiExtra: {},
    message: "Invalid phone number. Please enter 10 digits.",
  },
  {
    form: "enrollment",
    field: "contactNumber",
    api: "/enrollments",
    apiExtra: { department: "computerscience", course: "aws" },
    message: "Phone number must be 10 digits.",
  },
] as const;

const emailOf = (form: string, how: string, n: number) => `phone-${form}-${how}-${n}@example.com`;

describe.each(phoneForms)("$form", ({ form, field, api, apiExtra, message }) => {
  const c = formCases.find((entry) => entry.form === form)!;
  const storedFor = (email: string) => site.records(c.list).filter((r) => r.record.email === email);

  it("a page post without JavaScript accepts every written form and stores 9876543210", async () => {
    for (const [n, typed] of typedForms.entries()) {
      const email = emailOf(form, "page", n);
      const response = await postForm(site, c.postTo, {
        ...c.extra,
        ...c.valid,
        email,
        [field]: typed,
        submissionKey: browserKey(),
        company_website: "",
      });
      expect(response.status, typed).toBe(303);
      const stored = storedFor(email);
      expect(stored, typed).toHaveLength(1);
      expect(stored[0]!.record[field], typed).toBe("9876543210");
      expect(Object.keys(stored[0]!.record).sort()).toEqual(c.storedFields);
    }
  });

  it("the API accepts every written form and stores 9876543210", async () => {
    for (const [n, typed] of typedForms.entries()) {
      const email = emailOf(form, "api", n);
      const response = await postJson(api, { ...c.valid, ...apiExtra, email, [field]: typed });
      expect(response.status, typed).toBe(201);
      const { key } = (await response.json()) as { key: string };
      expect(site.records(c.list).find((r) => r.key === key)?.record[field], typed).toBe(
        "9876543210",
      );
    }
  });

  it("the same number written two ways is one lead", async () => {
    const email = emailOf(form, "twice", 0);
    for (const typed of ["98765 43210", "+91 98765 43210", "9876543210"]) {
      const response = await postForm(site, c.postTo, {
        ...c.extra,
        ...c.valid,
        email,
        [field]: typed,
        submissionKey: browserKey(),
        company_website: "",
      });
      expect(response.status, typed).toBe(303);
    }
    expect(storedFor(email)).toHaveLength(1);
  });

  it.each(["98765 4321O", "+1 98765 43210", "98765 4321", "7 98765 43210"])(
    "refuses %j on the page and in the API with the field's own message",
    async (typed) => {
      const email = emailOf(form, "bad", typed.length);
      const page = await postForm(site, c.postTo, {
        ...c.extra,
        ...c.valid,
        email,
        [field]: typed,
        submissionKey: browserKey(),
        company_website: "",
      });
      expect(page.status).toBe(422);
      const html = await page.text();
      expect(html).toContain(message);
      // What the visitor typed stays in the field, as typed.
      expect(html).toContain(`value="${typed}"`);
      const response = await postJson(api, { ...c.valid, ...apiExtra, email, [field]: typed });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
        [field]: message,
      });
      expect(storedFor(email)).toHaveLength(0);
    },
  );
});
