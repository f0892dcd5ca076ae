// The Realtime Database REST API as this store uses it: every operation bounded by one
// deadline (credential, requests and retries together); ETags asked for only where a
// conditional write needs one; conditional writes (if-match) whose 412 is a result, not a
// failure; 500 and 503 retried within the deadline (503 is documented as "not attempted",
// and firebase-admin retries both); a refused token (401) replaced once.
import { StoreError } from "./port";

export interface FirebaseStoreOptions {
  databaseURL: string;
  /**
   * An OAuth2 access token with the firebase.database scope. `rejected` is a token the
   * database refused with 401: the source drops it and asks for a new one.
   */
  getAccessToken: (rejected?: string) => Promise<string>;
  /** Bound on one whole store operation, however many requests it takes. */
  timeoutMs: number;
}

/** What one request returned: its status, ETag and JSON body. */
export interface RestResult {
  status: number;
  etag: string | null;
  value: unknown;
  /** An earlier try of this write failed with a 500: it may have landed. */
  mayHaveLanded: boolean;
}

export type Create = { created: true } | { created: false; etag: string | null; value: unknown };

/** The documented ETag of an empty location: `if-match` with it means "only if empty". */
export const NULL_ETAG = "null_etag";
/** How much of the database's error text goes into a log line. */
const ERROR_TEXT_LIMIT = 200;
/** First pause before a retry; doubled each time, with jitter, while the deadline allows. */
const RETRY_BASE_MS = 50;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Same JSON whatever the order of keys: the database does not keep the order we wrote. */
const canonical = (value: unknown): string =>
  isObject(value)
    ? `{${Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
        .join(",")}}`
    : JSON.stringify(value);
export const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** A query string: orderBy/equalTo/startAt/endAt are JSON values, the rest as given. */
export function queryString(params: Record<string, string | number | boolean>): string {
  const json = new Set(["orderBy", "equalTo", "startAt", "endAt"]);
  return `?${Object.entries(params)
    .map(
      ([name, value]) =>
        `${name}=${encodeURIComponent(json.has(name) ? JSON.stringify(value) : String(value))}`,
    )
    .join("&")}`;
}

/**
 * The `error` of the database's response (or its text), on one line and bounded: it names the
 * cause.
 */
