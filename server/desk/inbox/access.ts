// Who may read the inbox in bulk, and what reading it leaves behind. Downloading leads as CSV is
// an admin's, or a sales member's whose staff record an admin gave the export right
// (`canExport`); a sales member keeps the inbox and their lead pages. Every inbox view is one
// "Viewed the inbox" row in the access log (who, the filter, the search, how many leads shown),
// logged before the page leaves the server, its search erased with any lead it found, as a
// download's is. One view (decision 0045): a page load of the inbox is always a new row; a read
// of the inbox's data (the live stream's refresh, or a move with JavaScript) is the same view, not
// a row, when its tab, filters, search and page are those of one of the last VIEWS_KEPT views
// this session logged. A signed cookie names the session (by a digest) and those views (digests).
import { createHash } from "node:crypto";
import type { StaffRole } from "#shared/desk";
import type { StorePort } from "#server/store";
import type { InboxView } from "./page";
import type { FilterValues } from "./query";
import type { SiteForDesk } from "../sign-in/runtime";

/** The views of an inbox a session keeps as already logged: enough for a person's open tabs. */
export const VIEWS_KEPT = 10;

/** Whether this member may download leads as CSV. */
export async function mayExport(
  store: StorePort,
  staff: { email: string; role: StaffRole },
): Promise<boolean> {
  if (staff.role === "admin") return true;
  return (await store.staff.getMember(staff.email))?.canExport === true;
}

const digest = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);

/** A view's identity: its tab and every value of its address (filters, search, page), sorted. */
function viewDigest(tab: string, values: FilterValues): string {
  const pairs = Object.entries(values)
    .filter((pair): pair is [string, string] => pair[1] !== undefined && pair[0] !== "tab")
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  return digest([`tab=${tab}`, ...pairs].join("\u0000"));
}

/**
 * The filter as an inbox row keeps it: the address's query without the search (the tab, the
 * filters, and the page's position when it is not the first).
 */
export function inboxFilterText(values: FilterValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && name !== "q") params.set(name, value);
  return params.toString();
}

interface SeenViews {
  session: string;
  views: string[];
}

const isSeen = (value: unknown): value is SeenViews =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SeenViews).session === "string" &&
  Array.isArray((value as SeenViews).views) &&
  (value as SeenViews).views.every((view) => typeof view === "string");

async function seenViews(
  services: SiteForDesk,
  cookieHeader: string | null,
  session: string,
): Promise<string[]> {
  const { inboxViews } = services.desk.cookies();
  if (!cookieHeader?.includes(`${inboxViews.name}=`)) return [];
  const seen: unknown = await inboxViews.parse(cookieHeader);
  return isSeen(seen) && seen.session === session ? seen.views.slice(0, VIEWS_KEPT) : [];
}

/**
 * Logs this inbox view unless it is one this session logged already (see above); returns the
 * Set-Cookie values of the response (none when nothing was logged).
 */
export async function logInboxView(
  services: SiteForDesk,
  options: {
    cookieHeader: string | null;
    /** A read of the inbox's data, not a page load. */
    dataRequest: boolean;
    staff: { email: string; sessionId: string };
    view: Pick<InboxView, "tab" | "filters" | "items">;
    now: number;
  },
): Promise<string[]> {
  const { view, staff } = options;
  const session = digest(staff.sessionId);
  const shown = viewDigest(view.tab, view.filters);
  const seen = options.dataRequest ? await seenViews(services, options.cookieHeader, session) : [];
  if (seen.includes(shown)) return [];
  const search = view.filters.q;
  await services.store.desk.logAccess({
    at: options.now,
    by: staff.email,
    action: "inbox",
    filter: inboxFilterText({ tab: view.tab, ...view.filters }),
    ...(search
      ? { search, searchedLeads: view.items.map(({ list, key }) => ({ list, key })) }
      : {}),
    count: view.items.length,
  });
  const kept: SeenViews = { session, views: [shown, ...seen].slice(0, VIEWS_KEPT) };
  return [await services.desk.cookies().inboxViews.serialize(kept)];
}
