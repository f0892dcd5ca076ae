// The store's access tokens, from google-auth-library's service-account client against
// Google's token endpoint (test/support/msw/google-oauth.ts): one request for many writes, a
// fresh token a little before the old one expires and after the database refused one, one
// request when many ask at once, and a hung request abandoned at its bound.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cachedTokenSource, credentialFrom } from "#server/store/firebase-credential";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { hungTokenRequest, numberedTokens, oauth } from "../support/msw/google-oauth";
import { testServiceAccount } from "../support/service-account";

const services = mockServices();
beforeAll(() => services.listen({ onUnhandledRequest }));
afterEach(() => services.resetHandlers());
afterAll(() => services.close());

const serviceAccount = testServiceAccount();

describe("cachedTokenSource", () => {
  it("asks for a token once while it is fresh, and again five minutes before it expires", async () => {
    services.use(numberedTokens());
    let now = Date.now();
    const token = cachedTokenSource(
      credentialFrom({ FIREBASE_SERVICE_ACCOUNT: serviceAccount }),
      () => now,
    );
    expect(await token()).toBe("token-1");
    now += 50 * 60 * 1000;
    expect(await token()).toBe("token-1");
    // Google dated the token's expiry by the real clock when it answered, a moment after `now`
    // began: two minutes past the five-minute mark leave that moment any length a test can take.
    now += 7 * 60 * 1000;
    expect(await token()).toBe("token-2");
  });

  it("replaces a token the database refused with a fresh one from Google, once for all who saw it refused", async () => {
    services.use(numberedTokens());
    const token = cachedTokenSource(credentialFrom({ FIREBASE_SERVICE_ACCOUNT: serviceAccount }));
    expect(await token()).toBe("token-1");
    expect(await Promise.all([token("token-1"), token("token-1")])).toEqual(["token-2", "token-2"]);
    // A refusal seen late, of a token already replaced, asks for nothing.
    expect(await token("token-1")).toBe("token-2");
  });

  it("shares one request between callers that ask at the same time", async () => {
    services.use(numberedTokens());
    const before = oauth.tokenRequests;
    const token = cachedTokenSource(credentialFrom({ FIREBASE_SERVICE_ACCOUNT: serviceAccount }));
    expect(await Promise.all([token(), token(), token()])).toEqual([
      "token-1",
      "token-1",
      "token-1",
    ]);
    expect(oauth.tokenRequests).toBe(before + 1);
  });

  it("abandons a token request that hangs at its bound, and the next caller gets a token", async () => {
    services.use(hungTokenRequest(), numberedTokens());
    const token = cachedTokenSource(
      credentialFrom({ FIREBASE_SERVICE_ACCOUNT: serviceAccount }),
      Date.now,
      { timeoutMs: 300 },
    );
    await expect(token()).rejects.toThrow(/longer than 300 ms|aborted|timeout/i);
    expect(await token()).toBe("token-1");
  });

  it("without a key in the settings, finds Application Default Credentials through GOOGLE_APPLICATION_CREDENTIALS", async () => {
    services.use(numberedTokens());
    const file = path.join(mkdtempSync(path.join(tmpdir(), "adc-")), "service-account.json");
    writeFileSync(file, serviceAccount);
    vi.stubEnv("GOOGLE_APPLICATION_CREDENTIALS", file);
    try {
      const token = cachedTokenSource(credentialFrom({ FIREBASE_SERVICE_ACCOUNT: undefined }));
      expect(await token()).toBe("token-1");
      expect(await token("token-1")).toBe("token-2");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("takes only a service account's key from FIREBASE_SERVICE_ACCOUNT, and says so without repeating it", () => {
    for (const value of [
      "not json",
      JSON.stringify({ type: "authorized_user", refresh_token: "secret-refresh-token" }),
      "null",
    ]) {
      expect(() => credentialFrom({ FIREBASE_SERVICE_ACCOUNT: value })).toThrow(
        /^FIREBASE_SERVICE_ACCOUNT must be the service account's JSON key$/,
      );
    }
  });
});
