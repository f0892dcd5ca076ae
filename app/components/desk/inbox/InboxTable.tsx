// One page of the inbox: a table on a wide screen; on a phone each row is drawn as a card
// (desk-leads.css), the same markup, so what a screen reader hears does not depend on width.
import { Link } from "@remix-run/react";
import type { InboxItem } from "~/lib/desk.server";

interface Props {
  items: InboxItem[];
  newsletter: boolean;
  /** One row per person: each says how many enquiries its person has, linking to the lead. */
  perPerson?: boolean;
  /**
   * Each row gets a checkbox for a bulk change (InboxBulk.tsx, whose form holds the table), and
   * these refs start checked (a refused bulk change drawn again).
   */
  select?: { checked: readonly string[] } | undefined;
}

export function InboxTable({ items, newsletter, perPerson = false, select }: Props) {
  // By the lead, not its version: the page is drawn afresh, so a lead changed since is shown as
  // it now is, and stays selected.
  const leadOf = (ref: string) => ref.slice(ref.indexOf("~") + 1);
  const checked = new Set((select?.checked ?? []).map(leadOf));
  return (
    <table className={`inbox-table${select ? " inbox-table--select" : ""}`}>
      <caption className="visually-hidden">
        {newsletter
          ? "Newsletter sign-ups, newest first"
          : perPerson
            ? "People, one row each: their newest enquiry, newest first"
            : "Leads, newest first"}
      </caption>
      <thead>
        <tr>
          {select ? (
            <th scope="col" className="inbox-table__select">
              <span className="visually-hidden">Select</span>
            </th>
          ) : null}
          <th scope="col">Received</th>
          <th scope="col">Form</th>
          <th scope="col">{newsletter ? "Email" : "Name"}</th>
          <th scope="col">Course and plan</th>
          <th scope="col">Source</th>
          <th scope="col">Status</th>
          <th scope="col">Owner</th>
          <th scope="col">
            {/* "FOLLOW-" and "UP" on two lines would read as two words. */}
            Next <span className="inbox-table__words">follow-up</span>
          </th>
          <th scope="col">Age</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr
            key={`${item.list}~${item.key}`}
            className={`inbox-row inbox-row--${item.status}${item.overdue ? " inbox-row--overdue" : ""}`}
          >
            {select ? (
              <td className="inbox-row__select">
                <input
                  type="checkbox"
                  name="lead"
                  value={item.ref}
                  defaultChecked={checked.has(leadOf(item.ref))}
                  aria-label={`Select ${item.name || item.email || item.key}`}
                />
                {/* "All on this page" takes these, so it works without JavaScript too. */}
                <input type="hidden" name="shown" value={item.ref} />
              </td>
            ) : null}
            <td className="inbox-row__received" data-label="Received">
              <time dateTime={item.receivedIso}>{item.received}</time>
            </td>
            <td className="inbox-row__form" data-label="Form">
              {item.form}
            </td>
            <td className="inbox-row__name" data-label="Name">
              <Link to={item.path} prefetch="none">
                {item.name || item.email || item.key}
              </Link>
              {item.repeat ? (
                <span className="repeat-badge" title="This person had enquired before">
                  Repeat
                </span>
              ) : null}
              {item.name && item.email ? (
                <span className="inbox-row__contact" title={item.email}>
                  {item.email}
                </span>
              ) : null}
              {item.phone ? <span className="inbox-row__contact">{item.phone}</span> : null}
              {item.enquiries ? (
                <Link to={item.path} prefetch="none" className="inbox-row__enquiries">
                  {item.enquiries}
                </Link>
              ) : null}
            </td>
            <td className="inbox-row__course" data-label="Course">
              {item.course || "—"}
              {item.plan ? <span className="inbox-row__plan">{item.plan}</span> : null}
            </td>
            <td className="inbox-row__source" data-label="Source">
              {item.source}
              {item.campaign ? <span className="inbox-row__plan">{item.campaign}</span> : null}
            </td>
            <td className="inbox-row__status" data-label="Status">
              <span className={`status-badge status-badge--${item.status}`}>
                {item.statusLabel}
              </span>
              {item.overdue ? <span className="sla-badge">Overdue</span> : null}
              {item.calls ? <span className="inbox-row__calls">{item.calls}</span> : null}
            </td>
            <td
              className={`inbox-row__owner${item.owner ? "" : " inbox-row__owner--nobody"}`}
              data-label="Owner"
            >
              {item.owner ? <span title={item.owner}>{item.owner}</span> : "—"}
            </td>
            <td
              className={`inbox-row__follow-up${item.nextFollowUp ? "" : " inbox-row__follow-up--none"}`}
              data-label="Next follow-up"
            >
              {item.nextFollowUp ? (
                <>
                  <time dateTime={item.nextFollowUpIso}>{item.nextFollowUp}</time>
                  {item.followUpDue ? <span className="follow-up-badge">Due</span> : null}
                </>
              ) : (
                "—"
              )}
            </td>
            <td className="inbox-row__age" data-label="Age">
              {item.age}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
