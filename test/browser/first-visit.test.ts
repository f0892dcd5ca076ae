// What a first-time visitor meets: the ambassador pop-up's success, refused posts without
// JavaScript, the newsletter retry, the header at 100 px and the home page's preloader.
import { describe, expect, it } from "vitest";
import { dialogs } from "#shared/forms";
import { formCases } from "../support/forms";
import {
  closeDialog,
  dialogText,
  hydrated,
  newContext,
  open,
  preloaderShown,
  siteInBrowser,
  watchPreloader,
} from "../support/browser";
import { PATIENCE_MS } from "../support/wait";

const env = siteInBrowser();

describe("the Campus Ambassador pop-up", () => {
  it("with JavaScript: its success closes the pop-up, empties its form and leaves the page where it was", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/campusAmb`);
    await page.getByRole("link", { name: "Join Now" }).click();
    const modal = page.locator("dialog#join");
    await modal.waitFor();
    await modal.getByLabel("Full name").fill("Kavya Menon");
    await modal.getByLabel("Phone number").fill("9123456780");
    await modal.getByLabel("Email address").fill("kavya.popup@college.edu");
    await modal.getByLabel("College").fill("Christ University");
    await modal.getByLabel("Graduation year").selectOption("2022");
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await modal.getByRole("button", { name: "Apply now" }).click();
    expect(await dialogText(page)).toEqual({
      title: "Success!",
      text: "Data submitted successfully!",
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);
    await closeDialog(page);
    expect(await modal.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);
    expect(await modal.getByLabel("Full name", { exact: true }).inputValue()).toBe("");
    expect(await modal.getByLabel("College").inputValue()).toBe("");
    // The inline form did not send anything and shows nothing.
    expect(await page.locator("#apply dialog.message-dialog").count()).toBe(0);
    expect(
      env.site
        .records("Campus Ambassador")
        .filter((r) => r.record.email === "kavya.popup@college.edu"),
    ).toHaveLength(1);
    await context.close();
  });

  it("with JavaScript: a link to /campusAmb#join opens it, as a tap on 'Join Now' before the script ran does", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/campusAmb#join`);
    const modal = page.locator("dialog#join");
    await expect
      .poll(() => modal.evaluate((dialog) => (dialog as HTMLDialogElement).matches(":modal")))
      .toBe(true);
    await expect.poll(() => modal.getByLabel("Full name").isVisible()).toBe(true);
    await context.close();
  });

  it("without JavaScript: its success is shown in the pop-up, on an empty form", async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await open(context, `${env.site.url}/campusAmb#join`, { hydrated: false });
    const modal = page.locator("dialog#join");
    await modal.getByLabel("Full name").fill("Kavya Menon");
    await modal.getByLabel("Phone number").fill("9123456780");
    await modal.getByLabel("Email address").fill("kavya.nojs@college.edu");
    await modal.getByLabel("College").fill("Christ University");
    await modal.getByLabel("Graduation year").selectOption("2022");
    await modal.getByRole("button", { name: "Apply now" }).click();
    await page.waitForURL(/sent=ambassador/);
    expect(await modal.isVisible()).toBe(true);
    expect(await modal.locator("dialog.message-dialog[open]").isVisible()).toBe(true);
    expect(await dialogText(page)).toEqual({
      title: "Success!",
      text: "Data submitted successfully!",
    });
    expect(await modal.getByLabel("Full name", { exact: true }).inputValue()).toBe("");
    await context.close();
  });
});

/** Each form, where a visitor finds it, and what shows that it is that form. */
const refusedPosts = [
  { form: "callback", open: "/", name: "Request Call Back" },
  { form: "contact", open: "/Contact", name: "Contact us" },
  { form: "enrollment", open: "/computerscience/aws", name: "Enroll in AWS Cloud Computing" },
  {
    form: "ambassador",
    open: "/campusAmb",
    name: "Campus Ambassador application",
    within: "#apply",
  },
  {
    form: "ambassador",
    open: "/campusAmb#join",
    name: "Campus Ambassador application",
    within: "#join",
  },
  { form: "newsletter", open: "/about", name: "Newsletter signup" },
] as const;

describe.each([1366, 390])("without JavaScript at %i px, a refused post", (width) => {
  it.each(refusedPosts)(
    "of the $form form ($open) lands at its form with its errors and no preloader",
    async (c) => {
      const context = await newContext(env.browser, {
        javaScript: false,
        width,
        reducedMotion: false,
      });
      const page = await open(context, `${env.site.url}${c.open}`, { hydrated: false });
      const formCase = formCases.find((f) => f.form === c.form)!;
      const scope = "within" in c ? page.locator(c.within) : page;
      const form = scope.getByRole("form", { name: c.name });
      for (const [name, value] of Object.entries(formCase.invalid)) {
        const field = form.locator(`[name="${name}"]`);
        if ((await field.evaluate((el) => el.tagName)) === "SELECT") {
          if (value && (await field.locator(`option[value="${value}"]`).count()))
            await field.selectOption(value);
        } else await field.fill(value);
      }
      await form.locator("button[type=submit]").click();
      await page.waitForLoadState();
      expect(await dialogText(page)).toEqual(formCase.dialog);
      expect(
        await page.evaluate(() => document.querySelector(".preloader")?.checkVisibility() ?? false),
        "preloader",
      ).toBe(false);
      await closeDialog(page);
      const refusedForm = ("within" in c ? page.locator(c.within) : page).getByRole("form", {
        name: c.name,
      });
      const firstError = refusedForm.locator(".field__error:not(:empty)").first();
      expect(await firstError.textContent()).toBe(Object.values(formCase.messages)[0]);
      // The browser may scroll to the form smoothly (motion is not reduced here).
      const onScreen = () =>
        refusedForm.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const header =
            document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
          return box.top < innerHeight && box.bottom > header;
        });
      await expect.poll(onScreen, { message: "the form is on the screen" }).toBe(true);
      await expect
        .poll(() => firstError.evaluate((el) => el.getBoundingClientRect().top < innerHeight), {
          message: "its first message is on the screen",
        })
        .toBe(true);
      await context.close();
    },
  );
});

