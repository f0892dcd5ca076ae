// Storing one validated lead (server/leads/service.ts): the spec's payload stamped in the
// business's time zone, the dedupe window, and a notification queued only with a new lead.
import { beforeEach, describe, expect, it } from "vitest";
import { storeLead, type LeadStoreServices } from "#server/leads/service";
import { StoreError, type LeadWrite, type OutboxChannel, type StorePort } from "#server/store";

const notify = { channels: [] as OutboxChannel[], polls: 0 };
/** The leads announced as stored (the desk listens: it assigns them and tells open inboxes). */
const desk = { polls: 0, announced: [] as unknown[], fails: false };
let writes: LeadWrite[] = [];
let storeResult: () => Promise<unknown> = async () => ({ status: "stored", key: "k" });
/** The services storing a lead uses: the business time zone, a store that records its writes, and a notifier that counts its polls. */
const services: LeadStoreServices = {
  config: { SITE_TIME_ZONE: "Asia/Kolkata" },
  store: {
    kind: "sqlite",
    insertLead: async (write: LeadWrite) => {
      writes.push(write);
      return storeResult();
    },
    close: async () => undefined,
  } as unknown as StorePort,
  notifier: {
    channels: () => notify.channels,
    pollNow: () => {
      notify.polls += 1;
    },
  },
};
/** The same with a listener for stored leads, as the site's services have (storeLead can do without). */
const withInboxes: LeadStoreServices = {
  ...services,
  leadStored: async (lead) => {
    desk.polls += 1;
    desk.announced.push(lead);
    if (desk.fails) throw new Error("the desk's store is down");
  },
};
beforeEach(() => {
  writes = [];
  notify.channels = [];
  notify.polls = 0;
  desk.polls = 0;
  desk.announced = [];
  desk.fails = false;
  storeResult = async () => ({ status: "stored", key: "k" });
});

// 2026-03-03 10:35 UTC is 4:05 PM in Kolkata.
const now = new Date(Date.UTC(2026, 2, 3, 10, 35, 7));
const callback = {
  fullName: "Asha Rao",
  phone: "9876543210",
  email: "asha@example.com",
  course: "AWS",
} as const;
const store = (
  form: "callback" | "contact",
  output: Parameters<typeof storeLead>[1]["output"],
  extra: Partial<Parameters<typeof storeLead>[1]> = {},
  using = services,
) =>
  storeLead(using, {
    form,
    output,
    context: { now, source: "/about", url: "" },
    key: "abc",
    keyFromClient: true,
    page: "/about",
    ...extra,
  });

describe("storeLead", () => {
  it("writes the spec's call-back payload to 'RCB Leads' with a ten-minute dedupe window", async () => {
    const result = await store("callback", callback);
    expect(result).toEqual({
      status: "stored",
      key: "k",
      record: { ...callback, date: "3rd Mar 2026 4:05PM", source: "/about" },
    });
    expect(writes).toHaveLength(1);
    const write = writes[0]!;
    expect(write).toMatchObject({
      list: "RCB Leads",
      key: "abc",
      keyFromClient: true,
      dedupeWindowMs: 600_000,
      now: now.getTime(),
    });
    expect(write.record).toEqual({ ...callback, date: "3rd Mar 2026 4:05PM", source: "/about" });
    expect(write.fingerprintOf(write.record)).toBe(
      write.fingerprintOf({ ...write.record, date: "later" }),
    );
    expect("notify" in write).toBe(false);
    expect(notify.polls).toBe(0);
  });

  it("stamps other lists with local date-time text", async () => {
    const contact = { name: "Ravi", email: "r@example.com", subject: "S", message: "M" };
    const result = await store("contact", contact, { keyFromClient: false });
    expect(result).toMatchObject({
      status: "stored",
      record: { ...contact, date: "3/3/2026, 4:05:07 PM" },
    });
    expect(writes[0]).toMatchObject({ list: "contactForm", keyFromClient: false });
  });

  it("queues the notification with a new lead and wakes the worker", async () => {
    notify.channels = ["email", "webhook"];
    await store("callback", callback);
    expect(writes[0]!.notify).toEqual({
      form: "callback",
      channels: ["email", "webhook"],
      page: "/about",
    });
    expect(notify.polls).toBe(1);
  });

  it("hands the store the lead's context in the same write, and none when it has nothing in it", async () => {
    const leadContext = { plan: "Advanced", attribution: { landing: "/computerscience/aws" } };
    await store("callback", callback, { leadContext });
    expect(writes[0]!.context).toEqual(leadContext);
    await store("callback", callback, { leadContext: {} });
    await store("callback", callback, { leadContext: { plan: undefined } });
    expect(writes.slice(1).map((write) => "context" in write)).toEqual([false, false]);
  });

  it("does not wake the worker for a duplicate, and a conflict carries no record", async () => {
    notify.channels = ["webhook"];
    storeResult = async () => ({ status: "duplicate", key: "first" });
    expect(await store("callback", callback)).toMatchObject({ status: "duplicate", key: "first" });
    storeResult = async () => ({ status: "conflict" });
    expect(await store("callback", callback)).toEqual({ status: "conflict" });
    expect(notify.polls).toBe(0);
  });

  it("hands the store the key a client sent for a lead that goes under a key of its own, and no such key when there is none", async () => {
    await store("callback", callback, { keyFromClient: false, clientKey: "sent-by-client" });
    await store("callback", callback, { keyFromClient: false });
    expect(writes[0]).toMatchObject({
      key: "abc",
      keyFromClient: false,
      clientKey: "sent-by-client",
    });
    expect("clientKey" in writes[1]!).toBe(false);
  });

  it("announces a lead stored now (its list, key and form), and not a duplicate, a conflict or a failure", async () => {
    expect(await store("callback", callback, {}, withInboxes)).toMatchObject({ status: "stored" });
    expect(desk.polls).toBe(1);
    expect(desk.announced).toEqual([{ list: "RCB Leads", key: "k", form: "callback" }]);
    storeResult = async () => ({ status: "duplicate", key: "first" });
    await store("callback", callback, {}, withInboxes);
    storeResult = async () => ({ status: "conflict" });
    await store("callback", callback, {}, withInboxes);
    storeResult = async () => {
      throw new StoreError("disk full");
    };
    expect(await store("callback", callback, {}, withInboxes)).toMatchObject({
      status: "failed",
    });
    expect(desk.polls).toBe(1);
  });

  it("reports a lead stored whatever its listener does", async () => {
    desk.fails = true;
    expect(await store("callback", callback, {}, withInboxes)).toMatchObject({
      status: "stored",
      key: "k",
    });
  });

  it("stores a lead all the same when its services have no desk events to tell", async () => {
    expect(await store("callback", callback)).toMatchObject({ status: "stored", key: "k" });
  });

  it("turns a store failure into a reason safe to log", async () => {
    storeResult = async () => {
      throw new StoreError("write not confirmed within 5000 ms");
    };
    expect(await store("callback", callback)).toEqual({
      status: "failed",
      reason: "write not confirmed within 5000 ms",
    });
    storeResult = async () => {
      throw new Error("secret internals");
    };
    expect(await store("callback", callback)).toEqual({
      status: "failed",
      reason: "unexpected store error",
    });
  });
});
