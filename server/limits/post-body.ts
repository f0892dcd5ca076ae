// Reading a post's body within a limit. A body over the limit is still read to its end
// (and thrown away) up to DRAIN_LIMIT_BYTES, so the refusal reaches the browser as a
// response rather than a reset connection; past that, the HTTP layer closes the connection
// after responding (see remix.ts).
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

import { isUtf8 } from "node:buffer";

/** `utf8`: whether the bytes were UTF-8; where they were not, `text` has U+FFFD in their place. */
export type BodyRead =
  { ok: true; text: string; utf8: boolean } | { ok: false; reason: "too-large" };

export async function readBody(request: Request, limit: number): Promise<BodyRead> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES)
    return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, text: "", utf8: true };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > DRAIN_LIMIT_BYTES) break;
      if (size <= limit) chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  if (size > limit) return { ok: false, reason: "too-large" };
  const bytes = Buffer.concat(chunks);
  return {
    ok: true,
    text: new TextDecoder("utf-8", { fatal: false }).decode(bytes),
    utf8: isUtf8(bytes),
  };
}

/**
 * Whether every %-escape of a urlencoded body spells UTF-8, as a browser always sends it. A `%`
 * not followed by two hex digits stands for itself, as URLSearchParams reads it.
 */
export function escapesAreUtf8(body: string): boolean {
  try {
    decodeURIComponent(body.replace(/%(?![0-9a-f]{2})/gi, "%25"));
    return true;
  } catch {
    return false;
  }
}

/** Form fields as text; the first of a repeated field wins, so repeats never reach a record. */
export function parseUrlEncoded(body: string): Record<string, string> {
  const fields = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(body)) {
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}
