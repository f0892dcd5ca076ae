// How many bytes a post may carry, derived from the fields' own limits so that the
// longest valid value of every field, in any script, always fits: no valid lead is ever
// refused for its size, and nothing much larger is ever read.
import type * as v from "valibot";
import { byForm, type FormId } from "./registry";

/**
 * One UTF-16 code unit costs at most 9 bytes in a form post: a character of the Basic
 * Multilingual Plane is 3 UTF-8 bytes, each sent as %XX. (An emoji is two code units and
 * 4 bytes, 12 escaped; JSON escapes cost 6 per unit.)
 */
export const WORST_BYTES_PER_UNIT = 9;

/** Room for what a transport adds: the hidden fields of a page form, the extra API fields. */
export const TRANSPORT_ALLOWANCE_BYTES = 8 * 1024;

type Node = { type?: string; requirement?: unknown; pipe?: readonly Node[] };

/** The smallest max_length found in a field's pipe (pipes may nest). */
function maxLengthOf(schema: Node): number | undefined {
  let found: number | undefined;
  for (const item of schema.pipe ?? []) {
    const inner =
      item.type === "max_length" && typeof item.requirement === "number"
        ? item.requirement
        : maxLengthOf(item);
    if (inner !== undefined) found = found === undefined ? inner : Math.min(found, inner);
  }
  return found;
}

export function fieldMaxLengths(form: FormId): Record<string, number> {
  const entries: v.ObjectEntries = byForm[form].schema.entries;
  return Object.fromEntries(
    Object.entries(entries).map(([name, schema]) => {
      const max = maxLengthOf(schema);
      if (max === undefined) throw new Error(`${form}.${name} has no maximum length`);
      return [name, max];
    }),
  );
}

/** The body limit of one form's posts, page or API. */
export function bodyLimitBytes(form: FormId): number {
  let total = TRANSPORT_ALLOWANCE_BYTES;
  for (const [name, max] of Object.entries(fieldMaxLengths(form)))
    total += name.length + 2 + max * WORST_BYTES_PER_UNIT;
  return total;
}
