// npm run export -- --list "RCB Leads" --format json|csv [--with-context]
// Prints one list from the configured store (SQLite by default, Firebase when set). Without
// --with-context the output is the stored records alone; with it, each lead's context
// (plan, consent, attribution) comes too, and for a lead form's list the lead's person (as the
// inbox's CSV has it): JSON `{ key: { ...record, context, person } }`, CSV columns.
import { parseArgs } from "node:util";
import { personsOfList } from "../desk/lead/persons";
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
  const [contexts, personOf] = await Promise.all([
    store.listContexts(values.list).then((entries) => new Map(entries)),
    personsOfList(store, values.list),
  ]);
  if (values.format === "csv") {
    process.stdout.write(
      toCsv(rows, {
        columns: personOf ? [...contextColumnNames, "person"] : contextColumnNames,
        of: (key) => ({
          ...contextColumns(contexts.get(key)),
          ...(personOf ? { person: personOf(key) } : {}),
        }),
      }),
    );
    return;
  }
  const withContext = rows.map(([key, record]) => [
    key,
    { ...record, context: contexts.get(key) ?? {}, ...(personOf ? { person: personOf(key) } : {}) },
  ]);
  process.stdout.write(`${JSON.stringify(Object.fromEntries(withContext), null, 2)}\n`);
}

runCli(main);
