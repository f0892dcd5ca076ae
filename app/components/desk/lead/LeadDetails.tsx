// Everything stored about a lead, as labelled lines: the record as the form stored it, what is
// kept beside it (plan, consent, campaign), and the notifications sent about it.
import type { LeadPageView } from "~/lib/desk.server";
import { LabelledLines } from "~/components/LabelledLines";

export function LeadDetails({ lead }: { lead: LeadPageView }) {
  return (
    <>
      <section className="desk-panel" aria-labelledby="lead-record">
        <h2 id="lead-record">What they sent</h2>
        <LabelledLines className="lead-lines" lines={lead.fields} label="The record" />
        <p className="lead-key">
          Kept in “{lead.list}”, key {lead.key}
        </p>
      </section>
      <section className="desk-panel" aria-labelledby="lead-context">
        <h2 id="lead-context">Where they came from</h2>
        <LabelledLines
          className="lead-lines"
          lines={[...lead.summary, ...lead.beside]}
          label="The lead's context"
        />
      </section>
      <section className="desk-panel" aria-labelledby="lead-notifications">
        <h2 id="lead-notifications">Notifications</h2>
        {lead.notifications.length > 0 ? (
          <LabelledLines className="lead-lines" lines={lead.notifications} label="Notifications" />
        ) : (
          <p>None were sent for this lead (no email or webhook was set up).</p>
        )}
      </section>
    </>
  );
}
