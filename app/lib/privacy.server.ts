// What each form tells the visitor about what it keeps, and the Privacy page, made on the
// server from the forms' definitions and the settings: pages receive finished text as loader
// data, so no browser bundle carries it (docs/decisions/0012, 0024).
import { privacy, privacyAfterForms, type LegalDocument, type LegalSection } from "../../shared/content/legal";
import { formIds, leadForms, mapForms, type FormId } from "../../shared/forms/registry";
import type { Config } from "../../server/config";
import { escapeHtml } from "../../server/notify/email";
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_TICKED, marketingConsentLabel } from "../../shared/forms/consent";
import type { FormNoticeView, PageNotices } from "./form-notices";

export { unsubscribeAddress } from "../../server/privacy/unsubscribe";
export { withdrawMarketingConsent } from "../../server/privacy/withdrawal";

/** The page where a visitor sees, takes, corrects or erases what is stored for their address. */
export const MY_DATA_PATH = "/my-data";

/** 'a, b and c' */
const listed = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/**
 * What every form's lead keeps beside its record (server/leads/attribution.ts): the first page
 * of the visit with the campaign in its address, and the other site that linked to it.
 */
const VISIT_START = "where your visit began (first page, campaign tags, referring site)";

/** What a form keeps, itemised: its record, what it keeps beside it, and the consent it records when it asks for one. */
function keeps(form: FormId): string {
  const { notice } = leadForms[form];
  const items: string[] = [...Object.values<string>(notice.keeps), ...(notice.keepsBeside ?? []), VISIT_START];
  if (notice.marketing === "ask") items.push("your choice about course news");
  return listed(items);
}

/** The notice beside the form's button, as markup (why markup: docs/decisions/0024). */
function noticeHtml(form: FormId, days: number, grievanceEmail: string): string {
  const { notice } = leadForms[form];
  const text = `${notice.subject} keeps ${keeps(form)}, ${notice.purpose}. We erase it after ${days} days.`;
  const mail = escapeHtml(grievanceEmail);
  return (
    `${escapeHtml(text)} <a href="${MY_DATA_PATH}">See or erase it</a> · <a href="/Privacy#${escapeHtml(notice.section)}">Privacy details</a>` +
    ` · Grievances: <a href="mailto:${mail}">${mail}</a>`
  );
}

/** The marketing box: the checkbox inside its label, so that the same markup serves every copy of a form. */
const consentBox = (ticked: boolean) =>
  `<label><input type="checkbox" name="${MARKETING_CONSENT_FIELD}" value="${MARKETING_CONSENT_TICKED}"${ticked ? " checked" : ""}/> ${escapeHtml(marketingConsentLabel)}</label>`;

const made = new WeakMap<Config, Record<FormId, FormNoticeView>>();

/** Every form's notice, and the marketing box, made once per site's settings. */
function formNotices(config: Config): Record<FormId, FormNoticeView> {
  let notices = made.get(config);
  if (!notices) {
    const days = config.LEAD_RETENTION_DAYS;
    const box = [consentBox(false), consentBox(true)] as const;
    notices = mapForms((definition, form): FormNoticeView => ({
      html: noticeHtml(form, days, config.GRIEVANCE_EMAIL),
      ...(definition.notice.marketing === "ask" ? { box } : {}),
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
  return { notices: Object.fromEntries(forms.map((form) => [form, all[form]])) as Record<F, FormNoticeView> };
}

/** The Privacy Policy: the spec's sections, one section per form (the notices link to it), then the rest. */
export function privacyDocument(config: Pick<Config, "LEAD_RETENTION_DAYS">): LegalDocument {
  const days = `${config.LEAD_RETENTION_DAYS} days`;
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
