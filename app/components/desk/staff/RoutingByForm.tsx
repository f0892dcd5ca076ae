// Each lead form's new leads routed to one member or to everyone in turn; a refused choice is
// shown under its form with the member as chosen.
import { Form } from "@remix-run/react";
import type { FormRouting } from "~/lib/desk.server";
import type { StaffRow } from "./staff-row";

export function RoutingByForm(props: {
  routing: FormRouting[];
  members: StaffRow[];
  refused: { form: string; member: string; error: string } | undefined;
}) {
  const { routing, members, refused } = props;
  return (
    <section className="desk-panel" aria-labelledby="staff-routing">
      <h2 id="staff-routing">New leads by form</h2>
      <p>
        A repeat enquiry goes to the person&apos;s owner. Other new leads of a form go to the
        form&apos;s member while they take new leads, otherwise to everyone in turn.
      </p>
      <ul className="desk-list">
        {routing.map((route) => {
          const mine = refused?.form === route.form ? refused : undefined;
          const error = mine?.error;
          const id = `route-${route.form}`;
          return (
            <li key={route.form}>
              <div className="desk-list__main">
                <Form method="post" action="/desk/staff" className="desk-inline-form">
                  <input type="hidden" name="intent" value="route" />
                  <input type="hidden" name="form" value={route.form} />
                  <div className={`field${error ? " field--invalid" : ""}`}>
                    <label htmlFor={id}>{route.label}</label>
                    <select
                      key={route.member}
                      id={id}
                      name="member"
                      defaultValue={mine ? mine.member : route.member}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                    >
                      <option value="">Everyone in turn</option>
                      {members.map((member) => (
                        <option key={member.email} value={member.email}>
                          {member.email}
                          {member.takesLeads ? "" : " (takes no new leads)"}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button
                    type="submit"
                    className="button button--small"
                    aria-label={`Save: ${route.label}`}
                  >
                    Save
                  </button>
                </Form>
                {error ? (
                  <p id={`${id}-error`} className="field__error" role="alert">
                    {error}
                  </p>
                ) : route.memberIdle ? (
                  <p className="field__hint">
                    {route.member} takes no new leads now: these go to everyone in turn until they
                    do.
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
