// The words of every form's notice and of its Privacy section, from the definitions
// (shared/forms/definitions/*) as app/lib/privacy.server.ts puts them together: exactly the
// sentences of test/support/notices.ts, with the retention, the links and the grievance
// contact, and the marketing box on the four lead forms only.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { noticesFor, privacyDocument } from "../../app/lib/privacy.server";
import { parseConfig, type Config } from "../../server/config";
import { formIds, leadForms } from "../../shared/forms";
import { expectedNotices, noticeSubjects } from "../support/notices";

let config: Config;
beforeAll(() => {
  config = parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "form-notices-")), GRIEVANCE_EMAIL: "dpo@example.org" });
});

const BOX = [
  '<label><input type="checkbox" name="marketingConsent" value="yes"/> Also send me course news and offers</label>',
  '<label><input type="checkbox" name="marketingConsent" value="yes" checked/> Also send me course news and offers</label>',
];

describe.each(formIds)("the %s form", (form) => {
  const expected = expectedNotices[form];

  it("says beside its button what it keeps, why, for how long, and where to see, erase or complain", () => {
    expect(noticesFor(config, form).notices[form].html).toBe(
      `${noticeSubjects[form]} keeps ${expected.keeps}, ${expected.purpose}. We erase it after 365 days.` +
        ` <a href="/my-data">See or erase it</a> · <a href="/Privacy#${form}">Privacy details</a> · Grievances: <a href="mailto:dpo@example.org">dpo@example.org</a>`,
    );
    expect(noticesFor(config, form).notices[form].box).toEqual(form === "newsletter" ? undefined : BOX);
    expect(leadForms[form].notice.version).toBe(expected.version);
  });

  it("has its own section of the Privacy page, under the id its notice links to", () => {
    const section = privacyDocument(config).sections.find((s) => s.id === form);
    expect(section).toEqual({
      id: form,
      heading: expect.stringMatching(new RegExp(`^\\d+\\. ${expected.heading}$`)) as string,
      paragraphs: [`What it keeps: ${expected.keeps}.`, `Why: ${expected.purpose}. ${expected.detail}`, "How long: we erase it after 365 days."],
    });
  });
});

it("states the retention the site is set to (LEAD_RETENTION_DAYS), in every notice and on the Privacy page", () => {
  const shorter = parseConfig({ DATA_DIR: config.DATA_DIR, LEAD_RETENTION_DAYS: "90" });
  for (const form of formIds) {
    expect(noticesFor(shorter, form).notices[form].html).toContain("We erase it after 90 days.");
    expect(privacyDocument(shorter).sections.find((s) => s.id === form)?.paragraphs).toContain("How long: we erase it after 90 days.");
  }
});
