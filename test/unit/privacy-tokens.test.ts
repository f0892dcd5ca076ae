// The signed links of /my-data: made here for one purpose, unreadable, unforgeable, and
// refused once expired.
import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "#server/privacy/tokens";
import { unsubscribeAddress, unsubscribeHeaders } from "#server/privacy/unsubscribe";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const NOW = Date.UTC(2026, 10, 24, 6, 0, 0);
const HALF_HOUR = 30 * 60 * 1000;

describe("privacy tokens", () => {
  it("carry their data until they expire, and are refused from then on", () => {
    const token = signToken(
      SECRET,
      "my-data",
      { email: "ravi@example.com", request: "r1" },
      NOW + HALF_HOUR,
    );
    expect(verifyToken(SECRET, "my-data", token, NOW)).toEqual({
      ok: true,
      data: { email: "ravi@example.com", request: "r1" },
      expiresAt: NOW + HALF_HOUR,
    });
    expect(verifyToken(SECRET, "my-data", token, NOW + HALF_HOUR - 1).ok).toBe(true);
    expect(verifyToken(SECRET, "my-data", token, NOW + HALF_HOUR)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("do not show the address they carry", () => {
    const token = signToken(SECRET, "my-data", { email: "ravi@example.com" }, NOW + HALF_HOUR);
    const decoded = token
      .split(".")
      .map((part) => Buffer.from(part, "base64url").toString("latin1"))
      .join("");
    expect(decoded).not.toContain("ravi");
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it("are refused when made with another key, for another purpose, or changed in any character", () => {
    const token = signToken(SECRET, "my-data", { email: "ravi@example.com" }, NOW + HALF_HOUR);
    expect(verifyToken(`${SECRET}x`, "my-data", token, NOW)).toEqual({
      ok: false,
      reason: "forged",
    });
    expect(verifyToken(SECRET, "unsubscribe", token, NOW)).toEqual({ ok: false, reason: "forged" });
    const [body, mac] = token.split(".") as [string, string];
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    expect(verifyToken(SECRET, "my-data", `${flip(body, 20)}.${mac}`, NOW)).toEqual({
      ok: false,
      reason: "forged",
    });
    expect(verifyToken(SECRET, "my-data", `${body}.${flip(mac, 3)}`, NOW)).toEqual({
      ok: false,
      reason: "forged",
    });
    // A token made by someone who knows the format but not the key.
    const forged = `${Buffer.from(JSON.stringify({ d: { email: "ravi@example.com" }, x: NOW + HALF_HOUR })).toString("base64url")}.${mac}`;
    expect(verifyToken(SECRET, "my-data", forged, NOW)).toEqual({ ok: false, reason: "forged" });
    for (const junk of ["", "abc", "a.b.c", "a b.c", `${"x".repeat(3000)}.y`])
      expect(verifyToken(SECRET, "my-data", junk, NOW)).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("after PRIVACY_SECRET is replaced", () => {
  const OLD = SECRET;
  const NEW = "the-new-secret-that-is-long-enough-0123456789";
  const ROTATED = [NEW, OLD];

  it("a token made with the previous secret still opens, for its own purpose only, until that secret is removed", () => {
    const token = signToken(OLD, "my-data", { email: "ravi@example.com" }, NOW + HALF_HOUR);
    expect(verifyToken(ROTATED, "my-data", token, NOW)).toEqual({
      ok: true,
      data: { email: "ravi@example.com" },
      expiresAt: NOW + HALF_HOUR,
    });
    expect(verifyToken(ROTATED, "unsubscribe", token, NOW)).toEqual({
      ok: false,
      reason: "forged",
    });
    expect(verifyToken(ROTATED, "my-data", token, NOW + HALF_HOUR)).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(verifyToken([NEW], "my-data", token, NOW)).toEqual({ ok: false, reason: "forged" });
  });

  it("a token made with the new secret opens with or without the previous one; one made with neither never", () => {
    const token = signToken(NEW, "my-data", { email: "ravi@example.com" }, NOW + HALF_HOUR);
    expect(verifyToken(ROTATED, "my-data", token, NOW).ok).toBe(true);
    expect(verifyToken([NEW], "my-data", token, NOW).ok).toBe(true);
    expect(verifyToken(OLD, "my-data", token, NOW)).toEqual({ ok: false, reason: "forged" });
    const forged = signToken(
      "someone-elses-secret-0123456789abcdefghij",
      "my-data",
      { email: "ravi@example.com" },
      NOW + HALF_HOUR,
    );
    expect(verifyToken(ROTATED, "my-data", forged, NOW)).toEqual({ ok: false, reason: "forged" });
  });

  it("an unsubscribe link mailed before the change still names its address", () => {
    const token = new URL(
      /^<([^>]+)>$/.exec(
        unsubscribeHeaders(OLD, "https://www.aptoralearning.com", "Asha@Example.com")[
          "List-Unsubscribe"
        ],
      )![1]!,
    ).searchParams.get("token");
    expect(unsubscribeAddress(ROTATED, token)).toBe("asha@example.com");
    expect(unsubscribeAddress([NEW], token)).toBeUndefined();
  });
});

describe("the unsubscribe headers of a marketing email (RFC 8058)", () => {
  it("name a one-click post to a link signed for the address, which no other purpose accepts", () => {
    const headers = unsubscribeHeaders(
      SECRET,
      "https://www.aptoralearning.com",
      "Asha@Example.com",
    );
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /^<(https:\/\/www\.aptoralearning\.com\/unsubscribe\?token=[^>]+)>$/.exec(
      headers["List-Unsubscribe"],
    );
    expect(link).not.toBeNull();
    const token = new URL(link![1]!).searchParams.get("token");
    expect(unsubscribeAddress(SECRET, token)).toBe("asha@example.com");
    expect(
      unsubscribeAddress("another-secret-that-is-long-enough-0123456789", token),
    ).toBeUndefined();
    expect(
      unsubscribeAddress(
        SECRET,
        signToken(SECRET, "my-data", { email: "asha@example.com" }, NOW + HALF_HOUR),
      ),
    ).toBeUndefined();
    expect(unsubscribeAddress(SECRET, undefined)).toBeUndefined();
  });
});
