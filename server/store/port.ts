// The one door to wherever leads are kept. Adapters: SQLite (embedded default) and
// the Firebase Realtime Database (production). Keys make every write idempotent.

export type StoredRecord = Record<string, string>;

export interface PutOptions {
  /** Replace an existing record under the key (certificate updates); default keeps the first. */
  overwrite?: boolean;
}

export interface StorePort {
  readonly kind: "sqlite" | "firebase";
  /**
   * Resolves once the record is durable under `list/key`. Writing a key that is already
   * there is a success that changes nothing (unless `overwrite`), so retries cannot duplicate.
   */
  put(list: string, key: string, record: StoredRecord, options?: PutOptions): Promise<void>;
  get(list: string, key: string): Promise<StoredRecord | undefined>;
  /** Every record of a list in key order, as `[key, record]`. */
  list(list: string): Promise<Array<[string, StoredRecord]>>;
  /** Writable right now? Used by /healthz. */
  health(): Promise<{ ok: boolean }>;
  close(): Promise<void>;
}

/** A write or read that did not complete; its message is safe to log, never shown raw. */
export class StoreError extends Error {
  override name = "StoreError";
}
