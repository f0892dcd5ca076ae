// The open inboxes' poll (server/desk/events.ts): one poll per process however many inboxes
// are open, running only while one is; every lead announced once, including one whose write
// landed late with an earlier time (another process, a slow store); nothing that was there
// before the first inbox opened. A page's stamp tells its stream whether the page is behind:
// unchanged rows no; a lead arrived, changed or written late yes; yes whenever it cannot tell.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDeskEvents, type DeskEvent } from "#server/desk/events";
import type { StorePort } from "#server/store";
import { arrivingRow, type InboxRow } from "#server/store/desk";

const T0 = Date.parse("2025-03-17T04:45:00.000Z");

function fakeStore() {
  const rows: InboxRow[] = [];
  const polls: number[] = [];
  const store = {
    desk: {
      changedSince: async (since: number, limit: number) => {
        polls.push(since);
        return rows
          .filter((row) => row.updatedAt >= since)
          .sort((a, b) => a.updatedAt - b.updatedAt)
          .slice(0, limit);
      },
    },
  } as unknown as StorePort;
  const add = (key: string, at: number, version = 0) => {
    const summary = {
      form: "callback",
      tab: "leads" as const,
      name: key,
      email: "",
      phone: "",
      course: "",
      plan: "",
      source: "direct",
      campaign: "",
    };
    const index = rows.findIndex((row) => row.key === key);
    const row = { ...arrivingRow("RCB Leads", key, summary, at), updatedAt: at + version, version };
    if (index >= 0) rows[index] = row;
    else rows.push(row);
  };
  return { store, add, polls };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the open inboxes' poll", () => {
  it("polls once per tick for every open inbox together, and tells each of every new or changed lead once", async () => {
    const { store, add, polls } = fakeStore();
    add("old", T0 - 5000);
    const events = createDeskEvents(() => store, { pollMs: 1000, lookBackMs: 30_000 });
    const heard: Record<string, DeskEvent[]> = { a: [], b: [] };
    const stopA = events.listen({ event: (e) => heard.a!.push(e), end: () => undefined });
    events.listen({ event: (e) => heard.b!.push(e), end: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toHaveLength(1);

    add("new", T0 + 500);
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls).toHaveLength(2);
    expect(heard.a).toEqual([{ arrived: 1, changed: 0 }]);
    expect(heard.b).toEqual([{ arrived: 1, changed: 0 }]);

    // A lead whose write landed late, stamped before the last poll, is still told; nothing twice.
    add("late", T0 + 200);
    add("new", T0 + 500, 1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(heard.a).toEqual([
      { arrived: 1, changed: 0 },
      { arrived: 1, changed: 1 },
    ]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(heard.b).toHaveLength(2);
    expect(polls).toHaveLength(6);

    stopA();
    events.pollNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toHaveLength(7);
    expect(events.listeners).toBe(1);
  });

  it("stops polling when the last inbox closes, and ends every stream when the server stops", async () => {
    const { store, polls } = fakeStore();
    const events = createDeskEvents(() => store, { pollMs: 1000, lookBackMs: 30_000 });
    const stop = events.listen({ event: () => undefined, end: () => undefined });
    await vi.advanceTimersByTimeAsync(2000);
    stop();
    const before = polls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(polls).toHaveLength(before);

    let ended = 0;
    events.listen({ event: () => undefined, end: () => ended++ });
    events.listen({ event: () => undefined, end: () => ended++ });
    events.close();
    expect(ended).toBe(2);
    const after = polls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(polls.length).toBe(after);
  });
});

describe("the stamp a page is read after, checked when its stream opens", () => {
  /** Another instance each time: a stamp is checked against the store, not a process's memory. */
  const eventsOver = (store: StorePort, batch?: number) =>
    createDeskEvents(() => store, { pollMs: 1000, lookBackMs: 30_000, batch });

  it("tells nothing changed while the rows are as they were, even seconds later", async () => {
    const { store, add } = fakeStore();
    add("earlier", T0 - 60_000);
    // At the very start of the look-back: on both reads, which start at the stamp's moment.
    add("at the edge", T0 - 30_000);
    add("recent", T0 - 5000);
    const stamp = await eventsOver(store).stamp();
    expect(stamp).toMatch(/^\d+\.[\w-]{43}$/);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(await eventsOver(store).changedAfter(stamp)).toBe(false);
  });

  it.each([
    ["a lead that arrived", "new", T0 + 200, 0],
    ["a lead that changed", "recent", T0 - 5000, 1],
    ["a lead whose write landed late, with an earlier time", "late", T0 - 2000, 0],
  ])("tells %s", async (_what, key, at, version) => {
    const { store, add } = fakeStore();
    add("recent", T0 - 5000);
    const stamp = await eventsOver(store).stamp();
    add(key, at, version);
    expect(await eventsOver(store).changedAfter(stamp)).toBe(true);
  });

  it("tells a change whenever the stamp cannot say: too many rows, a store that failed, no stamp, a made-up one", async () => {
    const crowded = fakeStore();
    for (const key of ["a", "b", "c"]) crowded.add(key, T0 - 1000);
    const full = await eventsOver(crowded.store, 3).stamp();
    expect(full).toBe(`${T0 - 30_000}.`);

    const failing = {
      desk: { changedSince: () => Promise.reject(new Error("store down")) },
    } as unknown as StorePort;
    const unknown = await eventsOver(failing).stamp();
    expect(unknown).toBe(`${T0 - 30_000}.`);

    const quiet = eventsOver(fakeStore().store);
    const good = await quiet.stamp();
    expect(await quiet.changedAfter(good)).toBe(false);
    const digest = good.split(".")[1];
    for (const made of [
      full,
      unknown,
      null,
      "",
      "yesterday",
      `${good}x`,
      `-1.${digest}`,
      `${"9".repeat(16)}.${digest}`,
    ])
      expect(await quiet.changedAfter(made)).toBe(true);
  });
});
