// The one single-flight helper: callers under one key share one run; a settled run (its
// value or failure) is forgotten, so the next caller starts afresh.
import { describe, expect, it } from "vitest";
import { singleFlight } from "#server/one-at-a-time";

describe("singleFlight", () => {
  it("runs the work once for callers that ask while it runs, and again once it settled", async () => {
    const flight = singleFlight<string, number>();
    let runs = 0;
    let release!: () => void;
    const work = () => new Promise<number>((resolve) => (release = () => resolve(++runs)));
    const first = flight.run("a", work);
    const second = flight.run("a", work);
    expect(flight.pending("a")).toBe(first);
    expect(second).toBe(first);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(flight.pending("a")).toBeUndefined();
    const third = flight.run("a", work);
    release();
    expect(await third).toBe(2);
  });

  it("keeps keys apart and forgets a failed run, synchronous throws included", async () => {
    const flight = singleFlight<string, string>();
    const failing = flight.run("a", () => {
      throw new Error("no");
    });
    const other = flight.run("b", async () => "b");
    await expect(failing).rejects.toThrow("no");
    expect(await other).toBe("b");
    expect(flight.pending("a")).toBeUndefined();
    expect(await flight.run("a", async () => "again")).toBe("again");
  });
});
