import { createHash, randomBytes } from "node:crypto";

// Same alphabet and shape as Firebase push IDs: 8 time characters then 12 random ones,
// so keys sort by the time the form was rendered, in SQLite and in Firebase alike.
const ALPHABET = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";
const KEY_PATTERN = /^[-0-9A-Za-z_]{20}$/;

export function mintSubmissionKey(now = Date.now()): string {
  let time = "";
  let t = now;
  for (let i = 0; i < 8; i++) {
    time = ALPHABET[t % 64] + time;
    t = Math.floor(t / 64);
  }
  const random = Array.from(randomBytes(12), (byte) => ALPHABET[byte % 64]).join("");
  return time + random;
}

export const isSubmissionKey = (value: unknown): value is string =>
  typeof value === "string" && KEY_PATTERN.test(value);

/** A key derived from an idempotency token that a client chose (REST `Idempotency-Key`). */
export function keyFromToken(token: string): string {
  const digest = createHash("sha256").update(token).digest();
  return Array.from(digest.subarray(0, 20), (byte) => ALPHABET[byte % 64]).join("");
}

/** One newsletter record per address, whatever its case. */
export const newsletterKey = (email: string) => keyFromToken(`newsletter:${email.trim().toLowerCase()}`);
