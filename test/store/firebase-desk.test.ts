// The desk on Firebase where it differs from SQLite: a lead's row is written before its record
// (two writes, not one transaction), so a post cut off between them must leave no lead in the
// inbox that was never stored, and a record stored without its row's last step must still be
// shown. Every desk read is a bounded, indexed query, and health names a missing index.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { leadSummary } from "#server/leads/summary";
import { leadFingerprint } from "#server/leads/fingerprint";
import { rowId, type InboxQuery, type InboxRow } from "#server/store/desk";
import { openFirebaseStore } from "#server/store/firebase";
import { DESK_INDEXES, stored } from "#server/store/firebase-desk-rows";
import { reindexDeskRows } from "#server/store/firebase-desk-upkeep";
import { createRestClient } from "#server/store/firebase-rest";
import { LEAD_DEDUPE_WINDOW_MS, type LeadWrite } from "#server/store/port";
import { mintSubmissionKey } from "#shared/forms/keys";
import { callbackRow } from "../support/desk-rows";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { rtdb, shippedRules, TEST_DATABASE_URL } from "../support/msw/firebase-rtdb";

const services = mockServices();
beforeAll(() => services.listen({ onUnhandledRequest }));
afterAll(() => services.close());
afterEach(() => rtdb.reset());

const open = (timeoutMs = 2000) =>
  openFirebaseStore({
    databaseURL: TEST_DATABASE_URL,
    getAccessToken: async () => "test-token",
    timeoutMs,
  });

function callback(name: string, phone: string, at = Date.now()): LeadWrite {
  const record = {
    fullName: name,
    phone,
    email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
    course: "AWS",
    date: "17th Mar 2025 10:15AM",
    source: "/",
  };
  return {
    list: "RCB Leads",
    key: mintSubmissionKey(at),
    keyFromClient: false,
    record,
    fingerprintOf: leadFingerprint("callback"),
    dedupeWindowMs: LEAD_DEDUPE_WINDOW_MS,
    now: at,
    desk: leadSummary("callback", record, undefined),
  };
}

const row = (id: string) =>
  (rtdb.read(["_desk", "rows", id]) ?? undefined) as Record<string, unknown> | undefined;

