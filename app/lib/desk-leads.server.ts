// The lead desk's pages' way into server/desk: the inbox, one lead and its save, the CSV of a
// filter, the access log, and the events that tell open inboxes of new leads.
import type { AppLoadContext } from "@remix-run/node";
import { takesLeads } from "#server/desk/owners/assignment";

export {
  accessLogCsv,
  accessLogView,
  type AccessItem,
  type AccessLogView,
} from "#server/desk/staff/access-log";
export { inboxCsv } from "#server/desk/inbox/csv";
export { inboxView, type InboxItem, type InboxView } from "#server/desk/inbox/page";
export {
  BULK_MAX,
  bulkChange,
  readBulkForm,
  type BulkOutcome,
  type TypedBulk,
} from "#server/desk/inbox/bulk";
export {
  changeMessages,
  saveLead,
  sessionEndedSave,
  unsavedInput,
  type SaveOutcome,
  type TypedSave,
  type UnsavedInput,
} from "#server/desk/lead/save";
export { leadPage, type LeadPageView } from "#server/desk/lead/page";
export { logContact, sessionEndedCall, type LogOutcome } from "#server/desk/lead/calls";
export {
  markSavedInThisRequest,
  openedCookie,
  postedCookie,
  readAfterOwnPost,
} from "#server/desk/lead/view-log";
export { eraseLead } from "#server/desk/lead/erase";
export { joinPerson, splitPerson, takeLead } from "#server/desk/lead/persons";
export { slaOf } from "#server/desk/owners/sla";
export { myLeadsView, type MyLeadsView } from "#server/desk/inbox/my-leads";
export type { DeskEvent } from "#server/desk/events";

/** Whether nobody on the staff takes new leads (the inbox says so above the list). */
export async function nobodyTakesLeads(context: AppLoadContext): Promise<boolean> {
  return !(await context.services.store.staff.listMembers()).some(takesLeads);
}

/** The staff's addresses: the choices of an owner. */
export async function staffEmails(context: AppLoadContext): Promise<string[]> {
  return (await context.services.store.staff.listMembers()).map((member) => member.email);
}
