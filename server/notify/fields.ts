// How a stored lead reads to a person: form names, field labels, and the course a
// lead is about, named as the catalogue names it.
import type { CallbackCourse } from "#shared/catalogue/callback-options";
import { findCourse } from "#shared/catalogue/courses";
import { planByName, priceText } from "#shared/catalogue/plans";
import { leadForms } from "#shared/forms";
import type { AttributionKey, LeadContext } from "#shared/forms/lead-context";
import type { LeadNotification, NotifiedForm } from "./types";

/** A form's name in an email ('Call-back request'), from its definition. */
export const formTitle = (form: NotifiedForm) => leadForms[form].name.one;

/**
 * A stored field's label, in the words of its form's definition. A field the record no longer has
 * shows its name.
 */
export function fieldLabel(form: NotifiedForm, field: string): string {
  const labels: Readonly<Record<string, string>> = leadForms[form].notify.labels;
  return Object.hasOwn(labels, field) ? labels[field]! : field;
}

/** Fields holding a phone number or an email address (tel: and mailto: links, masking). */
export const phoneFields: ReadonlySet<string> = new Set(["phone", "contactNumber"]);
export const emailFields: ReadonlySet<string> = new Set(["email"]);

/**
 * The catalogue course behind each call-back option ('department/slug'), or null when
 * the catalogue has no such course. A new option fails the type check until it is here.
 */
export const callbackCoursePaths = {
  "Business Analytics": "management/ba",
  Stock_Marketing: "management/stockmarket",
  Cyber_Security: "computerscience/cybersecurity",
  Digital_Marketing: "management/digitalmarketing",
  VLSI: "ece/vlsi",
  Genetic_Engineering: "biotechnology/geneticengineering",
  Data_Science: "computerscience/datascience",
  Bioinformatics: "biotechnology/bioinformatics",
  Artificial_Intelligence: "computerscience/artificialintelligence",
  Internet_of_Things: "ece/iot",
  Web_development: "computerscience/webdevelopment",
  Robotics: "ece/robotics",
  Finance: "management/finance",
  "Nanoscience/Nanotechnology": "biotechnology/nanoscience",
  Embedded_System: null,
  AWS: "computerscience/aws",
  Construction_planning: "civil/construction-planning",
  Machine_Learning: "computerscience/machinelearning",
  App_Development: "computerscience/appdevelopment",
  HR: "management/hr",
  Hybrid_Electric_Vehicle: "mechanical/hev",
  "I.C.Engine": "mechanical/ic-engine",
  AutoCad: "civil/autocad",
  Car_Designing: "mechanical/car-designing",
} as const satisfies Record<CallbackCourse, string | null>;

const courseTitleAt = (departmentAndSlug: string) => {
  const [department = "", slug = ""] = departmentAndSlug.split("/");
  return findCourse(department, slug)?.title;
};

/**
 * A call-back option as a course title: the catalogue's where one matches, else the option with
 * spaces.
 */
export function callbackCourseName(option: string): string {
  const path = Object.hasOwn(callbackCoursePaths, option)
    ? callbackCoursePaths[option as CallbackCourse]
    : null;
  return (path !== null ? courseTitleAt(path) : undefined) ?? option.replace(/_/g, " ").trim();
}

/**
 * The course of an enrollment, from its stored course page address
 * ('https://…/computerscience/aws').
 */
export function enrollmentCourseName(url: string): string | undefined {
  const path = URL.canParse(url) ? new URL(url).pathname : (url.split(/[?#]/)[0] ?? "");
  const segments = path.split("/").filter(Boolean);
  if (segments.length !== 2) return undefined;
  return courseTitleAt(segments.join("/"));
}

/** The course a lead is about, when its form names one. */
export function leadCourse(n: Pick<LeadNotification, "form" | "record">): string | undefined {
  if (n.form === "callback" && n.record.course) return callbackCourseName(n.record.course);
  if (n.form === "enrollment" && n.record.url) return enrollmentCourseName(n.record.url);
  return undefined;
}

/** The visitor's name as the form stored it. */
export const visitorName = (n: Pick<LeadNotification, "record">) =>
  n.record.fullName ?? n.record.name ?? "";

/** What each attribution key means to a person reading the lead. */
export const attributionLabels: Readonly<Record<AttributionKey, string>> = {
  landing: "First page of the visit",
  utm_source: "Campaign source",
  utm_medium: "Campaign medium",
  utm_campaign: "Campaign",
  utm_term: "Campaign term",
  utm_content: "Campaign content",
  gclid: "Google Ads click id",
  fbclid: "Meta click id",
  msclkid: "Microsoft Ads click id",
  referrer: "Came from site",
};

/**
 * A chosen plan as staff read it: its name and what it costs today, total first ('Advanced, ₹11,800
 * incl. GST (₹10,000 + ₹1,800 GST)'); a name the catalogue no longer has, as stored.
 */
export function planWithPrice(name: string): string {
  const plan = planByName(name);
  return plan ? `${name}, ${priceText(plan)}` : name;
}

/**
 * The lead's context as labelled lines, in a fixed order; what it does not hold is left out. `plan`
 * writes the chosen plan: with its price for staff, as stored where only what is stored is listed.
 */
export function contextLines(
  context: LeadContext | undefined,
  formatTime: (iso: string) => string,
  plan: (name: string) => string = planWithPrice,
): Array<{ label: string; value: string }> {
  if (!context) return [];
  const lines: Array<{ label: string; value: string }> = [];
  if (context.plan) lines.push({ label: "Plan chosen", value: plan(context.plan) });
  if (context.consent) {
    const { marketing, withdrawnAt } = context.consent;
    lines.push({
      label: "Agreed to marketing",
      value: marketing
        ? "yes"
        : withdrawnAt
          ? `no (withdrawn on ${formatTime(withdrawnAt)})`
          : "no",
    });
    lines.push({ label: "Notice shown", value: context.consent.notice });
    // `at` is when the form was sent with that notice shown, whether or not the box was ticked,
    // so its label says that and nothing about agreeing.
    lines.push({ label: "Form sent at", value: formatTime(context.consent.at) });
  }
  for (const [key, label] of Object.entries(attributionLabels) as Array<[AttributionKey, string]>) {
    const value = context.attribution?.[key];
    if (value) lines.push({ label, value });
  }
  return lines;
}
