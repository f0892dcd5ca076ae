// /desk/staff (admins): who may use the desk. Add a person, change a role, remove a person
// (which ends every session of theirs at once) after a confirmation: a GET shows it, only the
// post removes, so it works without JavaScript. The desk always keeps one admin; an admin
// changes or removes others, never themselves, and may remove a member's passkeys; each
// member's switches (takes new leads, may download leads); each lead form's new leads routed to
// one member or to everyone in turn; every unowned lead given an owner in turn. Every change needs a sign-in within the last 10 minutes (the admin is asked to sign in
// again and comes back) and a staff change is an access-log row naming the member.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { STAFF_ROLES } from "#shared/desk";
import {
  assignUnownedLeads,
  deskForm,
  deskTime,
  formRouting,
  listStaff,
  logRoutingChange,
  logStaffChange,
  parseRole,
  removeEveryPasskey,
  removeStaff,
  requireFreshProof,
  requireStaff,
  routedForm,
  setFormRoute,
  setStaff,
  setStaffSwitch,
  staffAddress,
  staffMessages,
  takesLeads,
} from "../lib/desk.server";
import { deskMeta } from "../lib/desk/meta";

export const meta: MetaFunction = () => deskMeta("Staff");

const done: Record<string, string> = {
  added: "Added. They can sign in now with their email address.",
  changed: "Role changed. Their sessions have ended: they sign in again with the new role.",
  removed: "Removed. Every session of theirs has ended.",
  passkeys: "Their passkeys are removed: they sign in with an emailed code until they add one.",
  unchanged: "Nothing changed: they already have that role.",
  switched: "Changed.",
  routed: "Saved: the form's new leads go as shown under New leads by form.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, { role: "admin" });
  const members = await listStaff(context.services.store);
  const query = new URL(request.url).searchParams;
  const notice = done[query.get("done") ?? ""] ?? null;
  // "Remove…" asks first: the confirmation is shown for a member this admin may remove, and
  // for nobody else (an address no longer on the staff, or their own).
  const asked = query.get("confirm") === "remove" ? staffAddress(query.get("email")) : undefined;
  const confirmRemove =
    asked?.ok && asked.email !== staff.email && members.some((m) => m.email === asked.email)
      ? asked.email
      : null;
  return {
    me: staff.email,
    notice,
    confirmRemove,
    members: members.map((m) => ({
      email: m.email,
      role: m.role,
      added: deskTime(context, m.addedAt),
      takesLeads: takesLeads(m),
      canExport: m.role === "admin" || m.canExport === true,
    })),
    assigned: query.has("assigned") ? Number(query.get("assigned")) || 0 : null,
    routing: await formRouting(context.services.store, members),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, { role: "admin" });
  requireFreshProof(request, context, staff);
  const fields = await deskForm(request);
  const refuse = (message: string, status = 400) =>
    data(
      {
        intent: fields.intent ?? "",
        email: (fields.email ?? "").slice(0, 254),
        form: (fields.form ?? "").slice(0, 40),
        member: (fields.member ?? "").slice(0, 254),
        error: message,
      },
      { status },
    );
  const { intent } = fields;
  if (intent === "route") {
    const form = routedForm(fields.form);
    if (!form) return refuse(staffMessages.leadForm);
    const outcome = await setFormRoute(context.services.store, form, fields.member);
    if (!outcome.ok) return refuse(outcome.message, 409);
    if (outcome.done === "changed")
      await logRoutingChange(context, staff.email, form, outcome.member);
    return redirect("/desk/staff?done=routed", 303);
  }
  if (intent === "assign-unowned") {
    const assigned = await assignUnownedLeads(context, staff.email);
    return redirect(`/desk/staff?assigned=${assigned}`, 303);
  }
  if (intent === "takes-leads" || intent === "can-export") {
    const address = staffAddress(fields.email);
    if (!address.ok) return refuse(address.message);
    const on = fields.on === "yes";
    const outcome = await setStaffSwitch(
      context.services.store,
      address.email,
      intent === "takes-leads" ? { takesLeads: on } : { canExport: on },
    );
    // The right to download leads is a privilege: logged as a change of the member's role is.
    if (outcome.ok && intent === "can-export")
      await logStaffChange(context, staff.email, "staff-role", address.email);
    return outcome.ok ? redirect("/desk/staff?done=switched", 303) : refuse(outcome.message, 409);
  }
  if (intent !== "add" && intent !== "role" && intent !== "remove" && intent !== "passkeys")
    return refuse(staffMessages.form);
  const address = staffAddress(fields.email);
  if (!address.ok) return refuse(address.message);
  const { store } = context.services;
  if (fields.intent !== "add" && address.email === staff.email) return refuse(staffMessages.self);
  if (fields.intent === "passkeys") {
    await removeEveryPasskey(context.services, address.email, staff.email);
    return redirect("/desk/staff?done=passkeys", 303);
  }
  if (fields.intent === "remove") {
    const outcome = await removeStaff(store, address.email, { keepAnAdmin: true });
    if (outcome.ok) await logStaffChange(context, staff.email, "staff-removed", address.email);
    return outcome.ok ? redirect("/desk/staff?done=removed", 303) : refuse(outcome.message, 409);
  }
  const role = parseRole(fields.role);
  if (!role) return refuse(staffMessages.role);
  if (fields.intent === "add" && address.email === staff.email) return refuse(staffMessages.self);
  const outcome = await setStaff(store, address.email, role, {
    keepAnAdmin: true,
    onlyMembers: intent === "role",
  });
  if (!outcome.ok) return refuse(outcome.message, 409);
  if (outcome.done === "added" || outcome.done === "changed")
    await logStaffChange(
      context,
      staff.email,
      outcome.done === "added" ? "staff-added" : "staff-role",
      address.email,
    );
  return redirect(`/desk/staff?done=${outcome.done}`, 303);
}

