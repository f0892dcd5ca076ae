import { getConfig } from "../config";
import { openFirebaseStore } from "./firebase";
import { cachedTokenSource, credentialFrom } from "./firebase-credential";
import type { StorePort } from "./port";
import { openSqliteStore } from "./sqlite";

export type { StorePort, StoredRecord } from "./port";
export { StoreError } from "./port";

let store: StorePort | undefined;

/** The configured store, opened on first use (not at import, so importing stays free of I/O). */
export function getStore(): StorePort {
  if (store) return store;
  const config = getConfig();
  store = config.FIREBASE_DATABASE_URL
    ? openFirebaseStore({
        databaseURL: config.FIREBASE_DATABASE_URL,
        getAccessToken: cachedTokenSource(credentialFrom(config)),
        timeoutMs: config.STORE_TIMEOUT_MS,
      })
    : openSqliteStore(config.DATA_DIR);
  return store;
}

/** For tests and the CLI: swap or close the process's store. */
export async function setStore(next: StorePort | undefined) {
  if (store && store !== next) await store.close();
  store = next;
}
