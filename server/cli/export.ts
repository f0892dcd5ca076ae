// npm run export -- --list "RCB Leads" --format json|csv
// Prints one list from the configured store (SQLite by default, Firebase when set).
import { parseArgs } from "node:util";
import type { ServerParts } from "../parts";
import { runCli } from "./run";
import { toCsv } from "./csv";

async function main({ store }: ServerParts) {
  const { values } = parseArgs({
    options: { list: { type: "string" }, format: { type: "string", default: "json" } },
  });
  if (!values.list) throw new Error('Name the list: --list "RCB Leads" (or contactForm, "Campus Ambassador", courseFormData, newsletter)');
  if (values.format !== "json" && values.format !== "csv") throw new Error("--format must be json or csv");
  const rows = await store.list(values.list);
  process.stdout.write(values.format === "csv" ? toCsv(rows) : `${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`);
}

runCli(main);
