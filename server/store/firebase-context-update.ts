// Changing the context stored beside existing leads in the Realtime Database. Each context is
// read with its ETag and written back only if it is still what was read (if-match): a
// context changed meanwhile by another writer is read and changed again, and one erased
// meanwhile is not written back, so an erasure can never be undone by a late update.
import type { LeadContext } from "#shared/forms/lead-context";
import { CONTEXT_FOLDER } from "./firebase-folders";
import { isObject, sameJson, type RestClient } from "./firebase-rest";
import { StoreError } from "./port";

/** Tries per context before giving up: each try that fails means another writer's change landed. */
const ATTEMPTS = 5;

export async function updateFirebaseContexts(
  rest: RestClient,
  list: string,
  keys: readonly string[],
  change: (context: LeadContext) => LeadContext,
): Promise<string[]> {
  const changed = await Promise.all(keys.map((key) => updateOne(rest, list, key, change)));
  return keys.filter((_, n) => changed[n]);
}

async function updateOne(
  rest: RestClient,
  list: string,
  key: string,
  change: (context: LeadContext) => LeadContext,
): Promise<boolean> {
  const op = rest.operation("context update");
  const contextUrl = rest.url([CONTEXT_FOLDER, list, key]);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [record, held] = await Promise.all([
      op.read(rest.url([list, key])),
      op.read(contextUrl, { etag: true }),
    ]);
    // A context counts only beside its record (as getContext reads it); none is ever created here.
    if (!isObject(record.value) || !isObject(held.value) || !held.etag) return false;
    const next = change(held.value);
    if (sameJson(next, held.value)) return false;
    if (await op.replaceIf(contextUrl, next, held.etag)) return true;
  }
  throw new StoreError(`firebase context update: the context of ${list}/${key} kept changing`);
}
