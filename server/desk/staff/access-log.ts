// The access log as admins read it (`/desk/access-log`) and download it, newest first: who opened
// which lead, viewed or searched the inbox, downloaded which filter, erased a lead, signed in
// (and how) or out, and changed passkeys, staff (and whose) or a form's routing, and when. A lead
// that was erased since is named by its list and key alone (its search texts are gone too:
// server/store/desk.ts).
import { csvCell, csvKey } from "#server/csv";
import { deskLeadPath } from "#shared/desk-paths";
import type { StorePort } from "#server/store";
import type { AccessEntry } from "#server/store/desk-access";
import { isFormId } from "#shared/forms";
import { deskTime, formLabels } from "../labels";

export const ACCESS_PAGE_SIZE = 100;
/** Entries in one download at most. */
export const ACCESS_EXPORT_MAX = 50_000;

export interface AccessItem {
  id: string;
  at: string;
  iso: string;
  by: string;
  what: string;
  /** The lead's page, for a view. */
  leadPath?: string;
  detail: string;
}

export interface AccessLogView {
  items: AccessItem[];
  by: string;
  olderHref?: string;
  firstHref?: string;
  exportHref: string;
}

const actionWords: Record<AccessEntry["action"], string> = {
  view: "Opened a lead",
  export: "Downloaded leads (CSV)",
  "access-log-export": "Downloaded the access log",
  erase: "Erased a lead",
  inbox: "Viewed the inbox",
  "sign-in": "Signed in",
  "sign-out": "Signed out",
  "sign-in-paused": "Code sign-in paused",
  "passkey-added": "Added a passkey",
  "passkey-removed": "Removed a passkey",
  "staff-added": "Added a staff member",
  "staff-removed": "Removed a staff member",
  "staff-role": "Changed a staff member's role",
  "staff-routing": "Routed a form's new leads",
};

const methodWords: Record<NonNullable<AccessEntry["method"]>, string> = {
  code: "with a mailed code",
  link: "with the mailed link",
  passkey: "with a passkey",
};

/** An inbox page's position ("before=<ms>~<row id>"), as the time its leads arrived before or after. */
function pageWords(name: string, value: string, timeZone: string): string {
  const at = Number(value.slice(0, value.indexOf("~")));
  const when = Number.isFinite(at) && at > 0 ? deskTime(at, timeZone) : value;
  return name === "before"
    ? `leads that arrived before ${when}`
    : `leads that arrived after ${when}`;
}

function filterWords(filter: string, timeZone: string): { filter: string; page?: string } {
  const pairs = [...new URLSearchParams(filter)];
  const page = pairs.find(([name]) => name === "before" || name === "after");
  return {
    filter: pairs
      .filter(([name]) => name !== "before" && name !== "after")
      .map(([name, value]) => `${name} ${value}`)
      .join(", "),
    ...(page ? { page: pageWords(page[0], page[1], timeZone) } : {}),
  };
}

/** A routing change: the form's name, and whom its new leads go to now. */
function routingWords(entry: AccessEntry): string {
  const form = new URLSearchParams(entry.filter ?? "").get("form") ?? "";
  const name = isFormId(form) ? formLabels[form] : form;
  return `${name}: ${entry.subject ?? "everyone in turn"}`;
}

function detailOf(entry: AccessEntry, timeZone: string): string {
  if (entry.lead) return `${entry.lead.list} / ${entry.lead.key}`;
  if (entry.action === "staff-routing") return routingWords(entry);
  const pieces: string[] = [];
  if (entry.method) pieces.push(methodWords[entry.method]);
  if (entry.subject) pieces.push(`member: ${entry.subject}`);
  if (entry.action === "export" || entry.action === "inbox") {
    const words = filterWords(entry.filter ?? "", timeZone);
    pieces.push(words.filter ? `filter: ${words.filter}` : "every lead");
    if (words.page) pieces.push(`page: ${words.page}`);
  } else if (entry.filter) pieces.push(`filter: ${filterWords(entry.filter, timeZone).filter}`);
  if (entry.search) pieces.push(`search: “${entry.search}”`);
  if (entry.searchErased) pieces.push("search: (removed: a lead it found was erased)");
  if (entry.count !== undefined) {
    const noun =
      entry.action === "inbox"
        ? entry.count === 1
          ? "lead shown"
          : "leads shown"
        : entry.count === 1
          ? "row"
          : "rows";
    pieces.push(`${entry.count} ${noun}`);
  }
  return pieces.join("; ");
}

