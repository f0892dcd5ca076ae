// The forms' live checks load when a visitor turns to a form, not with the page; nothing
// typed or submitted before they arrive escapes them.
import { describe, expect, it } from "vitest";
import { newContext, siteInBrowser } from "../support/browser";

const env = siteInBrowser();

describe("the live checks of a form", () => {
  it("are not part of the first view; typing and a submit before they arrive wait for them", async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const asked: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/build\/_shared\/live-checks-[^/]+\.js$/, async (route) => {
      asked.push(route.request().url());
      await released;
      await route.continue();
    });
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.goto(`${env.site.url}/Contact`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(asked, "loaded with the page").toEqual([]);

    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Email address").fill("ravi@");
    await expect.poll(() => asked.length, { message: "asked for once the visitor turns to the form" }).toBe(1);
    expect(await page.getByText("Invalid email address.").count(), "checked before the checks arrived").toBe(0);
    await form.getByRole("button", { name: "Send message" }).click();
    expect(posted, "posted before the checks arrived").toBe(false);

    release();
    const dialog = page.locator("dialog.message-dialog[open]");
    await dialog.waitFor();
    expect(await dialog.locator("h2").textContent()).toBe("Validation Error");
    expect(await page.getByText("Invalid email address.").isVisible()).toBe(true);
    expect(posted).toBe(false);
    await context.close();
  });
});
