// The open inboxes' poll (server/desk/events.ts): one poll per process however many inboxes
// are open, running only while one is; every lead announced once, including one whose write
// landed late with an earlier time (another process, a slow store); nothing that was there
// before the first inbox opened.
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

describe("the open inboxes' poll", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

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
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tells nothing changed while the rows are as they were, even seconds later or in another process", async () => {
    const { store, add } = fakeStore();
    add("earlier", T0 - 60_000);
    add("recent", T0 - 5000);
    const stamp = await createDeskEvents(() => store, { pollMs: 1000, lookBackMs: 30_000 }).stamp();
    expect(stamp).toMatch(/^\d+\.[\w-]{43}$/);
    await vi.advanceTimersByTimeAsync(45_000);
    const other = createDeskEvents(() => store, { pollMs: 1000, lookBackMs: 30_000 });
    expect(await other.changedAfter(stamp)).toBe(false);
  });

  it("tells a lead that arrived, one that changed, and one whose write landed late with an earlier time", async () => {
    const events = (store: StorePort) =>
      createDeskEvents(() => store, { pollMs: 1000, lookBackMs: 30_000 });
    const arrived = fakeStore();
    arrived.add("recent", T0 - 5000);
    const first = await events(arrived.store).stamp();
    arrived.add("new", T0 + 200);
    expect(await events(arrived.store).changedAfter(first)).toBe(true);

    const changed = fakeStore();
    changed.add("recent", T0 - 5000);
    const second = await events(changed.store).stamp();
    changed.add("recent", T0 - 5000, 1);
    expect(await events(changed.store).changedAfter(second)).toBe(true);

    const late = fakeStore();
    late.add("recent", T0 - 5000);
    const third = await events(late.store).stamp();
    late.add("late", T0 - 2000);
    expect(await events(late.store).changedAfter(third)).toBe(true);
  });

  it("tells a change whenever the stamp cannot say: too many rows, a store that failed, no stamp, a made-up one", async () => {
    const { store, add } = fakeStore();
    for (const key of ["a", "b", "c"]) add(key, T0 - 1000);
    const events = createDeskEvents(() => store, { pollMs: 1000, lookBackMs: 30_000, batch: 3 });
    const crowded = await events.stamp();
    expect(crowded).toBe(`${T0 - 30_000}.`);
    expect(await events.changedAfter(crowded)).toBe(true);

    const failing = {
      desk: { changedSince: () => Promise.reject(new Error("store down")) },
    } as unknown as StorePort;
    const down = createDeskEvents(() => failing, { pollMs: 1000, lookBackMs: 30_000 });
    const unknown = await down.stamp();
    expect(await events.changedAfter(unknown)).toBe(true);

    const quiet = fakeStore();
    const calm = createDeskEvents(() => quiet.store, { pollMs: 1000, lookBackMs: 30_000 });
    const good = await calm.stamp();
    expect(await calm.changedAfter(good)).toBe(false);
    for (const made of [
      null,
      "",
      "yesterday",
      `${good}x`,
      `-1.${good.split(".")[1]}`,
      `${"9".repeat(16)}.${good.split(".")[1]}`,
    ])
      expect(await calm.changedAfter(made)).toBe(true);
  });
});