/** One switch of a member's (new leads, downloads): a post that turns it the other way. */
function StaffSwitch(props: { email: string; intent: string; on: boolean; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="email" value={props.email} />
      <input type="hidden" name="on" value={props.on ? "no" : "yes"} />
      <button
        type="submit"
        className="button button--small button--ghost"
        aria-label={`${props.label}: ${props.email}`}
      >
        {props.label}
      </button>
    </Form>
  );
}

export default function Staff() {
  const { me, members, notice, confirmRemove, assigned, routing } = useLoaderData<typeof loader>();
  const response = useActionData<typeof action>();
  const addError = response?.intent === "add" ? response.error : undefined;
  const listError =
    response && response.intent !== "add" && response.intent !== "route"
      ? response.error
      : undefined;
  const routeError = response?.intent === "route" ? response : undefined;
  return (
    <>
      <h1>Staff</h1>
      {/* A refusal after a change: the change's notice is not news now (loaders are not asked again). */}
      {notice && !response ? (
        <p className="desk-notice" role="status">
          {notice}
        </p>
      ) : null}
      {assigned !== null ? (
        <p className="desk-notice" role="status">
          {assigned === 1 ? "1 lead" : `${assigned} leads`} given an owner in turn.
        </p>
      ) : null}
      {confirmRemove ? <ConfirmRemove email={confirmRemove} /> : null}
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
                  <Form method="post">
                    <input type="hidden" name="intent" value="passkeys" />
                    <input type="hidden" name="email" value={member.email} />
                    <button
                      type="submit"
                      className="button button--small button--ghost"
                      aria-label={`Remove the passkeys of ${member.email}`}
                    >
                      Remove passkeys
                    </button>
                  </Form>
                  <Form method="get">
                    <input type="hidden" name="confirm" value="remove" />
                    <input type="hidden" name="email" value={member.email} />
                    <button
                      type="submit"
                      className="button button--small button--danger"
                      aria-label={`Remove ${member.email}…`}
                    >
                      Remove…
                    </button>
                  </Form>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className="desk-panel" aria-labelledby="staff-routing">
        <h2 id="staff-routing">New leads by form</h2>
        <p>
          A repeat enquiry goes to the person&apos;s owner. Other new leads of a form go to the
          form&apos;s member while they take new leads, otherwise to everyone in turn.
        </p>
        <ul className="desk-list">
          {routing.map((route) => {
            const error = routeError?.form === route.form ? routeError.error : undefined;
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
                        defaultValue={error ? routeError!.member : route.member}
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
      <section className="desk-panel" aria-labelledby="staff-unowned">
        <h2 id="staff-unowned">Leads without an owner</h2>
        <p>
          Leads stored before owners were given, or while nobody took new leads, can get an owner
          now, in turn among the members who take new leads.
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="assign-unowned" />
          <button type="submit" className="button button--ghost">
            Give them owners
          </button>
        </Form>
      </section>
    </>
  );
}

/**
 * The second step of removing a person: only this post removes. It posts to the page's plain
 * address, so a refusal (the last admin) is shown without the question again.
 */
function ConfirmRemove({ email }: { email: string }) {
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
