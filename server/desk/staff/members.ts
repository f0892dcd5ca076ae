// Who may use the desk: adding, removing and changing the role of staff, and routing a lead
// form's new leads to one member, for the command line (npm run staff) and the admins' page
// (/desk/staff). Addresses are compared canonically (letter case, Unicode form), so
// "Ravi@Example.com" is the member "ravi@example.com".
import { isStaffRole, type StaffRole } from "#shared/desk";
import { validateField, type FormId } from "#shared/forms";
import { canonicalEmail } from "#server/leads/fingerprint";
import type { StorePort } from "#server/store";
import { MAX_STAFF, type StaffMember } from "#server/store/staff";
import { takesLeads } from "../owners/assignment";
import { formLabels } from "../labels";
import { leadForms } from "../labels";

export const staffMessages = {
  role: "The role must be admin or sales.",
  lastAdmin: "The desk must keep at least one admin: make someone else an admin first.",
  full: `The desk has ${MAX_STAFF} people already: remove someone first.`,
  absent: "Nobody with that address is on the staff.",
  form: "That is not one of this page's forms: reload the page and try again.",
  self: "You cannot change or remove yourself here: ask another admin, or use npm run staff.",
  leadForm: "There is no such lead form: reload the page and try again.",
  noLeads: "That member takes no new leads: give them new leads first, or choose another.",
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

/** The forms whose leads get an owner (the leads tab's): each may be routed to one member. */
export const routedForms: readonly FormId[] = leadForms;

/** The form a typed id names, when it is one whose leads get an owner. */
export const routedForm = (typed: unknown): FormId | undefined =>
  routedForms.find((form) => form === typed);

export interface FormRouting {
  form: FormId;
  label: string;
  /** The form's member, or "" for everyone in turn. */
  member: string;
  /** The form's member takes no new leads now: its leads go in turn until they do. */
  memberIdle: boolean;
}

/** Each lead form's routing, as the staff page and `npm run staff -- list` show it. */
export async function formRouting(
  store: StorePort,
  members?: readonly StaffMember[],
): Promise<FormRouting[]> {
  const [routes, staff] = await Promise.all([
    store.staff.formRoutes(),
    members ?? store.staff.listMembers(),
  ]);
  return routedForms.map((form) => {
    const member = staff.find((m) => m.email === routes[form]);
    return {
      form,
      label: formLabels[form],
      member: member?.email ?? "",
      memberIdle: member !== undefined && !takesLeads(member),
    };
  });
}

/**
 * Routes a form's new leads to a member who takes new leads, or ("" typed) back to everyone in
 * turn (`member`: the address as kept). `done` is "changed" only when the routing moved.
 */
export async function setFormRoute(
  store: StorePort,
  form: FormId,
  typedMember: unknown,
): Promise<StaffOutcome & { member?: string }> {
  const typed = typeof typedMember === "string" ? typedMember.trim() : "";
  let email: string | undefined;
  if (typed !== "") {
    const address = staffAddress(typed);
    if (!address.ok) return address;
    const member = await store.staff.getMember(address.email);
    if (!member) return { ok: false, message: staffMessages.absent };
    if (!takesLeads(member)) return { ok: false, message: staffMessages.noLeads };
    email = address.email;
  }
  const member = email ? { member: email } : {};
  if ((await store.staff.formRoutes())[form] === email)
    return { ok: true, done: "unchanged", ...member };
  if ((await store.staff.setFormRoute(form, email)) === "absent")
    return { ok: false, message: staffMessages.absent };
  return { ok: true, done: "changed", ...member };
}
