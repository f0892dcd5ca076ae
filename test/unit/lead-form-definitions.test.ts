// One definition per lead form (shared/forms/definitions/): what the compiler refuses when a
// piece is missing, and what the site derives from the definitions.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { defineFormChecks, defineLeadForm } from "#shared/forms/definition";
import { formIds, leadForms, mapForms, notifiedForms } from "#shared/forms";

const checks = defineFormChecks({
  schema: v.object({ email: v.string() }),
  dialogs: {
    missing: { title: "t", text: "missing" },
    invalid: { title: "t", text: "invalid" },
    failure: { title: "t", text: "failure" },
    success: { title: "t", text: "success" },
  },
  anchors: { main: "training" },
});
const api = {
  path: "/trainings",
  extras: v.object({}),
  facts: () => ({ ok: true as const, facts: {} }),
  examples: { valid: { email: "a@example.com" }, invalid: { email: "a@" } },
} as const;
const notice = {
  version: "training-2026-11-24",
  section: "training",
  subject: "This enquiry",
  keeps: { email: "your email address", date: "when you sent it" },
  purpose: "to answer it",
  detail: "Our team answers.",
  marketing: "ask",
} as const;

describe("a lead form's definition", () => {
  it("compiles only when whole (these cases are checked by tsc, which npm test runs)", () => {
    const name = { one: "Training enquiry", many: "Training enquiries" };
    const pages = () => ["/trainings"];
    const sender = { email: "email" } as const;
    const whole = defineLeadForm(checks, () => ({
      name,
      pages,
      sender,
      list: "trainingForm",
      record: (fields, facts) => ({ email: fields.email, date: facts.stamp("local") }),
      api,
      notify: { labels: { email: "Email", date: "Date" } },
      notice,
    }));
    // @ts-expect-error: no name for people (email subjects, the desk, /my-data, the Privacy page)
    defineLeadForm(checks, () => ({
      pages,
      sender,
      list: "l",
      record: (fields) => ({ email: fields.email, date: "" }),
      api,
      notify: false,
      notice,
    }));
    // @ts-expect-error: no store list
    defineLeadForm(checks, () => ({
      name,
      pages,
      sender,
      record: (fields) => ({ email: fields.email }),
      api,
      notify: false,
      notice,
    }));
    defineLeadForm(checks, () => ({
      name,
      pages,
      sender,
      list: "l",
      record: (fields) => ({ email: fields.email, date: "" }),
      api,
      // @ts-expect-error: a stored field without a label in the lead email
      notify: { labels: { email: "Email" } },
      notice,
    }));
    // @ts-expect-error: no notice beside the button (what the form keeps, why, for how long)
    defineLeadForm(checks, () => ({
      name,
      pages,
      sender,
      list: "l",
      record: (fields) => ({ email: fields.email, date: "" }),
      api,
      notify: false,
    }));
    defineLeadForm(checks, () => ({
      name,
      pages,
      sender,
      list: "l",
      record: (fields) => ({ email: fields.email, date: "" }),
      api,
      notify: false,
      // @ts-expect-error: a stored field the notice does not name
      notice: { ...notice, keeps: { email: "your email address" } },
    }));
    defineLeadForm(checks, () => ({
      name,
      pages,
      sender,
      list: "l",
      record: (fields) => ({ email: fields.email, date: "" }),
      api,
      notify: false,
      // @ts-expect-error: a notice without a version to record with each lead's consent
      notice: { ...notice, version: "" },
    }));
    defineLeadForm(checks, () => ({
      name,
      pages,
      sender,
      list: "l",
      // @ts-expect-error: a record builder reading a field the form does not have
      record: (fields) => ({ email: fields.phone, date: "" }),
      api,
      notify: false,
      notice,
    }));
    // @ts-expect-error: no notification decision (true is not one either: say how, or false)
    defineLeadForm(checks, () => ({
      name,
      pages,
      sender,
      list: "l",
      record: (fields) => ({ email: fields.email, date: "" }),
      api,
      notice,
    }));
    defineLeadForm(checks, () => ({
      name,
      pages,
      sender,
      list: "l",
      record: (fields) => ({ email: fields.email, date: "" }),
      // @ts-expect-error: an API example without one of the form's fields
      api: { ...api, examples: { valid: {}, invalid: {} } },
      notify: false,
      notice,
    }));
    // @ts-expect-error: no place on its page for the response to land
    defineFormChecks({ schema: checks.schema, dialogs: checks.dialogs });
    expect(whole.list).toBe("trainingForm");
  });

  it("places each form on its pages, where the response to a post lands, and names the fields that say who sent it", () => {
    const site = { all: ["/", "/about"], courses: ["/computerscience/aws"] };
    expect(
      mapForms((definition) => ({
        anchors: definition.anchors,
        pages: definition.pages(site),
        sender: definition.sender,
      })),
    ).toMatchObject({
      callback: {
        anchors: { main: "registration" },
        pages: ["/", "/home"],
        sender: { email: "email", phone: "phone" },
      },
      contact: {
        anchors: { main: "contact-form" },
        pages: ["/Contact"],
        sender: { email: "email", message: "message" },
      },
      ambassador: {
        anchors: { inline: "apply", modal: "join" },
        pages: ["/campusAmb"],
        sender: { email: "email", phone: "phone" },
      },
      enrollment: {
        anchors: { main: "enroll" },
        pages: ["/computerscience/aws"],
        sender: { email: "email", phone: "contactNumber" },
      },
      newsletter: {
        anchors: { footer: "newsletter-form" },
        pages: ["/", "/about"],
        sender: { email: "email" },
      },
    });
  });

  it("says whether the form's leads are announced: every form but the newsletter", () => {
    expect([...notifiedForms].sort()).toEqual(["ambassador", "callback", "contact", "enrollment"]);
    expect(leadForms.newsletter.notify).toBe(false);
  });

  it("gives every form its API path, its examples, and its words and recipients in a lead email", () => {
    expect(mapForms((definition) => definition.api.path)).toEqual({
      callback: "/callbacks",
      contact: "/contact-messages",
      ambassador: "/ambassador-applications",
      enrollment: "/enrollments",
      newsletter: "/newsletter-subscriptions",
    });
    expect(Object.fromEntries(notifiedForms.map((form) => [form, leadForms[form].notify]))).toEqual(
      {
        callback: {
          labels: {
            fullName: "Name",
            phone: "Phone",
            email: "Email",
            course: "Course",
            date: "Date",
            source: "Page",
          },
        },
        contact: {
          labels: {
            name: "Name",
            email: "Email",
            subject: "Subject",
            message: "Message",
            date: "Date",
          },
        },
        ambassador: {
          labels: {
            fullName: "Name",
            phone: "Phone",
            email: "Email",
            college: "College",
            graduation_year: "Graduation year",
            date: "Date",
          },
        },
        enrollment: {
          labels: {
            fullName: "Name",
            email: "Email",
            contactNumber: "Phone",
            instituteName: "Institute",
            url: "Course page",
            date: "Date",
          },
        },
      },
    );
  });

  it.each(formIds)(
    "%s: the valid example passes the form and its extras, every field of the invalid one is refused",
    (form) => {
      const { schema, api } = leadForms[form];
      const { valid, invalid } = api.examples;
      expect(v.safeParse(schema, valid).success).toBe(true);
      expect(v.safeParse(api.extras, valid).success).toBe(true);
      const refused = v.safeParse(schema, invalid);
      expect(refused.success).toBe(false);
      const named = new Set(refused.issues?.map((issue) => v.getDotPath(issue)));
      const changed = Object.keys(invalid).filter(
        (name) => invalid[name as keyof typeof invalid] !== valid[name as keyof typeof valid],
      );
      for (const name of changed.filter((name) => name in schema.entries))
        expect(named, name).toContain(name);
    },
  );
});
