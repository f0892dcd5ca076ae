// Idempotency keys of lead submissions. Minted in the browser when a form is first used
// (so pages carry nothing per visitor), or on the server for a post without one. Same
// alphabet and shape as Firebase push IDs: 8 time characters then 12 random ones, so keys
// sort by the time they were minted in SQLite and Firebase alike.
const ALPHABET = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";
const KEY_PATTERN = /^[-0-9A-Za-z_]{20}$/;

export function mintSubmissionKey(now = Date.now()): string {
  let time = "";
  let t = now;
  for (let i = 0; i < 8; i++) {
    time = ALPHABET[t % 64] + time;
    t = Math.floor(t / 64);
  }
  const random = Array.from(
    globalThis.crypto.getRandomValues(new Uint8Array(12)),
    (byte) => ALPHABET[byte % 64],
  ).join("");
  return time + random;
}

export const isSubmissionKey = (value: unknown): value is string =>
  typeof value === "string" && KEY_PATTERN.test(value);

/** Turns bytes (a digest) into a key of the same alphabet and length. */
export const keyFromBytes = (bytes: Uint8Array): string =>
  Array.from(bytes.subarray(0, 20), (byte) => ALPHABET[byte % 64]).join("");