describe("Firebase: the desk's rows and their records", () => {
  it("shows no lead whose record never landed, and removes its row once the record can no longer land", async () => {
    rtdb.deployShippedRules();
    const store = open(300);
    const stored = callback("Asha Rao", "9876543210");
    await store.insertLead(stored);
    // The record's write fails until the post gives up: its row was already written, pending.
    const cut = callback("Ravi Kumar", "9123456780");
    rtdb.failNext({ method: "PUT", path: ["RCB Leads"], status: 503, times: 1000 });
    await expect(store.insertLead(cut)).rejects.toThrow(/timed out|answered 503/);
    rtdb.failures.length = 0;
    const cutId = `RCB Leads~${cut.key}`;
    expect(row(cutId)?.pending).toEqual(expect.any(Number));
    // Within the time its record could land: that time is moved a minute ahead, so that a busy
    // machine's slow steps do not pass it before the reads below.
    rtdb.write(["_desk", "rows", cutId, "pending"], Date.now() + 60_000);

    const page = await store.desk.inbox({ tab: "leads", limit: 50 });
    expect(page.rows.map((r) => r.name)).toEqual(["Asha Rao"]);
    expect(
      (await store.desk.inbox({ tab: "leads", limit: 50, search: { phone: "91234" } })).rows,
    ).toEqual([]);
    expect(await store.desk.lead(cut.list, cut.key)).toBeUndefined();
    // Still within that time: kept.
    expect(row(cutId)).toBeDefined();

    // Past it (the row's time, moved back rather than waited for): the next reader deletes it.
    rtdb.write(["_desk", "rows", cutId, "pending"], Date.now() - 1);
    expect((await store.desk.inbox({ tab: "leads", limit: 50 })).rows.map((r) => r.name)).toEqual([
      "Asha Rao",
    ]);
    expect(row(cutId)).toBeUndefined();
  });

  it("shows a lead whose record landed before its row was settled, and settles the row", async () => {
    rtdb.deployShippedRules();
    const store = open();
    const lead = callback("Meera Iyer", "7012345678");
    // The row's last step (removing `pending`) is lost, as if the process died right after the record.
    rtdb.failNext({ method: "PATCH", path: ["_desk", "rows"], status: 400, times: 1 });
    await expect(store.insertLead(lead)).rejects.toThrow(/400/);
    expect(rtdb.list("RCB Leads").size).toBe(1);
    const id = `RCB Leads~${lead.key}`;
    expect(row(id)?.pending).toEqual(expect.any(Number));
    expect((await store.desk.inbox({ tab: "leads", limit: 50 })).rows.map((r) => r.name)).toEqual([
      "Meera Iyer",
    ]);
    expect(row(id)?.pending).toBeUndefined();
  });

  it("reads the desk by bounded, indexed queries only: no list or folder is downloaded whole", async () => {
    rtdb.deployShippedRules();
    const store = open();
    const lead = callback("Priya Sharma", "9876543210");
    await store.insertLead({
      ...lead,
      notify: { form: "callback", channels: ["email"], page: "/" },
    });
    await store.desk.logAccess({
      at: Date.now(),
      by: "asha@aptora.test",
      action: "view",
      lead: { list: lead.list, key: lead.key },
    });
    rtdb.requests.length = 0;
    await store.desk.inbox({ tab: "leads", limit: 50 });
    await store.desk.inbox({ tab: "leads", limit: 50, status: "new", source: "direct", from: 0 });
    await store.desk.inbox({
      tab: "leads",
      limit: 50,
      search: { words: ["priya"], email: "priya" },
    });
    await store.desk.countNew("leads", 100);
    await store.desk.changedSince(0, 100);
    await store.desk.lead(lead.list, lead.key);
    await store.desk.notifications(lead.list, lead.key);
    await store.desk.details([lead]);
    await store.desk.accessLog({ limit: 10 });
    await store.desk.accessLog({ limit: 10, by: "asha@aptora.test" });
    const reads = rtdb.requests.filter((r) => r.method === "GET");
    expect(reads.length).toBeGreaterThan(10);
    const unbounded = reads.filter((r) => {
      const bounded =
        "orderBy" in r.query && ("limitToFirst" in r.query || "limitToLast" in r.query);
      // One entry by its own address (a row, a record, a context, an outbox entry), or keys only.
      const one =
        r.query.shallow === "true" ||
        r.path.length >= 3 ||
        (r.path[0] === lead.list && r.path.length === 2);
      return !bounded && !one;
    });
    expect(
      unbounded.map((r) => `${r.path.join("/")}?${new URLSearchParams(r.query).toString()}`),
    ).toEqual([]);
  });

  it("names a missing index of the desk in its health, as it does the outbox's", async () => {
    const rules = shippedRules();
    rtdb.rules = {
      rules: Object.fromEntries(
        Object.entries((rules as { rules: Record<string, never> }).rules).filter(
          ([name]) => name !== "_desk",
        ),
      ),
    };
    const health = await open().health();
    expect(health).toMatchObject({
      ok: false,
      missingIndex: expect.stringContaining(
        'the rules of /_desk/rows have no ".indexOn" for "updatedAt"',
      ),
    });
    rtdb.deployShippedRules();
    expect(await open().health()).toEqual({ ok: true });
  });
});

describe("Firebase: rows written before an index existed", () => {
  it("are found by the follow-up filter once `npm run firebase -- reindex-desk` rewrites their index fields, in pages, and a second run changes nothing", async () => {
    rtdb.deployShippedRules();
    const store = open();
    const rest = createRestClient({
      databaseURL: TEST_DATABASE_URL,
      getAccessToken: async () => "test-token",
      timeoutMs: 2000,
    });
    const now = Date.now();
    // More rows than one page of the reindex reads (200), the last one with a follow-up that an
    // older server stored without its index field.
    const leads: LeadWrite[] = [];
    for (let n = 0; n < 205; n++) leads.push(callback(`Lead ${n}`, "9876543210", now + n));
    for (const lead of leads) await store.insertLead(lead);
    const old = leads[204]!;
    const oldId = `${old.list}~${old.key}`;
    rtdb.write(["_desk", "rows", oldId, "nextFollowUpAt"], now - 60_000);
    rtdb.write(["_desk", "rows", oldId, "i_followUp"], null);
    const due = () =>
      store.desk.inbox({ tab: "leads", limit: 50, followUpBefore: now }).then((page) => page.rows);
    expect(await due()).toEqual([]);

    expect(await reindexDeskRows(rest)).toBe(1);
    expect((await due()).map((r) => r.name)).toEqual(["Lead 204"]);
    expect(row(oldId)?.i_followUp).toEqual(expect.stringMatching(/^leads\|\d{13}\|RCB Leads~/));
    expect(await reindexDeskRows(rest)).toBe(0);
  });
});

