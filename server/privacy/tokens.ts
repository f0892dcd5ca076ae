// Signed tokens for privacy links (one-click unsubscribe, the my-data link): who they are for,
// what they may do, and until when, sealed with an HMAC of PRIVACY_SECRET. Nothing is stored
// to check one; a link that must work only once keeps that fact where its action is recorded.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";

/** The settings a token is sealed with. */
export type TokenSettings = Pick<Config, "PRIVACY_SECRET" | "DATA_DIR">;

/** What a token lets its holder do; a token signed for one purpose is refused for another. */
export type TokenPurpose = "unsubscribe" | "my-data";

export interface TokenClaims {
  /** Whom the token is for: an email address as the visitor gave it. */
  subject: string;
  /** Milliseconds since the epoch after which the token is refused; absent: no end. */
  expiresAt?: number;
  /** A random id, for a link that may be used once (the caller records its use). */
  id?: string;
}

const SECRET_FILE = "privacy-secret";
const secrets = new Map<string, Buffer>();

/**
 * PRIVACY_SECRET, or on a server without it (a fresh clone, no SITE_URL) a secret made once and
 * kept beside the data in DATA_DIR, so links stay valid across restarts. Created exclusively:
 * two processes starting at once end up reading the same file.
 */
function secret(config: TokenSettings): Buffer {
  if (config.PRIVACY_SECRET) return Buffer.from(config.PRIVACY_SECRET, "utf8");
  const file = path.resolve(config.DATA_DIR, SECRET_FILE);
  let known = secrets.get(file);
  if (!known) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    known = Buffer.from(readFileSync(file, "utf8").trim(), "utf8");
    secrets.set(file, known);
  }
  return known;
}

const seal = (config: TokenSettings, purpose: TokenPurpose, body: string) => createHmac("sha256", secret(config)).update(`${purpose}.${body}`).digest();

export function signToken(config: TokenSettings, purpose: TokenPurpose, claims: TokenClaims): string {
  const body = Buffer.from(JSON.stringify({ s: claims.subject, x: claims.expiresAt, i: claims.id }), "utf8").toString("base64url");
  return `${body}.${seal(config, purpose, body).toString("base64url")}`;
}

/** The token's claims when it was signed here for this purpose and has not expired; else undefined. */
export function verifyToken(config: TokenSettings, purpose: TokenPurpose, token: unknown, now = Date.now()): TokenClaims | undefined {
  if (typeof token !== "string" || token.length > 2000) return undefined;
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length > 0) return undefined;
  const given = Buffer.from(signature, "base64url");
  const expected = seal(config, purpose, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  const { s, x, i } = (claims ?? {}) as { s?: unknown; x?: unknown; i?: unknown };
  if (typeof s !== "string" || (x !== undefined && typeof x !== "number") || (i !== undefined && typeof i !== "string")) return undefined;
  if (x !== undefined && now > x) return undefined;
  return { subject: s, ...(x === undefined ? {} : { expiresAt: x }), ...(i === undefined ? {} : { id: i }) };
}
