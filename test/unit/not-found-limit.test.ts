// The limit on not-found requests per client (NOT_FOUND_PER_MINUTE): a window of a minute per client that
// starts at its first not-found request, counted by rate-limiter-flexible (server/limits/rate-limiter.ts), and a
// bounded number of clients in memory however many addresses ask. The clock is vitest's, so
// the library's own timers and Date.now move with it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRateLimiter } from "#server/limits/rate-limiter";

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

const spend = async (limiter: ReturnType<typeof createRateLimiter>, key: string, times = 1) => {
  for (let n = 0; n < times; n++) await limiter.hit(key);
};

describe("not-found limit", () => {
  it("allows the limit, then is over it until the minute that began with the first not-found request has passed", async () => {
    const limiter = createRateLimiter({ points: 6 });
    await spend(limiter, "a");
    vi.advanceTimersByTime(20_000);
    for (let n = 1; n < 6; n++) {
      expect((await limiter.peek("a")).allowed).toBe(true);
      await spend(limiter, "a");
    }
    expect(await limiter.peek("a")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect((await limiter.peek("b")).allowed).toBe(true);
    vi.advanceTimersByTime(39_000);
    expect((await limiter.peek("a")).allowed).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(await limiter.peek("a")).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // A new window: six again.
    await spend(limiter, "a", 6);
    expect((await limiter.peek("a")).allowed).toBe(false);
  });

  it("starts a client's count afresh when cleared", async () => {
    const limiter = createRateLimiter({ points: 2 });
    await spend(limiter, "a", 2);
    await spend(limiter, "b", 2);
    await limiter.clear("a");
    expect([(await limiter.peek("a")).allowed, (await limiter.peek("b")).allowed]).toEqual([
      true,
      false,
    ]);
    expect(limiter.size).toBe(1);
  });

  it("is off with a limiter of 0", async () => {
    const limiter = createRateLimiter({ points: 0 });
    await spend(limiter, "a", 100);
    expect(limiter.enabled).toBe(false);
    expect((await limiter.peek("a")).allowed).toBe(true);
    expect(limiter.size).toBe(0);
  });

  it("stores at most its bound of clients, however many addresses find nothing, and keeps a client that keeps missing", async () => {
    const limiter = createRateLimiter({ points: 10, maxKeys: 50 });
    await spend(limiter, "flooder", 10);
    for (let n = 0; n < 10_000; n++) {
      await limiter.hit(`10.0.${n >> 8}.${n & 255}`);
      if (n % 10 === 0) await limiter.hit("flooder");
      expect(limiter.size).toBeLessThanOrEqual(50);
    }
    expect((await limiter.peek("flooder")).allowed).toBe(false);
  });

  it("forgets the client that found nothing longest ago first, and every client once its minute is over", async () => {
    // One not-found request a minute: every client below has spent its limit, until it is forgotten.
    const limiter = createRateLimiter({ points: 1, maxKeys: 3 });
    const over = async (key: string) => !(await limiter.peek(key)).allowed;
    for (const key of ["first", "a", "b"]) await spend(limiter, key);
    // A fourth client takes the place of the one whose last not-found request is oldest.
    await spend(limiter, "c");
    expect(limiter.size).toBe(3);
    expect([await over("first"), await over("a"), await over("b"), await over("c")]).toEqual([
      false,
      true,
      true,
      true,
    ]);
    // "a" not-found requests again: now "b" is the one whose last not-found request is oldest.
    await spend(limiter, "a");
    await spend(limiter, "d");
    expect([await over("a"), await over("b"), await over("c"), await over("d")]).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(limiter.size).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(limiter.size).toBe(0);
  });
});