async function errorText(response: Response): Promise<string> {
  let text = "";
  try {
    text = await response.text();
    const parsed: unknown = JSON.parse(text);
    if (isObject(parsed) && typeof parsed.error === "string") text = parsed.error;
  } catch {
    // Not JSON, or the body stalled until the deadline: what we have is all we log.
  }
  const line = text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return line.length > ERROR_TEXT_LIMIT ? `${line.slice(0, ERROR_TEXT_LIMIT)}…` : line;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRestClient(options: FirebaseStoreOptions) {
  const base = options.databaseURL.replace(/\/+$/, "");
  /** The JSON address of a location; `query` is appended as given (see queryString). */
  const url = (segments: string[], query = "") =>
    `${base}/${segments.map(encodeURIComponent).join("/")}.json${query}`;

  /** One operation's clock: every request, retry and the credential share its deadline. */
  function operation(what: string) {
    const deadline = Date.now() + options.timeoutMs;
    const remaining = () => Math.max(1, deadline - Date.now());
    const timedOut = () =>
      new StoreError(`firebase ${what} timed out after ${options.timeoutMs} ms`);

    async function token(rejected?: string): Promise<string> {
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(timedOut()), remaining());
      });
      try {
        return await Promise.race([options.getAccessToken(rejected), bound]);
      } catch (error) {
        throw error instanceof StoreError
          ? error
          : new StoreError(
              `firebase credential failed: ${(error as Error).message ?? String(error)}`,
            );
      } finally {
        clearTimeout(timer);
      }
    }

    /**
     * One request, retried on 500/503 while the deadline allows; 412 is a result (someone
     * else was first), every other non-2xx a failure that names the database's reason.
     */
    async function call(
      method: "GET" | "PUT" | "PATCH" | "DELETE",
      target: string,
      init: { body?: string; ifMatch?: string; etag?: boolean } = {},
    ): Promise<RestResult> {
      let rejected: string | undefined;
      let refreshed = false;
      let mayHaveLanded = false;
      for (let attempt = 0; ; attempt++) {
        const bearer = await token(rejected);
        const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
        if (init.etag) headers["X-Firebase-ETag"] = "true";
        if (init.body !== undefined) headers["content-type"] = "application/json";
        if (init.ifMatch !== undefined) headers["if-match"] = init.ifMatch;
        let response: Response;
        try {
          response = await fetch(target, {
            method,
            body: init.body,
            headers,
            signal: AbortSignal.timeout(remaining()),
          });
        } catch (error) {
          throw (error as Error).name === "TimeoutError"
            ? timedOut()
            : new StoreError(`firebase ${what}: ${method} unreachable`);
        }
        if (response.status === 401 && !refreshed) {
          // An expired or revoked token: one fresh one, then the response stands.
          response.body?.cancel().catch(() => undefined);
          refreshed = true;
          rejected = bearer;
          continue;
        }
        if (response.status === 500 || response.status === 503) {
          const wait = RETRY_BASE_MS * 2 ** attempt * (0.5 + Math.random());
          if (Date.now() + wait < deadline - RETRY_BASE_MS) {
            response.body?.cancel().catch(() => undefined);
            // A 503 was not attempted; a 500 on a write may have been applied all the same.
            if (response.status === 500 && method !== "GET") mayHaveLanded = true;
            await pause(wait);
            continue;
          }
        }
        if (!response.ok && response.status !== 412) {
          throw new StoreError(
            `firebase ${what}: ${method} answered ${response.status}: ${await errorText(response)}`,
          );
        }
        let value: unknown;
        try {
          value = await response.json();
        } catch (error) {
          if ((error as Error).name === "TimeoutError") throw timedOut();
          throw new StoreError(`firebase ${what}: ${method} answered with a body that is not JSON`);
        }
        return {
          status: response.status,
          etag: response.headers.get("etag"),
          value,
          mayHaveLanded,
        };
      }
    }

    const read = (target: string, readOptions: { etag?: boolean } = {}) =>
      call("GET", target, readOptions);

    /**
     * Writes `value` only where nothing is. When a retry finds exactly our value after an
     * attempt that may have landed, the value is ours: a retry never turns a write into a
     * duplicate or a conflict. `etag` asks for the ETag of what another writer left.
     */
    async function createIfAbsent(
      target: string,
      value: unknown,
      createOptions: { etag?: boolean } = {},
    ): Promise<Create> {
      const result = await call("PUT", target, {
        body: JSON.stringify(value),
        ifMatch: NULL_ETAG,
        etag: createOptions.etag,
      });
      if (result.status !== 412 || (result.mayHaveLanded && sameJson(result.value, value)))
        return { created: true };
      return { created: false, etag: result.etag, value: result.value };
    }

    /**
     * Replaces what is at `target` if it is still what `etag` names; false when it changed
     * meanwhile.
     */
    async function replaceIf(target: string, value: unknown, etag: string): Promise<boolean> {
      const result = await call("PUT", target, { body: JSON.stringify(value), ifMatch: etag });
      return result.status !== 412 || (result.mayHaveLanded && sameJson(result.value, value));
    }

    /** Deletes what is at `target` if it is still what `etag` names. */
    async function deleteIf(target: string, etag: string): Promise<boolean> {
      const result = await call("DELETE", target, { ifMatch: etag });
      return result.status !== 412 || (result.mayHaveLanded && result.value === null);
    }

    return { call, read, createIfAbsent, replaceIf, deleteIf };
  }

  return { url, operation };
}

export type RestClient = ReturnType<typeof createRestClient>;
export type Operation = ReturnType<RestClient["operation"]>;
