// A plan's "Enroll now" on a course page, used with the keyboard: the page scrolls to the
// enrollment form with the plan chosen, and the focus goes with it, to the form's heading, so
// that the next Tab is in the form rather than back among the plans. Without JavaScript the
// link stays a plain link to the form's anchor. Screenshots go to /tmp/shots-enroll-focus/.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { collectErrors, newContext, open, siteInBrowser, targetInView } from "../support/browser";

const SHOTS = "/tmp/shots-enroll-focus";
mkdirSync(SHOTS, { recursive: true });

const env = siteInBrowser();
const COURSE = "/computerscience/aws";
const LINK = "Enroll now: Advanced plan";

/** Presses Tab until the focus is on the link named `name` (at most `limit` times). */
async function tabTo(page: Page, name: string, limit = 300) {
  for (let n = 0; n < limit; n++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((label) => document.activeElement?.ariaLabel === label, name)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Where the focus is: the element's tag and text, and whether it is inside the form's card. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase(),
      text: element?.textContent?.trim(),
      inForm: Boolean(element?.closest("#enroll")),
    };
  });

describe.each([1366, 390])("Enroll now at %i px", (width) => {
  it("with the keyboard and JavaScript: Enter takes the focus to the enrollment form, its plan chosen", async () => {
    const context = await newContext(env.browser, { width });
    const page = await open(context, `${env.site.url}${COURSE}`);
    const errors = collectErrors(page);
    await tabTo(page, LINK);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${env.site.url}${COURSE}?plan=advanced#enroll`);
    await page.waitForFunction(() => Boolean(document.activeElement?.closest("#enroll")));
    expect(await focused(page)).toEqual({
      tag: "h2",
      text: "Enroll in AWS Cloud Computing",
      inForm: true,
    });
    expect(await targetInView(page, "enroll")).toBe(true);
    expect(await planChosen(page)).toBe("advanced");
    await page.screenshot({ path: `${SHOTS}/focused-${width}-js.png` });
    // The next Tab goes on inside the form's card.
    await page.keyboard.press("Tab");
    expect((await focused(page)).inForm).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The plan the enrollment form has chosen. */
const planChosen = (page: Page) =>
  page
    .getByRole("form", { name: /^Enroll in / })
    .getByLabel("Plan")
    .inputValue();

it("without JavaScript, Enroll now is a plain link to the form's anchor with the plan chosen", async () => {
  const context = await newContext(env.browser, { javaScript: false, width: 390 });
  const page = await open(context, `${env.site.url}${COURSE}`, { hydrated: false });
  const link = page.getByRole("link", { name: LINK });
  expect(await link.getAttribute("href")).toBe(`${COURSE}?plan=advanced#enroll`);
  await link.click();
  await page.waitForURL(`${env.site.url}${COURSE}?plan=advanced#enroll`);
  expect(await targetInView(page, "enroll")).toBe(true);
  expect(await planChosen(page)).toBe("advanced");
  // The heading can take the focus from a script only, never from Tab.
  expect(await page.locator("#enroll h2").getAttribute("tabindex")).toBe("-1");
  await context.close();
});
