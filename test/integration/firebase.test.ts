// The Firebase adapter at its HTTP boundary: the exact write, then each way the
// database can fail, each ending in the failure dialog with the values still in the form, and a
// retry with the same rendered form that never makes a second record.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { rtdb, shippedRules, TEST_DATABASE_URL, type Mode } from "../support/msw/firebase-rtdb";
import { oauth, TEST_ACCESS_TOKEN } from "../support/msw/google-oauth";
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
    // /healthz answers with its last probe: a short interval lets the tests see a change soon.
    HEALTH_PROBE_INTERVAL_MS: "200",
  });
});
afterAll(async () => {
  await site.close();
  services.close();
});
beforeEach(() => {
  rtdb.reset();
  rtdb.deployShippedRules();
});
afterEach(() => services.resetHandlers());

/** /healthz's body once it responds with `status` (it answers with its last probe, at most HEALTH_PROBE_INTERVAL_MS old). */
const healthOnce = (status: number) =>
  vi.waitFor(
    async () => {
      const response = await fetch(`${site.url}/healthz`);
      expect(response.status).toBe(status);
      return (await response.json()) as unknown;
    },
    { timeout: 10_000, interval: 50 },
  );

const callback = formCases[0]!;
const contact = formCases[1]!;

describe("Firebase Realtime Database adapter", () => {
  it("writes the record with one authenticated conditional PUT to a keyed path", async () => {
    const key = browserKey();
    const response = await postForm(site, callback.postTo, {
      ...callback.valid,
      submissionKey: key,
    });
    expect(response.status).toBe(303);
    const writes = rtdb.requests.filter((r) => r.method === "PUT" && r.path[0] === "RCB Leads");
    expect(writes).toHaveLength(1);
    const write = writes[0]!;
    expect(write.url).toBe(`${TEST_DATABASE_URL}/RCB%20Leads/${key}.json`);
    // Only if nothing is there yet (the documented ETag of an empty location): the first record under a key is the one stored.
    expect(write.ifMatch).toBe("null_etag");
    // Nobody reads an empty location to learn that ETag, and no ETag is asked for where none is used.
    expect(rtdb.requests.filter((r) => r.path[0] === "_store")).toEqual([]);
    expect(write.etagAsked).toBe(false);
    expect(
      rtdb.requests
        .filter((r) => r.path[0] === "RCB Leads" || r.path[1] === "aliases")
        .map((r) => r.etagAsked),
    ).not.toContain(true);
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
    expectedConsoleErrors.allow = true; // the failing probe is logged for operators
    expect(await healthOnce(200)).toEqual({ status: "ok", store: "firebase" });
    // The probe cleans up after itself: nothing is left per process or per probe.
    expect(rtdb.read(["_health"])).toBeNull();
    rtdb.mode = "server-error";
    expect(await healthOnce(503)).toEqual({ status: "unavailable", store: "firebase" });
  });

  const failures: Array<[Mode, string]> = [
    ["unauthorized", "401"],
    ["bad-request", "400"],
    ["not-found", "404"],
    ["server-error", "500"],
    ["unavailable", "503"],
    ["slow", "a response slower than the bound"],
    ["drop", "a dropped connection"],
  ];

  it.each(failures)(
    "on %s (%s) shows the failure dialog, keeps the values, and a retry stores one record",
    async (mode) => {
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
    },
  );

  it("deploys the shipped rules through firebase-admin's setRules with `npm run firebase -- deploy-rules`", async () => {
    rtdb.rules = undefined;
    const { deployRules } = await import("#server/store/firebase-rules");
    await deployRules({ databaseURL: TEST_DATABASE_URL, serviceAccount: testServiceAccount() });
    const deploy = rtdb.requests.filter((r) => r.path[0] === ".settings");
    expect(deploy.map((r) => [r.method, r.url, r.status])).toEqual([
      ["PUT", `${TEST_DATABASE_URL}/.settings/rules.json`, 200],
    ]);
    expect(deploy[0]!.authorization).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(rtdb.rules).toEqual(shippedRules());
  });

  it("responds to /healthz with 503 naming the missing outbox index until the rules are deployed", async () => {
    expectedConsoleErrors.allow = true;
    rtdb.rules = undefined;
    expect(await healthOnce(503)).toEqual({
      status: "unavailable",
      store: "firebase",
      missingIndex:
        'the rules of /_outbox/pending have no ".indexOn" for "due": run npm run firebase -- deploy-rules',
    });
    // The server's line at start says the same.
    expect(await site.storeStartLine()).toEqual({
      ok: false,
      line: '[store] firebase is not ready: the rules of /_outbox/pending have no ".indexOn" for "due": run npm run firebase -- deploy-rules',
    });
    rtdb.deployShippedRules();
    await healthOnce(200);
    expect(await site.storeStartLine()).toEqual({
      ok: true,
      line: "[store] firebase takes writes and answers the outbox query",
    });
  });

  it("retries a write the database refused with 503 (not attempted): the visitor is told it was received, one record", async () => {
    const fields = variant(contact, 20_503);
    rtdb.failNext({ method: "PUT", path: ["contactForm"], status: 503 });
    const response = await postForm(site, contact.postTo, {
      ...fields,
      submissionKey: browserKey(),
    });
    expect(response.status).toBe(303);
    expect(
      [...rtdb.list("contactForm").values()].filter((r) => r.email === fields.email),
    ).toHaveLength(1);
  });

  it("retries a write whose 500 came after it landed, and takes its own value found there as stored, not as a conflict", async () => {
    const fields = variant(contact, 20_500);
    const key = browserKey();
    rtdb.failNext({ method: "PUT", path: ["contactForm"], status: 500, landed: true });
    const response = await postForm(site, contact.postTo, { ...fields, submissionKey: key });
    expect(response.status).toBe(303);
    expect(await (await follow(site, response)).text()).toContain(contact.success);
    expect([...rtdb.list("contactForm").keys()]).toEqual([key]);
  });

  it("refreshes a token the database refused (401) once, and the write goes through", async () => {
    const fields = variant(contact, 20_401);
    rtdb.failNext({ status: 401 });
    const before = oauth.tokenRequests;
    const response = await postForm(site, contact.postTo, {
      ...fields,
      submissionKey: browserKey(),
    });
    expect(response.status).toBe(303);
    expect(oauth.tokenRequests).toBe(before + 1);
    expect(
      [...rtdb.list("contactForm").values()].filter((r) => r.email === fields.email),
    ).toHaveLength(1);
  });

  it("logs the database's own reason for a failure, bounded in length", async () => {
    expectedConsoleErrors.allow = true;
    site.logs.clear();
    rtdb.failNext({
      method: "PUT",
      status: 400,
      body: `Invalid data; couldn't parse key beginning at "${"x".repeat(5000)}"`,
    });
    const failed = await postForm(site, contact.postTo, {
      ...variant(contact, 20_400),
      submissionKey: browserKey(),
    });
    expect(failed.status).toBe(503);
    const line = site.logs.text().find((text) => text.includes('"module":"lead"'));
    expect(line).toContain("answered 400: Invalid data; couldn't parse key beginning at");
    expect(line!.length).toBeLessThan(800);
  });
});
