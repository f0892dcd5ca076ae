// The site as a visitor meets it in Chromium, with JavaScript on and off.
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  collectErrors,
  type ContextOptions,
  hydrated,
  newContext,
  open,
  preloaderShown,
  siteInBrowser,
  watchPreloader,
} from "../support/browser";
import { PATIENCE_MS } from "../support/wait";

const env = siteInBrowser();

/**
 * For a block whose tests each look at one page the same way: one browser context for the
 * block, and each test's page opened in it and closed after that test.
 */
function onePagePerTest(options: ContextOptions) {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    context = await newContext(env.browser, options);
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });
  afterAll(async () => {
    await context?.close();
  });
  return async (path: string) => {
    page = await open(context!, `${env.site.url}${path}`, { hydrated: options.javaScript ?? true });
    return page;
  };
}

describe("with JavaScript", () => {
  it("shows the preloader, then the content after about three seconds", async () => {
    const context = await newContext(env.browser, { reducedMotion: false });
    await watchPreloader(context);
    const page = await open(context, `${env.site.url}/`, { hydrated: false });
    const preloader = page.getByTestId("preloader");
    await preloader.waitFor({ state: "hidden", timeout: PATIENCE_MS });
    expect(await preloaderShown(page)).toBe(true);
    await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("skips the preloader for visitors who prefer reduced motion", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/`);
    expect(await page.getByTestId("preloader").isVisible()).toBe(false);
    await context.close();
  });

  it("changes the navigation bar's style after 100 px of scrolling", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/about`);
    const header = page.locator(".site-header");
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 99));
    await page.waitForFunction(() => window.scrollY === 99);
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForFunction(
      () => document.querySelector(".site-header")?.getAttribute("data-scrolled") === "true",
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => document.querySelector(".site-header")?.getAttribute("data-scrolled") === "false",
    );
    await context.close();
  });

  it("shows 5 FAQs, then all 11 with 'Show More', then 5 again with 'Show Less'", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/FaqPage`);
    const items = page.locator("details.accordion__item:visible");
    expect(await items.count()).toBe(5);
    await page.getByRole("button", { name: "Show More" }).click();
    await page.getByRole("button", { name: "Show Less" }).waitFor();
    expect(await items.count()).toBe(11);
    await page.getByRole("button", { name: "Show Less" }).click();
    await page.getByRole("button", { name: "Show More" }).waitFor();
    expect(await items.count()).toBe(5);
    await context.close();
  });

  it("keeps one accordion item open at a time", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/computerscience/aws`);
    const outline = page.locator("details[data-group='outline']");
    expect(await outline.count()).toBe(5);
    await outline.nth(2).locator("summary").click();
    await page.waitForFunction(
      () => document.querySelectorAll("details[data-group='outline'][open]").length === 1,
    );
    expect(await outline.nth(2).getAttribute("open")).not.toBeNull();
    await outline.nth(4).locator("summary").click();
    await page.waitForFunction(() =>
      document.querySelector("details[data-group='outline']:nth-child(5)")?.hasAttribute("open"),
    );
    expect(await page.locator("details[data-group='outline'][open]").count()).toBe(1);
    await context.close();
  });

  it("moves a slider with its pagination", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/`);
    const slider = page.getByRole("region", { name: "What Our Students Say" });
    // keen-slider is loaded only as a slider comes near the screen.
    expect(await page.locator(".keen-slider.is-ready").count()).toBe(0);
    await slider.locator(".keen-slider").scrollIntoViewIfNeeded();
    await slider.locator(".keen-slider.is-ready").waitFor();
    const dots = slider.getByRole("button", { name: /Show slide/ });
    expect(await dots.count()).toBe(5);
    await dots.nth(3).click();
    await page.waitForFunction(
      () =>
        document
          .querySelectorAll("[aria-label='What Our Students Say'] .slider__dot")[3]
          ?.getAttribute("aria-current") === "true",
    );
    // The fourth slide comes to the start of the track.
    await page.waitForFunction(() => {
      const track = document.querySelector("[aria-label='What Our Students Say'] .keen-slider");
      const slide = track?.querySelectorAll(".keen-slider__slide")[3];
      return (
        !!track &&
        !!slide &&
        Math.abs(slide.getBoundingClientRect().left - track.getBoundingClientRect().left) < 2
      );
    });
    await context.close();
  });

  it("moves an old hash-router link to its real page", async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(`${env.site.url}/#/computerscience/aws`);
    await page.waitForURL(`${env.site.url}/computerscience/aws`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("AWS Cloud Computing");
    await context.close();
  });

  it.each([
    "/",
    "/about",
    "/FaqPage",
    "/TermsCondition",
    "/Contact",
    "/AllDeparts",
    "/computerscience",
    "/computerscience/aws",
    "/certificates",
    "/checkcertificate",
    "/campusAmb",
    "/newsletter",
    "/nowhere",
  ])(
    "%s runs its scripts under the enforced Content-Security-Policy without a violation, and its forms check as you type",
    async (path) => {
      const context = await newContext(env.browser);
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener("securitypolicyviolation", (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      const page = await context.newPage();
      const response = await page.goto(`${env.site.url}${path}`);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      await hydrated(page);
      const email = page
        .getByRole("form", { name: "Newsletter signup" })
        .getByLabel("Email address");
      await email.fill("not-an-email");
      await page.getByText("Invalid email address.").first().waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
      await context.close();
    },
  );

  it("loads every page template without a console error", async () => {
    const context = await newContext(env.browser);
    for (const path of [
      "/",
      "/computerscience",
      "/computerscience/aws",
      "/Contact",
      "/campusAmb",
      "/FaqPage",
      "/Privacy",
      "/AllDeparts",
    ]) {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${env.site.url}${path}`);
      await hydrated(page);
      expect(errors, path).toEqual([]);
      await page.close();
    }
    await context.close();
  });
});

describe("on a 360 px phone", () => {
  const visit = onePagePerTest({ width: 360 });
  it.each([
    "/",
    "/about",
    "/computerscience",
    "/computerscience/aws",
    "/Contact",
    "/campusAmb",
    "/FaqPage",
    "/AllDeparts?q=aws",
    // What the visitor typed is shown back, and may be one long word.
    `/AllDeparts?q=${"x".repeat(100)}`,
    `/AllDeparts?q=${"x".repeat(100)}&department=civil`,
    "/checkcertificate",
    "/nowhere",
  ])("%s fits the screen without sideways scrolling", async (path) => {
    const page = await visit(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe("without JavaScript", () => {
  const visit = onePagePerTest({ javaScript: false });
  it.each([
    "/",
    "/about",
    "/computerscience",
    "/computerscience/aws",
    "/Contact",
    "/campusAmb",
    "/FaqPage",
    "/TermsCondition",
    "/AllDeparts",
    "/certificates",
    "/checkcertificate",
    "/refundpolicy",
  ])("%s is readable", async (path) => {
    const page = await visit(path);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    expect(await page.locator("footer").getByText("100% safe and secure payment").isVisible()).toBe(
      true,
    );
  });

  it("opens accordions and lists every FAQ", async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await open(context, `${env.site.url}/FaqPage`, { hydrated: false });
    expect(await page.locator("details.accordion__item:visible").count()).toBe(11);
    expect(await page.getByRole("button", { name: "Show More" }).isVisible()).toBe(false);
    const third = page.locator("details.accordion__item").nth(2);
    await third.locator("summary").click();
    expect(await third.getAttribute("open")).not.toBeNull();
    expect(await third.locator(".accordion__body").isVisible()).toBe(true);
    await context.close();
  });

  it("shows slider slides as a row that scrolls", async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await open(context, `${env.site.url}/`, { hydrated: false });
    const track = page.getByRole("region", { name: "Trainers" }).locator(".keen-slider");
    const overflow = await track.evaluate((el) => getComputedStyle(el).overflowX);
    expect(overflow).toBe("auto");
    expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await context.close();
  });
});

describe("accessibility (axe)", () => {
  it.each([
    "/",
    "/computerscience",
    "/computerscience/aws",
    "/Contact",
    "/campusAmb",
    "/FaqPage",
    "/TermsCondition",
    "/nowhere",
  ])("%s has no serious or critical violation", async (path) => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}${path}`);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(bad).toEqual([]);
    await context.close();
  });
});
