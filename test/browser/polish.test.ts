// Rough edges a visitor meets in Chromium: the certificate check's messages, the curriculum
// pages, the layout faults seen at 1366 and 390 px, the FAQ's spacing, and a slider card
// reached with the keyboard.
import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, open, siteInBrowser } from "../support/browser";

const env = siteInBrowser({ CERTIFICATE_LOOKUPS_PER_MINUTE: "0" });
const SHOTS = "/tmp/shots-polish";
mkdirSync(SHOTS, { recursive: true });

/** A box of an element, in page pixels. */
const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
};

describe.each([true, false])("certificate check with JavaScript %s", (javaScript) => {
  it("says what is needed when the box is sent empty, and how to go on when nothing is found", async () => {
    const context = await newContext(env.browser, { javaScript });
    const page = await open(context, `${env.site.url}/checkcertificate`, { hydrated: javaScript });
    const button = page.getByRole("button", { name: "Get your Certificate" });
    await button.click();
    await page
      .getByText("Please enter the certificate number printed on your certificate.")
      .waitFor();
    expect(await page.getByLabel("Certificate Number").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Certificate Number").fill("APT-2025-999999");
    await button.click();
    await page.getByText("No certificate was found with this number.").waitFor();
    expect(await page.getByText("Please enter the certificate number").count()).toBe(0);
    expect(
      await page
        .getByText(/Characters that look alike are a common slip: O and 0, I and 1\./)
        .isVisible(),
    ).toBe(true);
    await page
      .locator(".certificate-result")
      .getByRole("link", { name: "Contact us", exact: true })
      .click();
    await page.waitForURL(/\/Contact$/);
    await context.close();
  });
});

describe("curriculum page", () => {
  it("is reached from a course card and from the course page, and lists the modules", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/ece`);
    await page.getByRole("link", { name: "Curriculum of Robotics" }).click();
    await page.waitForURL(/\/ece\/robotics\/curriculum$/);
    await page.getByRole("heading", { level: 1, name: "Robotics Curriculum" }).waitFor();
    expect(await page.locator(".curriculum__module").count()).toBeGreaterThanOrEqual(3);
    await page.goto(`${env.site.url}/ece/robotics`);
    await page.getByRole("link", { name: "See the full curriculum of Robotics" }).click();
    await page.waitForURL(/\/ece\/robotics\/curriculum$/);
    await context.close();
  });

  it("prints the curriculum alone: no header, footer or buttons; every module", async () => {
    const context = await newContext(env.browser);
    const page = await open(context, `${env.site.url}/computerscience/aws/curriculum`);
    expect(await page.getByRole("button", { name: "Print this curriculum" }).isVisible()).toBe(
      true,
    );
    await page.emulateMedia({ media: "print" });
    for (const hidden of [".site-header", ".site-footer", ".curriculum__actions"])
      expect(await page.locator(hidden).isVisible(), hidden).toBe(false);
    expect(await page.locator(".curriculum__module:visible").count()).toBe(5);
    await context.close();
  });

  it("offers no print button that cannot work without JavaScript", async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await open(context, `${env.site.url}/computerscience/aws/curriculum`, {
      hydrated: false,
    });
    expect(await page.getByRole("button", { name: "Print this curriculum" }).isVisible()).toBe(
      false,
    );
    expect(await page.locator(".curriculum__module").count()).toBe(5);
    await context.close();
  });
});

describe("accessibility (axe) of the pages changed here", () => {
  it.each([
    "/computerscience/aws/curriculum",
    "/checkcertificate?number=",
    "/checkcertificate?number=NOPE-1",
    "/certificates",
    "/management",
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

describe("layout at 390 px", () => {
  it("shows a readable logo and navigation pills that do not touch", async () => {
    const context = await newContext(env.browser, { width: 390 });
    const page = await open(context, `${env.site.url}/about`);
    expect((await box(page, ".site-header__brand img")).width).toBeGreaterThanOrEqual(104);
    const links = await page
      .locator(".site-nav a")
      .evaluateAll((as) => as.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
    for (let i = 1; i < links.length; i++)
      expect(links[i]!.left - links[i - 1]!.right, `gap after link ${i}`).toBeGreaterThanOrEqual(2);
    expect(links.at(-1)!.right).toBeLessThanOrEqual(390);
    await context.close();
  });
});

describe.each([1366, 390])("layout at %i px", (width) => {
  it("gives the footer's email box and Subscribe one height, in a colour that stands out", async () => {
    const context = await newContext(env.browser, { width });
    const page = await open(context, `${env.site.url}/about`);
    const input = await box(page, ".site-footer input[type=email]");
    const button = await box(page, ".site-footer button[type=submit]");
    expect(Math.abs(input.height - button.height)).toBeLessThanOrEqual(1);
    const colours = await page
      .locator(".site-footer button[type=submit]")
      .evaluate((b) => [
        getComputedStyle(b).backgroundColor,
        getComputedStyle(b.closest(".site-footer")!).backgroundColor,
      ]);
    expect(colours[0]).toBe("rgb(245, 165, 36)");
    expect(colours[1]).not.toBe(colours[0]);
    await context.close();
  });

  it("leaves room between a form's heading and its first label", async () => {
    const context = await newContext(env.browser, { width });
    for (const path of ["/Contact", "/campusAmb"]) {
      const page = await open(context, `${env.site.url}${path}`);
      const card = page
        .locator(".form-card")
        .filter({ has: page.locator("form") })
        .last();
      const heading = await card.locator(".form-card__title").boundingBox();
      const label = await card.locator("label").first().boundingBox();
      expect(label!.y - (heading!.y + heading!.height), path).toBeGreaterThanOrEqual(12);
      await page.close();
    }
    await context.close();
  });

  it("keeps the certificate number box and its button apart", async () => {
    const context = await newContext(env.browser, { width });
    const page = await open(context, `${env.site.url}/checkcertificate`);
    const input = await box(page, "#certificate-number");
    const button = (await page
      .getByRole("button", { name: "Get your Certificate" })
      .boundingBox())!;
    expect(button.y - (input.y + input.height)).toBeGreaterThanOrEqual(12);
    await context.close();
  });

  it("leaves the usual gap above the FAQ page's 'Still have a question?', with and without JavaScript", async () => {
    const gapAbove = async (page: Page, selector: string) => {
      const above = await box(page, selector);
      const line = (await page.getByText("Still have a question?").boundingBox())!;
      return line.y - (above.y + above.height);
    };
    // Without JavaScript every question is listed and the last one comes right before it.
    const plain = await newContext(env.browser, { width, javaScript: false });
    const listed = await open(plain, `${env.site.url}/FaqPage`, { hydrated: false });
    expect(
      await gapAbove(listed, ".faq details.accordion__item:last-of-type"),
    ).toBeGreaterThanOrEqual(24);
    await listed.screenshot({ path: `${SHOTS}/faq-${width}-nojs.png`, fullPage: true });
    await plain.close();
    // With JavaScript the Show More / Show Less button comes right before it.
    const context = await newContext(env.browser, { width });
    const page = await open(context, `${env.site.url}/FaqPage`);
    expect(await gapAbove(page, ".faq__toggle")).toBeGreaterThanOrEqual(24);
    await page.getByRole("button", { name: "Show More" }).click();
    await page.getByRole("button", { name: "Show Less" }).waitFor();
    expect(await gapAbove(page, ".faq__toggle")).toBeGreaterThanOrEqual(24);
    await page.screenshot({ path: `${SHOTS}/faq-${width}-js-all.png`, fullPage: true });
    await context.close();
  });

  it("aligns 'Secure your spot now' and its subtitle on the same left edge", async () => {
    const context = await newContext(env.browser, { width });
    const page = await open(context, `${env.site.url}/#registration`);
    const heading = page.getByRole("heading", { name: "Secure your spot now" });
    const lead = page.locator(".registration .section__lead");
    expect(await lead.evaluate((p) => getComputedStyle(p).textAlign)).toBe("left");
    expect(
      Math.abs((await lead.boundingBox())!.x - (await heading.boundingBox())!.x),
    ).toBeLessThanOrEqual(1);
    await context.close();
  });
});

