// An admin erases one lead from the desk (a person asked by phone or mail rather than through
// /my-data): the same erasure as /my-data's, through the store's eraseLeads (the record, what is
// kept beside it, its notifications, what the desk keeps; the CRM told), logged in the privacy
// request log without the address itself, and in the access log with the lead's key.
import type { Logger } from "#server/logging/logger";
import type { SiteForPrivacy } from "#server/privacy/runtime";
import { eraseStoredLeads } from "#server/privacy/erase";
import { addressHash, logRequest } from "#server/privacy/requests";
import { leadFormOf } from "./page";

export async function eraseLead(
  services: Pick<SiteForPrivacy, "store" | "privacy">,
  lead: { list: string; key: string },
  by: string,
  /** The request's logger, whose lines carry its id. */
  log: Logger,
  now = Date.now(),
): Promise<boolean> {
  const form = leadFormOf(lead.list);
  if (!form) return false;
  const record = await services.store.get(lead.list, lead.key);
  if (!record) return false;
  const erased = await eraseStoredLeads(services, [{ ...lead, record, form }], "request", now);
  if (erased.length === 0) return false;
  const address = record.email ? addressHash(services.privacy.secret(), record.email) : "";
  await logRequest(services.store, {
    action: "erasure",
    address,
    status: "done",
    now,
    detail: `1 record erased from ${lead.list} on the desk by ${by}`,
  });
  await services.store.desk.logAccess({ at: now, by, action: "erase", lead });
  log.info(
    { module: "desk", staff: by, list: lead.list, key: lead.key },
    "a lead was erased on the desk",
  );
  return true;
}
