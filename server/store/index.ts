import { getConfig } from "../config";
import { openFirebaseStore } from "./firebase";
import { cachedTokenSource, credentialFrom } from "./firebase-credential";
import type { StorePort } from "./port";
import { openSqliteStore } from "./sqlite";

export type { LeadWrite, LeadWriteResult, StorePort, StoredRecord } from "./port";
export type { OutboxChannel, OutboxItem, OutboxState, OutboxStatus } from "./outbox";
export { CLIENT_KEY_TTL_MS, LEAD_DEDUPE_WINDOW_MS, StoreError } from "./port";

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
    : openSqliteStore({
        dataDir: config.DATA_DIR,
        timeoutMs: config.STORE_TIMEOUT_MS,
        maxMb: config.SQLITE_MAX_MB,
        onReopen: (reason) => console.error(`[store] ${reason}; reopened ${config.DATA_DIR}`),
      });
  return store;
}

/** For tests and the CLI: swap or close the process's store. */
export async function setStore(next: StorePort | undefined) {
  if (store && store !== next) await store.close();
  store = next;
}
