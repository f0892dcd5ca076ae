// The desk's sign-in rules held to their numbers (server/desk/sign-in/rules.ts): a code checked
// against its keyed hash, tries counted per address for an hour, the pause at the tenth and the
// warning once, a code worn out at five, fresh proof within 10 minutes, a session's idle and
// absolute end. These run in the mutation run, first: they import nothing but the rules, so the
// rules' import-time mutants (their numbers) are caught at once, and cost others next to nothing.
import { describe, expect, it } from "vitest";
import {
  afterLimit,
  afterRightCode,
  afterTry,
  afterWarning,
  codeHash,
  codeMatches,
  codeWornOut,
  FRESH_PROOF_MS,
  freshProof,
  mayTry,
  NO_CODE,
  pausedUntil,
  pausesNow,
  sameHash,
  sessionOver,
  TRIES_WINDOW_MS,
  warnsNow,
  WRONG_CODES_PER_CODE,
  WRONG_CODES_PER_HOUR,
} from "#server/desk/sign-in/rules";
import type { SignInTries } from "#server/store/staff";

const T0 = Date.parse("2026-11-26T04:00:00.000Z");
const MINUTE = 60_000;
const EMAIL = "ravi@example.com";

/** The tries after `n` codes typed against `codeId`, one a minute from T0. */
function tried(n: number, codeId = "code-1", from?: SignInTries): SignInTries | undefined {
  let tries = from;
  for (let i = 0; i < n; i++) tries = afterTry(tries, EMAIL, codeId, T0 + i * MINUTE);
  return tries;
}

