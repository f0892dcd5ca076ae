// The budget of misses per client: a bucket of MISSES_PER_MINUTE that refills evenly over a
// minute, and a bounded number of clients in memory however many addresses ask.
import { describe, expect, it } from "vitest";
import { createMissBudget } from "../../server/http/miss-budget";

describe("miss budget", () => {
  it("allows the budget, then is over it until a miss's share of the minute has passed", () => {
    const budget = createMissBudget(() => 6);
    const t = 1_000_000;
    for (let n = 0; n < 6; n++) {
      expect(budget.isOver("a", t)).toBe(false);
      budget.spend("a", t);
    }
    expect(budget.isOver("a", t)).toBe(true);
    expect(budget.retryAfterSeconds("a", t)).toBe(10);
    expect(budget.isOver("b", t)).toBe(false);
    // Six a minute: one more every ten seconds.
    expect(budget.isOver("a", t + 9_000)).toBe(true);
    expect(budget.isOver("a", t + 10_000)).toBe(false);
  });

  it("is off with a budget of 0", () => {
    const budget = createMissBudget(() => 0);
    for (let n = 0; n < 100; n++) budget.spend("a", 0);
    expect(budget.isOver("a", 0)).toBe(false);
    expect(budget.size).toBe(0);
  });

  it("stores at most its bound of clients, however many addresses miss, and keeps a client that keeps missing", () => {
    const budget = createMissBudget(() => 10, 50);
    const t = 5_000_000;
    for (let n = 0; n < 10; n++) budget.spend("flooder", t);
    for (let n = 0; n < 10_000; n++) {
      budget.spend(`10.0.${n >> 8}.${n & 255}`, t + n);
      if (n % 10 === 0) budget.spend("flooder", t + n);
      expect(budget.size).toBeLessThanOrEqual(50);
    }
    expect(budget.isOver("flooder", t + 10_000)).toBe(true);
  });

  it("forgets clients whose budget is whole again before it forgets any other", () => {
    const budget = createMissBudget(() => 60, 3);
    for (let n = 0; n < 60; n++) budget.spend("over", 0);
    budget.spend("once-a", 0);
    budget.spend("once-b", 0);
    // A second later the two single misses have refilled; the client that spent everything has one miss back.
    budget.spend("new", 1_000);
    expect(budget.size).toBeLessThanOrEqual(3);
    budget.spend("over", 1_000);
    expect(budget.isOver("over", 1_000)).toBe(true);
  });
});
