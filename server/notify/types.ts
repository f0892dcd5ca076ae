// What the delivery half of lead notifications is given: one stored lead, as the
// outbox keeps it until every channel has taken it.
import type { NotifiedForm } from "#shared/forms";
import type { LeadContext } from "#shared/forms/lead-context";
import type { StaffNoticeKind } from "../store/outbox";

/**
 * The forms whose leads are announced: each definition says so (`notify`); newsletter sign-ups are
 * not.
 */
export { isNotified, notifiedForms, type NotifiedForm } from "#shared/forms";

export interface LeadNotification {
  /** The lead's key; also the webhook-id, the same on every attempt. */
  id: string;
  form: NotifiedForm;
  /** The store list name: "RCB Leads", "contactForm", "courseFormData", "Campus Ambassador". */
  list: string;
  /** Exactly the stored record (its form definition's `record`, shared/forms/definitions/). */
  record: Record<string, string>;
  /**
   * The page it came from: for a call-back record.source, for an enrollment record.url, else given
   * by the caller.
   */
  page?: string;
  /** ISO 8601 instant at which the lead was stored. */
  storedAt: string;
  /**
   * What the lead carries beyond its record (plan, attribution, consent), read with it at delivery.
   */
  context?: LeadContext;
  /**
   * Set when this announces that nobody contacted the lead in time (the escalation mail to
   * LEADS_ESCALATE_TO, the `lead.overdue` webhook) rather than its arrival.
   */
  overdue?: { slaMinutes: number; escalatedAt: string };
  /**
   * Set when this tells staff about the lead rather than announcing it (StaffNoticeKind): the
   * member `to` (else the escalation address), `repeat` when the person had enquired before,
   * `tag` telling notices of one kind apart, `followUpAt` for a reminder (ISO 8601).
   */
  staff?: {
    kind: StaffNoticeKind;
    to?: string;
    repeat?: boolean;
    tag?: string;
    followUpAt?: string;
  };
}

/**
 * One notification's own id: the lead's key for its arrival, `<key>~overdue` for its escalation,
 * `<key>~assigned` for its owner's mail (a webhook-id, a message id).
 */
export const notificationId = (n: Pick<LeadNotification, "id" | "overdue" | "staff">) =>
  n.overdue
    ? `${n.id}~overdue`
    : n.staff
      ? `${n.id}~${n.staff.kind}${n.staff.tag !== undefined ? `-${n.staff.tag}` : ""}`
      : n.id;

/** The page a lead came from: the caller's word first, then what the record itself says. */
export function leadPage(n: LeadNotification): string | undefined {
  if (n.page !== undefined && n.page.trim() !== "") return n.page;
  const fromRecord =
    n.form === "callback" ? n.record.source : n.form === "enrollment" ? n.record.url : undefined;
  return fromRecord !== undefined && fromRecord.trim() !== "" ? fromRecord : undefined;
}
