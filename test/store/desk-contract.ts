// What every store adapter promises about the lead desk (server/store/desk.ts), as one suite
// that test/faults/desk-store-contract.test.ts runs on SQLite and on Firebase (msw): each
// stored lead has exactly one inbox row, pages and filters and searches find exactly the
// leads they should, newest first, a change and its timeline entry are one step and
// concurrent changes are all kept, and an erasure leaves nothing of the lead on the desk.
import { afterEach, describe, expect, it } from "vitest";
import { planChange } from "#server/desk/lead/change";
import { planCall, planMessage } from "#server/desk/lead/calls";
import { leadSummary } from "#server/leads/summary";
import { leadFingerprint } from "#server/leads/fingerprint";
import { listNames } from "#server/leads/records";
import type { CallOutcome, InboxQuery, InboxRow } from "#server/store/desk";
import { LEAD_DEDUPE_WINDOW_MS, type StorePort } from "#server/store/port";
import type { FormId } from "#shared/forms";
import type { LeadContext } from "#shared/forms/lead-context";
import { mintSubmissionKey } from "#shared/forms/keys";
import { searchWords } from "#server/store/desk-terms";
import type { OpenedStore, OpenOptions } from "./contract";
import { type LeadStatus } from "#shared/desk";

const T0 = Date.parse("2025-03-17T04:45:00.000Z");
const MINUTE = 60_000;

interface Person {
  name: string;
  email: string;
  phone: string;
}

const people: Person[] = [
  { name: "Priya Sharma", email: "priya.sharma@example.com", phone: "9876543210" },
  { name: "Ravi Kumar", email: "ravi.k@example.org", phone: "9123456780" },
  { name: "Asha Rao", email: "asha@example.com", phone: "8765432109" },
  { name: "Meera Iyer", email: "meera.iyer@example.in", phone: "7012345678" },
  { name: "Priyanka Das", email: "pd@example.com", phone: "9988776655" },
];

/** A lead's record as its form stores it. */
function recordOf(form: FormId, person: Person, course = "AWS"): Record<string, string> {
  switch (form) {
    case "callback":
      return {
        fullName: person.name,
        phone: person.phone,
        email: person.email,
        course,
        date: "17th Mar 2025 10:15AM",
        source: "/",
      };
    case "contact":
      return {
        name: person.name,
        email: person.email,
        subject: "Batches",
        message: `When is the next batch? ${person.name}`,
        date: "3/17/2025, 10:15:00 AM",
      };
    case "enrollment":
      return {
        fullName: person.name,
        email: person.email,
        contactNumber: person.phone,
        instituteName: "IIT",
        url: "https://www.example.com/computerscience/aws",
        date: "3/17/2025, 10:15:00 AM",
      };
    case "ambassador":
      return {
        fullName: person.name,
        phone: person.phone,
        email: person.email,
        college: "NIT",
        graduation_year: "2024",
        date: "3/17/2025, 10:15:00 AM",
      };
    case "newsletter":
      return { email: person.email, date: "3/17/2025, 10:15:00 AM" };
  }
}

