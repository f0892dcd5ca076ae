// Every link that points into its own page, clicked as a visitor would: the moment the page
// is interactive, and again once it has gone quiet. Whatever the moment, the page stays
// whole (no content removed or replaced, nothing shrinks) and the target is on the screen.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  targetInView,
  collectErrors,
  hydrated,
  newContext,
  siteInBrowser,
} from "../support/browser";

const env = siteInBrowser();

/** One page of every template (the home page at both of its addresses). */
const templates = [
  "/",
  "/about",
  "/computerscience/aws",
  "/computerscience",
  "/Contact",
  "/campusAmb",
  "/FaqPage",
  "/AllDeparts",
  "/certificates",
  "/checkcertificate",
  "/TermsCondition",
  "/newsletter",
  "/nowhere",
];

interface PageState {
  height: number;
  forms: string[];
  footer: boolean;
}

/** What must survive any click: the document's height, every form and the footer. */
const pageState = (page: Page): Promise<PageState> =>
  page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    forms: Array.from(
      document.forms,
      (form) => form.getAttribute("aria-label") ?? form.getAttribute("action") ?? "form",
    ).sort(),
    footer: (document.querySelector("footer.site-footer")?.getBoundingClientRect().height ?? 0) > 0,
  }));

/** Links into this same page that a visitor can reach, in document order (the skip link first). */
function linksIntoThisPage() {
  return Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]")).filter((a) => {
    const url = new URL(a.href, location.href);
    const here =
      url.origin === location.origin &&
      url.pathname === location.pathname &&
      url.search === location.search;
    return here && url.hash.length > 1 && a.getClientRects().length > 0;
  });
}

const samePageLinks = async (page: Page) =>
  (await page.evaluateHandle(linksIntoThisPage)).evaluate((links) =>
    links.map((a, index) => ({
      index,
      text: a.textContent?.trim() ?? "",
      target: decodeURIComponent(new URL(a.href).hash.slice(1)),
    })),
  );

/**
 * The page is as it will stay: what can move its layout has arrived (its images, apart from those
 * that wait to be scrolled to, and its fonts) and its script has nothing left to do. Not
 * Playwright's "networkidle", which adds half a second of silence to every page: the one request
 * it would also wait for, Remix's route discovery, moves nothing on the page.
 */
const idle = async (page: Page) => {
  await page.waitForLoadState("load");
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.loading === "lazy" || image.complete),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    // After a frame: with nothing to paint (as after the skip link) the headless shell may start
    // no idle period at all, and the callback would wait for its timeout of 2 s every time.
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })),
    );
  });
};

async function follow(
  page: Page,
  link: { index: number; text: string; target: string },
  how: "keyboard" | "pointer",
) {
  const links = await page.evaluateHandle(linksIntoThisPage);
  const element = (await links.evaluateHandle((all, index) => all[index]!, link.index)).asElement();
  if (how === "keyboard") {
    await element.focus();
    await page.keyboard.press("Enter");
  } else {
    await element.click();
  }
}

async function check(
  page: Page,
  errors: string[],
  before: PageState,
  link: { text: string; target: string },
  moment: string,
) {
  const inView = await targetInView(page, link.target);
  const after = await pageState(page);
  expect(
    {
      inView,
      // The 404 page's own status is logged by the browser as a failed resource: not an error of the page.
      errors: errors.filter((error) => !error.startsWith("Failed to load resource")),
      footer: after.footer,
      forms: after.forms,
      shrunk: after.height < before.height - 1 ? `${before.height} -> ${after.height} px` : false,
    },
    `${link.text} (#${link.target}), ${moment}`,
  ).toEqual({ inView: true, errors: [], footer: true, forms: before.forms, shrunk: false });
}

describe.each([1366, 390])("same-page links at %i px, with JavaScript", (width) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(env.browser, { width });
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(templates)(
    "%s: every link into the page keeps it whole and shows its target",
    async (path) => {
      const page = await context.newPage();
      const errors = collectErrors(page);
      const load = async () => {
        await page.goto(`${env.site.url}${path}`);
        await hydrated(page);
      };
      await load();
      const links = await samePageLinks(page);
      expect(links[0]?.target, "the skip link comes first").toBe("main");
      const before = await pageState(page);

      // The moment the page is interactive: a fresh load for each link.
      for (const [n, link] of links.entries()) {
        if (n > 0) await load();
        if (link.target === "main") {
          // The skip link as keyboard users meet it: the first Tab of the page, then Enter.
          await page.keyboard.press("Tab");
          expect(await page.evaluate(() => document.activeElement?.className)).toBe("skip-link");
          await page.keyboard.press("Enter");
        } else {
          await follow(page, link, "pointer");
        }
        await check(page, errors, before, link, "right after load");
        await page.keyboard.press("Escape");
      }

      // Once everything has loaded and the page is quiet: each link again, from the top.
      await idle(page);
      for (const link of links) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await follow(page, link, link.target === "main" ? "keyboard" : "pointer");
        await check(page, errors, before, link, "after idle");
        await page.keyboard.press("Escape");
      }
      await page.close();
    },
  );
});
