// "My leads": where a sales member starts. Their follow-ups that are due, earliest first; then
// their leads nobody has contacted yet, oldest first (speed to lead); then the rest of theirs,
// newest first. Each part is one bounded, indexed inbox read (owner, with the follow-up or the
// status), so the page costs three reads however many leads the desk holds.
import type { StorePort } from "#server/store";
import { rowId, type InboxRow } from "#server/store/desk";
import { inboxItem, type InboxItem } from "./page";
import { slaAt, type Sla } from "../owners/sla";

/** Leads shown in each part at most; the inbox, filtered by owner, has them all. */
export const MY_LEADS_PART = 25;

export interface MyLeadsView {
  due: InboxItem[];
  uncontacted: InboxItem[];
  rest: InboxItem[];
  /** The inbox filtered to this member's leads. */
  allHref: string;
}

export async function myLeadsView(
  store: StorePort,
  options: { email: string; timeZone: string; now: number; sla: Sla },
): Promise<MyLeadsView> {
  const base = { tab: "leads" as const, owner: options.email };
  const [due, uncontacted, recent] = await Promise.all([
    store.desk.inbox({ ...base, followUpBefore: options.now + 1, limit: MY_LEADS_PART }),
    // From the oldest: a page after the very first instant comes in arrival order.
    store.desk.inbox({ ...base, status: "new", after: { at: -1, id: "" }, limit: MY_LEADS_PART }),
    store.desk.inbox({ ...base, limit: 2 * MY_LEADS_PART }),
  ]);
  const shown = new Set([...due.rows, ...uncontacted.rows].map((row) => rowId(row.list, row.key)));
  const sla = slaAt(options.sla, options.now);
  const items = (rows: InboxRow[]) =>
    rows.map((row) => inboxItem(row, options.timeZone, options.now, sla));
  return {
    due: items([...due.rows].sort((a, b) => (a.nextFollowUpAt ?? 0) - (b.nextFollowUpAt ?? 0))),
    uncontacted: items([...uncontacted.rows].sort((a, b) => a.arrivedAt - b.arrivedAt)),
    rest: items(
      recent.rows.filter((row) => !shown.has(rowId(row.list, row.key))).slice(0, MY_LEADS_PART),
    ),
    allHref: `/desk?owner=${encodeURIComponent(options.email)}`,
  };
}