describe("without JavaScript, the newsletter", () => {
  it("takes a corrected retry back to the page the visitor started from", async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await open(context, `${env.site.url}/about`, { hydrated: false });
    const footerForm = page.getByRole("form", { name: "Newsletter signup" });
    await footerForm.getByLabel("Email address").fill("retry@");
    await footerForm.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL(/\/newsletter/);
    await closeDialog(page);
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.getByLabel("Email address").fill("retry.nojs@example.com");
    const loaded = page.waitForEvent("load");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await loaded;
    expect(page.url()).toBe(`${env.site.url}/about?sent=newsletter&at=footer#newsletter-form`);
    expect(await dialogText(page)).toEqual(dialogs.newsletter.success);
    expect(
      env.site.records("newsletter").filter((r) => r.record.email === "retry.nojs@example.com"),
    ).toHaveLength(1);
    await context.close();
  });
});

describe.each([1366, 390])("the header at %i px", (width) => {
  it("changes its style at 100 px of scrolling without moving the page", async () => {
    const context = await newContext(env.browser, { width });
    const page = await open(context, `${env.site.url}/about`);
    const readings = [];
    for (const y of [96, 98, 100, 102, 104, 102, 100, 98, 96]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const scrolled = y >= 100;
      await page
        .waitForFunction(
          (want) =>
            document.querySelector(".site-header")?.getAttribute("data-scrolled") === String(want),
          scrolled,
          { timeout: PATIENCE_MS },
        )
        .catch(() => undefined);
      // Two frames: any change of layout the new style causes has happened by then.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      readings.push(
        await page.evaluate(() => ({
          scrollY: window.scrollY,
          scrolled: document.querySelector(".site-header")?.getAttribute("data-scrolled"),
          contentTop: Math.round(
            (document.querySelector("main")?.getBoundingClientRect().top ?? 0) + window.scrollY,
          ),
        })),
      );
    }
    const contentTop = readings[0]!.contentTop;
    expect(readings).toEqual(
      [96, 98, 100, 102, 104, 102, 100, 98, 96].map((y) => ({
        scrollY: y,
        scrolled: String(y >= 100),
        contentTop,
      })),
    );
    await context.close();
  });
});

describe("the preloader", () => {
  it("plays on the first view of home, and not again in the same session (reload, or the logo from another page)", async () => {
    const context = await newContext(env.browser, { reducedMotion: false });
    await watchPreloader(context);
    const page = await open(context, `${env.site.url}/`);
    expect(await preloaderShown(page)).toBe(true);
    await page.getByTestId("preloader").waitFor({ state: "hidden", timeout: PATIENCE_MS });
    await page.reload();
    await hydrated(page);
    expect(await preloaderShown(page), "after a reload").toBe(false);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await page.waitForURL(`${env.site.url}/about`);
    await page.getByRole("link", { name: "Aptora Learning home" }).click();
    await page.waitForURL(`${env.site.url}/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await preloaderShown(page), "after the logo from /about").toBe(false);
    await context.close();
  });

  it("never plays for an address that names a section, opened directly or from another page's header", async () => {
    const context = await newContext(env.browser, { reducedMotion: false });
    await watchPreloader(context);
    const direct = await open(context, `${env.site.url}/#registration`);
    expect(await preloaderShown(direct), "/#registration opened directly").toBe(false);
    // The browser scrolls to the section once the document has loaded, and the router again once
    // hydrated: wait for the section to be in view, not for a fixed moment.
    await direct.waitForFunction(() => {
      const top = document.getElementById("registration")?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < innerHeight;
    });
    await direct.close();

    const second = await newContext(env.browser, { reducedMotion: false });
    await watchPreloader(second);
    const page = await open(second, `${env.site.url}/about`);
    await page.locator(".site-header__cta").click();
    await page.waitForURL(`${env.site.url}/#registration`);
    await page.waitForFunction(() => {
      const top = document.getElementById("registration")?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < innerHeight;
    });
    expect(await preloaderShown(page), "the header's Request Call Back from /about").toBe(false);
    await context.close();
    await second.close();
  });

  it("without JavaScript, is not shown for an address that names a section or on a form's response", async () => {
    const context = await newContext(env.browser, { javaScript: false, reducedMotion: false });
    const page = await open(context, `${env.site.url}/#registration`, { hydrated: false });
    expect(await page.locator(".preloader").evaluate((el) => el.checkVisibility())).toBe(false);
    await page.goto(`${env.site.url}/?sent=callback#registration`);
    expect(await page.locator(".preloader").count()).toBe(0);
    await context.close();
  });
});
