// Storing one validated lead: stamp the date, shape the spec's payload, and keep it
// exactly once through the store (same key, or same content within the window).
import type { FormId } from "../../shared/forms";
import { getConfig } from "../config";
import { kickNotifications, notificationChannels } from "../notify/runtime";
import { getStore, LEAD_DEDUPE_WINDOW_MS, StoreError } from "../store";
import { leadFingerprint } from "./fingerprint";
import { listNames, recordBuilders, type RecordContext } from "./records";

export interface StoreLeadInput {
  form: FormId;
  /** The schema's output for this form. */
  output: unknown;
  context: Omit<RecordContext, "timeZone">;
  key: string;
  keyFromClient: boolean;
  /** The page (or API path) the lead came from, for its notification. */
  page: string;
}

export type StoreLeadResult =
  | { status: "stored" | "duplicate"; key: string; record: Record<string, string> }
  | { status: "conflict" }
  | { status: "failed"; reason: string };

export async function storeLead(input: StoreLeadInput): Promise<StoreLeadResult> {
  const { form } = input;
  // The builders are typed per form; the union of forms was checked by the validation before.
  const build = recordBuilders[form] as (output: unknown, c: RecordContext) => Record<string, string>;
  const record = build(input.output, { ...input.context, timeZone: getConfig().SITE_TIME_ZONE });
  const channels = notificationChannels(form);
  try {
    const result = await getStore().insertLead({
      list: listNames[form],
      key: input.key,
      keyFromClient: input.keyFromClient,
      record,
      fingerprintOf: leadFingerprint(form),
      dedupeWindowMs: LEAD_DEDUPE_WINDOW_MS,
      now: input.context.now.getTime(),
      ...(channels.length > 0 ? { notify: { form, channels, page: input.page } } : {}),
    });
    if (result.status === "stored" && channels.length > 0) kickNotifications();
    return result.status === "conflict" ? result : { ...result, record };
  } catch (error) {
    return { status: "failed", reason: error instanceof StoreError ? error.message : "unexpected store error" };
  }
}
