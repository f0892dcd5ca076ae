// The Firebase adapter at its HTTP boundary: the exact write, then each way the
// database can fail, each ending in the failure dialog with the values kept, and a
// retry with the same rendered form that never makes a second record.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { rtdb, TEST_DATABASE_URL, type Mode } from "../support/msw/firebase-rtdb";
import { TEST_ACCESS_TOKEN } from "../support/msw/google-oauth";
import { testServiceAccount } from "../support/service-account";
import { expectedConsoleErrors } from "../support/setup";
import { browserKey, follow, postForm, startSite, type TestSite } from "../support/server";
import { CALLBACK_DATE, formCases, variant } from "../support/forms";

const services = mockServices();
let site: TestSite;

beforeAll(async () => {
  services.listen({ onUnhandledRequest });
  site = await startSite({
    FIREBASE_DATABASE_URL: TEST_DATABASE_URL,
    FIREBASE_SERVICE_ACCOUNT: testServiceAccount(),
    STORE_TIMEOUT_MS: "1500",
  });
});
afterAll(async () => {
  await site.close();
  services.close();
});
beforeEach(() => rtdb.reset());
afterEach(() => services.resetHandlers());

const callback = formCases[0]!;
const contact = formCases[1]!;

describe("Firebase Realtime Database adapter", () => {
  it("writes the record with one authenticated conditional PUT to a keyed path", async () => {
    const key = browserKey();
    const response = await postForm(site, callback.postTo, { ...callback.valid, submissionKey: key });
    expect(response.status).toBe(303);
    const writes = rtdb.requests.filter((r) => r.method === "PUT" && r.path[0] === "RCB Leads");
    expect(writes).toHaveLength(1);
    const write = writes[0]!;
    expect(write.url).toBe(`${TEST_DATABASE_URL}/RCB%20Leads/${key}.json`);
    // Only if nothing is there yet: the first record under a key is the one kept.
    expect(write.ifMatch).toBeTruthy();
    expect(write.status).toBe(200);
    expect(write.authorization).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(write.contentType).toBe("application/json");
    const record = JSON.parse(write.body) as Record<string, string>;
    expect(Object.keys(record).sort()).toEqual(callback.storedFields);
    expect(record).toMatchObject({ ...callback.valid, source: "/" });
    expect(record.date).toMatch(CALLBACK_DATE);
    expect(await (await follow(site, response)).text()).toContain("Data submitted successfully!");
  });

  it("reports health from a real write: 200 when the database takes it, 503 when not", async () => {
    const healthy = await fetch(`${site.url}/healthz`);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({ status: "ok", store: "firebase" });
    rtdb.mode = "server-error";
    const sick = await fetch(`${site.url}/healthz`);
    expect(sick.status).toBe(503);
    expect(await sick.json()).toEqual({ status: "unavailable", store: "firebase" });
  });

  const failures: Array<[Mode, string]> = [
    ["unauthorized", "401"],
    ["server-error", "500"],
    ["slow", "an answer slower than the bound"],
    ["drop", "a dropped connection"],
  ];

  it.each(failures)("on %s (%s) shows the failure dialog, keeps the values, and a retry stores one record", async (mode) => {
    expectedConsoleErrors.allow = true; // the failed write is logged, as it should be
    const fields: Record<string, string> = { ...variant(contact, mode.length) };
    const key = browserKey();
    rtdb.mode = mode;
    const failed = await postForm(site, contact.postTo, { ...fields, submissionKey: key });
    expect(failed.status).toBe(503);
    const html = await failed.text();
    expect(html).toContain("Submission Error");
    expect(html).toContain("Something went wrong. Please try again later.");
    expect(html).toContain(`value="${fields.email}"`);
    expect(html).toContain(`>${fields.message}</textarea>`);
    // The page offers the same key again, so the retry lands on the same path.
    expect(html).toContain(`name="submissionKey" value="${key}"`);

    rtdb.mode = "ok";
    const retried = await postForm(site, contact.postTo, { ...fields, submissionKey: key });
    expect(retried.status).toBe(303);
    const stored = [...rtdb.list("contactForm").values()];
    expect(stored.filter((r) => r.email === fields.email)).toHaveLength(1);
  });
});
