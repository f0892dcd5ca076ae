// Withdrawing an address's marketing consent: the one way that both the /my-data link's page and
// every unsubscribe link use, so that withdrawing is as easy as agreeing (docs/decisions/0028). The
// newsletter is itself that consent, so the address's sign-ups are erased. On each lead of the four
// lead forms whose stored consent says yes, the consent turns to no with the time it was withdrawn;
// which notice was agreed to, and when, stays on record. The leads themselves stay as sent: the
// visitor still gets the response they asked for. The request is logged without the address.
import type { LeadContext } from "#shared/forms/lead-context";
import { eraseStoredLeads } from "./erase";
import { findStoredLeads, type StoredLead } from "./stored-leads";
import type { SiteForPrivacy } from "./runtime";
import { addressHash, logRequest } from "./requests";

export interface Withdrawal {
  /** Leads whose stored consent turned from yes to no. */
  consents: number;
  /** Newsletter sign-ups erased. */
  signUps: number;
}

/**
 * A context with its marketing consent withdrawn at `at` (ISO time); one without a yes is left as
 * it is.
 */
export const withdrawnAt =
  (at: string) =>
  (context: LeadContext): LeadContext =>
    context.consent?.marketing
      ? { ...context, consent: { ...context.consent, marketing: false, withdrawnAt: at } }
      : context;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function withdrawMarketingConsent(
  services: Pick<SiteForPrivacy, "config" | "store" | "privacy">,
  email: string,
  now = new Date(),
): Promise<Withdrawal> {
  const { store } = services;
  const storedLeads = await findStoredLeads(store, email);
  const agreed = new Map<string, string[]>();
  for (const { form, list, key, context } of storedLeads) {
    if (form !== "newsletter" && context?.consent?.marketing)
      agreed.set(list, [...(agreed.get(list) ?? []), key]);
  }
  const change = withdrawnAt(now.toISOString());
  let consents = 0;
  for (const [list, keys] of agreed)
    consents += (await store.updateContexts(list, keys, change)).length;
  const signUps = (await eraseStoredLeads(services, storedLeads.filter(isSignUp), "request"))
    .length;
  await logRequest(store, {
    action: "withdrawal",
    address: addressHash(services.privacy.secret(), email),
    status: "done",
    now: now.getTime(),
    detail: `${counted(consents, "consent", "consents")} withdrawn, ${counted(signUps, "newsletter sign-up", "newsletter sign-ups")} erased`,
  });
  return { consents, signUps };
}

const isSignUp = (holding: StoredLead) => holding.form === "newsletter";
