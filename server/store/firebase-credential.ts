// Turns the settings into an access-token source, using firebase-admin's own
// credential handling (service-account JSON or Application Default Credentials).
import { applicationDefault, cert, type Credential } from "firebase-admin/app";
import type { Config } from "../config";

/** Refresh a little before Google's expiry so a token never dies mid-request. */
const EARLY_REFRESH_MS = 5 * 60 * 1000;

export function credentialFrom(config: Config): Credential {
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

export function cachedTokenSource(credential: Credential, now = () => Date.now()) {
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;
  return async (): Promise<string> => {
    if (cached && cached.expiresAt - EARLY_REFRESH_MS > now()) return cached.token;
    pending ??= credential
      .getAccessToken()
      .then((t) => {
        cached = { token: t.access_token, expiresAt: now() + t.expires_in * 1000 };
        return t.access_token;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
