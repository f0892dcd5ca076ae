// Everyone on the desk, each with their switches (new leads, downloads) and, for others than the
// admin looking, a change of role, their passkeys removed, and "Remove…", which asks first (a GET,
// so it works without JavaScript).
import { Form } from "@remix-run/react";
import { STAFF_ROLES } from "#shared/desk";
import type { StaffRow } from "./staff-row";

/**
 * A small form of one button about one member: its fields travel hidden, in the order given; the
 * button's accessible name says whom it is about.
 */
function MemberButton(props: {
  method?: "get" | "post";
  fields: Record<string, string>;
  label: string;
  ariaLabel: string;
  look: "ghost" | "danger";
}) {
  return (
    <Form method={props.method ?? "post"}>
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={`button button--small button--${props.look}`}
        aria-label={props.ariaLabel}
      >
        {props.label}
      </button>
    </Form>
  );
}

/** One switch of a member's (new leads, downloads): a post that turns it the other way. */
function StaffSwitch(props: { email: string; intent: string; on: boolean; label: string }) {
  return (
    <MemberButton
      fields={{ intent: props.intent, email: props.email, on: props.on ? "no" : "yes" }}
      label={props.label}
      ariaLabel={`${props.label}: ${props.email}`}
      look="ghost"
    />
  );
}

export function StaffList(props: { members: StaffRow[]; me: string; error: string | undefined }) {
  const { members, me, error } = props;
  return (
    <section className="desk-panel" aria-labelledby="staff-list">
      <h2 id="staff-list">Everyone on the desk ({members.length})</h2>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="desk-list">
        {members.map((member) => (
          <li key={member.email}>
            <div className="desk-list__main">
              <strong>
                {member.email}
                {member.email === me ? " (you)" : ""}
              </strong>
              <span>
                <span className="desk-tag">{member.role}</span> added {member.added}
              </span>
              <span>
                {member.takesLeads ? "Takes new leads" : "Takes no new leads"}
                {member.role === "admin"
                  ? ""
                  : member.canExport
                    ? " · may download leads"
                    : " · may not download leads"}
              </span>
            </div>
            <div className="desk-list__actions">
              <StaffSwitch
                email={member.email}
                intent="takes-leads"
                on={member.takesLeads}
                label={member.takesLeads ? "Stop new leads" : "Give new leads"}
              />
              {member.role === "admin" ? null : (
                <StaffSwitch
                  email={member.email}
                  intent="can-export"
                  on={member.canExport}
                  label={member.canExport ? "Stop downloads" : "Allow downloads"}
                />
              )}
            </div>
            {member.email === me ? null : (
              <div className="desk-list__actions">
                <Form method="post" className="desk-list__actions">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="email" value={member.email} />
                  <label className="visually-hidden" htmlFor={`role-${member.email}`}>
                    Role of {member.email}
                  </label>
                  <select id={`role-${member.email}`} name="role" defaultValue={member.role}>
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="button button--small button--ghost">
                    Change role
                  </button>
                </Form>
                <MemberButton
                  fields={{ intent: "passkeys", email: member.email }}
                  label="Remove passkeys"
                  ariaLabel={`Remove the passkeys of ${member.email}`}
                  look="ghost"
                />
                <MemberButton
                  method="get"
                  fields={{ confirm: "remove", email: member.email }}
                  label="Remove…"
                  ariaLabel={`Remove ${member.email}…`}
                  look="danger"
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
