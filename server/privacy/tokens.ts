// Signed, sealed, expiring tokens for links sent by email (/my-data/<token>, unsubscribe).
// What a token carries (an email address) is encrypted, so the link in a mail client's
// history or a proxy's log does not name the person; the whole token is then signed with
// HMAC-SHA256, so a token that was not made here, or was changed, or was made for another
// purpose, is refused before anything in it is read. Expiry is inside the sealed part. Tokens
// are always made with the current key; the key it replaced still verifies (secret.ts).
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

export type TokenCheck<T> =
  | { ok: true; data: T; expiresAt: number }
  | { ok: false; reason: "malformed" | "forged" | "expired" };

const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Far longer than any token this site makes; a longer one is refused unread. */
const MAX_TOKEN_LENGTH = 2048;

const derive = (secret: string, use: string) =>
  createHmac("sha256", secret).update(`aptora-token:${use}`).digest();
const signature = (secret: string, purpose: string, body: string) =>
  createHmac("sha256", derive(secret, "signature")).update(`${purpose}.${body}`).digest();

/** A token for `purpose` carrying `data` (JSON) until `expiresAt` (milliseconds since 1970). */
export function signToken(
  secret: string,
  purpose: string,
  data: unknown,
  expiresAt: number,
): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", derive(secret, "encryption"), iv);
  cipher.setAAD(Buffer.from(purpose));
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify({ d: data, x: expiresAt })),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const body = Buffer.concat([iv, sealed]).toString("base64url");
  return `${body}.${signature(secret, purpose, body).toString("base64url")}`;
}

/**
 * The one of `secrets` that signed `body` for `purpose`, if any: each is compared in constant time.
 */
function signer(
  secrets: readonly string[],
  purpose: string,
  body: string,
  mac: string,
): string | undefined {
  const given = Buffer.from(mac, "base64url");
  return secrets.find((secret) => {
    const expected = signature(secret, purpose, body);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * What a token carries, if this site made it for `purpose` and it has not expired at `now`.
 * `secrets`: the current key, or the current one and the one it replaced (a token carries no
 * key name: each is tried, and the one that signed it opens it).
 */
export function verifyToken<T = unknown>(
  secrets: string | readonly string[],
  purpose: string,
  token: string,
  now: number,
): TokenCheck<T> {
  const parts = token.length <= MAX_TOKEN_LENGTH ? token.split(".") : [];
  if (parts.length !== 2 || !parts.every((part) => BASE64URL.test(part)))
    return { ok: false, reason: "malformed" };
  const [body, mac] = parts as [string, string];
  const secret = signer(typeof secrets === "string" ? [secrets] : secrets, purpose, body, mac);
  if (secret === undefined) return { ok: false, reason: "forged" };
  const bytes = Buffer.from(body, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return { ok: false, reason: "malformed" };
  let claims: { d?: unknown; x?: unknown };
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      derive(secret, "encryption"),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    claims = JSON.parse(plain.toString("utf8")) as { d?: unknown; x?: unknown };
  } catch {
    return { ok: false, reason: "forged" };
  }
  if (typeof claims.x !== "number") return { ok: false, reason: "malformed" };
  if (now >= claims.x) return { ok: false, reason: "expired" };
  return { ok: true, data: claims.d as T, expiresAt: claims.x };
}
