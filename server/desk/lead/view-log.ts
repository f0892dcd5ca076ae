// One "Opened a lead" access-log row per opening of a lead's page, however often the page is
// read again after this session's own post on it. Such a read is the same opening when this
// session's opening of the lead was logged (a signed cookie names its last leads) and it answers
// the session's post on that lead: in the post's own request (marked in its load context) or in
// the next one (a signed cookie the post sets, good once, for a minute). Why: decision 0031.
import { createHash } from "node:crypto";
import { OPENED_COOKIE, POSTED_COOKIE, POSTED_LIFE_MS } from "../sign-in/cookies";
import type { SiteForDesk } from "../sign-in/runtime";

export interface LeadRef {
  list: string;
  key: string;
}

interface RecentSave {
  session: string;
  lead: string;
  at: number;
}

const leadId = (lead: LeadRef) => `${lead.list}\u0000${lead.key}`;

/** The cookie names the session by a digest: its id is the key to the session. */
const sessionDigest = (sessionId: string) =>
  createHash("sha256").update(sessionId).digest("base64url").slice(0, 22);

interface OpenedLeads {
  session: string;
  leads: string[];
}

/** The leads a session's cookie keeps, newest first: enough for a person's open tabs. */
const OPENED_KEPT = 20;

const isOpened = (value: unknown): value is OpenedLeads =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as OpenedLeads).session === "string" &&
  Array.isArray((value as OpenedLeads).leads) &&
  (value as OpenedLeads).leads.every((lead) => typeof lead === "string");

/** The leads whose opening this session has logged, as the request's cookie says. */
async function openedBy(
  services: SiteForDesk,
  request: Request,
  sessionId: string,
): Promise<string[]> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${OPENED_COOKIE}=`)) return [];
  const opened: unknown = await services.desk.cookies().leadsOpened.parse(cookieHeader);
  return isOpened(opened) && opened.session === sessionDigest(sessionId) ? opened.leads : [];
}

/** The Set-Cookie value that keeps the lead among those whose opening this session has logged. */
export async function openedCookie(
  services: SiteForDesk,
  request: Request,
  sessionId: string,
  lead: LeadRef,
): Promise<string> {
  const earlier = await openedBy(services, request, sessionId);
  const opened: OpenedLeads = {
    session: sessionDigest(sessionId),
    leads: [leadId(lead), ...earlier.filter((id) => id !== leadId(lead))].slice(0, OPENED_KEPT),
  };
  return services.desk.cookies().leadsOpened.serialize(opened);
}

/** Requests (their load context) whose action posted on a lead, and which lead. */
const postedHere = new WeakMap<object, string>();

/**
 * Says that this request posted on the lead and that its own loaders draw the page next (a
 * document post that is answered with the page, not a redirect).
 */
export function markSavedInThisRequest(context: object, lead: LeadRef): void {
  postedHere.set(context, leadId(lead));
}

/**
 * The Set-Cookie value that makes the next read of the lead by this session the same opening
 * (the redirect after a save, or the revalidation after a refused one).
 */
export function postedCookie(
  services: SiteForDesk,
  sessionId: string,
  lead: LeadRef,
  now = Date.now(),
): Promise<string> {
  const proof: RecentSave = { session: sessionDigest(sessionId), lead: leadId(lead), at: now };
  return services.desk.cookies().leadPosted.serialize(proof);
}

const isRecentSave = (value: unknown): value is RecentSave =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as RecentSave).session === "string" &&
  typeof (value as RecentSave).lead === "string" &&
  typeof (value as RecentSave).at === "number";

/**
 * Whether this read of the lead's page is the same opening as one already logged, answering this
 * session's own post on it (then it is not logged again), and the Set-Cookie values of the
 * response: the proof it used, dropped.
 */
export async function readAfterOwnPost(
  services: SiteForDesk,
  context: object,
  request: Request,
  sessionId: string,
  lead: LeadRef,
  now = Date.now(),
): Promise<{ sameOpening: boolean; setCookies: string[] }> {
  if (!(await openedBy(services, request, sessionId)).includes(leadId(lead)))
    return { sameOpening: false, setCookies: [] };
  if (postedHere.get(context) === leadId(lead)) return { sameOpening: true, setCookies: [] };
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${POSTED_COOKIE}=`)) return { sameOpening: false, setCookies: [] };
  const { leadPosted } = services.desk.cookies();
  const proof: unknown = await leadPosted.parse(cookieHeader);
  const same =
    isRecentSave(proof) &&
    proof.session === sessionDigest(sessionId) &&
    proof.lead === leadId(lead) &&
    Math.abs(now - proof.at) < POSTED_LIFE_MS;
  return same
    ? { sameOpening: true, setCookies: [await leadPosted.serialize("", { maxAge: 0 })] }
    : { sameOpening: false, setCookies: [] };
}
