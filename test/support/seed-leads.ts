// Leads stored as if they had arrived at a given time, and contacted at another, written
// through the store's own methods (insertLead with its clock, the desk's update): tests of
// speed to lead and reports need leads of past days, which a post today cannot make. A lead may
// be given an owner and calls logged (as the lead page logs them).
import { expect } from "vitest";
import { leadSummary } from "#server/leads/summary";
import { leadFingerprint } from "#server/leads/fingerprint";
import { listNames } from "#server/leads/records";
import { planCall } from "#server/desk/lead/calls";
import type { CallOutcome } from "#server/store/desk";
import { localDateTime } from "#shared/dates";
import type { FormId } from "#shared/forms";
import { mintSubmissionKey } from "#shared/forms/keys";
import type { LeadContext } from "#shared/forms/lead-context";
import type { TestSite } from "./server";
import { type LeadStatus } from "#shared/desk";

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
  /** Its owner (asha@aptora.test when contacted and not given), given a second after arrival. */
  owner?: string;
  /** Calls logged by its owner, each at a Kolkata wall time, after its first move if any. */
  calls?: Array<{ at: string; outcome: CallOutcome }>;
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
  const owner = lead.owner ?? (lead.contacted ? "asha@aptora.test" : "");
  if (owner && !lead.contacted) {
    const given = await site.store().desk.update(list, key, (row) => ({
      state: { status: row.status, owner },
      entry: { at: arrivedAt + 1000, by: owner, owner: { from: "", to: owner } },
    }));
    expect(given.status).toBe("changed");
  }
  if (lead.contacted) {
    const contactedAt = atKolkata(lead.contacted);
    const status = lead.status ?? "contacted";
    const changed = await site.store().desk.update(list, key, (row) => ({
      state: { status, owner, firstContactAt: contactedAt },
      entry: { at: contactedAt, by: owner, status: { from: row.status, to: status } },
    }));
    expect(changed.status).toBe("changed");
  }
  for (const call of lead.calls ?? []) {
    const logged = await site
      .store()
      .desk.update(list, key, (row) =>
        planCall(row, { by: owner, at: atKolkata(call.at), outcome: call.outcome, note: "" }),
      );
    expect(logged.status).toBe("changed");
  }
  return { list, key };
}
