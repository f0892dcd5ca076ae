import { getConfig } from "../config";
import { openFirebaseStore } from "./firebase";
import { cachedTokenSource, credentialFrom } from "./firebase-credential";
import type { StorePort } from "./port";
import { openSqliteStore } from "./sqlite";

export type { EraseTarget, ErasedLead, HeldRecord, LeadWrite, LeadWriteResult, StorePort, StoredRecord } from "./port";
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

/**
 * What the server says about its store when it starts: whether it takes a write, and
 * (Firebase) whether the outbox query works, naming the index to deploy when it does not.
 */
export async function storeStartLine(): Promise<{ ok: boolean; line: string }> {
  const store = getStore();
  const health = await store.health();
  if (health.ok) return { ok: true, line: `[store] ${store.kind} takes writes and answers the outbox query` };
  return { ok: false, line: `[store] ${store.kind} is not ready: ${health.missingIndex ?? health.reason ?? "no reason given"}` };
}

/** For tests and the CLI: swap or close the process's store. */
export async function setStore(next: StorePort | undefined) {
  if (store && store !== next) await store.close();
  store = next;
}
