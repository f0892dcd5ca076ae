// /desk/staff (admins): who may use the desk. Add a person, change a role, remove a person
// (which ends every session of theirs at once). The desk always keeps one admin; an admin
// changes or removes others, never themselves.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { STAFF_ROLES } from "../../shared/desk";
import { deskForm, requireStaff } from "../lib/desk-session.server";
import {
  deskTime,
  listStaff,
  parseRole,
  removeStaff,
  setStaff,
  staffAddress,
  staffMessages,
} from "../lib/desk-account.server";
import { deskMeta } from "../lib/desk-meta";

export const meta: MetaFunction = () => deskMeta("Staff");

const done: Record<string, string> = {
  added: "Added. They can sign in now with their email address.",
  changed: "Role changed. Their sessions have ended: they sign in again with the new role.",
  removed: "Removed. Every session of theirs has ended.",
  unchanged: "Nothing changed: they already have that role.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, { role: "admin" });
  const members = await listStaff(context.services.store);
  const notice = done[new URL(request.url).searchParams.get("done") ?? ""] ?? null;
  return {
    me: staff.email,
    notice,
    members: members.map((m) => ({
      email: m.email,
      role: m.role,
      added: deskTime(context, m.addedAt),
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, { role: "admin" });
  const fields = await deskForm(request);
  const refuse = (message: string, status = 400) =>
    data(
      { intent: fields.intent ?? "", email: (fields.email ?? "").slice(0, 254), error: message },
      { status },
    );
  const address = staffAddress(fields.email);
  if (!address.ok) return refuse(address.message);
  const { store } = context.services;
  if (fields.intent !== "add" && address.email === staff.email) return refuse(staffMessages.self);
  if (fields.intent === "remove") {
    const outcome = await removeStaff(store, address.email, { keepAnAdmin: true });
    return outcome.ok ? redirect("/desk/staff?done=removed", 303) : refuse(outcome.message, 409);
  }
  const role = parseRole(fields.role);
  if (!role) return refuse(staffMessages.role);
  if (fields.intent === "add" && address.email === staff.email) return refuse(staffMessages.self);
  const outcome = await setStaff(store, address.email, role, { keepAnAdmin: true });
  return outcome.ok
    ? redirect(`/desk/staff?done=${outcome.done}`, 303)
    : refuse(outcome.message, 409);
}

export default function Staff() {
  const { me, members, notice } = useLoaderData<typeof loader>();
  const response = useActionData<typeof action>();
  const addError = response?.intent === "add" ? response.error : undefined;
  const listError = response && response.intent !== "add" ? response.error : undefined;
  return (
    <>
      <h1>Staff</h1>
      {notice ? (
        <p className="desk-notice" role="status">
          {notice}
        </p>
      ) : null}
      <section className="desk-panel" aria-labelledby="staff-add">
        <h2 id="staff-add">Add a person</h2>
        <Form method="post" className="desk-inline-form">
          <input type="hidden" name="intent" value="add" />
          <div className={`field${addError ? " field--invalid" : ""}`}>
            <label htmlFor="staff-email">Work email address</label>
            <input
              id="staff-email"
              name="email"
              type="email"
              maxLength={254}
              required
              defaultValue={response?.intent === "add" ? response.email : ""}
              aria-invalid={addError ? true : undefined}
              aria-describedby={addError ? "staff-email-error" : undefined}
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
        {addError ? (
          <p id="staff-email-error" className="field__error" role="alert">
            {addError}
          </p>
        ) : null}
      </section>
      <section className="desk-panel" aria-labelledby="staff-list">
        <h2 id="staff-list">Everyone on the desk ({members.length})</h2>
        {listError ? (
          <p className="field__error" role="alert">
            {listError}
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
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="email" value={member.email} />
                    <button
                      type="submit"
                      className="button button--small button--danger"
                      aria-label={`Remove ${member.email}`}
                    >
                      Remove
                    </button>
                  </Form>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
