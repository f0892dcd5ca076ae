import type { SiteConfig } from "../config";
import type { Logger } from "../logging/logger";
import { openFirebaseStore } from "./firebase";
import { cachedTokenSource, credentialFrom } from "./firebase-credential";
import type { StorePort } from "./port";
import { openSqliteStore } from "./sqlite";

export type {
  EraseTarget,
  ErasedLead,
  RecordInList,
  LeadWrite,
  LeadWriteResult,
  StorePort,
  StoredRecord,
} from "./port";
export type { OutboxChannel, OutboxItem, OutboxState, OutboxStatus } from "./outbox";
export { CLIENT_KEY_TTL_MS, LEAD_DEDUPE_WINDOW_MS, StoreError } from "./port";

/**
 * Opens the store the settings name (the caller keeps it: server/services.ts opens it on first
 * use).
 */
export function openStore(config: SiteConfig, log: Logger): StorePort {
  return config.FIREBASE_DATABASE_URL
    ? openFirebaseStore({
        databaseURL: config.FIREBASE_DATABASE_URL,
        getAccessToken: cachedTokenSource(credentialFrom(config)),
        timeoutMs: config.STORE_TIMEOUT_MS,
      })
    : openSqliteStore({
        dataDir: config.DATA_DIR,
        timeoutMs: config.STORE_TIMEOUT_MS,
        maxMb: config.SQLITE_MAX_MB,
        onReopen: (reason) =>
          log.error(
            { module: "store", reason, dataDir: config.DATA_DIR },
            "the SQLite file was reopened",
          ),
      });
}

/**
 * What the server says about its store when it starts: whether it takes a write, and
 * (Firebase) whether the outbox query works, naming the index to deploy when it does not.
 */
export async function storeStartLine(store: StorePort): Promise<{ ok: boolean; line: string }> {
  const health = await store.health();
  if (health.ok)
    return { ok: true, line: `[store] ${store.kind} takes writes and answers the outbox query` };
  return {
    ok: false,
    line: `[store] ${store.kind} is not ready: ${health.missingIndex ?? health.reason ?? "no reason given"}`,
  };
}
