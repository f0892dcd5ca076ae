// The five lead forms as the spec defines them (sections 3, 5, 7 and 8): store lists, stored
// records, the API's extra fields and examples, and which forms are announced. The spec's
// words are written out here, never taken from the definitions under test.
//
// The registry is imported inside each test, not at the top: a definition that breaks while
// loading then fails these tests one by one (with a static import only the file fails to
// load, which the mutation run cannot count as a failed test).
import { describe, expect, it } from "vitest";

const registry = () => import("#shared/forms/registry");

const REQUIRED = "This field is required.";
const NAME = "Name can only contain alphabets and spaces.";
const PHONE = "Invalid phone number. Please enter 10 digits.";
const EMAIL = "Invalid email address.";

/** Record facts as the server gives them, each value naming where it came from. */
const facts = {
  stamp: (style: "callback" | "local") => `stamped ${style}`,
  source: "/partner/landing",
  url: "https://site.example/ece/vlsi",
};

/** The API tools as the server gives them: one real course. */
const tools = {
  origin: "https://site.example",
  coursePath: (department: string, course: string) =>
    department === "computerscience" && course === "aws" ? "/computerscience/aws" : undefined,
};

describe("the registry", () => {
  it("stores each form in the spec's list (section 7)", async () => {
    const { leadForms, formIds } = await registry();
    expect(formIds).toEqual(
      expect.arrayContaining(["callback", "contact", "ambassador", "enrollment", "newsletter"]),
    );
    expect(Object.fromEntries(formIds.map((form) => [form, leadForms[form].list]))).toMatchObject({
      callback: "RCB Leads",
      contact: "contactForm",
      ambassador: "Campus Ambassador",
      enrollment: "courseFormData",
      newsletter: "newsletter",
    });
  });

  it("shapes each stored record as the spec's payload, with its date style, source and address", async () => {
    const { leadForms } = await registry();
    const fields = {
      fullName: "Asha Rao",
      phone: "9876543210",
      email: "asha@example.com",
      course: "AWS",
      name: "Ravi Kumar",
      subject: "Batches",
      message: "Weekend?",
      college: "Government Engineering College",
      graduation_year: "2024",
      contactNumber: "0123456789",
      instituteName: "Nirma University",
    } as const;
    expect(leadForms.callback.record(fields, facts)).toStrictEqual({
      fullName: "Asha Rao",
      phone: "9876543210",
      email: "asha@example.com",
      course: "AWS",
      date: "stamped callback",
      source: "/partner/landing",
    });
    expect(leadForms.contact.record(fields, facts)).toStrictEqual({
      name: "Ravi Kumar",
      email: "asha@example.com",
      subject: "Batches",
      message: "Weekend?",
      date: "stamped local",
    });
    expect(leadForms.ambassador.record(fields, facts)).toStrictEqual({
      fullName: "Asha Rao",
      phone: "9876543210",
      email: "asha@example.com",
      college: "Government Engineering College",
      graduation_year: "2024",
      date: "stamped local",
    });
    expect(leadForms.enrollment.record(fields, facts)).toStrictEqual({
      fullName: "Asha Rao",
      email: "asha@example.com",
      contactNumber: "0123456789",
      instituteName: "Nirma University",
      url: "https://site.example/ece/vlsi",
      date: "stamped local",
    });
    expect(leadForms.newsletter.record(fields, facts)).toStrictEqual({
      email: "asha@example.com",
      date: "stamped local",
    });
  });

  it("turns the API's extra fields into record facts, and names an unknown course", async () => {
    const { leadForms } = await registry();
    for (const form of ["contact", "ambassador", "newsletter"] as const)
      expect(leadForms[form].api.facts({}, tools), form).toStrictEqual({ ok: true, facts: {} });
    expect(leadForms.callback.api.facts({ source: "/partner/landing" }, tools)).toStrictEqual({
      ok: true,
      facts: { source: "/partner/landing" },
    });
    expect(leadForms.callback.api.facts({}, tools)).toStrictEqual({ ok: true, facts: {} });
    expect(
      leadForms.enrollment.api.facts({ department: "computerscience", course: "aws" }, tools),
    ).toStrictEqual({
      ok: true,
      facts: { url: "https://site.example/computerscience/aws" },
    });
    expect(
      leadForms.enrollment.api.facts({ department: "computerscience", course: "cooking" }, tools),
    ).toStrictEqual({
      ok: false,
      fieldErrors: { course: "No course has this department and course slug." },
    });
  });

  it("gives valid API examples that store, and invalid ones refused field by field with the spec's messages", async () => {
    const { leadForms, formIds } = await registry();
    const { validateForm } = await import("#shared/forms/validate");
    const refusals = {
      callback: {
        fullName: NAME,
        phone: PHONE,
        email: EMAIL,
        course: "Please choose a course from the list.",
      },
      contact: { name: REQUIRED, email: EMAIL, message: REQUIRED },
      ambassador: {
        phone: PHONE,
        college: NAME,
        graduation_year: "Please choose a graduation year from the list.",
      },
      enrollment: { contactNumber: "Phone number must be 10 digits.", instituteName: REQUIRED },
      newsletter: { email: EMAIL },
    };
    for (const form of formIds) {
      const { valid, invalid } = leadForms[form].api.examples;
      const accepted = validateForm(form, valid);
      expect(accepted.success, form).toBe(true);
      // Every field of the valid example is stored as it is written.
      if (accepted.success)
        expect(accepted.output, form).toEqual(
          Object.fromEntries(
            Object.keys(accepted.output).map((name) => [
              name,
              (valid as Record<string, string>)[name],
            ]),
          ),
        );
      expect(Object.keys(accepted.success ? accepted.output : {}).length, form).toBeGreaterThan(0);
      const refused = validateForm(form, invalid);
      expect(refused.success ? {} : refused.fieldErrors, form).toEqual(refusals[form]);
    }
    // Both enrollment examples name a real course: the invalid one is wrong only in its fields.
    const { valid, invalid } = leadForms.enrollment.api.examples;
    expect(leadForms.enrollment.api.facts(valid, tools).ok).toBe(true);
    expect(
      leadForms.enrollment.api.facts(
        { department: invalid.department ?? "", course: invalid.course ?? "" },
        tools,
      ).ok,
    ).toBe(true);
  });

  it("announces every form but the newsletter", async () => {
    const { isNotified, formIds } = await registry();
    expect(formIds.filter((form) => !isNotified(form))).toEqual(["newsletter"]);
  });

  it("knows a form id only as text naming one of the five forms", async () => {
    const { isFormId } = await registry();
    expect(["callback", "contact", "ambassador", "enrollment", "newsletter"].every(isFormId)).toBe(
      true,
    );
    // A list or an object that reads as a form's name is not one (a repeated field, a JSON value).
    for (const value of [
      ["callback"],
      { toString: () => "contact" },
      "Callback",
      "toString",
      "__proto__",
      "",
      null,
      undefined,
      1,
    ])
      expect(isFormId(value), String(value)).toBe(false);
  });

  it("describes the enrollment's extra fields in the API document", async () => {
    const { openApiDocument } = await import("#server/api/openapi");
    const document = openApiDocument("https://site.example", []) as unknown as {
      components: {
        schemas: Record<string, { properties: Record<string, { description?: string }> }>;
      };
    };
    const { department, course } = document.components.schemas.EnrollmentSubmission!.properties;
    expect(department?.description).toBe("Department slug, e.g. computerscience.");
    expect(course?.description).toBe("Course slug, e.g. aws.");
  });
});
