// Who may sign in to the desk, from the command line (the first admin is added here; after that,
// admins manage the staff at /desk/staff):
//   npm run staff -- add <email> [--role admin|sales] [--takes-leads yes|no]
//   npm run staff -- remove <email>      (every session of theirs ends at once)
//   npm run staff -- list                (address, role, when added, whether they take new leads;
//                                        then whom each lead form's new leads go to)
//   npm run staff -- route <form> <email>|everyone   (a form's new leads to one member, or in turn)
import { parseArgs } from "node:util";
import {
  formRouting,
  listStaff,
  parseRole,
  removeStaff,
  routedForm,
  routedForms,
  setFormRoute,
  setStaff,
  setStaffSwitch,
  staffAddress,
  staffMessages,
} from "../desk/staff/members";
import { takesLeads } from "../desk/owners/assignment";
import type { SiteServices } from "../services";
import { print, runCli } from "./command";

const USAGE =
  "Usage: npm run staff -- add <email> [--role admin|sales] [--takes-leads yes|no] | remove <email> | list" +
  ` | route <${routedForms.join("|")}> <email>|everyone`;

async function staffCommand(
  { store }: Pick<SiteServices, "store">,
  args: string[],
  print: (line: string) => void,
): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: "string" }, "takes-leads": { type: "string" } },
  });
  const [command, typed, ...extra] = positionals;
  if (command === "list" && typed === undefined) {
    const members = await listStaff(store);
    for (const member of members)
      print(
        [
          member.email,
          member.role,
          new Date(member.addedAt).toISOString(),
          takesLeads(member) ? "takes new leads" : "takes no new leads",
        ].join("\t"),
      );
    print(`${members.length} ${members.length === 1 ? "member" : "members"}`);
    for (const route of await formRouting(store, members))
      print(`New leads of ${route.form}: ${route.member || "everyone in turn"}`);
    return;
  }
  if (command === "route") {
    const [member] = extra;
    const form = routedForm(typed);
    if (!form || member === undefined || extra.length > 1 || Object.keys(values).length > 0)
      throw new Error(USAGE);
    const outcome = await setFormRoute(store, form, member === "everyone" ? "" : member);
    if (!outcome.ok) throw new Error(`${member}: ${outcome.message}`);
    print(`New leads of ${form}: ${outcome.member ?? "everyone in turn"}`);
    return;
  }
  if ((command !== "add" && command !== "remove") || typed === undefined || extra.length > 0)
    throw new Error(USAGE);
  const address = staffAddress(typed);
  if (!address.ok) throw new Error(`${typed}: ${address.message}`);
  if (command === "remove") {
    if (values.role !== undefined || values["takes-leads"] !== undefined) throw new Error(USAGE);
    const removed = await removeStaff(store, address.email);
    if (!removed.ok) throw new Error(`${address.email}: ${removed.message}`);
    print(`Removed ${address.email}; every session of theirs has ended.`);
    return;
  }
  const role = parseRole(values.role ?? "sales");
  if (!role) throw new Error(staffMessages.role);
  const switchTo = values["takes-leads"];
  if (switchTo !== undefined && switchTo !== "yes" && switchTo !== "no") throw new Error(USAGE);
  const takes = switchTo === undefined ? undefined : switchTo === "yes";
  const outcome = await setStaff(store, address.email, role, {
    ...(takes !== undefined ? { takesLeads: takes } : {}),
  });
  if (!outcome.ok) throw new Error(`${address.email}: ${outcome.message}`);
  if (takes !== undefined && outcome.done !== "added") {
    await setStaffSwitch(store, address.email, { takesLeads: takes });
    print(`${address.email} ${takes ? "takes" : "takes no"} new leads.`);
    if (outcome.done === "unchanged") return;
  }
  const said = {
    added: `Added ${address.email} as ${role}.`,
    changed: `${address.email} is now ${role}; their sessions have ended.`,
    unchanged: `${address.email} is already ${role}.`,
    removed: "",
  };
  print(said[outcome.done]);
}

runCli((services) => staffCommand(services, process.argv.slice(2), (line) => print(line)));
