// Leads stored as if they had arrived at a given time, and contacted at another, written
// through the store's own methods (insertLead with its clock, the desk's update): tests of
// speed to lead and reports need leads of past days, which a post today cannot make.
import { expect } from "vitest";
import { leadSummary } from "../../server/desk/lead-summary";
import { leadFingerprint } from "../../server/leads/fingerprint";
import { listNames } from "../../server/leads/records";
import type { LeadStatus } from "../../server/store/desk";
import { localDateTime } from "../../shared/dates";
import type { FormId } from "../../shared/forms";
import { mintSubmissionKey } from "../../shared/forms/keys";
import type { LeadContext } from "../../shared/forms/lead-context";
import type { TestSite } from "./server";

/** An instant written as Kolkata wall time ("2026-11-26T18:45:00"). */
export const atKolkata = (local: string) => new Date(`${local}+05:30`).getTime();

export interface SeededLead {
  form: FormId;
  name: string;
  /** Kolkata wall time. */
  arrived: string;
  attribution?: LeadContext["attribution"];
  /** Kolkata wall time of its first move away from New, with `status` (Contacted unless given). */
  contacted?: string;
  status?: LeadStatus;
}

/** Stores the lead with its inbox row; returns its list and key. */
export async function seedLead(
  site: Pick<TestSite, "store">,
  lead: SeededLead,
): Promise<{ list: string; key: string }> {
  const list = listNames[lead.form];
  const arrivedAt = atKolkata(lead.arrived);
  const key = mintSubmissionKey(arrivedAt);
  const email = `${lead.name.toLowerCase().replace(/\s+/g, ".")}@example.com`;
  const date = localDateTime(new Date(arrivedAt), "Asia/Kolkata");
  const record: Record<string, string> =
    lead.form === "contact"
      ? { name: lead.name, email, subject: "Batches", message: "When is the next batch?", date }
      : lead.form === "newsletter"
        ? { email, date }
        : lead.form === "enrollment"
          ? {
              fullName: lead.name,
              email,
              contactNumber: "9876543210",
              instituteName: "IIT",
              url: "https://www.aptora.test/computerscience/aws",
              date,
            }
          : { fullName: lead.name, phone: "9876543210", email, course: "AWS", date, source: "/" };
  const context: LeadContext | undefined = lead.attribution
    ? { attribution: lead.attribution }
    : undefined;
  const stored = await site.store().insertLead({
    list,
    key,
    keyFromClient: false,
    record,
    fingerprintOf: leadFingerprint(lead.form),
    dedupeWindowMs: 0,
    now: arrivedAt,
    ...(context ? { context } : {}),
    desk: leadSummary(lead.form, record, context),
  });
  expect(stored.status).toBe("stored");
  if (lead.contacted) {
    const contactedAt = atKolkata(lead.contacted);
    const status = lead.status ?? "contacted";
    const changed = await site.store().desk.update(list, key, (row) => ({
      state: { status, owner: "asha@aptora.test", firstContactAt: contactedAt },
      entry: { at: contactedAt, by: "asha@aptora.test", status: { from: row.status, to: status } },
    }));
    expect(changed.status).toBe("changed");
  }
  return { list, key };
}
