// Saving a lead on the desk over HTTP, at the edges a salesperson meets: a note as long as the
// box takes, in any script, is saved (the post's limit follows the fields'); a follow-up is set
// between today and two years ahead, and a mistyped year is refused with a message rather than
// stored; a follow-up stored before 1970 never stops the lead from being saved again; and a
// refused save names whoever changed the field in conflict, or says it was you in another tab.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planChange } from "#server/desk/lead/change";
import { addStaff, callbackLead, signIn } from "../support/desk";
import { postForm, startSite, type TestSite } from "../support/server";

/** These leads are worked by hand: they arrive unowned (owners at arrival: desk-assignment.test.ts). */
const UNASSIGNED = { takesLeads: false };

let site: TestSite;
const cookies: Record<string, string> = {};
const LIST = "RCB Leads";

const newLead = (fullName: string, phone: string) => callbackLead(site, fullName, phone);

const leadPath = (key: string) => `/desk/leads/${encodeURIComponent(LIST)}/${key}`;

/** The hidden fields of the lead's form as the page shows them now, as a browser would post them. */
async function seenFields(
  key: string,
  who: string,
): Promise<{ seenStatus: string; seenOwner: string; seenFollowUp: string }> {
  const response = await fetch(`${site.url}${leadPath(key)}`, {
    headers: { accept: "text/html", cookie: cookies[who]! },
  });
  const html = await response.text();
  const hidden = (name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
  return {
    seenStatus: hidden("seenStatus"),
    seenOwner: hidden("seenOwner"),
    seenFollowUp: hidden("seenFollowUp"),
  };
}

const save = (key: string, who: string, fields: Record<string, string>) =>
  postForm(
    site,
    leadPath(key),
    {
      status: "new",
      lostReason: "",
      owner: "",
      followUp: "",
      note: "",
      seenStatus: "new",
      seenOwner: "",
      seenFollowUp: "",
      ...fields,
    },
    { accept: "text/html", cookie: cookies[who]! },
  );

beforeAll(async () => {
  site = await startSite();
  for (const who of ["asha", "ravi", "admin"]) {
    await addStaff(site, `${who}@aptora.test`, who === "admin" ? "admin" : "sales", UNASSIGNED);
    cookies[who] = await signIn(site, `${who}@aptora.test`);
  }
});

afterAll(async () => {
  await site?.close();
});

describe("a note as long as the box takes", () => {
  it("is saved in Devanagari and in emoji, with a lost reason in Arabic; one character more is refused with a message", async () => {
    const key = await newLead("Kavya Rao", "9876500001");
    const hindi = "नमस्ते".repeat(400).slice(0, 2000);
    const reason = "ليس الآن".repeat(40).slice(0, 300);
    const saved = await save(key, "asha", { status: "lost", lostReason: reason, note: hindi });
    expect(saved.status).toBe(303);
    const emoji = "🙂".repeat(1000);
    const again = await save(key, "asha", {
      ...(await seenFields(key, "asha")),
      status: "lost",
      lostReason: reason,
      note: emoji,
    });
    expect(again.status).toBe(303);
    const notes = (await site.store().desk.lead(LIST, key))!.timeline
      .filter((entry) => entry.by !== "")
      .map((entry) => entry.note);
    expect(notes).toEqual([hindi, emoji]);

    const tooLong = await save(key, "asha", {
      ...(await seenFields(key, "asha")),
      status: "lost",
      lostReason: reason,
      note: `${hindi}न`,
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Keep a note under 2,000 characters.");
  });
});

describe("the next follow-up", () => {
  const todayIn = (days: number) => {
    const at = new Date(Date.now() + days * 86_400_000);
    return at.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  };

  it("is taken from today to two years ahead; a year typed wrong is refused and nothing is stored", async () => {
    const key = await newLead("Arjun Nair", "9876500002");
    for (const [followUp, message] of [
      ["1926-12-01T10:30", "Set the next follow-up between today and 2 years from now."],
      // The very start of 1970 in India: the instant 0.
      ["1970-01-01T05:30", "Set the next follow-up between today and 2 years from now."],
      [`${todayIn(-1)}T18:00`, "Set the next follow-up between today and 2 years from now."],
      [`${todayIn(3 * 365)}T10:00`, "Set the next follow-up between today and 2 years from now."],
      ["0001-01-01T10:00", "Enter the next follow-up as a date and a time."],
      ["0099-12-31T10:00", "Enter the next follow-up as a date and a time."],
    ] as const) {
      const refused = await save(key, "asha", { followUp, note: "Call back" });
      expect(refused.status, followUp).toBe(400);
      const page = await refused.text();
      expect(page).toContain(message);
      expect(page).toContain(`value="${followUp}"`);
    }
    // Nothing saved: the timeline holds only its arrival's (nobody takes new leads here).
    expect((await site.store().desk.lead(LIST, key))!.timeline).toMatchObject([
      { by: "", assignment: "nobody" },
    ]);
    const saved = await save(key, "asha", { followUp: `${todayIn(0)}T23:30` });
    expect(saved.status).toBe(303);
  });

  it("already stored, even before 1970 or in the past, does not stop the next save", async () => {
    const key = await newLead("Meera Reddy", "9876500003");
    const at = Date.parse("1926-12-01T05:00:00Z");
    await site.store().desk.update(LIST, key, (row) =>
      planChange(row, {
        by: "asha@aptora.test",
        at: Date.now(),
        seen: { status: row.status, owner: row.owner, nextFollowUpAt: null },
        status: row.status,
        lostReason: "",
        owner: row.owner,
        nextFollowUpAt: at,
        note: "",
      }),
    );
    const seen = await seenFields(key, "asha");
    expect(seen.seenFollowUp).toBe(String(at));
    const saved = await save(key, "asha", {
      ...seen,
      followUp: "1926-12-01T10:30",
      status: "contacted",
      note: "Reached her at last",
    });
    expect(saved.status).toBe(303);
    expect((await site.store().desk.lead(LIST, key))!.row).toMatchObject({
      status: "contacted",
      nextFollowUpAt: at,
    });
  });
});

describe("a save over someone else's change", () => {
  it("names who changed the field in conflict, not whoever changed something later, and says so when it was you", async () => {
    const key = await newLead("Pooja Iyer", "9876500004");
    expect((await save(key, "asha", { status: "contacted" })).status).toBe(303);
    // The admin then sets only a follow-up.
    const followUp = `${new Date().getFullYear() + 1}-01-15T11:00`;
    const seen = await seenFields(key, "admin");
    const admin = await save(key, "admin", {
      ...seen,
      status: seen.seenStatus,
      owner: seen.seenOwner,
      followUp,
    });
    expect(admin.status).toBe(303);

    // Ravi's form still showed New.
    const ravi = await save(key, "ravi", { status: "lost", lostReason: "No answer" });
    expect(ravi.status).toBe(409);
    const refused = await ravi.text();
    expect(refused).toContain(
      "While you were editing, someone else changed the status (asha@aptora.test, ",
    );
    expect(refused).toContain(
      "It is now Contacted. Your save was not applied: check the lead and save again.",
    );

    // Asha's own second tab still showed New too.
    const asha = await save(key, "asha", { status: "lost", lostReason: "No answer" });
    expect(asha.status).toBe(409);
    expect(await asha.text()).toContain(
      "While you were editing, you changed the status in another tab or window (",
    );
  });
});