describe("layout at 1366 px", () => {
  it("sets the three certificates on one row on home and on /certificates", async () => {
    const context = await newContext(env.browser, { width: 1366 });
    for (const path of ["/", "/certificates"]) {
      const page = await open(context, `${env.site.url}${path}`);
      const tops = await page
        .locator(".certificates__grid li")
        .evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(tops, path).toHaveLength(3);
      expect(new Set(tops).size, path).toBe(1);
      await page.close();
    }
    await context.close();
  });

  it("/certificates says its title once and uses the width beside its text", async () => {
    const context = await newContext(env.browser, { width: 1366 });
    const page = await open(context, `${env.site.url}/certificates`);
    expect(await page.getByRole("heading", { name: "Certificates", exact: true }).count()).toBe(1);
    const prose = await box(page, ".certificates-info .prose");
    const check = await box(page, ".certificates-info__check");
    expect(check.x).toBeGreaterThan(prose.x + prose.width);
    expect(Math.abs(check.y - prose.y)).toBeLessThan(40);
    await context.close();
  });

  it("leaves no more than one section's padding under the logo marquee", async () => {
    const context = await newContext(env.browser, { width: 1366 });
    const page = await open(context, `${env.site.url}/`);
    const gap = await page.locator(".marquee").evaluate((m) => {
      const next = m.closest("section")!.nextElementSibling!;
      const nextHeading = next.querySelector("h2")!;
      return nextHeading.getBoundingClientRect().top - m.getBoundingClientRect().bottom;
    });
    expect(gap).toBeLessThanOrEqual(100);
    await context.close();
  });

  it("keeps slider cards' shadows inside their slides (no clipped band)", async () => {
    const context = await newContext(env.browser, { width: 1366 });
    const page = await open(context, `${env.site.url}/`);
    const fits = await page.locator(".keen-slider__slide > .card").evaluateAll((cards) =>
      cards.map((card) => {
        // A shadow 'x y blur spread' reaches blur + spread around the box, shifted by y.
        const parts = getComputedStyle(card)
          .boxShadow.match(/(-?[\d.]+)px/g)
          ?.map(parseFloat) ?? [0, 0, 0, 0];
        const [, y = 0, blur = 0, spread = 0] = parts;
        const slide = card.parentElement!;
        const style = getComputedStyle(slide);
        const side = Math.min(parseFloat(style.paddingLeft), parseFloat(style.paddingRight));
        const bottom = slide.getBoundingClientRect().bottom - card.getBoundingClientRect().bottom;
        return blur + spread <= side && y + blur + spread <= bottom;
      }),
    );
    expect(fits.length).toBeGreaterThan(0);
    expect(fits.every(Boolean)).toBe(true);
    await context.close();
  });
});

