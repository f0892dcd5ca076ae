// The key that signs /my-data links (and keys the request log's address hashes): the
// PRIVACY_SECRET setting, or on a machine without one (a fresh clone, development) a random
// key made once and stored in DATA_DIR, so links survive a restart without any setup. Each
// site reads it once (its privacy work, server/privacy/runtime.ts, keeps what this returns).
// The key can be replaced: PRIVACY_SECRET_PREVIOUS, the one it replaced, still opens the links
// made with it (an unsubscribe link never expires), while everything new is made with the
// current one (README, PRIVACY_SECRET).
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PRIVACY_SECRET_MIN_LENGTH } from "./settings";

export const SECRET_FILE = "privacy-secret";

/**
 * The keys a link of this site may have been made with: the current one first, then the one it
 * replaced.
 */
export function verifyingSecrets(
  current: string,
  config: { PRIVACY_SECRET_PREVIOUS?: string | undefined },
): string[] {
  return config.PRIVACY_SECRET_PREVIOUS === undefined || config.PRIVACY_SECRET_PREVIOUS === current
    ? [current]
    : [current, config.PRIVACY_SECRET_PREVIOUS];
}

export function privacySecret(config: {
  PRIVACY_SECRET?: string | undefined;
  DATA_DIR: string;
}): string {
  if (config.PRIVACY_SECRET !== undefined) return config.PRIVACY_SECRET;
  const file = path.resolve(config.DATA_DIR, SECRET_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': several processes starting at once agree on the first one's key.
    writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as { code?: unknown }).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < PRIVACY_SECRET_MIN_LENGTH)
    throw new Error(`${file} holds no usable key: delete it to have a new one made`);
  return secret;
}
