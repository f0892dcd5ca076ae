// The signed-in desk's header in Chromium: on a 390 px phone the person's whole address and
// role are drawn inside the screen (wrapped, not cut off by an ellipsis) and nothing widens the
// page; at 1366 px the header keeps its one line: the name, the address with its role and the
// Sign out button side by side. Screenshots go to /tmp/shots-desk-header/.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { collectErrors, newContext, siteInBrowser, visit } from "../support/browser";
import { addStaff, signInContext } from "../support/desk";

const SHOTS = "/tmp/shots-desk-header";
mkdirSync(SHOTS, { recursive: true });

const handles = siteInBrowser();
/** A long address, as some people's are: longer than a phone's line beside the button. */
const ADMIN = "radhakrishnan.venkataraman@aptora-learning.test";

beforeAll(async () => {
  await addStaff(handles.site, ADMIN, "admin");
});

/**
 * How `text` is drawn in the header: whether wholly inside the screen and inside every box around
 * it that clips what overflows it (an ellipsis leaves the cut letters laid out beyond its box),
 * and on how many lines.
 */
const drawnInHeader = (page: Page, text: string) =>
  page.evaluate((wanted) => {
    const header = document.querySelector(".desk-header")!;
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const clips = [{ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight }];
      for (let box = node.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== "visible" || style.overflowY !== "visible")
          clips.push(box.getBoundingClientRect());
      }
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      return {
        whole:
          rects.length > 0 &&
          rects.every((rect) =>
            clips.every(
              (clip) =>
                rect.left >= clip.left - 0.5 &&
                rect.right <= clip.right + 0.5 &&
                rect.top >= clip.top - 0.5 &&
                rect.bottom <= clip.bottom + 0.5,
            ),
          ),
        lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
      };
    }
    return { whole: false, lines: 0 };
  }, text);

/** The vertical middle of an element, to tell whether things share a line. */
const middle = async (page: Page, selector: string) => {
  const box = (await page.locator(selector).first().boundingBox())!;
  return box.y + box.height / 2;
};

describe("the desk's header", { timeout: 90_000 }, () => {
  for (const { width, javaScript } of [
    { width: 390, javaScript: false },
    { width: 390, javaScript: true },
    { width: 1366, javaScript: true },
  ]) {
    it(`at ${width} px ${javaScript ? "with" : "without"} JavaScript: shows the whole address and role, and nothing widens the page`, async () => {
      const context = await newContext(handles.browser, { javaScript, width });
      await signInContext(context, handles.site, ADMIN);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await visit(page, `${handles.site.url}/desk`, javaScript);
      expect(await drawnInHeader(page, "(admin)")).toEqual({ whole: true, lines: 1 });
      expect((await drawnInHeader(page, ADMIN)).whole).toBe(true);
      expect(await drawnInHeader(page, "Sign out")).toEqual({ whole: true, lines: 1 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      if (width === 1366) {
        // The wide header is as it was: name, address and button on one line.
        const brand = await middle(page, ".desk-header__brand");
        expect(Math.abs((await middle(page, ".desk-header__who")) - brand)).toBeLessThan(4);
        expect(
          Math.abs((await middle(page, ".desk-header__sign-out button")) - brand),
        ).toBeLessThan(4);
      }
      await page.locator(".desk-header").screenshot({
        path: `${SHOTS}/header-${width}-${javaScript ? "js" : "nojs"}.png`,
      });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
