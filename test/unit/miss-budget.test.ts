// The budget of misses per client (MISSES_PER_MINUTE): a window of a minute per client that
// starts at its first miss, counted by rate-limiter-flexible (server/http/rate-limit.ts), and a
// bounded number of clients in memory however many addresses ask. The clock is vitest's, so
// the library's own timers and Date.now move with it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRateLimiter } from "../../server/http/rate-limit";

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

const spend = async (budget: ReturnType<typeof createRateLimiter>, key: string, times = 1) => {
  for (let n = 0; n < times; n++) await budget.hit(key);
};

describe("miss budget", () => {
  it("allows the budget, then is over it until the minute that began with the first miss has passed", async () => {
    const budget = createRateLimiter({ points: 6 });
    await spend(budget, "a");
    vi.advanceTimersByTime(20_000);
    for (let n = 1; n < 6; n++) {
      expect((await budget.peek("a")).allowed).toBe(true);
      await spend(budget, "a");
    }
    expect(await budget.peek("a")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect((await budget.peek("b")).allowed).toBe(true);
    vi.advanceTimersByTime(39_000);
    expect((await budget.peek("a")).allowed).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(await budget.peek("a")).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // A new window: six again.
    await spend(budget, "a", 6);
    expect((await budget.peek("a")).allowed).toBe(false);
  });

  it("starts a client's count afresh when cleared", async () => {
    const budget = createRateLimiter({ points: 2 });
    await spend(budget, "a", 2);
    await spend(budget, "b", 2);
    await budget.clear("a");
    expect([(await budget.peek("a")).allowed, (await budget.peek("b")).allowed]).toEqual([true, false]);
    expect(budget.size).toBe(1);
  });

  it("is off with a budget of 0", async () => {
    const budget = createRateLimiter({ points: 0 });
    await spend(budget, "a", 100);
    expect(budget.enabled).toBe(false);
    expect((await budget.peek("a")).allowed).toBe(true);
    expect(budget.size).toBe(0);
  });

  it("stores at most its bound of clients, however many addresses miss, and keeps a client that keeps missing", async () => {
    const budget = createRateLimiter({ points: 10, maxKeys: 50 });
    await spend(budget, "flooder", 10);
    for (let n = 0; n < 10_000; n++) {
      await budget.hit(`10.0.${n >> 8}.${n & 255}`);
      if (n % 10 === 0) await budget.hit("flooder");
      expect(budget.size).toBeLessThanOrEqual(50);
    }
    expect((await budget.peek("flooder")).allowed).toBe(false);
  });

  it("forgets the client that missed longest ago first, and every client once its minute is over", async () => {
    // One miss a minute: every client below has spent its budget, until it is forgotten.
    const budget = createRateLimiter({ points: 1, maxKeys: 3 });
    const over = async (key: string) => !(await budget.peek(key)).allowed;
    for (const key of ["first", "a", "b"]) await spend(budget, key);
    // A fourth client takes the place of the one that missed longest ago.
    await spend(budget, "c");
    expect(budget.size).toBe(3);
    expect([await over("first"), await over("a"), await over("b"), await over("c")]).toEqual([false, true, true, true]);
    // "a" misses again: now "b" is the one that missed longest ago.
    await spend(budget, "a");
    await spend(budget, "d");
    expect([await over("a"), await over("b"), await over("c"), await over("d")]).toEqual([true, false, true, true]);
    expect(budget.size).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(budget.size).toBe(0);
  });
});
