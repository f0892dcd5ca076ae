// The database rules this server needs (database.rules.json: no client may read or write,
// and the outbox's indexes), deployed through firebase-admin's Database `setRules`, which
// PUTs them to `<databaseURL>/.settings/rules.json` with the token the store itself uses.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getDatabase } from "firebase-admin/database";
import { adminCredential, cachedTokenSource, credentialFrom } from "./firebase-credential";

export const RULES_FILE = new URL("./database.rules.json", import.meta.url);

export async function deployRules(settings: {
  databaseURL: string;
  serviceAccount?: string;
}): Promise<void> {
  const source = readFileSync(RULES_FILE, "utf8");
  // An app of its own, so that deploying never meets another initialised app's settings.
  const app = initializeApp(
    {
      credential: adminCredential(
        cachedTokenSource(credentialFrom({ FIREBASE_SERVICE_ACCOUNT: settings.serviceAccount })),
      ),
      databaseURL: settings.databaseURL,
    },
    `deploy-rules-${randomBytes(4).toString("hex")}`,
  );
  try {
    await getDatabase(app).setRules(source);
  } finally {
    await deleteApp(app);
  }
}
