// What each form tells the visitor about what it keeps, and the Privacy page, made on the
// server from the forms' definitions and the settings, which stay on the server: pages
// receive each notice's words as loader data (app/forms/FormNotice.tsx renders them).
import {
  privacy,
  privacyAfterForms,
  type LegalDocument,
  type LegalSection,
} from "#shared/content/legal";
import { formIds, leadForms, mapForms, type FormId } from "#shared/forms/registry";
import type { Config } from "#server/settings";
import type { FormNoticeView, PageNotices } from "./form-notices";

/** 'a, b and c' */
const listed = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * What every form's lead keeps beside its record (server/leads/attribution.ts): the first page
 * of the visit with the campaign in its address, and the other site that linked to it.
 */
const VISIT_START = "where your visit began (first page, campaign tags, referring site)";

/**
 * What a form keeps, itemised: its record, what it keeps beside it, and the consent it records when
 * it asks for one.
 */
function keeps(form: FormId): string {
  const { notice } = leadForms[form];
  const items: string[] = [
    ...Object.values<string>(notice.keeps),
    ...(notice.alsoKeeps ?? []),
    VISIT_START,
  ];
  if (notice.marketing === "ask") items.push("your choice about course news");
  return listed(items);
}

/** What the form keeps, why and for how long, as the sentence its notice opens with. */
function noticeText(form: FormId, days: number): string {
  const { notice } = leadForms[form];
  return `${notice.subject} keeps ${keeps(form)}, ${notice.purpose}. We erase it after ${days} days.`;
}

const made = new WeakMap<Config, Record<FormId, FormNoticeView>>();

/** Every form's notice, made once per site's settings. */
function formNotices(config: Config): Record<FormId, FormNoticeView> {
  let notices = made.get(config);
  if (!notices) {
    const days = config.LEAD_RETENTION_DAYS;
    notices = mapForms((definition, form): FormNoticeView => ({
      text: noticeText(form, days),
      section: definition.notice.section,
      grievanceEmail: config.GRIEVANCE_EMAIL,
      asksMarketing: definition.notice.marketing === "ask",
    }));
    made.set(config, notices);
  }
  return notices;
}

/**
 * The notices of the forms a page shows, for its loader data: a page carries only its own,
 * since every notice in every page's data made each page's HTML larger for nothing.
 */
export function noticesFor<F extends FormId>(config: Config, ...forms: F[]): PageNotices<F> {
  const all = formNotices(config);
  return {
    notices: Object.fromEntries(forms.map((form) => [form, all[form]])) as Record<
      F,
      FormNoticeView
    >,
  };
}

/**
 * The Privacy Policy: its sections, one section per form (the notices link to it), then the rest.
 */
export function privacyDocument(config: Pick<Config, "LEAD_RETENTION_DAYS">): LegalDocument {
  const days = `${config.LEAD_RETENTION_DAYS} days`;
  const forms: LegalSection[] = formIds.map((form) => {
    const { notice, name } = leadForms[form];
    return {
      id: notice.section,
      heading: name.many,
      paragraphs: [
        `What it keeps: ${keeps(form)}.`,
        `Why: ${notice.purpose}. ${notice.detail}`,
        `How long: we erase it after {retention}.`,
      ],
    };
  });
  const numbered = [...forms, ...privacyAfterForms].map((section, index) => ({
    ...section,
    heading: `${privacy.sections.length + index + 1}. ${section.heading}`,
    paragraphs: section.paragraphs.map((p) => p.replaceAll("{retention}", days)),
  }));
  return { ...privacy, sections: [...privacy.sections, ...numbered] };
}
