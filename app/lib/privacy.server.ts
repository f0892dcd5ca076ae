// What each form tells the visitor about what it keeps, and the Privacy page, made on the
// server from the forms' definitions and the settings: pages receive finished text as loader
// data, so no browser bundle carries it (docs/decisions/0012, 0024).
import { privacy, privacyAfterForms, type LegalDocument, type LegalSection } from "../../shared/content/legal";
import { formIds, leadForms, mapForms, type FormId } from "../../shared/forms/registry";
import { getConfig, type Config } from "../../server/config";
import type { FormNoticeView, PrivacyData } from "./root-data";

export { unsubscribeAddress, recordUnsubscribe } from "../../server/privacy/unsubscribe";

/** The page where a visitor sees, takes, corrects or erases what is held for their address. */
export const MY_DATA_PATH = "/my-data";

/** LEAD_RETENTION_DAYS's default (issue 18); the setting itself comes with the purge that applies it. */
const retentionDays = () => 365;

/** 'a, b and c' */
const listed = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** What a form keeps, itemised, with the consent it records when it asks for one. */
function keeps(form: FormId): string {
  const { notice } = leadForms[form];
  const items: string[] = Object.values(notice.keeps);
  if (notice.marketing === "ask") items.push("your choice about course news");
  return listed(items);
}

function noticeText(form: FormId, days: number): string {
  const { notice } = leadForms[form];
  return `${notice.subject} keeps ${keeps(form)}, ${notice.purpose}. We erase it after ${days} days.`;
}

let made: { config: Config; data: PrivacyData } | undefined;

/** The grievance contact and every form's notice, made once per settings. */
export function privacyData(): PrivacyData {
  const config = getConfig();
  if (made?.config !== config) {
    const days = retentionDays();
    const notices = mapForms((definition, form): FormNoticeView => ({
      text: noticeText(form, days),
      section: definition.notice.section,
      asksMarketing: definition.notice.marketing === "ask",
    }));
    made = { config, data: { grievanceEmail: config.GRIEVANCE_EMAIL, notices } };
  }
  return made.data;
}

/** The Privacy Policy: the spec's sections, one section per form (the notices link to it), then the rest. */
export function privacyDocument(): LegalDocument {
  const days = `${retentionDays()} days`;
  const forms: LegalSection[] = formIds.map((form) => {
    const { notice } = leadForms[form];
    return {
      id: notice.section,
      heading: notice.heading,
      paragraphs: [`What it keeps: ${keeps(form)}.`, `Why: ${notice.purpose}. ${notice.detail}`, `How long: we erase it after {retention}.`],
    };
  });
  const numbered = [...forms, ...privacyAfterForms].map((section, index) => ({
    ...section,
    heading: `${privacy.sections.length + index + 1}. ${section.heading}`,
    paragraphs: section.paragraphs.map((p) => p.replaceAll("{retention}", days)),
  }));
  return { ...privacy, sections: [...privacy.sections, ...numbered] };
}
