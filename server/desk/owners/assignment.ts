// Every new lead gets its person and its owner right after it is stored, once, whichever process
// stored it: the owner of the person's earlier enquiries while they take new leads, else the
// member an admin routed the lead's form to while they take new leads, else the next member
// taking new leads in turn (the turn lives in the store). With nobody taking new leads the lead
// waits unowned and the escalation address is told. The owner's mail goes through the outbox.
// Why so: docs/decisions/0043.
import type { AssignmentReason, InboxRow, StaffNoticeInit } from "#server/store/desk";
import { rowId } from "#server/store/desk";
import type { StorePort } from "#server/store";
import type { StaffMember } from "#server/store/staff";

/** Earlier enquiries looked at to find a new lead's person. */
const PERSON_SCAN = 20;
/** Leads nobody assigned (their process stopped first) are looked for this far back. */
export const UNASSIGNED_LOOKBACK_MS = 60 * 60 * 1000;

/** Whether a member gets new leads in turn: their own switch, else yes for sales, no for admins. */
export const takesLeads = (member: Pick<StaffMember, "role" | "takesLeads">) =>
  member.takesLeads ?? member.role === "sales";

/** A row's person: its own row id when it predates persons (or the desk: a lead's list and key). */
export const personOf = (row: Pick<InboxRow, "list" | "key" | "person">) =>
  row.person ?? rowId(row.list, row.key);

export interface OwnerChoice {
  owner: string;
  reason: AssignmentReason;
}

/**
 * Who owns a new lead: the person's owner if they still take leads, else the form's member if
 * they do, else the turn's member among those who do (in address order), else nobody. `turn` is
 * asked only when it decides.
 */
export async function chooseOwner(
  personOwners: readonly string[],
  takers: readonly string[],
  turn: () => Promise<number>,
  formMember?: string,
): Promise<OwnerChoice> {
  const personOwner = personOwners.find((owner) => takers.includes(owner));
  if (personOwner !== undefined) return { owner: personOwner, reason: "person" };
  const formTaker = takers.find((taker) => taker === formMember);
  if (formTaker !== undefined) return { owner: formTaker, reason: "form" };
  if (takers.length === 0) return { owner: "", reason: "nobody" };
  const sorted = [...takers].sort();
  return { owner: sorted[(await turn()) % sorted.length]!, reason: "in-turn" };
}

export interface AssignmentServices {
  store: StorePort;
  /** Whether owners can be mailed (the site sends email). */
  mailsStaff: boolean;
  /** Whether the escalation address is mailed (LEADS_ESCALATE_TO and email set up). */
  mailsEscalation: boolean;
}

/**
 * Gives a stored lead its person and owner, unless it has them already (another process did it):
 * returns the choice made, or undefined when there was nothing to do.
 */
export async function assignArrival(
  services: AssignmentServices,
  lead: { list: string; key: string },
  now: number,
): Promise<OwnerChoice | undefined> {
  const { store } = services;
  const held = await store.desk.lead(lead.list, lead.key);
  if (!held || held.row.tab !== "leads" || held.row.assignedAt !== undefined) return undefined;
  const row = held.row;
  const id = rowId(row.list, row.key);
  const [members, same, routes] = await Promise.all([
    store.staff.listMembers(),
    store.desk.samePerson({ phone: row.phone, email: row.email }, PERSON_SCAN + 1),
    store.staff.formRoutes(),
  ]);
  const others = same.filter((other) => rowId(other.list, other.key) !== id);
  const person = others[0] ? personOf(others[0]) : id;
  const earlier = others.filter((other) => personOf(other) === person);
  const takers = members.filter(takesLeads).map((member) => member.email);
  const choice = await chooseOwner(
    earlier.map((other) => other.owner).filter(Boolean),
    takers,
    () => store.desk.takeTurn(),
    routes[row.form],
  );
  // Nobody to own it is news only on a desk that has staff.
  const notices: StaffNoticeInit[] = choice.owner
    ? services.mailsStaff
      ? [{ kind: "assigned", to: choice.owner }]
      : []
    : services.mailsEscalation && members.length > 0
      ? [{ kind: "unowned" }]
      : [];
  const result = await store.desk.update(row.list, row.key, (current) =>
    current.assignedAt !== undefined
      ? { refused: [] }
      : {
          state: {
            status: current.status,
            owner: choice.owner || current.owner,
            ...(current.lostReason !== undefined ? { lostReason: current.lostReason } : {}),
            ...(current.nextFollowUpAt !== undefined
              ? { nextFollowUpAt: current.nextFollowUpAt }
              : {}),
            ...(current.firstContactAt !== undefined
              ? { firstContactAt: current.firstContactAt }
              : {}),
            person,
            ...(earlier.length > 0 ? { repeat: true } : {}),
            assignedAt: now,
          },
          entry: {
            at: now,
            by: "",
            ...(choice.owner ? { owner: { from: current.owner, to: choice.owner } } : {}),
            assignment: choice.reason,
          },
          notices,
        },
  );
  return result.status === "changed" ? choice : undefined;
}

/**
 * Assigns the leads of the last hour that never got their owner (the process that stored them
 * stopped first); returns how many it assigned.
 */
export async function assignLeftBehind(services: AssignmentServices, now: number): Promise<number> {
  const page = await services.store.desk.inbox({
    tab: "leads",
    owner: "",
    from: now - UNASSIGNED_LOOKBACK_MS,
    limit: 100,
  });
  let assigned = 0;
  for (const row of page.rows)
    if (row.assignedAt === undefined && (await assignArrival(services, row, now))) assigned += 1;
  return assigned;
}

/**
 * Gives every unowned lead (those stored before owners existed, or while nobody took new leads)
 * an owner in turn; returns how many got one. `by` is the admin who asked, or "" for the command.
 */
export async function assignUnowned(
  services: AssignmentServices,
  by: string,
  now: number,
): Promise<number> {
  const { store } = services;
  const takers = (await store.staff.listMembers()).filter(takesLeads).map((m) => m.email);
  if (takers.length === 0) return 0;
  let assigned = 0;
  for (let pages = 0; pages < 1000; pages++) {
    const page = await store.desk.inbox({ tab: "leads", owner: "", limit: 100 });
    if (page.rows.length === 0) break;
    let moved = 0;
    for (const row of page.rows) {
      const choice = await chooseOwner([], takers, () => store.desk.takeTurn());
      const result = await store.desk.update(row.list, row.key, (current) =>
        current.owner !== ""
          ? { refused: [] }
          : {
              state: {
                ...current,
                owner: choice.owner,
                person: personOf(current),
                assignedAt: current.assignedAt ?? now,
              },
              entry: {
                at: now,
                by,
                owner: { from: "", to: choice.owner },
                assignment: choice.reason,
              },
              notices: services.mailsStaff ? [{ kind: "assigned", to: choice.owner }] : [],
            },
      );
      if (result.status === "changed") moved += 1;
    }
    assigned += moved;
    if (moved === 0) break;
  }
  return assigned;
}
