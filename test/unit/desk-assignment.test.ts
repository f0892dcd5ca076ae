// Who owns a new lead (server/desk/owners/assignment.ts, decision 0043): the person's owner while they
// take new leads, else the form's member while they do, else the turn's member among those who do
// (in address order), else nobody; who
// takes new leads by default; a row's person. Pure rules, no store: they run in the mutation run.
import { describe, expect, it } from "vitest";
import { chooseOwner, personOf, takesLeads } from "#server/desk/owners/assignment";
import type { InboxRow } from "#server/store/desk";

const turnOf = (n: number) => {
  const asked = { times: 0 };
  return { asked, turn: async () => (asked.times++, n) };
};

describe("chooseOwner", () => {
  it("gives a repeat enquiry to the person's owner while they take new leads, without taking a turn", async () => {
    const { asked, turn } = turnOf(7);
    expect(await chooseOwner(["meera@x.in"], ["ravi@x.in", "meera@x.in"], turn)).toEqual({
      owner: "meera@x.in",
      reason: "person",
    });
    expect(asked.times).toBe(0);
  });

  it("takes the first of the person's owners who still takes new leads", async () => {
    const { turn } = turnOf(0);
    expect(
      await chooseOwner(
        ["gone@x.in", "meera@x.in", "ravi@x.in"],
        ["ravi@x.in", "meera@x.in"],
        turn,
      ),
    ).toEqual({ owner: "meera@x.in", reason: "person" });
  });

  it("gives the lead in turn when the person's owner takes no new leads, by address order", async () => {
    const takers = ["zoya@x.in", "asha@x.in", "meera@x.in"];
    const owners = [];
    for (const n of [0, 1, 2, 3, 4]) {
      const { asked, turn } = turnOf(n);
      const choice = await chooseOwner(["on-leave@x.in"], takers, turn);
      expect(choice.reason).toBe("in-turn");
      expect(asked.times).toBe(1);
      owners.push(choice.owner);
    }
    expect(owners).toEqual(["asha@x.in", "meera@x.in", "zoya@x.in", "asha@x.in", "meera@x.in"]);
    // The list given is left as it was.
    expect(takers).toEqual(["zoya@x.in", "asha@x.in", "meera@x.in"]);
  });

  it("gives a lead to its form's member while they take new leads, without taking a turn", async () => {
    const { asked, turn } = turnOf(1);
    expect(await chooseOwner([], ["ravi@x.in", "meera@x.in"], turn, "meera@x.in")).toEqual({
      owner: "meera@x.in",
      reason: "form",
    });
    expect(asked.times).toBe(0);
    // The person's owner comes first.
    expect(
      await chooseOwner(["ravi@x.in"], ["ravi@x.in", "meera@x.in"], turn, "meera@x.in"),
    ).toEqual({ owner: "ravi@x.in", reason: "person" });
    expect(asked.times).toBe(0);
  });

  it("gives the lead in turn when the form's member takes no new leads (or has left)", async () => {
    const { asked, turn } = turnOf(0);
    expect(await chooseOwner([], ["ravi@x.in", "meera@x.in"], turn, "on-leave@x.in")).toEqual({
      owner: "meera@x.in",
      reason: "in-turn",
    });
    expect(asked.times).toBe(1);
    expect(await chooseOwner([], [], turn, "on-leave@x.in")).toEqual({
      owner: "",
      reason: "nobody",
    });
  });

  it("leaves the lead to nobody when nobody takes new leads, without taking a turn", async () => {
    const { asked, turn } = turnOf(3);
    expect(await chooseOwner(["meera@x.in"], [], turn)).toEqual({ owner: "", reason: "nobody" });
    expect(asked.times).toBe(0);
  });
});

describe("takesLeads", () => {
  it("is on for sales and off for admins unless switched", () => {
    expect(takesLeads({ role: "sales" })).toBe(true);
    expect(takesLeads({ role: "admin" })).toBe(false);
    expect(takesLeads({ role: "sales", takesLeads: false })).toBe(false);
    expect(takesLeads({ role: "admin", takesLeads: true })).toBe(true);
  });
});

describe("personOf", () => {
  const row = { list: "RCB Leads", key: "k1" } as InboxRow;
  it("is the row's person, or its own row id when it predates persons", () => {
    expect(personOf({ ...row, person: "contactForm~k0" })).toBe("contactForm~k0");
    expect(personOf(row)).toBe("RCB Leads~k1");
  });
});
