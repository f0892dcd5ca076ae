// The only interface to wherever leads are stored. Adapters: SQLite (embedded default) and the
// Firebase Realtime Database (production). Exactly-once lives here, in the store, not in
// one process's memory: every adapter must pass test/store/contract.ts.
import type { LeadContext } from "#shared/forms/lead-context";
import type { DeskStorePort, LeadSummary } from "./desk";
import type { ErasureAnnouncementsPort, ErasureReason } from "./erase-announcements";
import type { OutboxChannel, OutboxPort } from "./outbox";
import type { StaffStorePort } from "./staff";

export type StoredRecord = Record<string, string>;

export interface PutOptions {
  /** Replace an existing record under the key (certificate updates); default keeps the first. */
  overwrite?: boolean;
  /** With overwrite: the lead's summary for the desk, made from the new record (a correction). */
  summary?: LeadSummary;
}

/** One lead to keep exactly once. */
export interface LeadWrite {
  list: string;
  /** The key a new record goes under. */
  key: string;
  /** True when the key came from the client (Idempotency-Key, a key minted in the browser). */
  keyFromClient: boolean;
  /**
   * A key the client sent for a lead that goes under a key of its own (a newsletter sign-up
   * goes under its address): remembered beside the record, as a client's key is when its lead
   * was already stored, so the same key again is the first result, and with another lead a
   * conflict.
   */
  clientKey?: string;
  record: StoredRecord;
  /**
   * What makes two records the same lead (the content without its date). The store calls
   * it on records it already stores, so it must be a pure function of the record.
   */
  fingerprintOf: (record: StoredRecord) => string;
  /** Identical content within this window is the same lead (back-and-resubmit, double click). */
  dedupeWindowMs: number;
  now: number;
  /** Notifications to queue with the lead, in the same write, only if it is stored now. */
  notify?: { form: string; channels: OutboxChannel[]; page?: string };
  /**
   * What the lead carries beyond the stored record (plan, attribution, consent): stored beside
   * the record under the same key, in the same write, only if the record is stored now. A
   * duplicate keeps the first lead's context. Omit it when there is nothing to keep.
   */
  context?: LeadContext;
  /**
   * The lead's summary for the desk: its inbox row is created in the same write
   * (server/store/desk.ts).
   */
  desk?: LeadSummary;
}

export type LeadWriteResult =
  /** Written now, under `key` (the requested key, or the key an in-flight twin claimed). */
  | { status: "stored"; key: string }
  /** Already stored, under `key`: the first result again. */
  | { status: "duplicate"; key: string }
  /** The key already stores another lead: nothing was written, the first record is intact. */
  | { status: "conflict" };

/** A record as stored, with where it is. */
export interface RecordInList {
  list: string;
  key: string;
  record: StoredRecord;
}

/**
 * A lead to erase; `fingerprint` (the content hash it was deduplicated by) lets the store forget
 * that too.
 */
export interface EraseTarget {
  list: string;
  key: string;
  fingerprint?: string;
}

/** A lead that was erased, and whether the CRM is told (`lead.erased`, queued with the erasure). */
export interface ErasedLead {
  list: string;
  key: string;
  /**
   * The CRM may have the lead: its `lead.created` was delivered, or an attempt was made (one
   * under way, or one that failed by a timeout, may have reached the receiver all the same).
   */
  announced: boolean;
}

export interface StorePort {
  readonly kind: "sqlite" | "firebase";
  /**
   * Keeps a lead exactly once, whatever the number of processes, however slow the store:
   * the same key or the same content within the window ends as one record. Resolves only
   * once the record is durable; rejects with StoreError when that is not confirmed.
   */
  insertLead(write: LeadWrite): Promise<LeadWriteResult>;
  /**
   * Resolves once the record is durable under `list/key`. A key that is already there
   * keeps its first record (unless `overwrite`), so retries cannot duplicate or replace.
   */
  put(list: string, key: string, record: StoredRecord, options?: PutOptions): Promise<void>;
  get(list: string, key: string): Promise<StoredRecord | undefined>;
  /** Every record of a list in key order, as `[key, record]`. */
  list(list: string): Promise<Array<[string, StoredRecord]>>;
  /** The context stored with the lead under `list/key`, when it has a record and a context. */
  getContext(list: string, key: string): Promise<LeadContext | undefined>;
  /**
   * The contexts of a list's stored leads in key order, as `[key, context]`; leads without one are
   * absent.
   */
  listContexts(list: string): Promise<Array<[string, LeadContext]>>;
  /**
   * Replaces the context of these leads of `list` with what `change` makes of it (a pure
   * function: it may run again when another writer changed the context meanwhile), and
   * returns the keys whose context changed. A lead without a record or without a context is
   * left alone: nothing is created. The records themselves are never written.
   */
  updateContexts(
    list: string,
    keys: readonly string[],
    change: (context: LeadContext) => LeadContext,
  ): Promise<string[]>;
  /**
   * Every record of these lists that `matches` accepts, list by list in key order. The lists
   * are read whole: a visitor's address is matched canonically by the caller (case, Unicode
   * form), which no store index can do on addresses stored as typed.
   */
  findRecords(
    lists: readonly string[],
    matches: (record: StoredRecord) => boolean,
  ): Promise<RecordInList[]>;
  /**
   * Erases leads for good: each record, its context, its notifications in every state
   * (waiting, dead, delivered), and the dedupe memory that points at it (content claims,
   * client keys that led to it). In the same store step, a lead the CRM may have gets
   * its `lead.erased` announcement queued in `erasures`. Returns the leads that were stored.
   */
  eraseLeads(
    targets: readonly EraseTarget[],
    erasure: { reason: ErasureReason; now: number },
  ): Promise<ErasedLead[]>;
  /** The `lead.erased` announcements waiting for the CRM (see erase-announcements.ts). */
  readonly erasures: ErasureAnnouncementsPort;
  /** The notifications of stored leads (see outbox.ts). */
  readonly outbox: OutboxPort;
  /** What the lead desk keeps beside each lead, and its access log (see desk.ts). */
  readonly desk: DeskStorePort;
  /** The staff desk's people, sessions, sign-in codes and passkeys (see staff.ts). */
  readonly staff: StaffStorePort;
  /**
   * A real write read back, within the store's time bound. Used by /healthz and at start.
   * `missingIndex` says what an operator must deploy when the store lacks an index its
   * queries need (Firebase); it is safe to show.
   */
  health(): Promise<{ ok: boolean; reason?: string; missingIndex?: string }>;
  close(): Promise<void>;
}

/** A write or read that did not complete; its message is safe to log, never shown raw. */
export class StoreError extends Error {
  override name = "StoreError";
}

/** Content-window dedupe: identical leads within ten minutes are one lead. */
export const LEAD_DEDUPE_WINDOW_MS = 10 * 60 * 1000;
/**
 * How long a client key keeps getting its first result (the Idempotency-Key draft suggests 24 h).
 */
export const CLIENT_KEY_TTL_MS = 24 * 60 * 60 * 1000;
