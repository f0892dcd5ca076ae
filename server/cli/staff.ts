// npm run staff -- add <email> [--role admin|sales]   adds a member (sales unless named), or
// changes their role npm run staff -- remove <email>                     removes a member and ends
// every session of theirs at once npm run staff -- list                               every member:
// address, role, when added The first admin is added here; after that, admins can manage the staff
// at /desk/staff.
import { parseArgs } from "node:util";
import {
  listStaff,
  parseRole,
  removeStaff,
  setStaff,
  staffAddress,
  staffMessages,
} from "../desk/staff";
import type { SiteServices } from "../services";
import { runCli } from "./run";
import { print } from "./print";

const USAGE = "Usage: npm run staff -- add <email> [--role admin|sales] | remove <email> | list";

async function staffCommand(
  { store }: Pick<SiteServices, "store">,
  args: string[],
  print: (line: string) => void,
): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: "string" } },
  });
  const [command, typed, ...extra] = positionals;
  if (command === "list" && typed === undefined) {
    const members = await listStaff(store);
    for (const member of members)
      print([member.email, member.role, new Date(member.addedAt).toISOString()].join("\t"));
    print(`${members.length} ${members.length === 1 ? "member" : "members"}`);
    return;
  }
  if ((command !== "add" && command !== "remove") || typed === undefined || extra.length > 0)
    throw new Error(USAGE);
  const address = staffAddress(typed);
  if (!address.ok) throw new Error(`${typed}: ${address.message}`);
  if (command === "remove") {
    if (values.role !== undefined) throw new Error(USAGE);
    const removed = await removeStaff(store, address.email);
    if (!removed.ok) throw new Error(`${address.email}: ${removed.message}`);
    print(`Removed ${address.email}; every session of theirs has ended.`);
    return;
  }
  const role = parseRole(values.role ?? "sales");
  if (!role) throw new Error(staffMessages.role);
  const outcome = await setStaff(store, address.email, role);
  if (!outcome.ok) throw new Error(`${address.email}: ${outcome.message}`);
  const said = {
    added: `Added ${address.email} as ${role}.`,
    changed: `${address.email} is now ${role}; their sessions have ended.`,
    unchanged: `${address.email} is already ${role}.`,
    removed: "",
  };
  print(said[outcome.done]);
}

runCli((services) => staffCommand(services, process.argv.slice(2), (line) => print(line)));
