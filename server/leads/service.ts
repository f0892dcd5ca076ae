// Storing one validated lead: stamp the date, shape the stored record, and keep it
// exactly once through the store (same key, or same content within the window).
import type { FormId, FormOutput, StoredRecord } from "#shared/forms";
import type { LeadContext } from "#shared/forms/lead-context";
import type { NotifyConfig } from "../notify/settings";
import type { Notifier } from "../notify/runtime";
import { leadSummary } from "./summary";
import { LEAD_DEDUPE_WINDOW_MS, StoreError, type LeadWriteResult, type StorePort } from "../store";
import { leadFingerprint } from "./fingerprint";
import { contextToStore } from "./lead-context";
import { buildRecord, listNames, type RecordContext } from "./records";

/** The services of the site (server/services.ts) that storing a lead uses. */
export interface LeadStoreServices {
  config: Pick<NotifyConfig, "SITE_TIME_ZONE">;
  store: StorePort;
  notifier: Pick<Notifier, "channels" | "pollNow">;
  /**
   * Told of each lead stored now, and awaited before the visitor's answer (the desk gives it its
   * owner there); whatever fails in it is its own to report, never the visitor's.
   */
  leadStored?: (lead: { list: string; key: string; form: FormId }) => Promise<void>;
}

export interface StoreLeadInput<Id extends FormId = FormId> {
  form: Id;
  /** The schema's output for this form. */
  output: FormOutput<Id>;
  context: Omit<RecordContext, "timeZone">;
  key: string;
  keyFromClient: boolean;
  /**
   * A key the client sent for a lead that goes under a key of its own (see LeadWrite.clientKey).
   */
  clientKey?: string;
  /** The page (or API path) the lead came from, for its notification. */
  page: string;
  /** What the lead carries beyond the stored record; stored beside it under the same key. */
  leadContext?: LeadContext;
}

export type StoreLeadResult<Id extends FormId = FormId> =
  | { status: "stored" | "duplicate"; key: string; record: StoredRecord<Id> }
  | { status: "conflict" }
  | { status: "failed"; reason: string };

export async function storeLead<Id extends FormId>(
  services: LeadStoreServices,
  input: StoreLeadInput<Id>,
): Promise<StoreLeadResult<Id>> {
  const { form } = input;
  const record = buildRecord(form, input.output, {
    ...input.context,
    timeZone: services.config.SITE_TIME_ZONE,
  });
  const channels = services.notifier.channels(form);
  const leadContext = contextToStore(input.leadContext);
  let result: LeadWriteResult;
  try {
    result = await services.store.insertLead({
      list: listNames[form],
      key: input.key,
      keyFromClient: input.keyFromClient,
      ...(input.clientKey !== undefined ? { clientKey: input.clientKey } : {}),
      record,
      fingerprintOf: leadFingerprint(form),
      dedupeWindowMs: LEAD_DEDUPE_WINDOW_MS,
      now: input.context.now.getTime(),
      ...(channels.length > 0 ? { notify: { form, channels, page: input.page } } : {}),
      ...(leadContext ? { context: leadContext } : {}),
      desk: leadSummary(form, record, leadContext),
    });
    if (result.status === "stored" && channels.length > 0) services.notifier.pollNow();
  } catch (error) {
    return {
      status: "failed",
      reason: error instanceof StoreError ? error.message : "unexpected store error",
    };
  }
  // Stored: nothing after this point may turn the lead into a failure.
  if (result.status === "stored")
    await services.leadStored?.({ list: listNames[form], key: result.key, form }).catch(() => {});
  return result.status === "conflict" ? result : { ...result, record };
}
