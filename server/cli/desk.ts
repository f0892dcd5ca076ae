// npm run desk -- add-missing-rows gives every lead stored before the desk existed its inbox row
//                                  (once), dated by the record's own date; it reads each lead
//                                  list whole, as `npm run export` does.
// npm run desk -- assign-unowned   gives every lead without an owner one, in turn among the members
//                                  who take new leads (leads stored before owners existed).
import { formIds } from "#shared/forms";
import { arrivalOf } from "../desk/lead/missing-rows";
import { assignUnowned } from "../desk/owners/assignment";
import { leadSummary } from "../leads/summary";
import { listNames } from "../leads/records";
import type { SiteServices } from "../services";
import { print, runCli } from "./command";

const BATCH = 500;

async function main({ config, store, notifier }: SiteServices) {
  const [command] = process.argv.slice(2);
  if (command === "assign-unowned") {
    const assigned = await assignUnowned(
      {
        store,
        mailsStaff: notifier.mailsStaff(),
        mailsEscalation: notifier.mailsEscalation(),
      },
      "",
      Date.now(),
    );
    print(`${assigned} ${assigned === 1 ? "lead" : "leads"} given an owner in turn`);
    return;
  }
  // "adopt" is the command's name before 6 December 2026, still in older upgrade notes.
  if (command !== "add-missing-rows" && command !== "adopt")
    throw new Error("Usage: npm run desk -- add-missing-rows | assign-unowned");
  const now = Date.now();
  for (const form of formIds) {
    const list = listNames[form];
    const [records, contexts] = await Promise.all([store.list(list), store.listContexts(list)]);
    const context = new Map(contexts);
    let added = 0;
    for (let start = 0; start < records.length; start += BATCH) {
      const batch = records.slice(start, start + BATCH).map(([key, record]) => ({
        list,
        key,
        summary: leadSummary(form, record, context.get(key)),
        arrivedAt: arrivalOf(record, key, config.SITE_TIME_ZONE, now),
      }));
      added += await store.desk.addMissingRows(batch);
    }
    print(`${list}: ${records.length} leads, ${added} given an inbox row now`);
  }
}

runCli(main);
