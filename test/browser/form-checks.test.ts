// A form's checks come with the form (its component passes them): once the page is hydrated,
// what the visitor types is checked at once, and a submit that would fail never goes out.
import { describe, expect, it } from "vitest";
import { hydrated, newContext, siteInBrowser } from "../support/browser";

const env = siteInBrowser();

describe("the live checks of a form", () => {
  it("check typing and block a failing submit as soon as the page is hydrated, with nothing else to load", async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.goto(`${env.site.url}/Contact`);
    await hydrated(page);
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url());
    });

    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Email address").fill("ravi@");
    await page.getByText("Invalid email address.").waitFor();
    await form.getByRole("button", { name: "Send message" }).click();
    const dialog = page.locator("dialog.message-dialog[open]");
    await dialog.waitFor();
    expect(await dialog.locator("h2").textContent()).toBe("Validation Error");
    expect(posted).toBe(false);
    expect([...scripts], "scripts asked for after hydration").toEqual([]);
    await context.close();
  });
});
