// Idempotency keys of lead submissions: the shape of a Firebase push ID (20 characters of
// "-0-9A-Z_a-z", 8 of time then 12 random), sorting by the time they were minted.
import { describe, expect, it } from "vitest";
import { isSubmissionKey, keyFromBytes, mintSubmissionKey } from "#shared/forms/keys";

describe("isSubmissionKey", () => {
  it.each([
    ["-".repeat(20), true],
    ["09AZaz_-09AZaz_-09AZ", true],
    ["a".repeat(19), false],
    ["a".repeat(21), false],
    [`${"a".repeat(19)}.`, false],
    [`.${"a".repeat(19)}`, false],
    [`${"a".repeat(20)}\n`, false],
    [`${"a".repeat(10)} ${"a".repeat(9)}`, false],
    ["", false],
  ])("%j is a key: %s", (value, expected) => {
    expect(isSubmissionKey(value)).toBe(expected);
  });

  it("is false for anything that is not text", () => {
    for (const value of [
      undefined,
      null,
      12345678901234567000,
      ["a".repeat(20)],
      { key: "a".repeat(20) },
    ])
      expect(isSubmissionKey(value)).toBe(false);
  });
});

describe("mintSubmissionKey", () => {
  it("writes the time in 8 characters, most significant first, then 12 random ones", () => {
    expect(mintSubmissionKey(0).slice(0, 8)).toBe("--------");
    expect(mintSubmissionKey(1).slice(0, 8)).toBe("-------0");
    expect(mintSubmissionKey(63).slice(0, 8)).toBe("-------z");
    expect(mintSubmissionKey(64).slice(0, 8)).toBe("------0-");
    expect(mintSubmissionKey(64 ** 7 * 2 + 5).slice(0, 8)).toBe("1------4");
    const key = mintSubmissionKey();
    expect(key).toMatch(/^[-0-9A-Za-z_]{20}$/);
    expect(isSubmissionKey(key)).toBe(true);
  });

  it("sorts by the time minted, and two keys of one moment differ", () => {
    const now = Date.UTC(2026, 10, 24, 1, 0, 0);
    const keys = [now, now + 1, now + 63, now + 64, now + 4096, now + 86_400_000].map((t) =>
      mintSubmissionKey(t),
    );
    expect([...keys].sort()).toEqual(keys);
    const twins = new Set(Array.from({ length: 50 }, () => mintSubmissionKey(now).slice(8)));
    expect(twins.size).toBe(50);
    for (const random of twins) expect(random).toMatch(/^[-0-9A-Za-z_]{12}$/);
  });
});

describe("keyFromBytes", () => {
  it("maps the first 20 bytes onto the key alphabet", () => {
    const bytes = Uint8Array.from(
      { length: 32 },
      (_, i) => [0, 1, 10, 11, 36, 37, 38, 63, 64, 65, 127, 255][i % 12]!,
    );
    expect(keyFromBytes(bytes)).toBe("-09AZ_az-0zz-09AZ_az");
  });
});
