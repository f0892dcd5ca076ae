// Many leads at once from the inbox (issue 42, section 5), as plain form posts (the checkboxes
// and the bar are one form without JavaScript), on SQLite and on Firebase: three leads assigned
// while a colleague changed one of them since the page was shown: two are assigned, each with
// its own timeline entry, and the third is skipped and named; Lost without a reason is refused
// with the single save's message, the selection kept; "All on this page" sets a follow-up on
// every lead the page showed; more than a page at once is refused.
import { describe, expect, it } from "vitest";
import { planChange } from "#server/desk/lead/change";
import { addStaff, signIn } from "../support/desk";
import { seedLead } from "../support/seed-leads";
import { postForm, type TestSite } from "../support/server";
import { twoStoreSites } from "../support/two-stores";

const { sqlite, firebase } = twoStoreSites();

/** The inbox's checkbox value of the lead named so, as the page shows it now. */
async function refOf(site: TestSite, cookie: string, name: string): Promise<string> {
  const html = await (
    await fetch(`${site.url}/desk`, { headers: { accept: "text/html", cookie } })
  ).text();
  const input = new RegExp(`<input[^>]*name="lead"[^>]*aria-label="Select ${name}"[^>]*>`).exec(
    html,
  )?.[0];
  const found = input && /value="([^"]+)"/.exec(input)?.[1];
  if (!found) throw new Error(`no checkbox for ${name}`);
  return found.replace(/&amp;/g, "&");
}

/** A post of the inbox's form, repeated fields and all, as a browser without JavaScript sends it. */
const bulkPost = (site: TestSite, cookie: string, fields: Array<[string, string]>) =>
  postForm(site, "/desk?index", fields, { accept: "text/html", cookie });

/** A `datetime-local` value two days from now in Kolkata. */
function inTwoDays(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(Date.now() + 2 * 86_400_000)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T10:30`;
}

for (const store of [sqlite, firebase]) {
  describe(`bulk changes in the inbox on ${store.name}`, () => {
    it("assigns two of three leads and names the one a colleague changed since the page was shown; refuses Lost without a reason; sets a follow-up on all on the page; refuses more than a page", async () => {
      const site = store.site();
      await addStaff(site, "asha@aptora.test", "sales");
      await addStaff(site, "ravi@aptora.test", "sales");
      const cookie = await signIn(site, "asha@aptora.test");
      const names = ["Bulk One", "Bulk Two", "Bulk Three"].map((name) => `${store.name} ${name}`);
      const leads = [];
      for (const [n, name] of names.entries())
        leads.push(
          await seedLead(site, {
            form: "callback",
            name,
            arrived: `2026-11-2${n + 1}T11:00:00`,
          }),
        );
      const refs = await Promise.all(names.map((name) => refOf(site, cookie, name)));

      // Meanwhile Ravi works the third lead.
      const third = leads[2]!;
      const moved = await site.store().desk.update(third.list, third.key, (row) =>
        planChange(row, {
          by: "ravi@aptora.test",
          at: Date.now(),
          seen: { status: row.status, owner: row.owner, nextFollowUpAt: null },
          status: "contacted",
          lostReason: "",
          owner: row.owner,
          nextFollowUpAt: null,
          note: "Spoke to her",
        }),
      );
      expect(moved.status).toBe("changed");

      // Lost without a reason: refused with the single save's message, nothing changed, the
      // selection kept.
      const lost = await bulkPost(site, cookie, [
        ...refs.map((ref): [string, string] => ["lead", ref]),
        ["status", "lost"],
        ["lostReason", ""],
        ["bulk", "status"],
      ]);
      expect(lost.status).toBe(400);
      const lostPage = await lost.text();
      expect(lostPage).toContain("Say why the lead was lost.");
      expect(
        [...lostPage.matchAll(/<input[^>]*name="lead"[^>]*>/g)].filter((input) =>
          /checked/.test(input[0]),
        ),
      ).toHaveLength(3);
      for (const lead of leads.slice(0, 2))
        expect((await site.store().desk.lead(lead.list, lead.key))?.row.status).toBe("new");

      const assigned = await bulkPost(site, cookie, [
        ...refs.map((ref): [string, string] => ["lead", ref]),
        ["owner", "ravi@aptora.test"],
        ["bulk", "assign"],
      ]);
      expect(assigned.status).toBe(200);
      const answer = await assigned.text();
      expect(answer).toContain("2 leads changed. 1 lead was skipped:");
      expect(answer).toMatch(
        new RegExp(
          `${names[2]}</a>:( |<!-- -->)*changed by someone else since this page was shown`,
        ),
      );
      for (const lead of leads.slice(0, 2)) {
        const held = await site.store().desk.lead(lead.list, lead.key);
        expect(held?.row.owner).toBe("ravi@aptora.test");
        expect(held?.timeline).toEqual([
          {
            at: expect.any(Number),
            by: "asha@aptora.test",
            owner: { from: "", to: "ravi@aptora.test" },
          },
        ]);
      }
      const skipped = await site.store().desk.lead(third.list, third.key);
      expect(skipped?.row.owner).toBe("");
      expect(skipped?.timeline).toHaveLength(1);

      // "All on this page", without JavaScript: every lead the page showed, from its own fields.
      const shown = await Promise.all(names.map((name) => refOf(site, cookie, name)));
      const followUp = inTwoDays();
      const all = await bulkPost(site, cookie, [
        ["all", "page"],
        ...shown.map((ref): [string, string] => ["shown", ref]),
        ["followUp", followUp],
        ["bulk", "followUp"],
      ]);
      expect(all.status).toBe(200);
      expect(await all.text()).toContain("3 leads changed.");
      for (const lead of leads) {
        const held = await site.store().desk.lead(lead.list, lead.key);
        expect(held?.row.nextFollowUpAt).toBe(new Date(`${followUp}:00+05:30`).getTime());
        expect(held?.timeline.at(-1)).toMatchObject({
          by: "asha@aptora.test",
          nextFollowUpAt: { from: null, to: new Date(`${followUp}:00+05:30`).getTime() },
        });
      }

      const tooMany = await bulkPost(site, cookie, [
        ...Array.from({ length: 51 }, (_, n): [string, string] => ["lead", `0~RCB Leads~key${n}`]),
        ["owner", "ravi@aptora.test"],
        ["bulk", "assign"],
      ]);
      expect(tooMany.status).toBe(400);
      expect(await tooMany.text()).toContain("Select at most 50 leads at once (a page).");
    });
  });
}
