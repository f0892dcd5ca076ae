// The one path of a lead: validate with the shared schema, stamp the date, shape the
// spec's payload, store it under an idempotent key, and say what happened.
import { getConfig } from "../config";
import { dialogs, validateForm, pickFields, type DialogMessage, type FieldErrors, type FormId, type FormValues } from "../../shared/forms";
import { getStore, StoreError } from "../store";
import { mintSubmissionKey, newsletterKey } from "./keys";
import { logLead, maskEmail } from "./log";
import { listNames, recordBuilders, type RecordContext } from "./records";
import { createRecentLeads, fingerprint } from "./recent";

const recent = createRecentLeads();

export type LeadResult =
  | { status: "stored"; key: string; dialog: DialogMessage }
  | { status: "invalid"; fieldErrors: FieldErrors; values: FormValues; dialog: DialogMessage }
  | { status: "failed"; values: FormValues; dialog: DialogMessage };

export interface LeadContext extends Partial<Omit<RecordContext, "timeZone">> {
  /** The idempotency key; a fresh one is minted when absent. */
  key?: string;
}

export async function submitLead(form: FormId, input: unknown, context: LeadContext = {}): Promise<LeadResult> {
  const values = pickFields(form, input);
  const checked = validateForm(form, values);
  if (!checked.success) {
    logLead(form, "invalid", `fields=${Object.keys(checked.fieldErrors).join(",")}`);
    return { status: "invalid", fieldErrors: checked.fieldErrors, values, dialog: checked.dialog };
  }
  const recordContext: RecordContext = {
    now: context.now ?? new Date(),
    timeZone: getConfig().SITE_TIME_ZONE,
    source: context.source ?? "/",
    url: context.url ?? "",
  };
  // The builders are typed per form; the union of forms is checked by the validation above.
  const build = recordBuilders[form] as (output: unknown, c: RecordContext) => Record<string, string>;
  const record = build(checked.output, recordContext);
  const list = listNames[form];
  const print = fingerprint(list, record);
  // The same content sent again within minutes (back and resubmit) lands on the first record.
  const key =
    form === "newsletter"
      ? newsletterKey(record.email ?? "")
      : (recent.keyFor(print) ?? context.key ?? mintSubmissionKey());
  try {
    await getStore().put(list, key, record);
  } catch (error) {
    const reason = error instanceof StoreError ? error.message : "unexpected store error";
    logLead(form, "failed", `key=${key} reason="${reason}"`);
    return { status: "failed", values, dialog: dialogs[form].failure };
  }
  recent.remember(print, key);
  logLead(form, "stored", `key=${key}${record.email ? ` email=${maskEmail(record.email)}` : ""}`);
  return { status: "stored", key, dialog: dialogs[form].success };
}
