// The stored records are shaped by each form's definition
// (shared/forms/definitions/); this is what the server hands them: the date in the
// business's time zone, and where the lead came from.
import { callbackDate, localDateTime } from "#shared/dates";
import { byForm, mapForms, type FormId, type FormOutput, type StoredRecord } from "#shared/forms";
import type { RecordFacts } from "#shared/forms/definition";

export interface RecordContext {
  now: Date;
  timeZone: string;
  /** Call-back: the path of the page the form was on. */
  source: string;
  /** Enrollment: the full address of the course page. */
  url: string;
}

export const recordFacts = (c: RecordContext): RecordFacts => ({
  stamp: (style) =>
    style === "callback" ? callbackDate(c.now, c.timeZone) : localDateTime(c.now, c.timeZone),
  source: c.source,
  url: c.url,
});

/** The record one form stores for these fields. */
export const buildRecord = <Id extends FormId>(
  form: Id,
  fields: FormOutput<Id>,
  c: RecordContext,
): StoredRecord<Id> => byForm[form].record(fields, recordFacts(c));

/** Each form's store list. */
export const listNames = mapForms((definition) => definition.list);
