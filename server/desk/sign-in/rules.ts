// The desk's sign-in rules as plain functions of their inputs and the time, so that the tests
// (and the mutation run) can hold each one to its numbers: how a typed code is checked, how wrong
// codes are counted per address and when code sign-in pauses, how fresh a sign-in must be for a
// sensitive change, and when a session is over. Nothing here reads the store or the clock.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { SignInTries } from "#server/store/staff";

/** Wrong codes an address may be tried with in an hour, whichever codes; then code sign-in pauses. */
export const WRONG_CODES_PER_HOUR = 10;
/** Wrong codes one code takes; then it stops working (a new code may be asked for). */
export const WRONG_CODES_PER_CODE = 5;
/** The hour the wrong codes are counted in, and how long code sign-in then pauses. */
export const TRIES_WINDOW_MS = 60 * 60 * 1000;
/** A sensitive change needs a sign-in at most this old. */
export const FRESH_PROOF_MS = 10 * 60 * 1000;

/** What a code is checked against: its id and digits, keyed, so the store cannot tell the code. */
export const codeHash = (key: string, codeId: string, digits: string) =>
  createHmac("sha256", key).update(`${codeId}\u0000${digits}`).digest("base64url");

/** Whether two hashes are the same, in time that does not depend on where they differ. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether typed digits are the code held, under any of the keys (the current one and the previous). */
export const codeMatches = (
  keys: readonly string[],
  held: { id: string; codeHash: string },
  digits: string,
) => keys.some((key) => sameHash(held.codeHash, codeHash(key, held.id, digits)));

/** The tries that still count at `now` (a record whose time is over counts for nothing). */
const live = (tries: SignInTries | undefined, now: number) =>
  tries !== undefined && now < tries.expiresAt ? tries : undefined;

/** Until when code sign-in for the address is paused, if it is at `now`. */
export function pausedUntil(tries: SignInTries | undefined, now: number): number | undefined {
  const until = live(tries, now)?.pausedUntil ?? 0;
  return now < until ? until : undefined;
}

/**
 * Whether a code may be checked for the address, given its tries before this one: not while code
 * sign-in is paused, nor once WRONG_CODES_PER_HOUR tries are counted (tries made at the same
 * moment are each counted before any is checked).
 */
export const mayTry = (before: SignInTries | undefined, now: number) =>
  pausedUntil(before, now) === undefined && (live(before, now)?.misses ?? 0) < WRONG_CODES_PER_HOUR;

/** What the tries of an address with no code count against. */
export const NO_CODE = "";

/** Whether the code `codeId` has taken all the wrong codes it may. */
export const codeWornOut = (tries: SignInTries | undefined, codeId: string, now: number) => {
  const held = live(tries, now);
  return held?.codeId === codeId && held.codeMisses >= WRONG_CODES_PER_CODE;
};

/**
 * The tries after one more code typed for `email` against the code `codeId` (NO_CODE when the
 * address has none: counted alike, so the answers are the same as for a staff address), counted
 * before it is checked: the count runs for an hour from the first.
 */
export function afterTry(
  held: SignInTries | undefined,
  email: string,
  codeId: string,
  now: number,
): SignInTries {
  const current = live(held, now);
  const since = current?.since ?? now;
  return {
    ...current,
    email,
    misses: (current?.misses ?? 0) + 1,
    since,
    codeId,
    codeMisses: current?.codeId === codeId ? current.codeMisses + 1 : 1,
    expiresAt: Math.max(since + TRIES_WINDOW_MS, current?.expiresAt ?? 0),
  };
}

/** No tries: what a record starts from. */
const noTries = (email: string, now: number): SignInTries => ({
  email,
  misses: 0,
  since: now,
  codeMisses: 0,
  expiresAt: now,
});

/** The tries once a try turned out to be the right code: it is not counted after all. */
export function afterRightCode(
  held: SignInTries | undefined,
  email: string,
  now: number,
): SignInTries {
  const current = live(held, now);
  if (!current) return noTries(email, now);
  return {
    ...current,
    misses: Math.max(0, current.misses - 1),
    codeMisses: Math.max(0, current.codeMisses - 1),
  };
}

/**
 * The tries once WRONG_CODES_PER_HOUR are counted: code sign-in pauses for an hour from now, and
 * the member is to be warned (unless they were within the hour). Unchanged below the limit or
 * while already paused.
 */
export function afterLimit(held: SignInTries | undefined, email: string, now: number): SignInTries {
  const current = live(held, now);
  if (!current || current.misses < WRONG_CODES_PER_HOUR || pausedUntil(current, now) !== undefined)
    return current ?? noTries(email, now);
  const paused = now + TRIES_WINDOW_MS;
  return {
    ...afterWarning(current, email, now),
    pausedUntil: paused,
    expiresAt: Math.max(current.expiresAt, paused),
  };
}

/** The tries once the member has been warned now (unless they were within the hour). */
export function afterWarning(
  held: SignInTries | undefined,
  email: string,
  now: number,
): SignInTries {
  const current = live(held, now);
  const warned =
    current?.warnedUntil !== undefined && now < current.warnedUntil
      ? current.warnedUntil
      : now + TRIES_WINDOW_MS;
  return {
    ...(current ?? noTries(email, now)),
    warnedUntil: warned,
    expiresAt: Math.max(current?.expiresAt ?? 0, warned),
  };
}

/** Whether a change from `before` to `after` is the one that paused code sign-in. */
export const pausesNow = (before: SignInTries | undefined, after: SignInTries, now: number) =>
  pausedUntil(before, now) === undefined && pausedUntil(after, now) !== undefined;

/** Whether a change from `before` to `after` is the one that should mail the member a warning. */
export const warnsNow = (before: SignInTries | undefined, after: SignInTries, now: number) =>
  now < (after.warnedUntil ?? 0) && after.warnedUntil !== live(before, now)?.warnedUntil;

/** Whether a sign-in made at `signedInAt` is recent enough at `now` for a sensitive change. */
export const freshProof = (signedInAt: number, now: number) =>
  signedInAt <= now && now - signedInAt <= FRESH_PROOF_MS;

/** Whether a session is over at `now`: past its absolute end, or unused for the idle time. */
export const sessionOver = (
  session: { expiresAt: number; lastSeenAt: number },
  now: number,
  idleMs: number,
) => session.expiresAt <= now || now - session.lastSeenAt >= idleMs;
