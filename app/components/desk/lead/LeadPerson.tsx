// The person behind a lead: their other enquiries (form, when, course, status, owner, a link),
// "Not the same person" to split a wrong match off, and joining a missed one by the other
// enquiry's phone or address. Plain forms: they work without JavaScript.
import { Form, Link } from "@remix-run/react";
import type { LeadPageView } from "~/lib/desk.server";

export function LeadPerson({
  lead,
  joinTyped,
  joinError,
}: {
  lead: Pick<LeadPageView, "enquiries" | "state">;
  joinTyped?: string;
  joinError?: string;
}) {
  return (
    <section className="desk-panel" aria-labelledby="lead-person">
      <h2 id="lead-person">This person</h2>
      {lead.enquiries.length > 0 ? (
        <>
          <p>
            {lead.enquiries.length === 1
              ? "They enquired once more:"
              : `They enquired ${lead.enquiries.length} more times:`}
          </p>
          <ul className="lead-enquiries" aria-label="Their other enquiries">
            {lead.enquiries.map((enquiry) => (
              <li key={enquiry.href}>
                <Link to={enquiry.href}>{enquiry.form}</Link>
                {enquiry.course ? ` · ${enquiry.course}` : ""} · {enquiry.when} · {enquiry.status}
                {" · "}
                {enquiry.owner || "nobody's"}
              </li>
            ))}
          </ul>
          <Form method="post" className="lead-person-form">
            <input type="hidden" name="intent" value="split" />
            <input type="hidden" name="version" value={lead.state.version} />
            <button type="submit" className="button button--ghost">
              Not the same person
            </button>
          </Form>
        </>
      ) : (
        <p>No other enquiry from them.</p>
      )}
      <Form method="post" className="lead-person-form">
        <input type="hidden" name="intent" value="join" />
        <input type="hidden" name="version" value={lead.state.version} />
        <div className={`field${joinError ? " field--invalid" : ""}`}>
          <label htmlFor="join-with">Same person as another enquiry? Its phone or email</label>
          <input
            id="join-with"
            name="joinWith"
            type="text"
            maxLength={254}
            defaultValue={joinTyped ?? ""}
            aria-invalid={joinError ? true : undefined}
            aria-describedby={joinError ? "join-with-error" : undefined}
          />
          {joinError ? (
            <p id="join-with-error" className="field__error" role="alert">
              {joinError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--ghost">
          Join
        </button>
      </Form>
    </section>
  );
}

/** "Take this lead": shown to a member looking at a lead someone else owns (or nobody does). */
export function TakeLead({ owner }: { owner: string }) {
  return (
    <Form method="post" className="lead-take">
      <input type="hidden" name="intent" value="take" />
      <input type="hidden" name="seenOwner" value={owner} />
      <button type="submit" className="button">
        Take this lead
      </button>
    </Form>
  );
}
