// Debian's Chromium driven by playwright-core, as root on a closed network.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { startSite, type TestSite } from "./server";
import { PATIENCE_MS } from "./wait";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export interface ContextOptions {
  javaScript?: boolean;
  reducedMotion?: boolean;
  width?: number;
}

export async function newContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: options.reducedMotion === false ? "no-preference" : "reduce",
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  // Playwright's own 30 s would make a page that loads slowly on a busy machine a failure.
  context.setDefaultTimeout(PATIENCE_MS);
  context.setDefaultNavigationTimeout(PATIENCE_MS);
  return context;
}

/** Opens a page and, with JavaScript on, waits until React has hydrated it. */
export async function open(
  context: BrowserContext,
  url: string,
  options: { hydrated?: boolean } = {},
): Promise<Page> {
  const page = await context.newPage();
  await visit(page, url, options.hydrated ?? true);
  return page;
}

/**
 * Goes to `url` and, with JavaScript on, waits until React has hydrated the page: what a test
 * checks next is then the page as the browser's script left it, not the server's first HTML.
 */
export async function visit(page: Page, url: string, javaScript = true): Promise<void> {
  await page.goto(url);
  if (javaScript) await hydrated(page);
}

/** Waits until React has hydrated the page (the root marks it once its first effect has run). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/**
 * Slows the page's processor down `rate` times, as Lighthouse's mobile profile does (4), so
 * the page's script starts as late as it does on a slow phone.
 */
export async function slowProcessor(page: Page, rate: number) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * To call before the page loads. The function it gives waits until React has hydrated the
 * page: true once it has; false as soon as the page has thrown (a page whose hydration
 * failed never hydrates) or after `timeout` ms.
 */
export function watchHydration(page: Page, timeout = PATIENCE_MS): () => Promise<boolean> {
  const thrown = new Promise<false>((resolve) => page.once("pageerror", () => resolve(false)));
  return () => {
    const hydrated = page
      .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
        timeout,
      })
      .then(
        () => true,
        () => false,
      );
    return Promise.race([hydrated, thrown]);
  };
}

/**
 * Whether the part `id` comes on the screen within a few seconds, its start not under the
 * sticky header (a dialog: open).
 */
export const targetInView = (page: Page, id: string) =>
  page
    .waitForFunction(
      (targetId) => {
        const target = document.getElementById(targetId);
        if (!target) return false;
        const box = target.getBoundingClientRect();
        if (target instanceof HTMLDialogElement)
          return target.open && box.top >= 0 && box.top < innerHeight;
        const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
        return box.top >= header - 1 && box.top < innerHeight;
      },
      id,
      { timeout: PATIENCE_MS, polling: "raf" },
    )
    .then(
      () => true,
      () => false,
    );

/** The title and text of the message dialog open on the page, once one is. */
export async function dialogText(page: Page) {
  const dialog = page.locator("dialog.message-dialog[open]");
  await dialog.waitFor();
  return {
    title: await dialog.locator("h2").textContent(),
    text: await dialog.locator("p").textContent(),
  };
}

/** Closes the open message dialog with its OK button and waits until it is gone. */
export async function closeDialog(page: Page) {
  await page.locator("dialog.message-dialog[open]").getByRole("button", { name: "OK" }).click();
  await page.locator("dialog.message-dialog[open]").waitFor({ state: "detached" });
}

/**
 * Records, in every page of the context, whether the home page's preloader was visible in any
 * frame the page painted: it shows for three seconds from the first paint, which on a busy
 * machine may be over before the page has loaded.
 */
export async function watchPreloader(context: BrowserContext) {
  await context.addInitScript(() => {
    const state = window as unknown as { preloaderShown: boolean };
    state.preloaderShown = false;
    const look = () => {
      const preloader = document.querySelector(".preloader");
      if (preloader?.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        state.preloaderShown = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** Whether the page showed the preloader (see watchPreloader). */
export const preloaderShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { preloaderShown: boolean }).preloaderShown);

/** Console errors and page errors seen on a page, to assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * For a test file: the built site on a free port and one Chromium, started before its
 * tests and stopped after them. Read `.site` and `.browser` inside tests.
 */
export function siteInBrowser(env: Record<string, string> = {}) {
  const handles = {} as { site: TestSite; browser: Browser };
  beforeAll(async () => {
    handles.site = await startSite(env);
    handles.browser = await launchBrowser();
  });
  afterAll(async () => {
    await handles.browser.close();
    await handles.site.close();
  });
  return handles;
}