describe("Firebase: My leads (server/desk/inbox/my-leads.ts)", () => {
  const asha = "asha@aptora.test";
  const ravi = "ravi@aptora.test";
  const HOUR = 3_600_000;
  const now = Date.now();
  /** Rows as the store writes them, straight into the database: a desk of hundreds in an instant. */
  function seed(rows: InboxRow[]) {
    const byId = Object.fromEntries(rows.map((row) => [rowId(row.list, row.key), stored(row)]));
    // As JSON, as the database holds it.
    rtdb.write(
      ["_desk", "rows"],
      JSON.parse(JSON.stringify(byId)) as Parameters<typeof rtdb.write>[1],
    );
  }
  const key = (n: number) => `k${String(n).padStart(4, "0")}`;
  const at = (n: number) => now - 1000 * HOUR + n * 60_000;
  /** The rows of `_desk/rows` the database sent back for one read of the inbox. */
  async function rowsRead(query: InboxQuery) {
    rtdb.requests.length = 0;
    const page = await open().desk.inbox(query);
    const read = rtdb.requests
      .filter((r) => r.method === "GET" && r.path.join("/") === "_desk/rows")
      .reduce((sum, r) => sum + (r.returned ?? 0), 0);
    return { keys: page.rows.map((row) => row.key), read };
  }
  const uncontacted = {
    tab: "leads",
    owner: asha,
    status: "new",
    after: { at: -1, id: "" },
    limit: 25,
  } as const;
  const due = { tab: "leads", owner: asha, followUpBefore: now + 1, limit: 25 } as const;

  it("reads only the member's New leads and due follow-ups, with more than a batch of other leads in the way", async () => {
    rtdb.deployShippedRules();
    const rows: InboxRow[] = [];
    // Asha's two follow-ups due, the oldest; then 205 New leads of Ravi's, older than Asha's three
    // New ones; then 205 more of Asha's, contacted, without a follow-up.
    for (let n = 0; n < 2; n++)
      rows.push(
        callbackRow(key(n), at(n), {
          status: "contacted",
          owner: asha,
          nextFollowUpAt: now - HOUR,
        }),
      );
    for (let n = 2; n < 207; n++) rows.push(callbackRow(key(n), at(n), { owner: ravi }));
    for (let n = 207; n < 210; n++) rows.push(callbackRow(key(n), at(n), { owner: asha }));
    for (let n = 210; n < 415; n++)
      rows.push(callbackRow(key(n), at(n), { status: "contacted", owner: asha }));
    seed(rows);

    expect(await rowsRead(uncontacted)).toEqual({ keys: [key(209), key(208), key(207)], read: 3 });
    expect(await rowsRead(due)).toEqual({ keys: [key(1), key(0)], read: 2 });
  });

  it("finds rows stored before these indexes once `npm run firebase -- reindex-desk` has run", async () => {
    rtdb.deployShippedRules();
    seed([
      callbackRow(key(0), at(0), { owner: asha }),
      callbackRow(key(1), at(1), { status: "contacted", owner: asha, nextFollowUpAt: now - HOUR }),
    ]);
    for (const n of [0, 1])
      for (const field of ["i_owner_status", "i_owner_followUp"])
        rtdb.write(["_desk", "rows", `RCB Leads~${key(n)}`, field], null);
    expect((await rowsRead(uncontacted)).keys).toEqual([]);
    expect((await rowsRead(due)).keys).toEqual([]);

    const rest = createRestClient({
      databaseURL: TEST_DATABASE_URL,
      getAccessToken: async () => "test-token",
      timeoutMs: 2000,
    });
    expect(await reindexDeskRows(rest)).toBe(2);
    expect((await rowsRead(uncontacted)).keys).toEqual([key(0)]);
    expect((await rowsRead(due)).keys).toEqual([key(1)]);
  });

  it("ships rules that index every field the desk's queries order by", () => {
    const { _desk: desk } = (shippedRules() as { rules: Record<string, never> }).rules;
    expect(desk).toMatchObject({
      rows: { ".indexOn": [...DESK_INDEXES.rows] },
      access: { ".indexOn": [...DESK_INDEXES.access] },
    });
  });
});
