// The access token the store sends to the Realtime Database, from google-auth-library (the
// library firebase-admin itself uses), through its public interface only: a service-account
// key in FIREBASE_SERVICE_ACCOUNT, or Application Default Credentials (the file named by
// GOOGLE_APPLICATION_CREDENTIALS, or the metadata server of the machine it runs on). The library
// is loaded when the first token is asked for: a site on SQLite never loads it.
import type { Credential } from "firebase-admin/app";
import type { AuthClient } from "google-auth-library";
import type { SiteConfig } from "../config";
import { singleFlight } from "../one-at-a-time";

/** What a token for the Realtime Database's REST API must allow. */
export const DATABASE_SCOPES = [
  "https://www.googleapis.com/auth/firebase.database",
  "https://www.googleapis.com/auth/userinfo.email",
];

/** Refresh a little before Google's expiry so a token never dies mid-request. */
const EARLY_REFRESH_MS = 5 * 60 * 1000;

/** Google's access tokens live an hour; assumed only if a client does not say. */
const USUAL_LIFETIME_MS = 60 * 60 * 1000;

/**
 * How long one token request may take: a hung one is abandoned, so the next operation asks again.
 */
const TOKEN_REQUEST_TIMEOUT_MS = 10_000;

/** The part of a google-auth-library client the token source uses: all of it public. */
export type TokenClient = Pick<AuthClient, "credentials" | "setCredentials" | "getAccessToken">;

/** Makes a client whose requests to Google end after `timeoutMs`. */
export type TokenClientFactory = (timeoutMs: number) => TokenClient | Promise<TokenClient>;

const NOT_A_KEY = "FIREBASE_SERVICE_ACCOUNT must be the service account's JSON key";

/**
 * The client the settings name. A key given in FIREBASE_SERVICE_ACCOUNT is read here and only
 * a service account's is taken (the library warns against handing it credentials of any
 * type from a setting); without one, Application Default Credentials find theirs.
 */
export function credentialFrom(
  config: Pick<SiteConfig, "FIREBASE_SERVICE_ACCOUNT">,
): TokenClientFactory {
  if (config.FIREBASE_SERVICE_ACCOUNT) {
    let key: {
      type?: unknown;
      client_email?: unknown;
      private_key?: unknown;
      private_key_id?: unknown;
    };
    try {
      key = JSON.parse(config.FIREBASE_SERVICE_ACCOUNT) as typeof key;
    } catch {
      throw new Error(NOT_A_KEY);
    }
    const { type, client_email: email, private_key: privateKey, private_key_id: keyId } = key ?? {};
    if (type !== "service_account" || typeof email !== "string" || typeof privateKey !== "string")
      throw new Error(NOT_A_KEY);
    return async (timeoutMs) => {
      const { JWT } = await import("google-auth-library");
      return new JWT({
        email,
        key: privateKey,
        keyId: typeof keyId === "string" ? keyId : undefined,
        scopes: DATABASE_SCOPES,
        transporterOptions: { timeout: timeoutMs },
      });
    };
  }
  return async (timeoutMs) => {
    const { GoogleAuth } = await import("google-auth-library");
    return new GoogleAuth({
      scopes: DATABASE_SCOPES,
      clientOptions: { transporterOptions: { timeout: timeoutMs } },
    }).getClient();
  };
}

/**
 * A token source that asks Google once per token lifetime. `rejected` is a token the database
 * refused (401): it is dropped and a fresh one asked for, once for all who saw it refused.
 */
export function cachedTokenSource(
  newClient: TokenClientFactory,
  now = () => Date.now(),
  options: { timeoutMs?: number } = {},
) {
  const timeoutMs = options.timeoutMs ?? TOKEN_REQUEST_TIMEOUT_MS;
  let client: Promise<TokenClient> | undefined;
  let cached: { token: string; expiresAt: number } | undefined;
  const tokenRequest = singleFlight<"token", string>();

  async function fresh(): Promise<string> {
    client ??= Promise.resolve().then(() => newClient(timeoutMs));
    const current = await client;
    // The client keeps a token until it nears expiry, even one the database refused: marking it
    // expired (its public credentials; the rest, such as a refresh token, stay) makes it ask Google
    // now.
    current.setCredentials({ ...current.credentials, access_token: null, expiry_date: 1 });
    const { token } = await current.getAccessToken();
    if (!token) throw new Error("Google answered without an access token");
    cached = { token, expiresAt: current.credentials.expiry_date ?? now() + USUAL_LIFETIME_MS };
    return token;
  }

  return async (rejected?: string): Promise<string> => {
    if (rejected !== undefined && cached?.token === rejected) cached = undefined;
    if (cached && cached.expiresAt - EARLY_REFRESH_MS > now()) return cached.token;
    // Also after a timeout the request is over: the next caller starts a new one, with a new
    // client, instead of waiting on the hung one (which the client's own timeout then ends).
    return tokenRequest.run("token", () => {
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the token request took longer than ${timeoutMs} ms`)),
          timeoutMs,
        );
        timer.unref();
      });
      return Promise.race([fresh(), bound])
        .catch((error: unknown) => {
          client = undefined;
          throw error;
        })
        .finally(() => clearTimeout(timer));
    });
  };
}

/**
 * The same tokens as a firebase-admin credential (its public `Credential` interface), for what
 * firebase-admin still does here: deploying the database rules. The short life it is told
 * makes it ask again each time; the source answers from its cache.
 */
export function adminCredential(tokens: () => Promise<string>): Credential {
  return { getAccessToken: async () => ({ access_token: await tokens(), expires_in: 60 }) };
}
