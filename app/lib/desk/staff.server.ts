// The staff page's way into server/desk beyond the staff list itself: new leads given out to
// the members in turn, and the access-log rows of an admin's changes; and the staff's addresses
// and whether anybody takes new leads, which the inbox and a lead show.
import type { AppLoadContext } from "@remix-run/node";
import { assignUnowned, takesLeads } from "#server/desk/owners/assignment";

/** Gives every unowned lead an owner in turn (an admin asked); how many got one. */
export function assignUnownedLeads(context: AppLoadContext, by: string): Promise<number> {
  const { store, notifier } = context.services;
  return assignUnowned(
    { store, mailsStaff: notifier.mailsStaff(), mailsEscalation: notifier.mailsEscalation() },
    by,
    context.services.now().getTime(),
  );
}

/** An access-log row for a change an admin made to a member (`subject`). */
export const logStaffChange = (
  context: AppLoadContext,
  by: string,
  action: "staff-added" | "staff-removed" | "staff-role",
  subject: string,
) =>
  context.services.store.desk.logAccess({ at: context.services.desk.now(), by, action, subject });

/** An access-log row for a form's new leads routed to `member`, or back to everyone in turn. */
export const logRoutingChange = (
  context: AppLoadContext,
  by: string,
  form: string,
  member: string | undefined,
) =>
  context.services.store.desk.logAccess({
    at: context.services.desk.now(),
    by,
    action: "staff-routing",
    filter: `form=${form}`,
    ...(member ? { subject: member } : {}),
  });

/** Whether nobody on the staff takes new leads (the inbox says so above the list). */
export async function nobodyTakesLeads(context: AppLoadContext): Promise<boolean> {
  return !(await context.services.store.staff.listMembers()).some(takesLeads);
}

/** The staff's addresses: the choices of an owner. */
export async function staffEmails(context: AppLoadContext): Promise<string[]> {
  return (await context.services.store.staff.listMembers()).map((member) => member.email);
}
