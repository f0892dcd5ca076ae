// The inbox's table in Chromium at 1366 px when a row holds a long unbroken name, address and
// owner: no column header breaks inside a word ("STATU S", "OWN ER"), the long values wrap and
// stay whole on screen and in their title, the next follow-up has its column, and nothing is
// wider than the screen. At 390 px the follow-up is a labelled line of the lead's card.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { planChange } from "#server/desk/lead/change";
import { collectErrors, newContext, siteInBrowser, visit } from "../support/browser";
import { addStaff, signInContext } from "../support/desk";
import { browserKey, postForm } from "../support/server";

const SHOTS = "/tmp/shots-desk-inbox";
mkdirSync(SHOTS, { recursive: true });

const handles = siteInBrowser();

const longName = "Hubert Blaine Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft";
const longEmail =
  "averyveryveryverylongemailaddressforoverflowtesting.someone@subdomain.example-longdomain.com";
const longOwner = "averyveryverylongstaffaddressforwrapping@aptora-example-longdomain.test";

beforeAll(async () => {
  const { site } = handles;
  // The lead arrives unowned (nobody takes new leads): the save below gives it its long owner.
  await addStaff(site, "asha@aptora.test", "sales", { takesLeads: false });
  await addStaff(site, longOwner, "sales", { takesLeads: false });
  const response = await postForm(site, "/Contact", {
    name: longName,
    email: longEmail,
    subject: "Fees",
    message: "What does AWS cost?",
    submissionKey: browserKey(),
  });
  expect(response.status).toBe(303);
  const { key } = site.records("contactForm").find((entry) => entry.record.email === longEmail)!;
  const saved = await site.store().desk.update("contactForm", key, (row) =>
    planChange(row, {
      by: "asha@aptora.test",
      at: Date.now(),
      seen: { status: "new", owner: "", nextFollowUpAt: null },
      status: "contacted",
      lostReason: "",
      owner: longOwner,
      nextFollowUpAt: Date.now() - 60_000,
      note: "",
    }),
  );
  expect(saved.status).toBe("changed");
});

/**
 * The words the page draws on more than one line in the column headers and in the cells of
 * words (not the name, address, owner or source, which may be one long word and may wrap).
 */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    const cells = document.querySelectorAll(
      ".inbox-table th, .inbox-row__received, .inbox-row__form, .inbox-row__course, .inbox-row__status, .inbox-row__follow-up, .inbox-row__age",
    );
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });

async function openInbox(width: number) {
  const context = await newContext(handles.browser, { javaScript: true, width });
  await signInContext(context, handles.site, "asha@aptora.test");
  const page = await context.newPage();
  const errors = collectErrors(page);
  await visit(page, `${handles.site.url}/desk`, true);
  return { context, page, errors };
}

describe("the inbox's table with long values", { timeout: 90_000 }, () => {
  it("at 1366 px breaks no header or word inside a word and keeps the long address whole", async () => {
    const { context, page, errors } = await openInbox(1366);
    await page.screenshot({ path: `${SHOTS}/inbox-long-1366.png`, fullPage: true });
    expect(await brokenWords(page)).toEqual([]);
    const headers = await page.locator(".inbox-table th").allTextContents();
    expect(headers).toEqual([
      "Select",
      "Received",
      "Form",
      "Name",
      "Course and plan",
      "Source",
      "Status",
      "Owner",
      "Next follow-up",
      "Age",
    ]);
    const email = page.locator(".inbox-row__contact", { hasText: "averyvery" });
    expect(await email.textContent()).toBe(longEmail);
    expect(await email.getAttribute("title")).toBe(longEmail);
    // Wrapped, not cut: the whole address is drawn inside its cell.
    expect(await email.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const owner = page.locator(".inbox-row__owner span");
    expect(await owner.getAttribute("title")).toBe(longOwner);
    const followUp = page.locator(".inbox-row__follow-up");
    expect(await followUp.locator(".follow-up-badge").textContent()).toBe("Due");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1366,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("at 390 px shows the follow-up as a labelled line of the card", async () => {
    const { context, page, errors } = await openInbox(390);
    await page.screenshot({ path: `${SHOTS}/inbox-long-390.png`, fullPage: true });
    const followUp = page.locator(".inbox-row__follow-up");
    expect(await followUp.evaluate((el) => getComputedStyle(el, "::before").content)).toBe(
      '"Next follow-up: "',
    );
    expect(await followUp.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
