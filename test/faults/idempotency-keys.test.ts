// The REST gateway's Idempotency-Key, through the real HTTP server, on SQLite and on
// Firebase (msw): a retry with the same key and body gets the first response again; the same
// key with another body is refused with 422 and stores nothing (the lead behind the first
// use is not silently lost or replaced), the newsletter's (whose record goes under its
// address) as the others'; keys of different forms never collide; and a
// retry while the first request is still being written is told 409 to come back later.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { submissionExamples } from "#shared/api/examples";
import { dialogs } from "#shared/forms";
import { apiMessages } from "#shared/forms/messages";
import { CALLBACK_DATE, formCases, LOCAL_DATE, variant } from "../support/forms";
import type { TestSite } from "../support/server";
import { rtdb } from "../support/msw/firebase-rtdb";
import { twoStoreSites, type StoreUnderTest } from "../support/two-stores";
import { patience } from "../support/wait";

const { sqlite, firebase } = twoStoreSites();
const firebaseRecords = firebase.records;

const callback = formCases[0]!;
const contact = formCases[1]!;
const newsletter = formCases.find((c) => c.form === "newsletter")!;

const stores: StoreUnderTest[] = [sqlite, firebase];

function post(site: TestSite, path: string, body: Record<string, string>, idempotencyKey: string) {
  return fetch(`${site.url}/api/v1${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "idempotency-key": idempotencyKey,
    },
    body: JSON.stringify(body),
  });
}

const created = (key: string, message: string) => ({ key, title: "Success!", message });

function expectContact(record: Record<string, string>, fields: Record<string, string>) {
  expect(Object.keys(record).sort()).toEqual(contact.storedFields);
  for (const name of ["name", "email", "subject", "message"])
    expect(record[name], name).toBe(fields[name]);
  expect(record.date).toMatch(LOCAL_DATE);
}

describe.each(stores)("$name", (store) => {
  beforeEach(() => rtdb.reset());

  it("responds to the same key and body twice with 201 and the same key, and keeps one record", async () => {
    const site = store.site();
    const fields = variant(contact, 71_001);
    const token = `${store.name}-same-body-1`;
    const first = await post(site, "/contact-messages", fields, token);
    expect(first.status).toBe(201);
    const createdBody = (await first.json()) as { key: string };
    expect(createdBody).toEqual(created(createdBody.key, contact.success));

    const again = await post(site, "/contact-messages", fields, token);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(createdBody);

    const stored = store.records(contact.list).filter((r) => r.record.email === fields.email);
    expect(stored.map((r) => r.key)).toEqual([createdBody.key]);
    expectContact(stored[0]!.record, fields);
  });

  it("refuses the same key with another body with 422, stores nothing, and keeps the first record as it was", async () => {
    const site = store.site();
    const fields = variant(contact, 71_002);
    const token = `${store.name}-other-body-1`;
    const first = await post(site, "/contact-messages", fields, token);
    expect(first.status).toBe(201);
    const createdBody = (await first.json()) as { key: string };
    const before = store.records(contact.list);

    const changed = { ...fields, message: "Sorry, one more question: is there a weekend batch?" };
    const refused = await post(site, "/contact-messages", changed, token);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      title: "Unprocessable Content",
      message: apiMessages.keyReused.text,
    });
    expect(store.records(contact.list)).toEqual(before);
    expect(store.records(contact.list).filter((r) => r.record.message === changed.message)).toEqual(
      [],
    );
    const stored = before.filter((r) => r.record.email === fields.email);
    expect(stored.map((r) => r.key)).toEqual([createdBody.key]);
    expectContact(stored[0]!.record, fields);

    // The first body under its key still gets its first response.
    const retried = await post(site, "/contact-messages", fields, token);
    expect(retried.status).toBe(201);
    expect(await retried.json()).toEqual(createdBody);
    expect(store.records(contact.list)).toEqual(before);
  });

  it("keeps a newsletter sign-up's key too: the same key and address get the first response again, another address 422", async () => {
    const site = store.site();
    const token = `${store.name}-newsletter-1`;
    const email = `idem.newsletter.${store.name.toLowerCase()}@example.com`;
    const first = await post(site, "/newsletter-subscriptions", { email }, token);
    expect(first.status).toBe(201);
    const createdBody = (await first.json()) as { key: string };
    expect(createdBody).toEqual(created(createdBody.key, dialogs.newsletter.success.text));
    const again = await post(site, "/newsletter-subscriptions", { email }, token);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(createdBody);
    const before = store.records(newsletter.list);
    expect(before.filter((r) => r.record.email === email).map((r) => r.key)).toEqual([
      createdBody.key,
    ]);

    const other = `other.${email}`;
    const refused = await post(site, "/newsletter-subscriptions", { email: other }, token);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      title: "Unprocessable Content",
      message: apiMessages.keyReused.text,
    });
    expect(store.records(newsletter.list)).toEqual(before);
    // The other address signs up with a key of its own, or none; the first is kept under its own.
    expect(
      (await post(site, "/newsletter-subscriptions", { email: other }, `${token}-other`)).status,
    ).toBe(201);
    expect(
      store
        .records(newsletter.list)
        .filter((r) => r.record.email === email)
        .map((r) => r.key),
    ).toEqual([createdBody.key]);
  });

  it("keeps the same key on /callbacks and /contact-messages apart: two records, one per list", async () => {
    const site = store.site();
    const token = `${store.name}-two-forms-1`;
    const email = `two.forms.${store.name.toLowerCase()}@example.com`;
    const callbackFields: Record<string, string> = { ...submissionExamples.callback.valid, email };
    const contactFields = { ...variant(contact, 71_003), email };
    const callbacksBefore = store.records(callback.list).length;
    const contactsBefore = store.records(contact.list).length;

    const toCallbacks = await post(site, "/callbacks", callbackFields, token);
    const toContacts = await post(site, "/contact-messages", contactFields, token);
    expect([toCallbacks.status, toContacts.status]).toEqual([201, 201]);
    const callbackBody = (await toCallbacks.json()) as { key: string };
    const contactBody = (await toContacts.json()) as { key: string };
    expect(callbackBody).toEqual(created(callbackBody.key, callback.success));
    expect(contactBody).toEqual(created(contactBody.key, contact.success));
    expect(callbackBody.key).not.toBe(contactBody.key);

    const callbacks = store.records(callback.list);
    const contacts = store.records(contact.list);
    expect(callbacks).toHaveLength(callbacksBefore + 1);
    expect(contacts).toHaveLength(contactsBefore + 1);
    const keptCallback = callbacks.filter((r) => r.record.email === callbackFields.email);
    expect(keptCallback.map((r) => r.key)).toEqual([callbackBody.key]);
    expect(Object.keys(keptCallback[0]!.record).sort()).toEqual(callback.storedFields);
    expect(keptCallback[0]!.record).toMatchObject({
      fullName: callbackFields.fullName,
      phone: callbackFields.phone,
      email: callbackFields.email,
      course: callbackFields.course,
      source: callbackFields.source,
    });
    expect(keptCallback[0]!.record.date).toMatch(CALLBACK_DATE);
    const keptContact = contacts.filter((r) => r.record.email === contactFields.email);
    expect(keptContact.map((r) => r.key)).toEqual([contactBody.key]);
    expectContact(keptContact[0]!.record, contactFields);
  });
});

describe("a key whose first request is still being written (Firebase, answering only when the test says so)", () => {
  beforeEach(() => rtdb.reset());

  it("responds 409 with Retry-After to the retry, then 201 to the first request, and keeps one record", async () => {
    const site = firebase.site();
    const fields = variant(contact, 71_004);
    const token = "in-flight-1";
    let firstAnswered = false;
    const release = rtdb.hold();
    const first = post(site, "/contact-messages", fields, token).then((response) => {
      firstAnswered = true;
      return response;
    });
    // The first request has reached the database, which holds back its response.
    await vi.waitFor(
      () =>
        expect(
          rtdb.requests.some((r) => r.path[0] === contact.list || r.path[0] === "_leads"),
        ).toBe(true),
      patience,
    );
    expect(firstAnswered).toBe(false);

    const second = await post(site, "/contact-messages", fields, token);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      title: "Conflict",
      message: apiMessages.keyInFlight.text,
    });
    expect(second.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(firstAnswered).toBe(false);
    release();

    const firstResponse = await first;
    expect(firstResponse.status).toBe(201);
    const createdBody = (await firstResponse.json()) as { key: string };
    expect(createdBody).toEqual(created(createdBody.key, contact.success));
    const stored = firebaseRecords(contact.list);
    expect(stored.map((r) => r.key)).toEqual([createdBody.key]);
    expectContact(stored[0]!.record, fields);

    // Retried once the first had its response: the first response again, still one record.
    const retried = await post(site, "/contact-messages", fields, token);
    expect(retried.status).toBe(201);
    expect(await retried.json()).toEqual(createdBody);
    expect(firebaseRecords(contact.list).map((r) => r.key)).toEqual([createdBody.key]);
  });
});
