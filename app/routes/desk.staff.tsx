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
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AddPerson } from "../components/desk/staff/AddPerson";
import { ConfirmRemove } from "../components/desk/staff/ConfirmRemove";
import { RoutingByForm } from "../components/desk/staff/RoutingByForm";
import { StaffList } from "../components/desk/staff/StaffList";
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
      <AddPerson error={addError} typed={response?.intent === "add" ? response.email : ""} />
      <StaffList members={members} me={me} error={listError} />
      <RoutingByForm routing={routing} members={members} refused={routeError} />
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
