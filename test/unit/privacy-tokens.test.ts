// Signed privacy links (server/privacy/tokens.ts): a token says whom it is for and what it may
// do; one forged, altered, signed for another purpose, signed with another secret or past its
// time is refused. Without PRIVACY_SECRET (a fresh clone) the secret is made once in DATA_DIR.
import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig, type Config } from "../../server/config";
import { signToken, verifyToken } from "../../server/privacy/tokens";
import { unsubscribeAddress, unsubscribeHeaders } from "../../server/privacy/unsubscribe";

/** The settings the functions under test are given; each `use` changes some of them. */
let settings: Record<string, string | undefined> = {};
let config: Config = parseConfig({});
const use = (env: Record<string, string | undefined>) => {
  settings = { ...settings, ...env };
  config = parseConfig(settings);
};
const freshDir = () => mkdtempSync(path.join(tmpdir(), "privacy-tokens-"));
afterEach(() => use({ PRIVACY_SECRET: undefined }));

describe("a privacy token", () => {
  it("gives back whom it was signed for, for its own purpose only", () => {
    use({ DATA_DIR: freshDir(), PRIVACY_SECRET: "unit-test-secret-of-thirty-two-chars!" });
    const token = signToken(config, "unsubscribe", { subject: "asha@example.com" });
    expect(token).toMatch(/^[-\w]+\.[-\w]{43}$/);
    expect(verifyToken(config, "unsubscribe", token)).toEqual({ subject: "asha@example.com" });
    expect(verifyToken(config, "my-data", token)).toBeUndefined();
  });

  it("refuses a changed subject, a changed signature, garbage and a token of another secret", () => {
    use({ DATA_DIR: freshDir(), PRIVACY_SECRET: "unit-test-secret-of-thirty-two-chars!" });
    const token = signToken(config, "unsubscribe", { subject: "asha@example.com" });
    const [, signature] = token.split(".");
    const otherBody = Buffer.from(JSON.stringify({ s: "ravi@example.com" })).toString("base64url");
    for (const bad of [`${otherBody}.${signature}`, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, "a.b", "", `${token}.x`, 42, undefined]) {
      expect(verifyToken(config, "unsubscribe", bad), String(bad)).toBeUndefined();
    }
    use({ PRIVACY_SECRET: "another-secret-of-thirty-two-chars!!" });
    expect(verifyToken(config, "unsubscribe", token)).toBeUndefined();
  });

  it("is refused after its time, and accepted until then", () => {
    use({ DATA_DIR: freshDir(), PRIVACY_SECRET: "unit-test-secret-of-thirty-two-chars!" });
    const now = Date.UTC(2026, 10, 24, 10, 0);
    const token = signToken(config, "my-data", { subject: "asha@example.com", expiresAt: now + 30 * 60_000, id: "once" });
    expect(verifyToken(config, "my-data", token, now + 30 * 60_000)).toEqual({ subject: "asha@example.com", expiresAt: now + 30 * 60_000, id: "once" });
    expect(verifyToken(config, "my-data", token, now + 30 * 60_000 + 1)).toBeUndefined();
  });

  it("without PRIVACY_SECRET, is signed with a secret made once in DATA_DIR and kept across restarts", () => {
    const dir = freshDir();
    use({ DATA_DIR: dir, PRIVACY_SECRET: undefined });
    const token = signToken(config, "unsubscribe", { subject: "asha@example.com" });
    const file = path.join(dir, "privacy-secret");
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(file, "utf8")).toMatch(/^[-\w]{43}$/);
    use({});
    expect(verifyToken(config, "unsubscribe", token)).toEqual({ subject: "asha@example.com" });
    // Another data folder, another secret: the token means nothing there.
    use({ DATA_DIR: freshDir() });
    expect(verifyToken(config, "unsubscribe", token)).toBeUndefined();
  });
});

describe("the unsubscribe headers of a marketing email (RFC 8058)", () => {
  it("name a one-click post to a link signed for the address", () => {
    use({ DATA_DIR: freshDir(), PRIVACY_SECRET: "unit-test-secret-of-thirty-two-chars!" });
    const headers = unsubscribeHeaders(config, "https://www.aptoralearning.com", "Asha@Example.com");
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /^<(https:\/\/www\.aptoralearning\.com\/unsubscribe\?token=[^>]+)>$/.exec(headers["List-Unsubscribe"]);
    expect(link).not.toBeNull();
    expect(unsubscribeAddress(config, new URL(link![1]!).searchParams.get("token"))).toBe("asha@example.com");
  });
});
