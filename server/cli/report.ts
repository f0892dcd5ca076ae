// npm run report -- sources --since 30d
// Where leads came from: per form, the leads of each campaign source / medium / campaign
// (from each lead's context; "(none)" when the visit carried none), and the enrollments
// per plan. Read from the configured store; a lead counts when its record's date is within
// the last N days.
import { parseArgs } from "node:util";
import { parseStoredDate } from "#shared/dates";
import type { LeadContext } from "#shared/forms/lead-context";
import { formIds } from "#shared/forms";
import { listNames } from "../leads/records";
import type { SiteServices } from "../services";
import { runCli } from "./command";

const DAY_MS = 24 * 60 * 60 * 1000;
const NONE = "(none)";
const USAGE = "Usage: npm run report -- sources --since 30d";

function parseSince(text: string | undefined): number {
  const match = /^(\d{1,4})d$/.exec(text ?? "30d");
  if (!match || Number(match[1]) < 1)
    throw new Error(`--since takes a number of days, like 30d. ${USAGE}`);
  return Number(match[1]);
}

/** Rows of text as a plain table: a header, a rule, and columns aligned (numbers to the right). */
function textTable(
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  numeric: ReadonlySet<number>,
): string {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

const countInto = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);
const byCountThenName = ([a, x]: [string, number], [b, y]: [string, number]) =>
  y - x || (a < b ? -1 : a > b ? 1 : 0);

async function main({ config, store }: SiteServices) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { since: { type: "string", default: "30d" } },
  });
  if (positionals[0] !== "sources" || positionals.length !== 1) throw new Error(USAGE);
  const days = parseSince(values.since);
  const since = Date.now() - days * DAY_MS;
  const timeZone = config.SITE_TIME_ZONE;

  const sourceRows: string[][] = [];
  const plans = new Map<string, number>();
  for (const form of formIds) {
    const list = listNames[form];
    const [records, contexts] = await Promise.all([store.list(list), store.listContexts(list)]);
    const contextOf = new Map<string, LeadContext>(contexts);
    const counts = new Map<string, number>();
    for (const [key, record] of records) {
      const at = parseStoredDate((record.date ?? "").trim(), timeZone)?.getTime();
      if (at === undefined || at < since) continue;
      const context = contextOf.get(key);
      const a = context?.attribution;
      // A tab cannot be in a cleaned value, so it separates the three parts of the group.
      countInto(
        counts,
        [a?.utm_source ?? NONE, a?.utm_medium ?? NONE, a?.utm_campaign ?? NONE].join("\t"),
      );
      if (form === "enrollment") countInto(plans, context?.plan ?? "(no plan)");
    }
    for (const [group, leads] of [...counts].sort(byCountThenName))
      sourceRows.push([form, ...group.split("\t"), String(leads)]);
  }

  const period = days === 1 ? "last day" : `last ${days} days`;
  const out = [
    `Leads per form by source / medium / campaign, ${period} (${timeZone})`,
    "",
    sourceRows.length > 0
      ? textTable(["form", "source", "medium", "campaign", "leads"], sourceRows, new Set([4]))
      : "No leads.",
    "",
    `Enrollments per plan, ${period}`,
    "",
    plans.size > 0
      ? textTable(
          ["plan", "enrollments"],
          [...plans].sort(byCountThenName).map(([plan, n]) => [plan, String(n)]),
          new Set([1]),
        )
      : "No enrollments.",
    "",
  ];
  process.stdout.write(out.join("\n"));
}

runCli(main);
