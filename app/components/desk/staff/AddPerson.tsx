// The staff page's form that adds a person with a role; a refusal is shown under it with the
// address as typed.
import { Form } from "@remix-run/react";
import { STAFF_ROLES } from "#shared/desk";

export function AddPerson({ error, typed }: { error: string | undefined; typed: string }) {
  return (
    <section className="desk-panel" aria-labelledby="staff-add">
      <h2 id="staff-add">Add a person</h2>
      <Form method="post" className="desk-inline-form">
        <input type="hidden" name="intent" value="add" />
        <div className={`field${error ? " field--invalid" : ""}`}>
          <label htmlFor="staff-email">Work email address</label>
          <input
            id="staff-email"
            name="email"
            type="email"
            maxLength={254}
            required
            defaultValue={typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "staff-email-error" : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="staff-role">Role</label>
          <select id="staff-role" name="role" defaultValue="sales">
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          Add
        </button>
      </Form>
      {error ? (
        <p id="staff-email-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