const byParam = (url: URL) => (url.searchParams.get("by") ?? "").trim().toLowerCase().slice(0, 254);

function href(path: string, by: string, before?: string) {
  const params = new URLSearchParams();
  if (by) params.set("by", by);
  if (before) params.set("before", before);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export async function accessLogView(
  store: StorePort,
  options: { url: URL; timeZone: string },
): Promise<AccessLogView> {
  const by = byParam(options.url);
  const before = /^[-0-9A-Za-z_]{20}$/.test(options.url.searchParams.get("before") ?? "")
    ? options.url.searchParams.get("before")!
    : undefined;
  const page = await store.desk.accessLog({
    limit: ACCESS_PAGE_SIZE,
    ...(by ? { by } : {}),
    ...(before ? { before } : {}),
  });
  return {
    items: page.entries.map((entry) => ({
      id: entry.id,
      at: deskTime(entry.at, options.timeZone),
      iso: new Date(entry.at).toISOString(),
      by: entry.by,
      what: actionWords[entry.action],
      ...(entry.lead ? { leadPath: deskLeadPath(entry.lead.list, entry.lead.key) } : {}),
      detail: detailOf(entry, options.timeZone),
    })),
    by,
    ...(page.older ? { olderHref: href("/desk/access-log", by, page.older) } : {}),
    ...(before ? { firstHref: href("/desk/access-log", by) } : {}),
    exportHref: href("/desk/access-log.csv", by),
  };
}

/** The log (one person's, with `by`) as CSV, itself logged as a download. */
export async function accessLogCsv(
  store: StorePort,
  options: { url: URL; by: string; now: number },
): Promise<{ csv: string; filename: string }> {
  const by = byParam(options.url);
  const entries: AccessEntry[] = [];
  let before: string | undefined;
  do {
    const page = await store.desk.accessLog({
      limit: 1000,
      ...(by ? { by } : {}),
      ...(before ? { before } : {}),
    });
    entries.push(...page.entries);
    before = page.older;
  } while (before && entries.length < ACCESS_EXPORT_MAX);
  await store.desk.logAccess({
    at: options.now,
    by: options.by,
    action: "access-log-export",
    ...(by ? { filter: `by=${by}` } : {}),
    count: entries.length,
  });
  // Ids, keys, times and actions are ours and stay as they are (a key may start with '-'); the rest
  // is neutralised.
  const header = "id,at,by,action,list,lead_key,filter,search,rows,method,subject";
  const lines = entries.map((entry) =>
    [
      csvKey(entry.id),
      csvKey(new Date(entry.at).toISOString()),
      csvCell(entry.by),
      csvKey(entry.action),
      csvCell(entry.lead?.list ?? ""),
      csvKey(entry.lead?.key ?? ""),
      csvCell(entry.filter ?? ""),
      csvCell(entry.search ?? (entry.searchErased ? "(erased)" : "")),
      csvKey(entry.count !== undefined ? String(entry.count) : ""),
      csvKey(entry.method ?? ""),
      csvCell(entry.subject ?? ""),
    ].join(","),
  );
  const csv = `${[header, ...lines].join("\r\n")}\r\n`;
  return { csv, filename: `access-log-${new Date(options.now).toISOString().slice(0, 10)}.csv` };
}