describe("the code and its hash", () => {
  it("matches only the right digits, of that code id, under one of the keys", () => {
    const held = { id: "code-1", codeHash: codeHash("key-new", "code-1", "012345") };
    expect(held.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(held.codeHash).not.toContain("012345");
    expect(codeMatches(["key-new"], held, "012345")).toBe(true);
    expect(codeMatches(["key-old", "key-new"], held, "012345")).toBe(true);
    expect(codeMatches(["key-old"], held, "012345")).toBe(false);
    expect(codeMatches(["key-new"], held, "012346")).toBe(false);
    expect(codeMatches(["key-new"], { ...held, id: "code-2" }, "012345")).toBe(false);
    expect(codeMatches([], held, "012345")).toBe(false);
    // The id and the digits are kept apart: "1" + "23" is not "12" + "3".
    expect(codeHash("k", "1", "23")).not.toBe(codeHash("k", "12", "3"));
  });

  it("compares hashes of any length without throwing", () => {
    expect(sameHash("abc", "abc")).toBe(true);
    expect(sameHash("abc", "abd")).toBe(false);
    expect(sameHash("abc", "abcd")).toBe(false);
    expect(sameHash("", "")).toBe(true);
  });
});

describe("counting tries per address", () => {
  it("counts each try for an hour from the first, per code, and starts afresh after the hour", () => {
    const one = afterTry(undefined, EMAIL, "code-1", T0);
    expect(one).toEqual({
      email: EMAIL,
      misses: 1,
      since: T0,
      codeId: "code-1",
      codeMisses: 1,
      expiresAt: T0 + TRIES_WINDOW_MS,
    });
    const three = tried(2, "code-1", one)!;
    expect(three.misses).toBe(3);
    expect(three.codeMisses).toBe(3);
    expect(three.since).toBe(T0);
    // A new code: the hour's count goes on, the code's starts at one.
    const newCode = afterTry(three, EMAIL, "code-2", T0 + 5 * MINUTE);
    expect(newCode.misses).toBe(4);
    expect(newCode.codeMisses).toBe(1);
    expect(newCode.codeId).toBe("code-2");
    // An hour after the first try, the count starts again.
    const later = afterTry(newCode, EMAIL, "code-2", T0 + TRIES_WINDOW_MS);
    expect(later).toEqual({
      email: EMAIL,
      misses: 1,
      since: T0 + TRIES_WINDOW_MS,
      codeId: "code-2",
      codeMisses: 1,
      expiresAt: T0 + 2 * TRIES_WINDOW_MS,
    });
    // An address with no code counts alike.
    expect(afterTry(undefined, EMAIL, NO_CODE, T0).codeMisses).toBe(1);
  });

  it(`wears a code out at ${WRONG_CODES_PER_CODE} tries, and only that code`, () => {
    expect(codeWornOut(tried(WRONG_CODES_PER_CODE - 1), "code-1", T0 + 10 * MINUTE)).toBe(false);
    const worn = tried(WRONG_CODES_PER_CODE);
    expect(codeWornOut(worn, "code-1", T0 + 10 * MINUTE)).toBe(true);
    expect(codeWornOut(worn, "code-2", T0 + 10 * MINUTE)).toBe(false);
    expect(codeWornOut(undefined, "code-1", T0)).toBe(false);
    // Past the record's hour nothing is worn out.
    expect(codeWornOut(worn, "code-1", T0 + TRIES_WINDOW_MS)).toBe(false);
  });

  it(`lets ${WRONG_CODES_PER_HOUR} tries be checked in the hour, and no more`, () => {
    const at = T0 + 30 * MINUTE;
    expect(mayTry(undefined, at)).toBe(true);
    expect(mayTry(tried(WRONG_CODES_PER_HOUR - 1), at)).toBe(true);
    expect(mayTry(tried(WRONG_CODES_PER_HOUR), at)).toBe(false);
    expect(mayTry(tried(WRONG_CODES_PER_HOUR), T0 + TRIES_WINDOW_MS)).toBe(true);
  });

  it("takes a right code's try back", () => {
    const two = tried(2)!;
    const back = afterRightCode(two, EMAIL, T0 + 2 * MINUTE);
    expect(back.misses).toBe(1);
    expect(back.codeMisses).toBe(1);
    expect(afterRightCode(tried(1), EMAIL, T0).misses).toBe(0);
    expect(afterRightCode(undefined, EMAIL, T0)).toEqual({
      email: EMAIL,
      misses: 0,
      since: T0,
      codeMisses: 0,
      expiresAt: T0,
    });
    expect(afterRightCode({ ...two, misses: 0, codeMisses: 0 }, EMAIL, T0).misses).toBe(0);
  });

  it("pauses for an hour from the tenth try and warns once; not below it, not twice", () => {
    const at = T0 + 20 * MINUTE;
    const nine = tried(WRONG_CODES_PER_HOUR - 1);
    expect(afterLimit(nine, EMAIL, at)).toEqual(nine);
    expect(afterLimit(undefined, EMAIL, at).pausedUntil).toBeUndefined();
    const ten = tried(WRONG_CODES_PER_HOUR);
    const paused = afterLimit(ten, EMAIL, at);
    expect(paused.pausedUntil).toBe(at + TRIES_WINDOW_MS);
    expect(paused.warnedUntil).toBe(at + TRIES_WINDOW_MS);
    expect(paused.expiresAt).toBe(at + TRIES_WINDOW_MS);
    expect(pausedUntil(paused, at)).toBe(at + TRIES_WINDOW_MS);
    expect(pausedUntil(paused, at + TRIES_WINDOW_MS - 1)).toBe(at + TRIES_WINDOW_MS);
    expect(pausedUntil(paused, at + TRIES_WINDOW_MS)).toBeUndefined();
    expect(pausedUntil(ten, at)).toBeUndefined();
    expect(pausesNow(ten, paused, at)).toBe(true);
    expect(warnsNow(ten, paused, at)).toBe(true);
    // Already paused: nothing changes, nobody is told again.
    const again = afterLimit(paused, EMAIL, at + MINUTE);
    expect(again).toEqual(paused);
    expect(pausesNow(paused, again, at + MINUTE)).toBe(false);
    expect(warnsNow(paused, again, at + MINUTE)).toBe(false);
  });

  it("reads a record whose pause or warning is over while the record lives on", () => {
    const record: SignInTries = {
      email: EMAIL,
      misses: 3,
      since: T0,
      codeMisses: 3,
      pausedUntil: T0 + 30 * MINUTE,
      warnedUntil: T0 + 30 * MINUTE,
      expiresAt: T0 + 2 * TRIES_WINDOW_MS,
    };
    expect(pausedUntil(record, T0 + 30 * MINUTE - 1)).toBe(T0 + 30 * MINUTE);
    expect(pausedUntil(record, T0 + 30 * MINUTE)).toBeUndefined();
    // Paused with few tries: none is checked.
    expect(mayTry(record, T0 + MINUTE)).toBe(false);
    expect(mayTry(record, T0 + 30 * MINUTE)).toBe(true);
    // The warning's hour over: the next one warns again.
    expect(afterWarning(record, EMAIL, T0 + 30 * MINUTE - 1).warnedUntil).toBe(T0 + 30 * MINUTE);
    expect(afterWarning(record, EMAIL, T0 + 30 * MINUTE).warnedUntil).toBe(
      T0 + 30 * MINUTE + TRIES_WINDOW_MS,
    );
    // A change that pauses nothing and warns nobody.
    const { pausedUntil: _paused, warnedUntil: _warned, ...quiet } = record;
    expect(pausesNow(undefined, quiet, T0)).toBe(false);
    expect(warnsNow(undefined, quiet, T0)).toBe(false);
    expect(pausedUntil(quiet, T0)).toBeUndefined();
  });

  it("warns once an hour, and keeps the record until the warning's hour is over", () => {
    const first = afterWarning(undefined, EMAIL, T0);
    expect(first).toEqual({
      email: EMAIL,
      misses: 0,
      since: T0,
      codeMisses: 0,
      warnedUntil: T0 + TRIES_WINDOW_MS,
      expiresAt: T0 + TRIES_WINDOW_MS,
    });
    expect(warnsNow(undefined, first, T0)).toBe(true);
    const second = afterWarning(first, EMAIL, T0 + 30 * MINUTE);
    expect(second.warnedUntil).toBe(T0 + TRIES_WINDOW_MS);
    expect(warnsNow(first, second, T0 + 30 * MINUTE)).toBe(false);
    const nextHour = afterWarning(first, EMAIL, T0 + TRIES_WINDOW_MS);
    expect(nextHour.warnedUntil).toBe(T0 + 2 * TRIES_WINDOW_MS);
    expect(warnsNow(first, nextHour, T0 + TRIES_WINDOW_MS)).toBe(true);
    // A warning whose hour is over is no warning.
    expect(warnsNow(undefined, first, T0 + TRIES_WINDOW_MS)).toBe(false);
    // Tries counted keep what a warning set.
    const counted = afterTry(first, EMAIL, "code-1", T0 + MINUTE);
    expect(counted.warnedUntil).toBe(T0 + TRIES_WINDOW_MS);
    expect(counted.misses).toBe(1);
  });
});

describe("fresh proof and sessions", () => {
  it(`takes a sign-in as fresh for ${FRESH_PROOF_MS / MINUTE} minutes, not one from the future`, () => {
    expect(FRESH_PROOF_MS).toBe(10 * MINUTE);
    expect(freshProof(T0, T0)).toBe(true);
    expect(freshProof(T0, T0 + FRESH_PROOF_MS)).toBe(true);
    expect(freshProof(T0, T0 + FRESH_PROOF_MS + 1)).toBe(false);
    expect(freshProof(T0 + 1, T0)).toBe(false);
  });

  it("ends a session at its absolute time or after the idle time, whichever comes first", () => {
    const idle = 30 * MINUTE;
    const session = { expiresAt: T0 + 12 * 60 * MINUTE, lastSeenAt: T0 };
    expect(sessionOver(session, T0 + idle - 1, idle)).toBe(false);
    expect(sessionOver(session, T0 + idle, idle)).toBe(true);
    expect(sessionOver({ ...session, expiresAt: T0 + MINUTE }, T0 + MINUTE - 1, idle)).toBe(false);
    expect(sessionOver({ ...session, expiresAt: T0 + MINUTE }, T0 + MINUTE, idle)).toBe(true);
  });
});
