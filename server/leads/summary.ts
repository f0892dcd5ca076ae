// What the inbox shows and filters on for one lead, made from its stored record and context:
// the name, the address and phone to search by, the course and plan, and where the visitor
// came from (campaign source / medium, else the referring site, else direct).
import type { FormId } from "#shared/forms";
import type { LeadContext } from "#shared/forms/lead-context";
import { nationalNumber } from "#shared/forms/phone";
import { leadCourse, visitorName } from "../notify/fields";
import { isNotified } from "../notify/types";
import type { LeadSummary } from "../store/desk";

type Record = { [field: string]: string | undefined };

/** The phone fields of the forms that ask for one. */
const phoneOf = (record: Record) => record.phone ?? record.contactNumber ?? "";

/** Where the visit came from: 'google / cpc', 'news / (none)', a referring site, or 'direct'. */
export function sourceOf(context: LeadContext | undefined): string {
  const attribution = context?.attribution ?? {};
  if (attribution.utm_source)
    return `${attribution.utm_source} / ${attribution.utm_medium || "(none)"}`.toLowerCase();
  if (attribution.referrer) return attribution.referrer.toLowerCase();
  return "direct";
}

export function leadSummary(
  form: FormId,
  record: Record,
  context: LeadContext | undefined,
): LeadSummary {
  const phone = phoneOf(record);
  const fields = Object.fromEntries(
    Object.entries(record).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  return {
    form,
    tab: form === "newsletter" ? "newsletter" : "leads",
    name: visitorName({ record: fields }),
    email: record.email ?? "",
    phone: nationalNumber(phone) ?? phone,
    course: isNotified(form) ? (leadCourse({ form, record: fields }) ?? "") : "",
    plan: context?.plan ?? "",
    source: sourceOf(context),
    campaign: (context?.attribution?.utm_campaign ?? "").toLowerCase(),
  };
}
