// The access-token cache in front of firebase-admin's credential: one request for many
// writes, a fresh token a little before the old one expires, one request when many ask at once.
import type { Credential } from "firebase-admin/app";
import { describe, expect, it } from "vitest";
import { cachedTokenSource } from "../../server/store/firebase-credential";

function fakeCredential(lifetimeSeconds = 3600) {
  let calls = 0;
  let release: (() => void) | undefined;
  const credential: Credential = {
    getAccessToken: () => {
      calls += 1;
      const token = { access_token: `token-${calls}`, expires_in: lifetimeSeconds };
      return release === undefined ? Promise.resolve(token) : new Promise((resolve) => (release = () => resolve(token)));
    },
  };
  return { credential, calls: () => calls, hold: () => (release = () => undefined), release: () => release?.() };
}

describe("cachedTokenSource", () => {
  it("asks for a token once while it is fresh", async () => {
    let now = 0;
    const fake = fakeCredential();
    const token = cachedTokenSource(fake.credential, () => now);
    expect(await token()).toBe("token-1");
    now = 50 * 60 * 1000;
    expect(await token()).toBe("token-1");
    expect(fake.calls()).toBe(1);
  });

  it("refreshes five minutes before the token expires", async () => {
    let now = 0;
    const fake = fakeCredential();
    const token = cachedTokenSource(fake.credential, () => now);
    await token();
    now = 55 * 60 * 1000 + 1;
    expect(await token()).toBe("token-2");
    expect(fake.calls()).toBe(2);
  });

  it("shares one request between callers that ask at the same time", async () => {
    const fake = fakeCredential();
    fake.hold();
    const token = cachedTokenSource(fake.credential, () => 0);
    const waiting = Promise.all([token(), token(), token()]);
    fake.release();
    expect(await waiting).toEqual(["token-1", "token-1", "token-1"]);
    expect(fake.calls()).toBe(1);
  });
});
