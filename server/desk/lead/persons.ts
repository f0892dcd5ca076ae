// One person, several enquiries: a lead's page lists the person's other enquiries; a wrong match
// (a parent and a child sharing a phone) is split off, a missed one joined by the other
// enquiry's phone or address; a member takes over someone else's lead only by saying so. Each
// is a timeline entry, and refused when the lead changed since the page was shown. A whole list's
// persons are read for `npm run export`.
import { deskLeadPath } from "#shared/desk-paths";
import { listNames } from "#server/leads/records";
import type { StorePort } from "#server/store";
import { rowId, type InboxQuery, type InboxRow } from "#server/store/desk";
import { personOf } from "../owners/assignment";
import { deskTime, formLabels } from "../labels";
import { phoneDigits } from "../search";
import { statusLabels } from "#shared/desk";
import { routedForms } from "../staff/members";

/** A person's enquiries shown on a lead's page at most. */
export const PERSON_LEADS_SHOWN = 20;

export const personMessages = {
  taken: "Someone changed this lead's owner meanwhile: look at who owns it now.",
  changed: "This lead changed meanwhile: look at it again.",
  joinEmpty: "Type the phone number or email address of their other enquiry.",
  joinNone: "No other enquiry has that phone number or email address.",
  joinSame: "That enquiry is already this person's.",
} as const;

export interface EnquiryLine {
  form: string;
  when: string;
  course: string;
  status: string;
  owner: string;
  href: string;
}

/** The person's other enquiries, newest first, as the lead's page lists them. */
export async function otherEnquiries(
  store: StorePort,
  row: InboxRow,
  timeZone: string,
): Promise<EnquiryLine[]> {
  const own = rowId(row.list, row.key);
  const leads = await store.desk.personLeads(personOf(row), PERSON_LEADS_SHOWN + 1);
  return leads
    .filter((lead) => rowId(lead.list, lead.key) !== own)
    .slice(0, PERSON_LEADS_SHOWN)
    .map((lead) => ({
      form: formLabels[lead.form as keyof typeof formLabels] ?? lead.form,
      when: deskTime(lead.arrivedAt, timeZone),
      course: lead.course,
      status: statusLabels[lead.status],
      owner: lead.owner,
      href: deskLeadPath(lead.list, lead.key),
    }));
}

export type PersonOutcome = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string };

const refused = (status: 400 | 404 | 409, message: string): PersonOutcome => ({
  ok: false,
  status,
  message,
});

/** "Take this lead": the member becomes its owner, if the owner is still who the page showed. */
export async function takeLead(
  store: StorePort,
  lead: { list: string; key: string },
  change: { by: string; seenOwner: string; now: number },
): Promise<PersonOutcome> {
  const result = await store.desk.update(lead.list, lead.key, (row) =>
    row.owner !== change.seenOwner || row.owner === change.by
      ? { refused: ["owner"] }
      : {
          state: { ...row, owner: change.by },
          entry: {
            at: Math.max(change.now, row.updatedAt),
            by: change.by,
            owner: { from: row.owner, to: change.by },
            assignment: "taken",
          },
        },
  );
  if (result.status === "missing") return refused(404, personMessages.changed);
  return result.status === "changed" ? { ok: true } : refused(409, personMessages.taken);
}

/** "Not the same person": the lead becomes a person of its own. */
export async function splitPerson(
  store: StorePort,
  lead: { list: string; key: string },
  change: { by: string; version: number; now: number },
): Promise<PersonOutcome> {
  const result = await store.desk.update(lead.list, lead.key, (row) => {
    if (row.version !== change.version) return { refused: ["person"] };
    const at = Math.max(change.now, row.updatedAt);
    const from = personOf(row);
    // The first enquiry's own id names the person the others keep: the split one takes a new id.
    const to = `${rowId(row.list, row.key)}~${at}`;
    return {
      state: { ...row, person: to, repeat: undefined },
      entry: { at, by: change.by, person: { how: "split", from, to } },
    };
  });
  if (result.status === "missing") return refused(404, personMessages.changed);
  return result.status === "changed" ? { ok: true } : refused(409, personMessages.changed);
}

/** Joins the lead to the person of another enquiry, found by its phone or email address. */
export async function joinPerson(
  store: StorePort,
  lead: { list: string; key: string },
  change: { by: string; version: number; typed: string; now: number },
): Promise<PersonOutcome> {
  const typed = change.typed.normalize("NFKC").trim().slice(0, 254);
  if (typed === "") return refused(400, personMessages.joinEmpty);
  const match = typed.includes("@")
    ? { phone: "", email: typed }
    : { phone: phoneDigits(typed), email: "" };
  if (match.phone === "" && match.email === "") return refused(400, personMessages.joinNone);
  const own = rowId(lead.list, lead.key);
  const found = (await store.desk.samePerson(match, 2)).filter(
    (row) => rowId(row.list, row.key) !== own,
  )[0];
  if (!found) return refused(400, personMessages.joinNone);
  const to = personOf(found);
  const result = await store.desk.update(lead.list, lead.key, (row) => {
    if (row.version !== change.version) return { refused: ["person"] };
    if (personOf(row) === to) return { refused: [] };
    return {
      state: { ...row, person: to, repeat: true },
      entry: {
        at: Math.max(change.now, row.updatedAt),
        by: change.by,
        person: { how: "join", from: personOf(row), to },
      },
    };
  });
  if (result.status === "missing") return refused(404, personMessages.changed);
  if (result.status === "refused")
    return result.fields.length === 0
      ? refused(400, personMessages.joinSame)
      : refused(409, personMessages.changed);
  return { ok: true };
}

/** Rows read at once when a whole list's persons are read. */
const LIST_PAGE = 500;

/**
 * The person of each lead of a lead form's list, by key (`personOf`: a lead the desk has no row
 * for is a person of its own); undefined for a list whose entries have no persons (sign-ups).
 */
export async function personsOfList(
  store: StorePort,
  list: string,
): Promise<((key: string) => string) | undefined> {
  const form = routedForms.find((candidate) => listNames[candidate] === list);
  if (!form) return undefined;
  const persons = new Map<string, string>();
  let query: InboxQuery = { tab: "leads", form, limit: LIST_PAGE };
  for (;;) {
    const page = await store.desk.inbox(query);
    for (const row of page.rows) persons.set(row.key, personOf(row));
    if (!page.older) break;
    query = { ...query, before: page.older };
  }
  return (key) => persons.get(key) ?? personOf({ list, key });
}
