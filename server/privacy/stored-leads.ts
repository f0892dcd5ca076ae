// What the site stores about one email address: every record of every lead form's list
// (the registry names them) whose address is the same address, compared as the dedupe
// compares it (Unicode form and letter case do not matter).
import { formIds, type FormId } from "#shared/forms";
import type { LeadContext } from "#shared/forms/lead-context";
import { personDeskData, type PersonDeskData } from "./desk-data";
import { canonicalEmail, leadFingerprint } from "../leads/fingerprint";
import { listNames } from "../leads/records";
import type { EraseTarget, RecordInList, StorePort, StoredRecord } from "../store";

export interface StoredLead extends RecordInList {
  form: FormId;
  /**
   * What is stored beside the record: the consent given with it, the plan, where the visitor came
   * from.
   */
  context?: LeadContext;
  /** What the sales desk keeps about it: status and notes (server/privacy/desk-data.ts). */
  desk?: PersonDeskData;
}

/** Every lead form's list, in the registry's order. */
export const leadLists = formIds.map((form) => listNames[form]);
const formOfList = new Map(formIds.map((form) => [listNames[form], form]));

export function sameAddress(email: string): (record: StoredRecord) => boolean {
  const wanted = canonicalEmail(email);
  return (record) => typeof record.email === "string" && canonicalEmail(record.email) === wanted;
}

export const withForm = (held: RecordInList[]): StoredLead[] =>
  held.flatMap((entry) => {
    const form = formOfList.get(entry.list);
    return form ? [{ ...entry, form }] : [];
  });

export async function findStoredLeads(store: StorePort, email: string): Promise<StoredLead[]> {
  const storedLeads = withForm(await store.findRecords(leadLists, sameAddress(email)));
  return Promise.all(
    storedLeads.map(async (holding) => {
      const [context, desk] = await Promise.all([
        store.getContext(holding.list, holding.key),
        store.desk.lead(holding.list, holding.key),
      ]);
      return {
        ...holding,
        ...(context ? { context } : {}),
        ...(desk ? { desk: personDeskData(desk) } : {}),
      };
    }),
  );
}

/** What the store needs to erase these leads and forget their content hashes. */
export const eraseTargets = (storedLeads: readonly StoredLead[]): EraseTarget[] =>
  storedLeads.map(({ list, key, form, record }) => ({
    list,
    key,
    fingerprint: leadFingerprint(form)(record),
  }));
