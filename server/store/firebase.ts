// Firebase Realtime Database over its REST API rather than the database SDK: the SDK
// queues writes in memory while offline and never rejects them (firebase-admin-node
// issue 2004). A REST PUT to a path we choose answers once, is bounded by a timeout,
// and repeating it cannot create a second record. See docs/decisions/0003-firebase-rest.md.
import { StoreError, type StoredRecord, type StorePort } from "./port";

export interface FirebaseStoreOptions {
  databaseURL: string;
  /** An OAuth2 access token with the firebase.database scope. */
  getAccessToken: () => Promise<string>;
  timeoutMs: number;
}

const withTimeout = <T>(work: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StoreError(`firebase ${what} timed out after ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof StoreError ? error : new StoreError(`firebase ${what} failed: ${String(error)}`));
      },
    );
  });

export function openFirebaseStore(options: FirebaseStoreOptions): StorePort {
  const base = options.databaseURL.replace(/\/+$/, "");
  const url = (...segments: string[]) => `${base}/${segments.map(encodeURIComponent).join("/")}.json`;

  async function call(method: "GET" | "PUT", target: string, body?: string): Promise<unknown> {
    const token = await withTimeout(options.getAccessToken(), options.timeoutMs, "credential");
    let response: Response;
    try {
      response = await fetch(target, {
        method,
        body,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const reason = (error as Error).name === "TimeoutError" ? `timed out after ${options.timeoutMs} ms` : "unreachable";
      throw new StoreError(`firebase ${method} ${reason}`);
    }
    if (!response.ok) {
      // Drain without waiting: the status is all we need, and a stalled body must not hold the visitor.
      response.body?.cancel().catch(() => undefined);
      throw new StoreError(`firebase ${method} answered ${response.status}`);
    }
    try {
      return await response.json();
    } catch {
      throw new StoreError(`firebase ${method} answered with a body that is not JSON`);
    }
  }

  const asRecords = (value: unknown): Array<[string, StoredRecord]> =>
    value && typeof value === "object"
      ? Object.entries(value as Record<string, StoredRecord>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      : [];

  return {
    kind: "firebase",
    async put(list, key, record) {
      // PUT to a key we chose is idempotent: a retry or a late duplicate lands on the same path.
      await call("PUT", url(list, key), JSON.stringify(record));
    },
    async get(list, key) {
      const value = await call("GET", url(list, key));
      return value && typeof value === "object" ? (value as StoredRecord) : undefined;
    },
    async list(list) {
      return asRecords(await call("GET", url(list)));
    },
    async health() {
      try {
        await call("PUT", url("_health", "lastCheck"), JSON.stringify({ at: new Date().toISOString() }));
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },
    async close() {},
  };
}
