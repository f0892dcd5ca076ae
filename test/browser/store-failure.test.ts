// With JavaScript, a store that fails shows the failure dialog every time, keeps what
// the visitor typed, and a later retry stores one record.
import { afterAll, beforeAll, expect, it } from "vitest";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { rtdb, TEST_DATABASE_URL } from "../support/msw/firebase-rtdb";
import { testServiceAccount } from "../support/service-account";
import { expectedConsoleErrors } from "../support/setup";
import { newContext, open, siteInBrowser } from "../support/browser";

const services = mockServices();
beforeAll(() => services.listen({ onUnhandledRequest }));
afterAll(() => services.close());
const env = siteInBrowser({
  FIREBASE_DATABASE_URL: TEST_DATABASE_URL,
  FIREBASE_SERVICE_ACCOUNT: testServiceAccount(),
  STORE_TIMEOUT_MS: "1500",
});

it("shows the failure dialog on every failed attempt and stores once when the store is back", async () => {
  expectedConsoleErrors.allow = true; // failed writes are logged
  rtdb.reset();
  rtdb.mode = "server-error";
  const context = await newContext(env.browser);
  const page = await open(context, `${env.site.url}/Contact`);
  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByLabel("Your name").fill("Ravi Kumar");
  await form.getByLabel("Email address").fill("ravi.retry@example.com");
  await form.getByLabel("Subject").fill("Batches");
  await form.getByLabel("Message").fill("Is there a weekend batch?");
  const dialog = page.locator("dialog.message-dialog[open]");
  for (let attempt = 0; attempt < 2; attempt++) {
    await form.getByRole("button", { name: "Send message" }).click();
    await dialog.waitFor();
    expect(await dialog.locator("p").textContent()).toBe(
      "Something went wrong. Please try again later.",
    );
    await dialog.getByRole("button", { name: "OK" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await form.getByLabel("Email address").inputValue()).toBe("ravi.retry@example.com");
  }
  rtdb.mode = "ok";
  await form.getByRole("button", { name: "Send message" }).click();
  await dialog.waitFor();
  expect(await dialog.locator("p").textContent()).toBe("Your message has been sent!");
  const stored = [...rtdb.list("contactForm").values()] as Array<Record<string, string>>;
  expect(stored.filter((r) => r.email === "ravi.retry@example.com")).toHaveLength(1);
  await context.close();
});
