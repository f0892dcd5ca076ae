// The words of every form's notice and of its Privacy section, from the definitions
// (shared/forms/definitions/*) as app/lib/privacy.server.ts puts them together and
// app/forms/FormNotice.tsx renders them: exactly the sentences of test/support/notices.ts,
// with the retention, the links and the grievance contact, and the marketing box on the
// four lead forms only.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { FormNotice, MarketingConsentBox } from "~/forms/FormNotice";
import { noticesFor, privacyDocument } from "~/lib/privacy.server";
import { parseConfig, type Config } from "#server/settings";
import { formIds, leadForms, type FormId } from "#shared/forms";
import { expectedNotices, noticeSubjects } from "../support/notices";

let config: Config;
beforeAll(() => {
  config = parseConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "form-notices-")),
    GRIEVANCE_EMAIL: "dpo@example.org",
  });
});

const BOX = [
  '<div class="field field--check"><label><input type="checkbox" name="marketingConsent" value="yes"/> Also send me course news and offers</label></div>',
  '<div class="field field--check"><label><input type="checkbox" name="marketingConsent" checked="" value="yes"/> Also send me course news and offers</label></div>',
];

/** The notice of `form` as its page renders it. */
const noticeMarkup = (settings: Config, form: FormId) =>
  renderToStaticMarkup(
    createElement(FormNotice, { id: "n", notice: noticesFor(settings, form).notices[form] }),
  );
const box = (ticked: boolean) =>
  renderToStaticMarkup(createElement(MarketingConsentBox, { ticked }));

describe.each(formIds)("the %s form", (form) => {
  const expected = expectedNotices[form];

  it("says beside its button what it keeps, why, for how long, and where to see, erase or complain", () => {
    expect(noticeMarkup(config, form)).toBe(
      `<p class="form-notice" id="n">${noticeSubjects[form]} keeps ${expected.keeps}, ${expected.purpose}. We erase it after 365 days.` +
        ` <a href="/my-data">See or erase it</a> · <a href="/Privacy#${form}">Privacy details</a> · Grievances: <a href="mailto:dpo@example.org">dpo@example.org</a></p>`,
    );
    expect(noticesFor(config, form).notices[form].asksMarketing).toBe(form !== "newsletter");
    expect(leadForms[form].notice.version).toBe(expected.version);
  });

  it("has its own section of the Privacy page, under the id its notice links to", () => {
    const section = privacyDocument(config).sections.find((s) => s.id === form);
    expect(section).toEqual({
      id: form,
      heading: expect.stringMatching(new RegExp(`^\\d+\\. ${expected.heading}$`)) as string,
      paragraphs: [
        `What it keeps: ${expected.keeps}.`,
        `Why: ${expected.purpose}. ${expected.detail}`,
        "How long: we erase it after 365 days.",
      ],
    });
  });
});

it("states the retention the site is set to (LEAD_RETENTION_DAYS), in every notice and on the Privacy page", () => {
  const shorter = parseConfig({ DATA_DIR: config.DATA_DIR, LEAD_RETENTION_DAYS: "90" });
  for (const form of formIds) {
    expect(noticeMarkup(shorter, form)).toContain("We erase it after 90 days.");
    expect(privacyDocument(shorter).sections.find((s) => s.id === form)?.paragraphs).toContain(
      "How long: we erase it after 90 days.",
    );
  }
});

it("renders the marketing box unticked, or ticked when the visitor's refused post had it ticked", () => {
  expect([box(false), box(true)]).toEqual(BOX);
});

it("escapes what the settings put in a notice", () => {
  const notice = {
    text: "A <b>",
    section: "x",
    grievanceEmail: 'a"<b>@example.org',
    asksMarketing: false,
  };
  const markup = renderToStaticMarkup(createElement(FormNotice, { id: "n", notice }));
  expect(markup).toContain("A &lt;b&gt; ");
  expect(markup).toContain('href="mailto:a&quot;&lt;b&gt;@example.org"');
});
