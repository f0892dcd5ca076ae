// Turns the settings into an access-token source, using firebase-admin's own
// credential handling (service-account JSON or Application Default Credentials).
import { applicationDefault, cert, type Credential } from "firebase-admin/app";
import type { Config } from "../config";
import { singleFlight } from "../single-flight";

/** Refresh a little before Google's expiry so a token never dies mid-request. */
const EARLY_REFRESH_MS = 5 * 60 * 1000;

export function credentialFrom(config: Pick<Config, "FIREBASE_SERVICE_ACCOUNT">): Credential {
  if (config.FIREBASE_SERVICE_ACCOUNT) {
    let parsed: object;
    try {
      parsed = JSON.parse(config.FIREBASE_SERVICE_ACCOUNT) as object;
    } catch {
      throw new Error("FIREBASE_SERVICE_ACCOUNT must be the service account's JSON key");
    }
    return cert(parsed);
  }
  return applicationDefault();
}

/**
 * firebase-admin's credentials (one shared instance per service account) keep their token
 * until it nears expiry, even one the database refused. Their Google auth client is
 * internal to firebase-admin 13; marking its token expired makes the next call ask Google.
 * test/integration/firebase.test.ts shows it with a real service-account credential.
 */
function forgetToken(credential: Credential) {
  const client = (credential as { authClient?: { credentials?: Record<string, unknown> } }).authClient;
  // Expired as of 1970: the client asks Google again (the rest of its credentials stay, e.g. its refresh token).
  if (client?.credentials) client.credentials = { ...client.credentials, access_token: undefined, expiry_date: 1 };
}

/** How long one token request may take: a hung one is abandoned, so the next operation asks again. */
const TOKEN_REQUEST_TIMEOUT_MS = 10_000;

/**
 * A token source that asks Google once per token lifetime. `rejected` is a token the database
 * refused (401): it is dropped and a fresh one asked for, once for all who saw it refused.
 */
export function cachedTokenSource(credential: Credential, now = () => Date.now(), options: { timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? TOKEN_REQUEST_TIMEOUT_MS;
  let cached: { token: string; expiresAt: number } | undefined;
  const tokenRequest = singleFlight<"token", string>();
  return async (rejected?: string): Promise<string> => {
    if (rejected !== undefined && cached?.token === rejected) {
      cached = undefined;
      forgetToken(credential);
    }
    if (cached && cached.expiresAt - EARLY_REFRESH_MS > now()) return cached.token;
    // Also after a timeout the request is over: the next caller starts a new one instead of waiting on a hung one.
    return tokenRequest.run("token", () => {
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the token request took longer than ${timeoutMs} ms`)), timeoutMs);
        timer.unref();
      });
      return Promise.race([
        credential.getAccessToken().then((t) => {
          cached = { token: t.access_token, expiresAt: now() + t.expires_in * 1000 };
          return t.access_token;
        }),
        bound,
      ]).finally(() => clearTimeout(timer));
    });
  };
}
