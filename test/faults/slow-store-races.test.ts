// Fifty copies of one lead arriving at once, through the real HTTP server, on each store:
// the embedded SQLite file, and Firebase (msw) responding to every request 300 ms late so that
// all fifty are in the store at the same time. Each case must end as exactly one record,
// and every sender must be told it was received.
import { beforeEach, describe, expect, it } from "vitest";
import { rtdb } from "../support/msw/firebase-rtdb";
import { formCases, LOCAL_DATE, variant } from "../support/forms";
import { browserKey, postForm } from "../support/server";
import { twoStoreSites, type StoreUnderTest } from "../support/two-stores";

const { sqlite, firebase } = twoStoreSites();

const contact = formCases[1]!;

const stores: Array<StoreUnderTest & { prepare: () => void }> = [
  { ...sqlite, prepare: () => undefined },
  {
    ...firebase,
    name: "Firebase (every response 300 ms late)",
    // So that all fifty are in the store at the same time.
    prepare: () => {
      rtdb.reset();
      rtdb.delayMs = 300;
    },
  },
];

/** The one record stored of `fields`, checked field by field; fails unless there is exactly one. */
function theOneRecord(store: StoreUnderTest, fields: Record<string, string>) {
  const all = store.records(contact.list);
  const stored = all.filter((r) => r.record.email === fields.email);
  expect(stored).toHaveLength(1);
  const { key, record } = stored[0]!;
  expect(Object.keys(record).sort()).toEqual(contact.storedFields);
  for (const name of ["name", "email", "subject", "message"])
    expect(record[name], name).toBe(fields[name]);
  expect(record.date).toMatch(LOCAL_DATE);
  return { key, total: all.length };
}

describe.each(stores)("$name", (store) => {
  beforeEach(() => store.prepare());

  it("keeps one record of 50 identical page posts sent at once without a key, and responds to all 50 with 303", async () => {
    const site = store.site();
    const before = store.records(contact.list).length;
    const fields = variant(contact, 51_001);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postForm(site, contact.postTo, fields)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(303));
    expect(theOneRecord(store, fields).total).toBe(before + 1);
  });

  it("keeps one record of one content posted from 50 freshly opened pages, each with its own key", async () => {
    const site = store.site();
    const before = store.records(contact.list).length;
    const fields = variant(contact, 51_002);
    const keys = Array.from({ length: 50 }, () => browserKey());
    expect(new Set(keys).size).toBe(50);
    const responses = await Promise.all(
      keys.map((submissionKey) => postForm(site, contact.postTo, { ...fields, submissionKey })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(303));
    const { key, total } = theOneRecord(store, fields);
    expect(total).toBe(before + 1);
    expect(keys).toContain(key);
  });

  it("keeps one record of 50 identical API posts without an Idempotency-Key, and responds to all 50 with 201 and the same key", async () => {
    const site = store.site();
    const before = store.records(contact.list).length;
    const fields = variant(contact, 51_003);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${site.url}/api/v1/contact-messages`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(fields),
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Array<{
      key: string;
      title: string;
      message: string;
    }>;
    const { key, total } = theOneRecord(store, fields);
    expect(total).toBe(before + 1);
    expect(bodies).toEqual(Array(50).fill({ key, title: "Success!", message: contact.success }));
  });
});
