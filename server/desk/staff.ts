// Who may use the desk: adding, removing and changing the role of staff, for the command line
// (npm run staff) and the admins' page (/desk/staff). Addresses are compared canonically
// (letter case, Unicode form), so "Ravi@Example.com" is the member "ravi@example.com".
import { isStaffRole, type StaffRole } from "../../shared/desk";
import { validateField } from "../../shared/forms";
import { canonicalEmail } from "../leads/fingerprint";
import type { StorePort } from "../store";
import { MAX_STAFF, type StaffMember } from "../store/staff";

export const staffMessages = {
  role: "The role must be admin or sales.",
  lastAdmin: "The desk must keep at least one admin: make someone else an admin first.",
  full: `The desk has ${MAX_STAFF} people already: remove someone first.`,
  absent: "Nobody with that address is on the staff.",
  form: "That is not one of this page's forms: reload the page and try again.",
  self: "You cannot change or remove yourself here: ask another admin, or use npm run staff.",
};

/**
 * An address as typed, checked by the site's own email rule, in the canonical form members are kept
 * under.
 */
export function staffAddress(
  typed: unknown,
): { ok: true; email: string } | { ok: false; message: string } {
  const text = typeof typed === "string" ? typed.trim() : "";
  const problem = validateField("newsletter", "email", text);
  return problem === undefined
    ? { ok: true, email: canonicalEmail(text) }
    : { ok: false, message: problem };
}

export const parseRole = (typed: unknown): StaffRole | undefined =>
  isStaffRole(typed) ? typed : undefined;

export type StaffOutcome =
  | { ok: true; done: "added" | "changed" | "removed" | "unchanged" }
  | { ok: false; message: string };

/**
 * Adds a member, or changes one's role. `keepAnAdmin` (the web page) refuses a change that
 * would leave the desk without an admin; the command line may, as an operator's last resort.
 */
export async function setStaff(
  store: StorePort,
  email: string,
  role: StaffRole,
  options: {
    keepAnAdmin?: boolean;
    now?: number;
    onlyMembers?: boolean;
    /** For a member added now: whether they take new leads (default: their role's). */
    takesLeads?: boolean;
  } = {},
): Promise<StaffOutcome> {
  const held = await store.staff.getMember(email);
  // A role change from a page shown before the person was removed must not bring them back.
  if (!held && options.onlyMembers) return { ok: false, message: staffMessages.absent };
  if (held?.role === role) return { ok: true, done: "unchanged" };
  const member: StaffMember = held
    ? { ...held, role }
    : {
        email,
        role,
        addedAt: options.now ?? Date.now(),
        ...(options.takesLeads !== undefined ? { takesLeads: options.takesLeads } : {}),
      };
  const change = await store.staff.setMember(member, { keepAnAdmin: options.keepAnAdmin ?? false });
  if (change === "last-admin") return { ok: false, message: staffMessages.lastAdmin };
  if (change === "full") return { ok: false, message: staffMessages.full };
  return { ok: true, done: held ? "changed" : "added" };
}

/** Switches whether a member gets new leads in turn (leave, training), or may download the inbox. */
export async function setStaffSwitch(
  store: StorePort,
  email: string,
  change: Pick<StaffMember, "takesLeads" | "canExport">,
): Promise<StaffOutcome> {
  const held = await store.staff.getMember(email);
  if (!held) return { ok: false, message: staffMessages.absent };
  await store.staff.setMember({ ...held, ...change });
  return { ok: true, done: "changed" };
}

/** Removes a member; every session, passkey and sign-in code of theirs goes with them. */
export async function removeStaff(
  store: StorePort,
  email: string,
  options: { keepAnAdmin?: boolean } = {},
): Promise<StaffOutcome> {
  const change = await store.staff.removeMember(email, {
    keepAnAdmin: options.keepAnAdmin ?? false,
  });
  if (change === "last-admin") return { ok: false, message: staffMessages.lastAdmin };
  if (change === "absent") return { ok: false, message: staffMessages.absent };
  return { ok: true, done: "removed" };
}

export const listStaff = (store: StorePort) => store.staff.listMembers();
