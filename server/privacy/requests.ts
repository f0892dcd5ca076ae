// The log of privacy requests (access, correction, withdrawal, erasure, retention purges),
// stored as a list of the store so the business can export it (`npm run export -- --list
// privacyRequests`). It never stores the personal data itself: the address appears only as a
// keyed hash, enough to tell two requests of one person apart and nothing more.
import { createHmac, randomBytes } from "node:crypto";
import { canonicalEmail } from "../leads/fingerprint";
import type { StorePort, StoredRecord } from "../store";

export const PRIVACY_REQUESTS_LIST = "privacyRequests";

export type PrivacyAction = "access" | "correction" | "withdrawal" | "erasure" | "retention";
/**
 * open: a link was mailed and not yet opened; done; none: nothing stored for the address; limited:
 * too many asks, no mail.
 */
export type PrivacyStatus = "open" | "done" | "none" | "limited";

export interface PrivacyRequest extends StoredRecord {
  action: PrivacyAction;
  /** Keyed hash of the canonical address ("" for a retention purge). */
  address: string;
  requestedAt: string;
  status: PrivacyStatus;
  /** When the request was done ("" while open). */
  doneAt: string;
  /** What was done, in counts and list names only. */
  detail: string;
  /** When the request's link was used to erase everything: the link works no more. */
  linkUsedAt: string;
}

export const addressHash = (secret: string, email: string) =>
  createHmac("sha256", secret)
    .update(`request-log:${canonicalEmail(email)}`)
    .digest("base64url")
    .slice(0, 32);

/** Keys in time order, legal in both stores. */
const requestId = (now: number) =>
  `${now.toString(36).padStart(9, "0")}-${randomBytes(6).toString("base64url")}`;

export async function logRequest(
  store: StorePort,
  entry: {
    action: PrivacyAction;
    address: string;
    status: PrivacyStatus;
    now: number;
    detail?: string;
  },
): Promise<string> {
  const id = requestId(entry.now);
  const at = new Date(entry.now).toISOString();
  const record: PrivacyRequest = {
    action: entry.action,
    address: entry.address,
    requestedAt: at,
    status: entry.status,
    doneAt: entry.status === "open" ? "" : at,
    detail: entry.detail ?? "",
    linkUsedAt: "",
  };
  await store.put(PRIVACY_REQUESTS_LIST, id, record);
  return id;
}

export async function readRequest(
  store: StorePort,
  id: string,
): Promise<PrivacyRequest | undefined> {
  return (await store.get(PRIVACY_REQUESTS_LIST, id)) as PrivacyRequest | undefined;
}

export async function updateRequest(
  store: StorePort,
  id: string,
  change: Partial<PrivacyRequest>,
): Promise<void> {
  const held = await readRequest(store, id);
  if (held)
    await store.put(PRIVACY_REQUESTS_LIST, id, { ...held, ...change } as PrivacyRequest, {
      overwrite: true,
    });
}

/** Access requests whose link was never opened within its life: for the grievance contact. */
export async function openRequests(
  store: StorePort,
  now: number,
  linkLifeMs: number,
): Promise<Array<[string, PrivacyRequest]>> {
  const all = (await store.list(PRIVACY_REQUESTS_LIST)) as Array<[string, PrivacyRequest]>;
  return all.filter(
    ([, request]) =>
      request.status === "open" && Date.parse(request.requestedAt) + linkLifeMs <= now,
  );
}