describe("a slider reached with the keyboard", () => {
  it("shows the focused card whole, with the cards in their places", async () => {
    const context = await newContext(env.browser, { width: 1366 });
    const page = await open(context, `${env.site.url}/`);
    const slider = page.getByRole("region", { name: "Departments" });
    const track = slider.locator(".keen-slider");
    await track.scrollIntoViewIfNeeded();
    await slider.locator(".keen-slider.is-ready").waitFor();
    // The fifth of six cards, out of view with three in view.
    await slider.getByRole("link", { name: "ECE (opens in a new tab)" }).focus();
    await page.waitForFunction(() => {
      const row = document.querySelector('[aria-label="Departments"] .keen-slider')!;
      const frame = row.getBoundingClientRect();
      const link = [...row.querySelectorAll("a")].find((a) => a.textContent?.startsWith("ECE"))!;
      const card = link.closest(".keen-slider__slide")!.getBoundingClientRect();
      return row.scrollLeft === 0 && card.left >= frame.left - 1 && card.right <= frame.right + 1;
    });
    await page.screenshot({ path: `${SHOTS}/slider-focus-1366.png` });
    await context.close();
  });
});

describe("the site's font", () => {
  it("is the device's own sans-serif: no font file is downloaded before or after the first paint", async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await page.goto(`${env.site.url}/Contact`);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.locator("h1").evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(
      /^-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto,/,
    );
    expect(fonts).toEqual([]);
    await context.close();
  });
});
