// Every form's notice as a phone without JavaScript shows it: at 390 px the notice fits the screen,
// and with the form scrolled to the top of the screen its submit button is still in view: the
// notice comes after the button, and the marketing box is one short row.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, siteInBrowser } from "../support/browser";

const env = siteInBrowser();

const copies = [
  { name: "call-back", path: "/", form: "callback-main" },
  { name: "contact", path: "/Contact", form: "contact-main" },
  { name: "enrollment", path: "/computerscience/aws", form: "enrollment-main" },
  { name: "campus ambassador (page)", path: "/campusAmb", form: "ambassador-inline" },
  { name: "campus ambassador (pop-up)", path: "/campusAmb#join", form: "ambassador-modal" },
  { name: "newsletter", path: "/about", form: "newsletter-footer" },
];

/** Scrolls the form's first field to the top of the screen (or of the pop-up) and measures. */
async function firstViewOfForm(page: Page, form: string) {
  return page.evaluate((prefix) => {
    const notice = document.getElementById(`${prefix}-notice`)!;
    const formElement = document.querySelector<HTMLInputElement>(
      `input[name="placement"][value="${prefix.split("-")[1]}"]`,
    )!.form!;
    const scroller = formElement.closest("dialog") ?? document.scrollingElement!;
    const top = formElement.getBoundingClientRect().top;
    if (scroller instanceof HTMLDialogElement)
      scroller.scrollTop += top - scroller.getBoundingClientRect().top;
    else window.scrollBy(0, top);
    const button = formElement
      .querySelector<HTMLElement>('button[type="submit"]')!
      .getBoundingClientRect();
    const view =
      scroller instanceof HTMLDialogElement
        ? scroller.getBoundingClientRect()
        : { top: 0, bottom: window.innerHeight };
    const noticeBox = notice.getBoundingClientRect();
    return {
      buttonTop: button.top - view.top,
      buttonBottom: button.bottom,
      viewBottom: Math.min(view.bottom, window.innerHeight),
      noticeVisible: noticeBox.height > 0 && getComputedStyle(notice).visibility === "visible",
      noticeTop: noticeBox.top,
      noticeLeft: noticeBox.left,
      noticeRight: noticeBox.right,
      pageWidth: document.documentElement.scrollWidth,
      links: [...notice.querySelectorAll("a")].map((a) => a.getAttribute("href")),
    };
  }, form);
}

describe.each(copies)("the $name form at 390 px without JavaScript", ({ path, form }) => {
  it("shows its notice within the screen, and keeps the submit button in the form's first view", async () => {
    const context = await newContext(env.browser, { javaScript: false, width: 390 });
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${env.site.url}${path}`);
    const seen = await firstViewOfForm(page, form);
    expect(seen.noticeVisible).toBe(true);
    expect(seen.noticeLeft).toBeGreaterThanOrEqual(0);
    expect(seen.noticeRight).toBeLessThanOrEqual(390);
    expect(seen.pageWidth).toBeLessThanOrEqual(390);
    expect(seen.buttonTop).toBeGreaterThanOrEqual(0);
    expect(seen.buttonBottom).toBeLessThanOrEqual(seen.viewBottom);
    // Below the button, never between the fields and the button.
    expect(seen.noticeTop).toBeGreaterThanOrEqual(seen.buttonBottom);
    expect(seen.links).toEqual([
      "/my-data",
      `/Privacy#${form.split("-")[0]}`,
      "mailto:support@aptoralearning.com",
    ]);
    await context.close();
  });
});
