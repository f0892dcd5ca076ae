// The Realtime Database REST API as this store uses it: every operation bounded by one
// deadline (credential and requests together), ETags on every answer, and conditional
// writes (if-match) whose 412 is an answer, not a failure.
import { randomBytes } from "node:crypto";
import { StoreError } from "./port";

export interface FirebaseStoreOptions {
  databaseURL: string;
  /** An OAuth2 access token with the firebase.database scope. */
  getAccessToken: () => Promise<string>;
  /** Bound on one whole store operation, however many requests it takes. */
  timeoutMs: number;
}

export interface Answer {
  status: number;
  etag: string | null;
  value: unknown;
}

export type Create = { created: true } | { created: false; etag: string; value: unknown };

export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export function createRestClient(options: FirebaseStoreOptions) {
  const base = options.databaseURL.replace(/\/+$/, "");
  /** The JSON address of a location; `query` is appended as given (orderBy, equalTo). */
  const url = (segments: string[], query = "") => `${base}/${segments.map(encodeURIComponent).join("/")}.json${query}`;
  /** The ETag of an empty location: `if-match` with it means "only if nothing is there yet". */
  let emptyEtag: string | undefined;

  /** One operation's clock: every request and the credential share its deadline. */
  function operation(what: string) {
    const deadline = Date.now() + options.timeoutMs;
    const remaining = () => Math.max(1, deadline - Date.now());
    const timedOut = () => new StoreError(`firebase ${what} timed out after ${options.timeoutMs} ms`);

    async function token(): Promise<string> {
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(timedOut()), remaining());
      });
      try {
        return await Promise.race([options.getAccessToken(), bound]);
      } catch (error) {
        throw error instanceof StoreError ? error : new StoreError(`firebase credential failed: ${String(error)}`);
      } finally {
        clearTimeout(timer);
      }
    }

    /** One request; 412 is an answer (someone else was first), every other non-2xx a failure. */
    async function call(method: "GET" | "PUT" | "DELETE", target: string, init: { body?: string; ifMatch?: string } = {}): Promise<Answer> {
      const headers: Record<string, string> = { authorization: `Bearer ${await token()}`, "X-Firebase-ETag": "true" };
      if (init.body !== undefined) headers["content-type"] = "application/json";
      if (init.ifMatch !== undefined) headers["if-match"] = init.ifMatch;
      let response: Response;
      try {
        response = await fetch(target, { method, body: init.body, headers, signal: AbortSignal.timeout(remaining()) });
      } catch (error) {
        throw (error as Error).name === "TimeoutError" ? timedOut() : new StoreError(`firebase ${what}: ${method} unreachable`);
      }
      if (!response.ok && response.status !== 412) {
        // The status is all we need; a stalled body must not hold the visitor.
        response.body?.cancel().catch(() => undefined);
        throw new StoreError(`firebase ${what}: ${method} answered ${response.status}`);
      }
      let value: unknown;
      try {
        value = await response.json();
      } catch {
        throw new StoreError(`firebase ${what}: ${method} answered with a body that is not JSON`);
      }
      return { status: response.status, etag: response.headers.get("etag"), value };
    }

    const read = (target: string) => call("GET", target);

    async function createIfAbsent(target: string, value: unknown): Promise<Create> {
      emptyEtag ??= (await read(url(["_store", "empty", randomBytes(9).toString("base64url")]))).etag ?? undefined;
      if (!emptyEtag) throw new StoreError(`firebase ${what}: the database sent no ETag`);
      const body = JSON.stringify(value);
      let answer = await call("PUT", target, { body, ifMatch: emptyEtag });
      if (answer.status === 412 && answer.value === null && answer.etag) {
        // Our idea of an empty location's ETag was stale: learn it from this answer, once.
        emptyEtag = answer.etag;
        answer = await call("PUT", target, { body, ifMatch: emptyEtag });
      }
      if (answer.status !== 412) return { created: true };
      return { created: false, etag: answer.etag ?? "", value: answer.value };
    }

    async function replaceIf(target: string, value: unknown, etag: string): Promise<boolean> {
      return (await call("PUT", target, { body: JSON.stringify(value), ifMatch: etag })).status !== 412;
    }

    return { call, read, createIfAbsent, replaceIf };
  }

  return { url, operation };
}

export type RestClient = ReturnType<typeof createRestClient>;
export type Operation = ReturnType<RestClient["operation"]>;
