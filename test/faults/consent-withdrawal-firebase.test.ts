// Withdrawing marketing consent on the Firebase store (the in-memory database of
// test/support/msw), over HTTP: the consent beside the lead turns to no with its time, and a
// store that fails meanwhile gets the visitor a page that says to try again (503), never the
// error page, and loses nothing: the retry withdraws.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { rtdb, TEST_DATABASE_URL } from "../support/msw/firebase-rtdb";
import { testServiceAccount } from "../support/service-account";
import { expectedConsoleErrors } from "../support/setup";
import { postForm, startSite, type TestSite } from "../support/server";
import { mailedLink as linkMailedTo } from "../support/mailed-link";

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
beforeEach(() => {
  rtdb.reset();
  rtdb.deployShippedRules();
});

async function mailedLink(email: string): Promise<string> {
  expect((await postForm(site, "/my-data", { email })).status).toBe(303);
  return linkMailedTo(site.dataDir, email);
}

describe("withdrawing marketing consent on Firebase", () => {
  it("says to try again (503) while the store fails, keeps the consent as it was, and withdraws on the retry", async () => {
    const email = "farah.khan@example.com";
    const contact = {
      name: "Farah Khan",
      email,
      subject: "Fees",
      message: "What does the AWS course cost?",
      marketingConsent: "yes",
    };
    expect((await postForm(site, "/Contact", contact)).status).toBe(303);
    expect((await postForm(site, "/newsletter", { email, returnTo: "/about" })).status).toBe(303);
    const [key] = [...rtdb.list("contactForm").keys()];
    const consent = () =>
      (rtdb.read(["_context", "contactForm", key!]) as { consent?: Record<string, unknown> } | null)
        ?.consent;
    const agreed = consent();
    expect(agreed).toMatchObject({ marketing: true, notice: "contact-2026-11-24" });
    const here = new URL(await mailedLink(email)).pathname;

    expectedConsoleErrors.allow = true; // the failure is logged
    rtdb.mode = "server-error";
    const failed = await postForm(site, here, { intent: "withdraw" });
    expect(failed.status).toBe(503);
    expect(failed.headers.get("retry-after")).toBe("60");
    expect(await failed.text()).toContain(
      "We could not do that just now: our store did not respond. Please try again in a minute.",
    );
    rtdb.mode = "ok";
    expect(consent()).toEqual(agreed);

    const done = await postForm(site, here, { intent: "withdraw" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${here}?withdrawn=1`);
    expect(consent()).toEqual({
      ...agreed,
      marketing: false,
      withdrawnAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
    });
    expect(rtdb.list("newsletter").size).toBe(0);
    expect(rtdb.list("contactForm").get(key!)).toMatchObject({
      name: "Farah Khan",
      email,
      subject: "Fees",
    });
    expect(rtdb.read(["unsubscribes"])).toBeNull();
  });
});
