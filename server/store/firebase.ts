// Firebase Realtime Database over its REST API rather than the database SDK: the SDK
// queues writes in memory while offline and never rejects them (firebase-admin-node
// issue 2004). Every write here answers once, within the store's time bound, and every
// "keep the first" is a conditional request (ETag / if-match, 412 when someone was first),
// so it holds with any number of server instances. See docs/decisions/0003-firebase-rest.md.
import { randomBytes } from "node:crypto";
import { StoreError, type LeadWrite, type LeadWriteResult, type StoredRecord, type StorePort } from "./port";

export interface FirebaseStoreOptions {
  databaseURL: string;
  /** An OAuth2 access token with the firebase.database scope. */
  getAccessToken: () => Promise<string>;
  /** Bound on one whole store operation, however many requests it takes. */
  timeoutMs: number;
}

interface Answer {
  status: number;
  etag: string | null;
  value: unknown;
}

type Create = { created: true } | { created: false; etag: string; value: unknown };

const isRecord = (value: unknown): value is StoredRecord => value !== null && typeof value === "object" && !Array.isArray(value);
const isClaim = (value: unknown): value is { key: string; at: number } =>
  isRecord(value) && typeof value.key === "string" && typeof (value as { at?: unknown }).at === "number";
const isAlias = (value: unknown): value is { target: string; fingerprint: string } =>
  isRecord(value) && typeof value.target === "string" && typeof value.fingerprint === "string";

export function openFirebaseStore(options: FirebaseStoreOptions): StorePort {
  const base = options.databaseURL.replace(/\/+$/, "");
  const url = (...segments: string[]) => `${base}/${segments.map(encodeURIComponent).join("/")}.json`;
  const instance = randomBytes(8).toString("hex");
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

    async function read(target: string): Promise<Answer> {
      return call("GET", target);
    }

    async function createIfAbsent(target: string, value: unknown): Promise<Create> {
      emptyEtag ??= (await read(url("_store", "empty", randomBytes(9).toString("base64url")))).etag ?? undefined;
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

    async function deleteIf(target: string, etag: string): Promise<void> {
      await call("DELETE", target, { ifMatch: etag });
    }

    return { call, read, createIfAbsent, replaceIf, deleteIf };
  }

  type Operation = ReturnType<typeof operation>;

  /**
   * Claims the content's fingerprint for `key`, or names the key that claimed it within
   * the window. A claim is a small record of its own, created with `if-match`, so two
   * instances writing the same content at once agree on one key.
   */
  async function claimFingerprint(op: Operation, write: LeadWrite, fingerprint: string) {
    const target = url("_leads", "fingerprints", write.list, fingerprint);
    const claim = { key: write.key, at: write.now };
    for (let attempt = 0; attempt < 3; attempt++) {
      const created = await op.createIfAbsent(target, claim);
      if (created.created) return { key: write.key, owned: true, etag: undefined };
      if (isClaim(created.value) && write.now - created.value.at <= write.dedupeWindowMs) {
        return { key: created.value.key, owned: false, etag: created.etag };
      }
      // An expired (or unreadable) claim is taken over, unless another instance just did.
      if (await op.replaceIf(target, claim, created.etag)) return { key: write.key, owned: true, etag: undefined };
    }
    throw new StoreError("firebase write: the content claim kept changing");
  }

  async function insertLead(write: LeadWrite): Promise<LeadWriteResult> {
    const op = operation("write");
    const fingerprint = write.fingerprintOf(write.record);
    const aliasUrl = url("_leads", "aliases", write.list, write.key);
    const sameLead = (value: unknown) => isRecord(value) && write.fingerprintOf(value) === fingerprint;

    if (write.keyFromClient) {
      // A key the client chose may have been answered before, directly or as an alias.
      const [held, alias] = await Promise.all([op.read(url(write.list, write.key)), op.read(aliasUrl)]);
      if (held.value !== null) return sameLead(held.value) ? { status: "duplicate", key: write.key } : { status: "conflict" };
      if (isAlias(alias.value)) {
        return alias.value.fingerprint === fingerprint ? { status: "duplicate", key: alias.value.target } : { status: "conflict" };
      }
    }

    const claim = await claimFingerprint(op, write, fingerprint);
    const created = await op.createIfAbsent(url(write.list, claim.key), write.record);
    const rememberAlias = async (target: string) => {
      if (write.keyFromClient && target !== write.key) {
        await op.createIfAbsent(aliasUrl, { target, fingerprint, at: write.now });
      }
    };
    if (created.created) {
      // Under our own key, or under the key of a twin whose write had not landed yet.
      await rememberAlias(claim.key);
      return { status: "stored", key: claim.key };
    }
    if (sameLead(created.value)) {
      await rememberAlias(claim.key);
      return { status: "duplicate", key: claim.key };
    }
    if (claim.owned) return { status: "conflict" };
    // The claim points at another lead (a reused key won a race): this content gets its own key.
    if (claim.etag && (await op.replaceIf(url("_leads", "fingerprints", write.list, fingerprint), { key: write.key, at: write.now }, claim.etag))) {
      const own = await op.createIfAbsent(url(write.list, write.key), write.record);
      if (own.created) return { status: "stored", key: write.key };
      if (sameLead(own.value)) return { status: "duplicate", key: write.key };
    }
    return { status: "conflict" };
  }

  const asRecords = (value: unknown): Array<[string, StoredRecord]> =>
    isRecord(value)
      ? Object.entries(value as unknown as Record<string, StoredRecord>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      : [];

  return {
    kind: "firebase",
    insertLead,
    async put(list, key, record, putOptions) {
      const op = operation("write");
      if (putOptions?.overwrite) await op.call("PUT", url(list, key), { body: JSON.stringify(record) });
      else await op.createIfAbsent(url(list, key), record);
    },
    async get(list, key) {
      const { value } = await operation("read").read(url(list, key));
      return isRecord(value) ? value : undefined;
    },
    async list(list) {
      return asRecords((await operation("read").read(url(list))).value);
    },
    async health() {
      // A real write, read back: credentials, rules, quota and reachability all show here.
      const op = operation("health probe");
      const probe = { at: new Date().toISOString(), nonce: randomBytes(12).toString("base64url") };
      try {
        await op.call("PUT", url("_health", instance), { body: JSON.stringify(probe) });
        const back = await op.read(url("_health", instance));
        if (!isRecord(back.value) || back.value.nonce !== probe.nonce) return { ok: false, reason: "the probe read back differently" };
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: (error as Error).message };
      }
    },
    async close() {},
  };
}
