// Who may be sent course news and offers: every newsletter sign-up, and every lead whose
// stored consent says yes (a withdrawal turns it to no and erases the sign-ups,
// docs/decisions/0028). For the business's mailing tool, each address once, with the two
// one-click unsubscribe headers (RFC 8058) that every email to it must carry.
import { formIds, leadForms } from "#shared/forms";
import { canonicalEmail } from "../leads/fingerprint";
import { listNames } from "../leads/records";
import type { StorePort } from "../store";

export interface AudienceMember {
  /** The address as it was first typed. */
  email: string;
  /**
   * The latest consent given (ISO time), from the consent stored beside the lead, else its date.
   */
  consentedAt: string;
  /** The forms the consent came with. */
  via: string[];
}

export async function marketingAudience(store: StorePort): Promise<AudienceMember[]> {
  const members = new Map<string, AudienceMember>();
  for (const form of formIds) {
    const list = listNames[form];
    const contexts = new Map(await store.listContexts(list));
    // The newsletter is itself the consent; the other forms ask for it with a box.
    const signUp = leadForms[form].notice.marketing !== "ask";
    for (const [key, record] of await store.list(list)) {
      const consent = contexts.get(key)?.consent;
      if (typeof record.email !== "string" || !(signUp || consent?.marketing === true)) continue;
      const at = consent?.at ?? record.date ?? "";
      const address = canonicalEmail(record.email);
      const known = members.get(address);
      if (!known) members.set(address, { email: record.email, consentedAt: at, via: [form] });
      else {
        if (at > known.consentedAt) known.consentedAt = at;
        if (!known.via.includes(form)) known.via.push(form);
      }
    }
  }
  return [...members.values()];
}
