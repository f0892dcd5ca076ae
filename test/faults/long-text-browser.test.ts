// Long text in Chromium: a 2,000-character Devanagari message goes through (it was
// refused as too large before), and a post that really is too large gets its response in the
// form's own dialog with everything typed still there (with JavaScript), or on a page of
// the site (without it), never on the error page or a bare text response.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { tooLarge } from "#shared/forms";
import { closeDialog, newContext, open, siteInBrowser } from "../support/browser";

const env = siteInBrowser();

/** 2,000 Devanagari characters, no spaces: 18,000 bytes as a form field (3 UTF-8 bytes each, sent as %XX), over the old 16 KB limit. */
const message2000 = (() => {
  let text = "";
  for (let i = 0; text.length < 2000; i++) text += ["नमस्ते", "भारत", "।"][i % 3];
  return text.slice(0, 2000);
})();

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact us" });

async function fillContact(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) {
  const form = contactForm(page);
  await form.getByLabel("Your name").fill(values.name);
  await form.getByLabel("Email address").fill(values.email);
  await form.getByLabel("Subject").fill(values.subject);
  await form.getByLabel("Message").fill(values.message);
}

async function typedValues(page: Page) {
  const form = contactForm(page);
  return {
    name: await form.getByLabel("Your name").inputValue(),
    email: await form.getByLabel("Email address").inputValue(),
    subject: await form.getByLabel("Subject").inputValue(),
    message: await form.getByLabel("Message").inputValue(),
  };
}

/** Adds a hidden field of 100,000 characters to the contact form, as a tampered page would. */
const injectPadding = (page: Page) =>
  contactForm(page).evaluate((form) => {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = "padding";
    input.value = "x".repeat(100_000);
    form.append(input);
  });

/** The open dialog, or the error page if that is what the visitor got instead. */
async function outcome(page: Page) {
  const shown = page.locator("dialog.message-dialog[open], .error-page").first();
  await shown.waitFor();
  if (await shown.evaluate((el) => el.classList.contains("error-page"))) return { errorPage: true };
  return {
    title: await shown.locator("h2").textContent(),
    text: await shown.locator("p").textContent(),
  };
}

describe("with JavaScript", () => {
  const tooLargeKeepsEverything = async (
    page: Page,
    values: { name: string; email: string; subject: string; message: string },
  ) => {
    await fillContact(page, values);
    await injectPadding(page);
    await contactForm(page).getByRole("button", { name: "Send message" }).click();
    expect(await outcome(page)).toEqual(tooLarge);
    expect(await typedValues(page)).toEqual(values);
    expect(await page.locator(".error-page").count()).toBe(0);
    expect(env.site.records("contactForm").filter((r) => r.record.email === values.email)).toEqual(
      [],
    );
  };

  it("sends a 2,000-character Devanagari message: 'Success!' and the record stored intact", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/Contact`);
    const values = {
      name: "रवि कुमार",
      email: "devanagari.js@example.com",
      subject: "बैच की तारीख़",
      message: message2000,
    };
    expect(new URLSearchParams({ message: message2000 }).toString().length).toBeGreaterThan(
      16 * 1024,
    );
    await fillContact(page, values);
    await contactForm(page).getByRole("button", { name: "Send message" }).click();
    expect(await outcome(page)).toEqual({ title: "Success!", text: "Your message has been sent!" });
    const stored = env.site.records("contactForm").filter((r) => r.record.email === values.email);
    expect(stored.map((r) => r.record)).toEqual([
      expect.objectContaining({ name: values.name, subject: values.subject, message: message2000 }),
    ]);
    await context.close();
  });

  it("responds to a too-large post in the form's dialog, with everything typed still in the fields", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/Contact`);
    await tooLargeKeepsEverything(page, {
      name: "मीरा नायर",
      email: "too-large.js@example.com",
      subject: "फिर से",
      message: message2000,
    });
    await context.close();
  });

  it("does the same on the page a success left (the form filled again after 'Success!')", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/Contact`);
    await fillContact(page, {
      name: "रवि कुमार",
      email: "devanagari.again.js@example.com",
      subject: "बैच",
      message: message2000,
    });
    await contactForm(page).getByRole("button", { name: "Send message" }).click();
    expect(await outcome(page)).toEqual({ title: "Success!", text: "Your message has been sent!" });
    await closeDialog(page);
    await tooLargeKeepsEverything(page, {
      name: "मीरा नायर",
      email: "too-large.again.js@example.com",
      subject: "फिर से",
      message: message2000,
    });
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("responds to a too-large post with a page of the site that says so", async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await open(context, `${env.site.url}/Contact`, { hydrated: false });
    const values = {
      name: "Ravi Kumar",
      email: "too-large.nojs@example.com",
      subject: "Padding",
      message: "Hello",
    };
    await fillContact(page, values);
    await injectPadding(page);
    const postResponse = page.waitForResponse((r) => r.request().method() === "POST");
    const loaded = page.waitForEvent("load");
    await contactForm(page).getByRole("button", { name: "Send message" }).click();
    expect((await postResponse).status()).toBe(413);
    await loaded;
    expect(await page.locator("header.site-header").count()).toBe(1);
    expect(await page.locator("footer.site-footer").count()).toBe(1);
    expect(await outcome(page)).toEqual(tooLarge);
    expect(env.site.records("contactForm").filter((r) => r.record.email === values.email)).toEqual(
      [],
    );
    await context.close();
  });
});
