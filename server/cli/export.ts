// npm run export -- --list "RCB Leads" --format json|csv [--with-context]
// Prints one list from the configured store (SQLite by default, Firebase when set). Without
// --with-context the output is the stored records alone; with it, each lead's context
// (plan, consent, attribution) comes too: JSON `{ key: { ...record, context } }`, CSV columns.
import { parseArgs } from "node:util";
import type { SiteServices } from "../services";
import { contextColumnNames, contextColumns } from "../leads/context-columns";
import { toCsv } from "../csv";
import { runCli } from "./command";

async function main({ store }: SiteServices) {
  const { values } = parseArgs({
    options: {
      list: { type: "string" },
      format: { type: "string", default: "json" },
      "with-context": { type: "boolean", default: false },
    },
  });
  if (!values.list)
    throw new Error(
      'Name the list: --list "RCB Leads" (or contactForm, "Campus Ambassador", courseFormData, newsletter)',
    );
  if (values.format !== "json" && values.format !== "csv")
    throw new Error("--format must be json or csv");
  const rows = await store.list(values.list);
  if (!values["with-context"]) {
    process.stdout.write(
      values.format === "csv"
        ? toCsv(rows)
        : `${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`,
    );
    return;
  }
  const contexts = new Map(await store.listContexts(values.list));
  if (values.format === "csv") {
    process.stdout.write(
      toCsv(rows, { columns: contextColumnNames, of: (key) => contextColumns(contexts.get(key)) }),
    );
    return;
  }
  const withContext = rows.map(([key, record]) => [
    key,
    { ...record, context: contexts.get(key) ?? {} },
  ]);
  process.stdout.write(`${JSON.stringify(Object.fromEntries(withContext), null, 2)}\n`);
}

runCli(main);