export function deskContract(name: string, open: (options?: OpenOptions) => Promise<OpenedStore>) {
  describe(`${name}: the desk's store contract`, () => {
    let opened: OpenedStore | undefined;
    const openStore = async (options?: OpenOptions) => {
      opened = await open(options);
      return opened.store;
    };
    afterEach(async () => {
      await opened?.cleanup();
      opened = undefined;
    });

    async function addLead(
      store: StorePort,
      options: {
        form?: FormId;
        person?: Person;
        at?: number;
        key?: string;
        context?: LeadContext;
        course?: string;
        notify?: boolean;
      } = {},
    ) {
      const form = options.form ?? "callback";
      const person = options.person ?? people[0]!;
      const at = options.at ?? T0;
      const record = recordOf(form, person, options.course);
      const key = options.key ?? mintSubmissionKey(at);
      const result = await store.insertLead({
        list: listNames[form],
        key,
        keyFromClient: false,
        record,
        fingerprintOf: leadFingerprint(form),
        dedupeWindowMs: LEAD_DEDUPE_WINDOW_MS,
        now: at,
        ...(options.context ? { context: options.context } : {}),
        ...(options.notify ? { notify: { form, channels: ["email", "webhook"], page: "/" } } : {}),
        desk: leadSummary(form, record, options.context),
      });
      expect(result.status).toBe("stored");
      return { list: listNames[form], key, record };
    }

    const inbox = (store: StorePort, query: Partial<InboxQuery> = {}) =>
      store.desk.inbox({ tab: "leads", limit: 50, ...query });
    const names = (rows: InboxRow[]) => rows.map((row) => row.name);
    const setStatus = (
      store: StorePort,
      lead: { list: string; key: string },
      status: LeadStatus,
      by = "asha@aptora.test",
      note = "",
    ) =>
      store.desk.update(lead.list, lead.key, (row) =>
        planChange(row, {
          by,
          at: row.updatedAt + 1000,
          seen: {
            status: row.status,
            owner: row.owner,
            nextFollowUpAt: row.nextFollowUpAt ?? null,
          },
          status,
          lostReason: status === "lost" ? "Chose another institute" : "",
          owner: row.owner,
          nextFollowUpAt: row.nextFollowUpAt ?? null,
          note,
        }),
      );

    it("gives each stored lead one row, New and nobody's, arrived when the server stored it; a repeat adds none", async () => {
      const store = await openStore();
      const lead = await addLead(store, { at: T0 });
      // The same content again within the window, under another key: one lead, one row.
      const again = await store.insertLead({
        list: lead.list,
        key: mintSubmissionKey(T0 + 5000),
        keyFromClient: false,
        record: lead.record,
        fingerprintOf: leadFingerprint("callback"),
        dedupeWindowMs: LEAD_DEDUPE_WINDOW_MS,
        now: T0 + 5000,
        desk: leadSummary("callback", lead.record, undefined),
      });
      expect(again).toEqual({ status: "duplicate", key: lead.key });
      const page = await inbox(store);
      expect(page.rows).toHaveLength(1);
      expect(page.rows[0]).toEqual({
        list: "RCB Leads",
        key: lead.key,
        form: "callback",
        tab: "leads",
        name: "Priya Sharma",
        email: "priya.sharma@example.com",
        phone: "9876543210",
        course: "AWS Cloud Computing",
        plan: "",
        source: "direct",
        campaign: "",
        status: "new",
        owner: "",
        arrivedAt: T0,
        updatedAt: T0,
        version: 0,
      });
      expect(await store.desk.lead(lead.list, lead.key)).toEqual({
        row: page.rows[0],
        timeline: [],
      });
      expect(await store.desk.lead(lead.list, mintSubmissionKey(T0))).toBeUndefined();
      expect(page.older).toBeUndefined();
      expect(page.newer).toBeUndefined();
    });

    it("pages newest first by arrival, older and back newer, with the newsletter on its own tab", async () => {
      const store = await openStore();
      for (const [n, person] of people.entries())
        await addLead(store, { person, at: T0 + n * MINUTE, form: n % 2 ? "contact" : "callback" });
      await addLead(store, {
        form: "newsletter",
        person: { name: "", email: "news@example.com", phone: "" },
        at: T0 + 10 * MINUTE,
      });
      const first = await inbox(store, { limit: 2 });
      expect(names(first.rows)).toEqual(["Priyanka Das", "Meera Iyer"]);
      expect(first.newer).toBeUndefined();
      const second = await inbox(store, { limit: 2, before: first.older! });
      expect(names(second.rows)).toEqual(["Asha Rao", "Ravi Kumar"]);
      const third = await inbox(store, { limit: 2, before: second.older! });
      expect(names(third.rows)).toEqual(["Priya Sharma"]);
      expect(third.older).toBeUndefined();
      const back = await inbox(store, { limit: 2, after: second.newer! });
      expect(names(back.rows)).toEqual(["Priyanka Das", "Meera Iyer"]);
      expect(back.newer).toBeUndefined();
      expect(back.older).toEqual(first.older);
      const news = await inbox(store, { tab: "newsletter" });
      expect(news.rows.map((row) => [row.form, row.email])).toEqual([
        ["newsletter", "news@example.com"],
      ]);
    });

    it("filters by form, status, owner, course, source, campaign and arrival, alone and together", async () => {
      const store = await openStore();
      const google: LeadContext = {
        attribution: { utm_source: "Google", utm_medium: "cpc", utm_campaign: "Spring-AWS" },
      };
      const a = await addLead(store, { person: people[0], at: T0, context: google });
      const b = await addLead(store, {
        person: people[1],
        at: T0 + MINUTE,
        course: "VLSI",
        context: { attribution: { referrer: "www.bing.com" } },
      });
      const c = await addLead(store, {
        person: people[2],
        at: T0 + 2 * MINUTE,
        form: "enrollment",
        context: { ...google, plan: "Advanced" },
      });
      await addLead(store, { person: people[3], at: T0 + 3 * MINUTE, form: "contact" });
      expect((await setStatus(store, b, "contacted")).status).toBe("changed");
      expect(
        (
          await store.desk.update(c.list, c.key, (row) =>
            planChange(row, {
              by: "asha@aptora.test",
              at: T0 + 9000,
              seen: { status: "new", owner: "", nextFollowUpAt: null },
              status: "new",
              lostReason: "",
              owner: "ravi@aptora.test",
              nextFollowUpAt: null,
              note: "",
            }),
          )
        ).status,
      ).toBe("changed");

      expect(names((await inbox(store, { form: "contact" })).rows)).toEqual(["Meera Iyer"]);
      expect(names((await inbox(store, { status: "contacted" })).rows)).toEqual(["Ravi Kumar"]);
      expect(names((await inbox(store, { status: "new" })).rows)).toEqual([
        "Meera Iyer",
        "Asha Rao",
        "Priya Sharma",
      ]);
      expect(names((await inbox(store, { owner: "ravi@aptora.test" })).rows)).toEqual(["Asha Rao"]);
      expect(names((await inbox(store, { owner: "" })).rows)).toEqual([
        "Meera Iyer",
        "Ravi Kumar",
        "Priya Sharma",
      ]);
      expect(names((await inbox(store, { course: "AWS Cloud Computing" })).rows)).toEqual([
        "Asha Rao",
        "Priya Sharma",
      ]);
      expect(names((await inbox(store, { source: "google / cpc" })).rows)).toEqual([
        "Asha Rao",
        "Priya Sharma",
      ]);
      expect(names((await inbox(store, { source: "www.bing.com" })).rows)).toEqual(["Ravi Kumar"]);
      expect(names((await inbox(store, { campaign: "spring-aws" })).rows)).toEqual([
        "Asha Rao",
        "Priya Sharma",
      ]);
      expect(names((await inbox(store, { from: T0 + MINUTE, to: T0 + 3 * MINUTE })).rows)).toEqual([
        "Asha Rao",
        "Ravi Kumar",
      ]);
      expect(
        names((await inbox(store, { source: "google / cpc", form: "callback" })).rows),
      ).toEqual(["Priya Sharma"]);
      expect(names((await inbox(store, { status: "new", from: T0 + MINUTE })).rows)).toEqual([
        "Meera Iyer",
        "Asha Rao",
      ]);
      expect((await inbox(store, { form: "ambassador" })).rows).toEqual([]);
      expect(a.key).toBeTruthy();
    });

    /** Gives a lead an owner and a next follow-up (null: none), as a save on its page does. */
    const plan = (
      store: StorePort,
      lead: { list: string; key: string },
      change: { owner?: string; nextFollowUpAt?: number | null; status?: LeadStatus },
    ) =>
      store.desk.update(lead.list, lead.key, (row) =>
        planChange(row, {
          by: "asha@aptora.test",
          at: row.updatedAt + 1000,
          seen: {
            status: row.status,
            owner: row.owner,
            nextFollowUpAt: row.nextFollowUpAt ?? null,
          },
          status: change.status ?? row.status,
          lostReason: "",
          owner: change.owner ?? row.owner,
          nextFollowUpAt:
            change.nextFollowUpAt !== undefined
              ? change.nextFollowUpAt
              : (row.nextFollowUpAt ?? null),
          note: "",
        }),
      );

    it("filters the leads whose next follow-up comes before a time, newest arrival first, alone, with other filters and a page at a time", async () => {
      const store = await openStore();
      const due = T0 + 24 * 60 * MINUTE;
      const leads = [];
      for (const [n, person] of people.entries())
        leads.push(await addLead(store, { person, at: T0 + n * MINUTE }));
      await addLead(store, {
        form: "newsletter",
        person: { name: "", email: "news@example.com", phone: "" },
        at: T0 + 9 * MINUTE,
      });
      const [priya, ravi, asha, meera, priyanka] = leads as [
        (typeof leads)[0],
        (typeof leads)[0],
        (typeof leads)[0],
        (typeof leads)[0],
        (typeof leads)[0],
      ];
      // Priya: long overdue; Ravi: due later today; Asha: just at the bound (not before it);
      // Meera: tomorrow; Priyanka: none.
      expect((await plan(store, priya, { nextFollowUpAt: T0 - 60 * MINUTE })).status).toBe(
        "changed",
      );
      expect(
        (await plan(store, ravi, { nextFollowUpAt: due - MINUTE, status: "contacted" })).status,
      ).toBe("changed");
      expect((await plan(store, asha, { nextFollowUpAt: due })).status).toBe("changed");
      expect((await plan(store, meera, { nextFollowUpAt: due + 60 * MINUTE })).status).toBe(
        "changed",
      );
      expect(priyanka.key).toBeTruthy();

      expect(names((await inbox(store, { followUpBefore: due })).rows)).toEqual([
        "Ravi Kumar",
        "Priya Sharma",
      ]);
      expect(names((await inbox(store, { followUpBefore: due + 1 })).rows)).toEqual([
        "Asha Rao",
        "Ravi Kumar",
        "Priya Sharma",
      ]);
      expect(
        names((await inbox(store, { followUpBefore: due, status: "contacted" })).rows),
      ).toEqual(["Ravi Kumar"]);
      expect(
        names((await inbox(store, { followUpBefore: due, search: { words: ["priya"] } })).rows),
      ).toEqual(["Priya Sharma"]);
      expect((await inbox(store, { followUpBefore: due, tab: "newsletter" })).rows).toEqual([]);

      const first = await inbox(store, { followUpBefore: due + 1, limit: 2 });
      expect(names(first.rows)).toEqual(["Asha Rao", "Ravi Kumar"]);
      const second = await inbox(store, {
        followUpBefore: due + 1,
        limit: 2,
        before: first.older!,
      });
      expect(names(second.rows)).toEqual(["Priya Sharma"]);
      expect(second.older).toBeUndefined();

      // A follow-up cleared leaves the filter.
      expect((await plan(store, priya, { nextFollowUpAt: null })).status).toBe("changed");
      expect(names((await inbox(store, { followUpBefore: due })).rows)).toEqual(["Ravi Kumar"]);
    });

    it("lists every address that owns a lead of a tab once, sorted, whoever the staff are now", async () => {
      const store = await openStore();
      const leads = [];
      for (const [n, person] of people.entries())
        leads.push(await addLead(store, { person, at: T0 + n * MINUTE }));
      const signUp = await addLead(store, {
        form: "newsletter",
        person: { name: "", email: "news@example.com", phone: "" },
        at: T0 + 9 * MINUTE,
      });
      const owners = [
        "zoe@aptora.test",
        "left.long.ago@example.com",
        "zoe@aptora.test",
        "asha@aptora.test",
      ];
      for (const [n, owner] of owners.entries())
        expect((await plan(store, leads[n]!, { owner })).status).toBe("changed");
      expect((await plan(store, signUp, { owner: "news.desk@aptora.test" })).status).toBe(
        "changed",
      );
      const expected = ["asha@aptora.test", "left.long.ago@example.com", "zoe@aptora.test"];
      expect(await store.desk.owners("leads", 50)).toEqual(expected);
      // The staff as they are now, some of whom own nothing: the same owners, none added.
      expect(
        await store.desk.owners("leads", 50, [
          "asha@aptora.test",
          "bob@aptora.test",
          "zoe@aptora.test",
        ]),
      ).toEqual(expected);
      expect(await store.desk.owners("leads", 50, ["m@aptora.test"])).toEqual(expected);
      expect(await store.desk.owners("leads", 2)).toEqual(expected.slice(0, 2));
      expect(await store.desk.owners("newsletter", 50)).toEqual(["news.desk@aptora.test"]);
      // An owner whose last lead is handed on is no longer one.
      expect((await plan(store, leads[1]!, { owner: "asha@aptora.test" })).status).toBe("changed");
      expect(await store.desk.owners("leads", 50, ["asha@aptora.test"])).toEqual([
        "asha@aptora.test",
        "zoe@aptora.test",
      ]);
    });

    it("finds a lead by the start of a phone, an address, the first or the last name, and by two words", async () => {
      const store = await openStore();
      for (const [n, person] of people.entries())
        await addLead(store, {
          person,
          at: T0 + n * MINUTE,
          form: n === 3 ? "enrollment" : "callback",
        });
      const search = async (terms: NonNullable<InboxQuery["search"]>) =>
        names((await inbox(store, { search: terms })).rows);
      expect(await search({ phone: "9876543210" })).toEqual(["Priya Sharma"]);
      expect(await search({ phone: "9" })).toEqual(["Priyanka Das", "Ravi Kumar", "Priya Sharma"]);
      expect(await search({ phone: "99" })).toEqual(["Priyanka Das"]);
      // An enrollment's phone is its contact number.
      expect(await search({ phone: "70123" })).toEqual(["Meera Iyer"]);
      expect(await search({ email: "ravi.k@" })).toEqual(["Ravi Kumar"]);
      expect(await search({ words: ["priya"], email: "priya" })).toEqual([
        "Priyanka Das",
        "Priya Sharma",
      ]);
      expect(await search({ words: ["sharma"] })).toEqual(["Priya Sharma"]);
      expect(await search({ words: ["priya", "sha"] })).toEqual(["Priya Sharma"]);
      expect(await search({ words: ["iyer"], email: "iyer" })).toEqual(["Meera Iyer"]);
      expect(await search({ words: ["nobody"], email: "nobody" })).toEqual([]);
      expect(
        names(
          (
            await inbox(store, {
              search: { words: ["priya"] },
              form: "callback",
              from: T0 + MINUTE,
            })
          ).rows,
        ),
      ).toEqual(["Priyanka Das"]);
    });

    it("finds a name in Devanagari by its whole words, vowel signs and all", async () => {
      const store = await openStore();
      const hindi = [
        { name: "प्रिया शर्मा", email: "priya.hi@example.com", phone: "9876501234" },
        { name: "मीरा शरद", email: "meera.hi@example.com", phone: "9876505678" },
      ];
      for (const [n, person] of hindi.entries())
        await addLead(store, { person, at: T0 + n * MINUTE });
      const search = async (typed: string) =>
        names((await inbox(store, { search: { words: searchWords(typed) } })).rows);
      // Split at its vowel signs, "शर्मा" would be "शर" and "म": the start of both of Meera's names.
      expect(await search("शर्मा")).toEqual(["प्रिया शर्मा"]);
      expect(await search("मीरा")).toEqual(["मीरा शरद"]);
      expect(await search("प्रिया शर्")).toEqual(["प्रिया शर्मा"]);
    });

    it("counts the New leads of a tab, up to a cap", async () => {
      const store = await openStore();
      const leads = [];
      for (const [n, person] of people.entries())
        leads.push(await addLead(store, { person, at: T0 + n * MINUTE }));
      await setStatus(store, leads[0]!, "contacted");
      expect(await store.desk.countNew("leads", 100)).toBe(4);
      expect(await store.desk.countNew("leads", 3)).toBe(3);
      expect(await store.desk.countNew("newsletter", 100)).toBe(0);
    });

    it("keeps every change with who and when; the first move away from New is the first contact", async () => {
      const store = await openStore();
      const lead = await addLead(store);
      const contacted = await setStatus(
        store,
        lead,
        "contacted",
        "asha@aptora.test",
        "Called, asked for the syllabus.",
      );
      expect(contacted.status).toBe("changed");
      const lost = await setStatus(store, lead, "lost", "ravi@aptora.test");
      expect(lost.status === "changed" && lost.lead.row).toMatchObject({
        status: "lost",
        lostReason: "Chose another institute",
        firstContactAt: T0 + 1000,
        version: 2,
      });
      const reopened = await setStatus(
        store,
        lead,
        "new",
        "ravi@aptora.test",
        "Wrote back after all",
      );
      expect(reopened.status === "changed" && reopened.lead.row).toMatchObject({
        status: "new",
        firstContactAt: T0 + 1000,
        version: 3,
      });
      expect(reopened.status === "changed" && reopened.lead.row.lostReason).toBeUndefined();
      const held = await store.desk.lead(lead.list, lead.key);
      expect(held?.timeline).toEqual([
        {
          at: T0 + 1000,
          by: "asha@aptora.test",
          status: { from: "new", to: "contacted" },
          note: "Called, asked for the syllabus.",
        },
        {
          at: T0 + 2000,
          by: "ravi@aptora.test",
          status: { from: "contacted", to: "lost" },
          lostReason: "Chose another institute",
        },
        {
          at: T0 + 3000,
          by: "ravi@aptora.test",
          status: { from: "lost", to: "new" },
          note: "Wrote back after all",
        },
      ]);
      expect((await store.desk.changedSince(T0 + 2500, 10)).map((row) => row.key)).toEqual([
        lead.key,
      ]);
      expect(await store.desk.changedSince(T0 + 3001, 10)).toEqual([]);
    });

    it("loses no change when several people save one lead at once, and refuses a save over a colleague's change", async () => {
      const store = await openStore({ races: true });
      const lead = await addLead(store);
      const notes = ["First call: busy", "Sent the brochure", "Asked about EMI"];
      const saves = await Promise.all(
        notes.map((note, n) => setStatus(store, lead, "new", `staff${n}@aptora.test`, note)),
      );
      expect(saves.map((save) => save.status)).toEqual(["changed", "changed", "changed"]);
      const held = await store.desk.lead(lead.list, lead.key);
      expect(held?.row.version).toBe(3);
      expect(held?.timeline.map((entry) => entry.note).sort()).toEqual([...notes].sort());

      // Two people both saw New; one marks Contacted, the other Lost: the second is refused, nothing of it written.
      const seen = { status: "new" as const, owner: "", nextFollowUpAt: null };
      const base = { lostReason: "", owner: "", nextFollowUpAt: null, note: "" };
      const results = await Promise.all([
        store.desk.update(lead.list, lead.key, (row) =>
          planChange(row, {
            ...base,
            by: "a@aptora.test",
            at: T0 + 10_000,
            seen,
            status: "contacted",
          }),
        ),
        store.desk.update(lead.list, lead.key, (row) =>
          planChange(row, {
            ...base,
            by: "b@aptora.test",
            at: T0 + 10_000,
            seen,
            status: "lost",
            lostReason: "No budget",
            note: "Said no",
          }),
        ),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(["changed", "refused"]);
      const refused = results.find((r) => r.status === "refused");
      expect(refused?.status === "refused" && refused.fields).toEqual(["status"]);
      const after = await store.desk.lead(lead.list, lead.key);
      expect(after?.row.version).toBe(4);
      expect(after?.timeline).toHaveLength(4);
      expect(
        await store.desk.update(lead.list, mintSubmissionKey(T0), (row) =>
          planChange(row, { ...base, by: "a", at: T0, seen, status: "lost" }),
        ),
      ).toEqual({
        status: "missing",
      });
    });

    it("reads the records and contexts of a download's rows, in their order", async () => {
      const store = await openStore();
      const context: LeadContext = { plan: "Advanced", attribution: { utm_source: "news" } };
      const a = await addLead(store, { person: people[0], context });
      const b = await addLead(store, { person: people[1], form: "contact", at: T0 + MINUTE });
      const missing = { list: "RCB Leads", key: mintSubmissionKey(T0) };
      expect(await store.desk.details([b, missing, a])).toEqual([
        { record: b.record },
        undefined,
        { record: a.record, context },
      ]);
    });

    it("lists a lead's notifications in every state", async () => {
      const store = await openStore();
      const lead = await addLead(store, { notify: true });
      const other = await addLead(store, { notify: true, person: people[1] });
      const claimed = await store.outbox.claimDue("worker", T0, 60_000, 10);
      const webhook = claimed.find((item) => item.id === `${lead.key}~webhook`)!;
      const email = claimed.find((item) => item.id === `${lead.key}~email`)!;
      await store.outbox.settle(webhook, "worker", { state: "delivered", at: T0 + 500 });
      await store.outbox.settle(email, "worker", {
        state: "pending",
        nextAttemptAt: T0 + 30_000,
        lastError: "smtp ECONNREFUSED",
      });
      expect(await store.desk.notifications(lead.list, lead.key)).toEqual([
        {
          channel: "email",
          state: "pending",
          attempts: 1,
          createdAt: T0,
          nextAttemptAt: T0 + 30_000,
          lastError: "smtp ECONNREFUSED",
        },
        {
          channel: "webhook",
          state: "delivered",
          attempts: 1,
          createdAt: T0,
          nextAttemptAt: T0,
          deliveredAt: T0 + 500,
        },
      ]);
      expect(
        (await store.desk.notifications(other.list, other.key)).map((n) => n.channel).sort(),
      ).toEqual(["email", "webhook"]);
    });

    it("keeps an access log, newest first, paged, by person", async () => {
      const store = await openStore();
      for (let n = 0; n < 5; n++) {
        await store.desk.logAccess({
          at: T0 + n * 1000,
          by: n % 2 ? "ravi@aptora.test" : "asha@aptora.test",
          action: "view",
          lead: { list: "RCB Leads", key: `key${n}` },
        });
      }
      await store.desk.logAccess({
        at: T0 + 9000,
        by: "asha@aptora.test",
        action: "export",
        filter: "status=new",
        count: 12,
      });
      const first = await store.desk.accessLog({ limit: 4 });
      expect(first.entries.map((entry) => [entry.action, entry.lead?.key ?? entry.filter])).toEqual(
        [
          ["export", "status=new"],
          ["view", "key4"],
          ["view", "key3"],
          ["view", "key2"],
        ],
      );
      expect(first.entries[0]).toMatchObject({ at: T0 + 9000, by: "asha@aptora.test", count: 12 });
      const rest = await store.desk.accessLog({ limit: 4, before: first.older! });
      expect(rest.entries.map((entry) => entry.lead?.key)).toEqual(["key1", "key0"]);
      expect(rest.older).toBeUndefined();
      const ravi = await store.desk.accessLog({ limit: 10, by: "ravi@aptora.test" });
      expect(ravi.entries.map((entry) => entry.lead?.key)).toEqual(["key3", "key1"]);
    });

    it("keeps how a sign-in was proven and whom an entry is about, and an inbox view's filter, search and count", async () => {
      const store = await openStore();
      await store.desk.logAccess({
        at: T0,
        by: "asha@aptora.test",
        action: "sign-in",
        method: "passkey",
      });
      await store.desk.logAccess({
        at: T0 + 1000,
        by: "admin@aptora.test",
        action: "staff-role",
        subject: "ravi@aptora.test",
      });
      await store.desk.logAccess({
        at: T0 + 2000,
        by: "asha@aptora.test",
        action: "inbox",
        filter: "tab=leads&status=new",
        search: "meera",
        count: 3,
        searchedLeads: [{ list: "RCB Leads", key: "k1" }],
      });
      const { entries } = await store.desk.accessLog({ limit: 10 });
      expect(entries.map(({ id: _id, ...entry }) => entry)).toEqual([
        {
          at: T0 + 2000,
          by: "asha@aptora.test",
          action: "inbox",
          filter: "tab=leads&status=new",
          search: "meera",
          count: 3,
        },
        {
          at: T0 + 1000,
          by: "admin@aptora.test",
          action: "staff-role",
          subject: "ravi@aptora.test",
        },
        { at: T0, by: "asha@aptora.test", action: "sign-in", method: "passkey" },
      ]);
    });

    it("finds a corrected lead by its new details only", async () => {
      const store = await openStore();
      const lead = await addLead(store);
      const corrected = { ...lead.record, email: "priya.new@example.com", fullName: "Priya Verma" };
      await store.put(lead.list, lead.key, corrected, {
        overwrite: true,
        summary: leadSummary("callback", corrected, undefined),
      });
      expect(names((await inbox(store, { search: { email: "priya.new" } })).rows)).toEqual([
        "Priya Verma",
      ]);
      expect((await inbox(store, { search: { email: "priya.sharma" } })).rows).toEqual([]);
      expect((await inbox(store, { search: { words: ["sharma"] } })).rows).toEqual([]);
    });

    it("gives leads stored before the desk a row once, never replacing one, and none to a key without a record", async () => {
      const store = await openStore();
      const key = mintSubmissionKey(T0);
      const record = recordOf("callback", people[2]!);
      await store.put("RCB Leads", key, record);
      const summary = leadSummary("callback", record, undefined);
      const withRow = await addLead(store, { person: people[0], at: T0 + MINUTE });
      const adopted = await store.desk.addMissingRows([
        { list: "RCB Leads", key, summary, arrivedAt: T0 - MINUTE },
        { list: "RCB Leads", key: mintSubmissionKey(T0 + 5), summary, arrivedAt: T0 },
        { list: withRow.list, key: withRow.key, summary, arrivedAt: T0 },
      ]);
      expect(adopted).toBe(1);
      expect((await inbox(store)).rows.map((row) => [row.name, row.arrivedAt])).toEqual([
        ["Priya Sharma", T0 + MINUTE],
        ["Asha Rao", T0 - MINUTE],
      ]);
      expect(
        await store.desk.addMissingRows([{ list: "RCB Leads", key, summary, arrivedAt: T0 }]),
      ).toBe(0);
    });

    it("gives the reports a period's leads, newest first, without the sign-ups, up to a limit", async () => {
      const store = await openStore();
      const google = {
        attribution: { utm_source: "google", utm_medium: "cpc", utm_campaign: "AWS-Spring" },
      };
      const first = await addLead(store, { at: T0, person: people[0], context: google });
      await addLead(store, { at: T0 + MINUTE, person: people[1], form: "contact" });
      await addLead(store, { at: T0 + 2 * MINUTE, person: people[2], form: "newsletter" });
      await addLead(store, { at: T0 + 3 * MINUTE, person: people[3], form: "enrollment" });
      await addLead(store, { at: T0 + 4 * MINUTE, person: people[4] });
      expect((await setStatus(store, first, "qualified")).status).toBe("changed");
      const range = { from: T0, to: T0 + 4 * MINUTE };
      const rows = await store.desk.reportRows(range, 10);
      expect(rows.map((row) => row.form)).toEqual(["enrollment", "contact", "callback"]);
      expect(rows[2]).toEqual({
        form: "callback",
        source: "google / cpc",
        campaign: "aws-spring",
        status: "qualified",
        arrivedAt: T0,
        firstContactAt: T0 + 1000,
        owner: "",
      });
      expect(rows[0]).toEqual({
        form: "enrollment",
        source: "direct",
        campaign: "",
        status: "new",
        arrivedAt: T0 + 3 * MINUTE,
        owner: "",
      });
      expect((await store.desk.reportRows(range, 2)).map((row) => row.arrivedAt)).toEqual([
        T0 + 3 * MINUTE,
        T0 + MINUTE,
      ]);
    });

    it("logs calls and WhatsApp messages as timeline entries: the row counts the calls and keeps the last outcome, the first call is the first contact, and other changes keep the count", async () => {
      const store = await openStore();
      const lead = await addLead(store, { at: T0, person: people[0] });
      const waitingBefore = await store.desk.waiting({ from: T0, to: T0 + MINUTE }, 10);
      expect(waitingBefore.map((row) => row.key)).toEqual([lead.key]);
      const call = (outcome: CallOutcome, at: number, note = "") =>
        store.desk.update(lead.list, lead.key, (row) =>
          planCall(row, { by: "asha@aptora.test", at, outcome, note }),
        );
      const first = await call("no-answer", T0 + 5 * MINUTE);
      expect(first.status === "changed" && first.lead.row).toMatchObject({
        status: "new",
        calls: 1,
        lastCall: "no-answer",
        firstContactAt: T0 + 5 * MINUTE,
        version: 1,
      });
      // Contacted (by its first call): no longer waiting, so never escalated.
      expect(await store.desk.waiting({ from: T0, to: T0 + MINUTE }, 10)).toEqual([]);
      await store.desk.update(lead.list, lead.key, (row) =>
        planMessage(row, { by: "ravi@aptora.test", at: T0 + 6 * MINUTE }),
      );
      expect((await setStatus(store, lead, "contacted")).status).toBe("changed");
      const second = await call("call-back-later", T0 + 9 * MINUTE, "Call after 6 pm");
      expect(second.status === "changed" && second.lead.row).toMatchObject({
        status: "contacted",
        calls: 2,
        lastCall: "call-back-later",
        firstContactAt: T0 + 5 * MINUTE,
        version: 4,
      });
      const held = await store.desk.lead(lead.list, lead.key);
      expect(held?.row).toMatchObject({ calls: 2, lastCall: "call-back-later" });
      expect(held?.timeline).toEqual([
        { at: T0 + 5 * MINUTE, by: "asha@aptora.test", call: { outcome: "no-answer" } },
        { at: T0 + 6 * MINUTE, by: "ravi@aptora.test", message: "whatsapp" },
        {
          at: T0 + 6 * MINUTE + 1000,
          by: "asha@aptora.test",
          status: { from: "new", to: "contacted" },
        },
        {
          at: T0 + 9 * MINUTE,
          by: "asha@aptora.test",
          call: { outcome: "call-back-later", note: "Call after 6 pm" },
        },
      ]);
      const [inboxRow] = (await inbox(store)).rows;
      expect(inboxRow).toMatchObject({ calls: 2, lastCall: "call-back-later" });
      expect(await store.desk.reportRows({ from: T0, to: T0 + MINUTE }, 10)).toEqual([
        {
          form: "callback",
          source: "direct",
          campaign: "",
          status: "contacted",
          arrivedAt: T0,
          firstContactAt: T0 + 5 * MINUTE,
          owner: "",
          calls: 2,
        },
      ]);
    });

    it("lists the leads waiting for a first contact by arrival, and escalates one once, with its overdue entries, in one step", async () => {
      const store = await openStore();
      const first = await addLead(store, { at: T0, person: people[0] });
      const contacted = await addLead(store, { at: T0 + MINUTE, person: people[1] });
      const second = await addLead(store, {
        at: T0 + 2 * MINUTE,
        person: people[2],
        form: "contact",
      });
      await addLead(store, { at: T0 + 3 * MINUTE, person: people[3], form: "newsletter" });
      const later = await addLead(store, { at: T0 + 10 * MINUTE, person: people[4] });
      expect((await setStatus(store, contacted, "contacted")).status).toBe("changed");
      const range = { from: T0, to: T0 + 10 * MINUTE };
      expect(names(await store.desk.waiting(range, 10))).toEqual(["Priya Sharma", "Asha Rao"]);
      expect(names(await store.desk.waiting(range, 1))).toEqual(["Priya Sharma"]);
      expect(
        names(await store.desk.waiting({ from: T0 + MINUTE, to: T0 + 11 * MINUTE }, 10)),
      ).toEqual(["Asha Rao", "Priyanka Das"]);

      const at = T0 + 90 * MINUTE;
      const notify = { form: "callback", channels: ["email", "webhook"] as const };
      // Several processes at once: one escalation.
      const tries = await Promise.all(
        [1, 2, 3].map(() =>
          store.desk.escalate(first.list, first.key, at, {
            ...notify,
            channels: [...notify.channels],
          }),
        ),
      );
      expect(tries.filter(Boolean)).toHaveLength(1);
      expect(
        await store.desk.escalate(first.list, first.key, at + MINUTE, {
          ...notify,
          channels: [...notify.channels],
        }),
      ).toBe(false);
      // A contacted lead, or one not stored, is not escalated.
      expect(
        await store.desk.escalate(contacted.list, contacted.key, at, {
          ...notify,
          channels: ["email"],
        }),
      ).toBe(false);
      expect(
        await store.desk.escalate(first.list, "-no-such-key-here", at, {
          ...notify,
          channels: ["email"],
        }),
      ).toBe(false);
      expect((await store.desk.lead(first.list, first.key))?.row.escalatedAt).toBe(at);
      expect(names(await store.desk.waiting(range, 10))).toEqual(["Asha Rao"]);
      const pending = (await store.outbox.list("pending")).filter((item) => item.key === first.key);
      expect(
        pending.map((item) => [item.id, item.list, item.form, item.channel, item.createdAt]).sort(),
      ).toEqual([
        [`${first.key}~overdue~email`, first.list, "callback", "email", at],
        [`${first.key}~overdue~webhook`, first.list, "callback", "webhook", at],
      ]);
      // Contacted after its escalation: it stays escalated, and is still not waiting.
      expect((await setStatus(store, first, "contacted")).status).toBe("changed");
      expect((await store.desk.lead(first.list, first.key))?.row.escalatedAt).toBe(at);
      expect(
        await store.desk.escalate(second.list, second.key, at, { form: "contact", channels: [] }),
      ).toBe(true);
      expect(names(await store.desk.waiting({ from: T0, to: T0 + 11 * MINUTE }, 10))).toEqual([
        "Priyanka Das",
      ]);
      expect(later.key).toBeTruthy();
      // Erased: its escalation's entries go with it.
      await store.eraseLeads([{ list: first.list, key: first.key }], {
        reason: "request",
        now: at + 2 * MINUTE,
      });
      expect((await store.outbox.list("pending")).filter((item) => item.key === first.key)).toEqual(
        [],
      );
    });

    it("takes the round-robin's turns one each, however many callers take them at once", async () => {
      const store = await openStore();
      const turns = await Promise.all(Array.from({ length: 12 }, () => store.desk.takeTurn()));
      expect([...turns].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, n) => n));
      expect(await store.desk.takeTurn()).toBe(12);
    });

    it("finds a person's enquiries by the phone's digits or the address in any letter case, newest first, leads only", async () => {
      const store = await openStore();
      const monday = await addLead(store, { at: T0, person: people[0] });
      const wednesday = await addLead(store, {
        at: T0 + 2 * MINUTE,
        form: "enrollment",
        person: { ...people[0]!, email: "other@example.com" },
      });
      await addLead(store, { at: T0 + 3 * MINUTE, person: people[1] });
      await addLead(store, { at: T0 + 4 * MINUTE, form: "newsletter", person: people[0] });
      const keys = (rows: InboxRow[]) => rows.map((row) => row.key);
      expect(
        keys(await store.desk.samePerson({ phone: "98765 43210", email: "nobody@x.in" }, 10)),
      ).toEqual([wednesday.key, monday.key]);
      expect(
        keys(await store.desk.samePerson({ phone: "", email: "PRIYA.SHARMA@EXAMPLE.COM" }, 10)),
      ).toEqual([monday.key]);
      expect(keys(await store.desk.samePerson({ phone: "98765", email: "" }, 10))).toEqual([]);
      expect(keys(await store.desk.samePerson({ phone: "9876543210", email: "" }, 1))).toEqual([
        wednesday.key,
      ]);
    });

    it("keeps a lead's person, owner and arrival assignment with its change, lists the person's leads, and queues its notice once", async () => {
      const store = await openStore();
      const first = await addLead(store, { at: T0, person: people[0] });
      const second = await addLead(store, { at: T0 + MINUTE, person: people[0], course: "Java" });
      const person = `${first.list}~${first.key}`;
      const assign = (lead: { list: string; key: string }, at: number) =>
        store.desk.update(lead.list, lead.key, (row) =>
          row.assignedAt !== undefined
            ? { refused: [] }
            : {
                state: {
                  ...row,
                  owner: "ravi@aptora.test",
                  person,
                  ...(lead === second ? { repeat: true } : {}),
                  assignedAt: at,
                },
                entry: {
                  at,
                  by: "",
                  owner: { from: "", to: "ravi@aptora.test" },
                  assignment: lead === second ? ("person" as const) : ("in-turn" as const),
                },
                notices: [{ kind: "assigned" as const, to: "ravi@aptora.test" }],
              },
        );
      // Several processes at once: one assignment, one notice.
      const tries = await Promise.all([1, 2, 3].map(() => assign(second, T0 + 2 * MINUTE)));
      expect(tries.filter((t) => t.status === "changed")).toHaveLength(1);
      expect((await assign(first, T0 + 3 * MINUTE)).status).toBe("changed");
      const lead = await store.desk.lead(second.list, second.key);
      expect(lead?.row).toMatchObject({
        owner: "ravi@aptora.test",
        person,
        repeat: true,
        assignedAt: T0 + 2 * MINUTE,
      });
      expect(lead?.timeline.at(-1)).toEqual({
        at: T0 + 2 * MINUTE,
        by: "",
        owner: { from: "", to: "ravi@aptora.test" },
        assignment: "person",
      });
      // A later save by a person keeps them.
      expect((await setStatus(store, second, "contacted")).status).toBe("changed");
      expect((await store.desk.lead(second.list, second.key))?.row).toMatchObject({
        person,
        repeat: true,
        assignedAt: T0 + 2 * MINUTE,
      });
      expect((await store.desk.personLeads(person, 10)).map((row) => row.key)).toEqual([
        second.key,
        first.key,
      ]);
      const notices = (await store.outbox.list("pending")).filter((item) =>
        item.id.includes("~assigned~"),
      );
      expect(notices.map((item) => [item.id, item.to, item.channel, item.form]).sort()).toEqual(
        [
          [`${first.key}~assigned~email`, "ravi@aptora.test", "email", "callback"],
          [`${second.key}~assigned~email`, "ravi@aptora.test", "email", "callback"],
        ].sort(),
      );
    });

    it("lists as a person's leads the first enquiry stored before persons existed, until it is split off", async () => {
      const store = await openStore();
      const old = await addLead(store, { at: T0, person: people[2] });
      const person = `${old.list}~${old.key}`;
      const repeat = await addLead(store, { at: T0 + MINUTE, person: people[2], course: "Java" });
      const setPerson = (lead: { list: string; key: string }, to: string) =>
        store.desk.update(lead.list, lead.key, (row) => ({
          state: { ...row, person: to },
          entry: {
            at: T0 + 5 * MINUTE,
            by: "asha@aptora.test",
            person: { how: "join" as const, from: row.person ?? "", to },
          },
        }));
      expect((await setPerson(repeat, person)).status).toBe("changed");
      expect((await store.desk.personLeads(person, 10)).map((row) => row.key)).toEqual([
        repeat.key,
        old.key,
      ]);
      expect((await setPerson(old, "someone-else")).status).toBe("changed");
      expect((await store.desk.personLeads(person, 10)).map((row) => row.key)).toEqual([
        repeat.key,
      ]);
    });

    it("leaves nothing of an erased lead on the desk: no row, no timeline, no search text of a download that found it; the log keeps its key", async () => {
      const store = await openStore();
      const meera: Person = {
        name: "Meera Iyer",
        email: "Meera.Iyer@example.com",
        phone: "7012345678",
      };
      const lead = await addLead(store, {
        person: meera,
        context: { attribution: { utm_source: "meera-campaign" } },
      });
      const other = await addLead(store, { person: people[1], at: T0 + MINUTE });
      await setStatus(
        store,
        lead,
        "contacted",
        "asha@aptora.test",
        "Meera wants the weekend batch in Pune",
      );
      await setStatus(store, lead, "qualified", "asha@aptora.test", "Budget confirmed by Meera");
      await store.desk.logAccess({
        at: T0 + 5000,
        by: "asha@aptora.test",
        action: "view",
        lead: { list: lead.list, key: lead.key },
      });
      await store.desk.logAccess({
        at: T0 + 6000,
        by: "asha@aptora.test",
        action: "export",
        filter: "status=qualified",
        search: "7012345678",
        count: 1,
        searchedLeads: [{ list: lead.list, key: lead.key }],
      });
      await store.desk.logAccess({
        at: T0 + 7000,
        by: "asha@aptora.test",
        action: "export",
        filter: "",
        search: "ravi",
        count: 1,
        searchedLeads: [other],
      });
      expect(await opened!.contents()).toContain("weekend batch in Pune");

      await store.eraseLeads(
        [{ list: lead.list, key: lead.key, fingerprint: leadFingerprint("callback")(lead.record) }],
        {
          reason: "request",
          now: T0 + 8000,
        },
      );

      const raw = await opened!.contents();
      for (const trace of [
        "Meera Iyer",
        "Meera.Iyer@example.com",
        "meera.iyer@example.com",
        "meera",
        "7012345678",
        "weekend batch in Pune",
        "Budget confirmed",
      ]) {
        expect(raw, `the store still holds ${trace}`).not.toContain(trace);
      }
      expect(await store.desk.lead(lead.list, lead.key)).toBeUndefined();
      expect(names((await inbox(store)).rows)).toEqual(["Ravi Kumar"]);
      expect((await inbox(store, { search: { phone: "70123" } })).rows).toEqual([]);
      const log = await store.desk.accessLog({ limit: 10 });
      expect(log.entries.map(({ id: _id, ...entry }) => entry)).toEqual([
        {
          at: T0 + 7000,
          by: "asha@aptora.test",
          action: "export",
          filter: "",
          search: "ravi",
          count: 1,
        },
        {
          at: T0 + 6000,
          by: "asha@aptora.test",
          action: "export",
          filter: "status=qualified",
          searchErased: true,
          count: 1,
        },
        {
          at: T0 + 5000,
          by: "asha@aptora.test",
          action: "view",
          lead: { list: lead.list, key: lead.key },
        },
      ]);
    });
  });
}
