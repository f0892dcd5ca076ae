// A person's save of a lead (server/desk/lead/change.ts, decision 0031): which fields it moves, the
// timeline entry it writes, the reason of a loss, and the first contact, told apart case by case.
// Pure: it runs in the mutation run beside the owner rule (decision 0043).
import { describe, expect, it } from "vitest";
import { planChange, type ChangeRequest } from "#server/desk/lead/change";
import type { DeskUpdate, InboxRow } from "#server/store/desk";
import { callbackRow } from "../support/desk-rows";

const T0 = Date.parse("2026-11-26T05:00:00Z");

const row = (change: Partial<InboxRow> = {}) => callbackRow("k1", T0, change);

const save = (held: InboxRow, change: Partial<ChangeRequest> = {}): ChangeRequest => ({
  by: "asha@aptora.test",
  at: T0 + 60_000,
  seen: {
    status: held.status,
    owner: held.owner,
    nextFollowUpAt: held.nextFollowUpAt ?? null,
  },
  status: held.status,
  lostReason: "",
  owner: held.owner,
  nextFollowUpAt: held.nextFollowUpAt ?? null,
  note: "",
  ...change,
});

const changed = (update: DeskUpdate) => {
  if ("refused" in update) throw new Error(`refused: ${update.refused.join(", ")}`);
  return update;
};

describe("planChange", () => {
  it("gives a lead to another member: the owner moves and the entry says from whom to whom", () => {
    const held = row({ owner: "ravi@aptora.test" });
    const { state, entry } = changed(planChange(held, save(held, { owner: "meera@aptora.test" })));
    expect(state.owner).toBe("meera@aptora.test");
    expect(entry.owner).toEqual({ from: "ravi@aptora.test", to: "meera@aptora.test" });
  });

  it("keeps a loss's reason trimmed, in the state and the entry", () => {
    const held = row();
    const { state, entry } = changed(
      planChange(held, save(held, { status: "lost", lostReason: "  Joined a college  " })),
    );
    expect(state.lostReason).toBe("Joined a college");
    expect(entry.lostReason).toBe("Joined a college");
  });

  it("ignores a reason typed with any status but Lost", () => {
    const held = row();
    const { state, entry } = changed(
      planChange(held, save(held, { status: "contacted", lostReason: "No budget" })),
    );
    expect("lostReason" in state).toBe(false);
    expect("lostReason" in entry).toBe(false);
  });

  it("writes no reason in the entry when a lost lead keeps the reason it had", () => {
    const held = row({ status: "lost", lostReason: "No budget", firstContactAt: T0 + 1 });
    const { state, entry } = changed(
      planChange(held, save(held, { lostReason: "No budget", note: "Asked again" })),
    );
    expect(state.lostReason).toBe("No budget");
    expect(entry).toEqual({ at: T0 + 60_000, by: "asha@aptora.test", note: "Asked again" });
  });

  it("starts no first contact with a note on a New lead, and keeps it when it has one", () => {
    const held = row();
    const noted = changed(planChange(held, save(held, { note: "Left a voicemail" })));
    expect("firstContactAt" in noted.state).toBe(false);
    const contacted = row({ firstContactAt: T0 + 5 });
    expect(
      changed(planChange(contacted, save(contacted, { note: "Again" }))).state.firstContactAt,
    ).toBe(T0 + 5);
  });

  it("keeps the person, repeat, arrival assignment and reminder of the row", () => {
    const held = row({
      person: "RCB Leads~k0",
      repeat: true,
      assignedAt: T0 + 1,
      remindedAt: T0 + 2,
    });
    const { state } = changed(planChange(held, save(held, { note: "Called" })));
    expect(state).toMatchObject({
      person: "RCB Leads~k0",
      repeat: true,
      assignedAt: T0 + 1,
      remindedAt: T0 + 2,
    });
  });
});
