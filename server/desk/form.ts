// A desk form's post, read within a limit. The largest desk form is a lead's save: a note and a
// lost reason beside a few short fields. The limit lets the longest note and reason the form
// takes through in any script, and nothing much larger.
import { TRANSPORT_ALLOWANCE_BYTES, WORST_BYTES_PER_UNIT } from "#shared/forms/limits";
import { parseUrlEncoded, readBody } from "../limits/post-body";

/** The longest note taken: a call's summary, not a transcript. */
export const NOTE_MAX = 2000;
/** The longest reason a lead was lost. */
export const REASON_MAX = 300;

export const DESK_FORM_LIMIT_BYTES =
  (NOTE_MAX + REASON_MAX) * WORST_BYTES_PER_UNIT + TRANSPORT_ALLOWANCE_BYTES;

/** The post's fields (the first of a repeated field wins), or undefined when it is too large. */
export async function readDeskForm(
  request: Request,
  limit = DESK_FORM_LIMIT_BYTES,
): Promise<Record<string, string> | undefined> {
  const body = await readBody(request, limit);
  return body.ok ? parseUrlEncoded(body.text) : undefined;
}

/** A passkey ceremony's post is a few kilobytes of JSON; nothing larger is one. */
export const DESK_JSON_LIMIT_BYTES = 64 * 1024;

/** A JSON post's object, or undefined when it is too large, not JSON or not an object. */
export async function readDeskJson(
  request: Request,
  limit = DESK_JSON_LIMIT_BYTES,
): Promise<Record<string, unknown> | undefined> {
  const body = await readBody(request, limit);
  if (!body.ok) return undefined;
  try {
    const value: unknown = JSON.parse(body.text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
