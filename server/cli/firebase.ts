// npm run firebase -- deploy-rules   deploys server/store/database.rules.json to
// FIREBASE_DATABASE_URL
//                                    (firebase-admin's Database setRules), then checks the outbox query
// npm run firebase -- check          a probe write, and the outbox query with the index it needs
// npm run firebase -- migrate-outbox moves outbox entries of servers before docs/decisions/0017
//                                    into its per-state folders (once, with the old servers stopped)
// npm run firebase -- reindex-desk   writes the desk rows' index fields again, so that rows
//                                    written before an index existed are found by it (with the
//                                    site up; a second run changes nothing)
import type { SiteServices } from "../services";
import type { StorePort } from "../store";
import { cachedTokenSource, credentialFrom } from "../store/firebase-credential";
import { reindexDeskRows } from "../store/firebase-desk-upkeep";
import { migrateLegacyOutbox } from "../store/firebase-outbox";
import { createRestClient } from "../store/firebase-rest";
import { deployRules } from "../store/firebase-rules";
import { print, runCli } from "./command";

async function check(store: StorePort): Promise<void> {
  const health = await store.health();
  if (!health.ok)
    throw new Error(
      health.missingIndex ?? `The database check failed: ${health.reason ?? "no reason given"}`,
    );
  print("The database takes writes, and the outbox query works.");
}

async function main({ config, store }: SiteServices) {
  const [command] = process.argv.slice(2);
  if (!config.FIREBASE_DATABASE_URL)
    throw new Error(
      "Set FIREBASE_DATABASE_URL (and FIREBASE_SERVICE_ACCOUNT or GOOGLE_APPLICATION_CREDENTIALS) first.",
    );
  if (command === "deploy-rules") {
    await deployRules({
      databaseURL: config.FIREBASE_DATABASE_URL,
      serviceAccount: config.FIREBASE_SERVICE_ACCOUNT,
    });
    print(`Deployed server/store/database.rules.json to ${config.FIREBASE_DATABASE_URL}.`);
    await check(store);
  } else if (command === "check") {
    await check(store);
  } else if (command === "migrate-outbox" || command === "reindex-desk") {
    const rest = createRestClient({
      databaseURL: config.FIREBASE_DATABASE_URL,
      getAccessToken: cachedTokenSource(credentialFrom(config)),
      timeoutMs: config.STORE_TIMEOUT_MS,
    });
    if (command === "migrate-outbox")
      print(
        `Moved ${await migrateLegacyOutbox(rest)} outbox entries into _outbox/pending, dead and delivered.`,
      );
    else print(`Rewrote the index fields of ${await reindexDeskRows(rest)} desk rows.`);
  } else {
    throw new Error(
      "Usage: npm run firebase -- deploy-rules | check | migrate-outbox | reindex-desk",
    );
  }
}

runCli(main);
