// The second step of removing a person: only this post removes. It posts to the page's plain
// address, so a refusal (the last admin) is shown without the question again.
import { Form, Link } from "@remix-run/react";

export function ConfirmRemove({ email }: { email: string }) {
  return (
    <section className="desk-panel" aria-labelledby="staff-remove">
      <h2 id="staff-remove">Remove a person</h2>
      <Form method="post" action="/desk/staff" aria-label="Confirm removal">
        <p role="alert">
          Remove {email}? They are signed out everywhere; the leads they own keep them as owner.
        </p>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="email" value={email} />
        <button type="submit" className="button button--danger">
          Yes, remove
        </button>{" "}
        <Link to="/desk/staff">No, keep</Link>
      </Form>
    </section>
  );
}
