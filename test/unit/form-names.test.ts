// Every lead form has one name for people, in its definition, and every place that names a
// form takes it from there: the lead email's subject, the desk, /my-data and the Privacy page.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { privacyDocument } from "~/lib/privacy.server";
import { formLabels } from "#server/desk/labels";
import { leadSubject } from "#server/notify/email";
import { storedItems } from "#server/privacy/page";
import { formIds, leadForms, notifiedForms } from "#shared/forms";
import { sampleLeads } from "../support/notify";

const names = {
  callback: { one: "Call-back request", many: "Call-back requests" },
  contact: { one: "Contact message", many: "Contact messages" },
  ambassador: { one: "Campus Ambassador application", many: "Campus Ambassador applications" },
  enrollment: { one: "Course enrollment", many: "Course enrollments" },
  newsletter: { one: "Newsletter sign-up", many: "Newsletter sign-ups" },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("one name per form", () => {
  it("is in each form's definition", () => {
    expect(Object.fromEntries(formIds.map((form) => [form, leadForms[form].name]))).toEqual(names);
  });

  it.each(formIds)(
    "%s: the desk, /my-data and the Privacy page's section call it by that name",
    (form) => {
      const { one, many } = leadForms[form].name;
      expect(formLabels[form]).toBe(one);
      const [held] = storedItems(
        [
          {
            form,
            list: leadForms[form].list,
            key: "k",
            record: { email: "a@example.org", date: "" },
          },
        ],
        "Asia/Kolkata",
      );
      expect(held!.title).toBe(one);
      const section = privacyDocument({ LEAD_RETENTION_DAYS: 365 }).sections.find(
        (s) => s.id === leadForms[form].notice.section,
      );
      expect(section!.heading).toMatch(new RegExp(`^\\d+\\. ${many}$`));
    },
  );

  it.each(notifiedForms)("%s: the lead email's subject opens with that name", (form) => {
    expect(leadSubject(sampleLeads[form])).toMatch(new RegExp(`^${leadForms[form].name.one}: `));
  });

  // The pages' own wording (a form's accessible label, a button, a tab) is the page's to choose.
  it("is written nowhere else in the code that names forms for people (emails, desk, /my-data, Privacy, exports)", () => {
    const elsewhere = [
      ...sourceFiles("server"),
      ...sourceFiles("shared"),
      ...sourceFiles("app/lib"),
    ].filter((file) => !file.startsWith("shared/forms/definitions/"));
    const written = elsewhere.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return formIds.flatMap((form) =>
        Object.values(leadForms[form].name)
          .filter((name) => text.includes(`"${name}"`))
          .map((name) => `${file}: ${name}`),
      );
    });
    expect(written).toEqual([]);
  });
});
