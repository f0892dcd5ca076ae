// In Chromium at 1366 and 390 px, with and without JavaScript: the pricing cards, the next
// batch on a course page and on a card, "Chat on WhatsApp", and a certificate's three
// actions (LinkedIn, QR code, printing); the printed certificate is one A4 landscape page.
// Screenshots go to /tmp/shots-student for a person to look at.
import type { Browser, Page } from "playwright-core";
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchLine, batchView, nextBatch } from "#shared/catalogue/batches";
import { plans, priceText, totalText } from "#shared/catalogue/plans";
import { collectErrors, launchBrowser, newContext, open } from "../support/browser";
import { startSite, type TestSite } from "../support/server";
import { dataDirWithCertificates } from "../support/certificates";

const SHOTS = "/tmp/shots-student";
mkdirSync(SHOTS, { recursive: true });

let site: TestSite;
let browser: Browser;
beforeAll(async () => {
  const dataDir = await dataDirWithCertificates("student-browser-");
  [site, browser] = await Promise.all([
    startSite({
      DATA_DIR: dataDir,
      WHATSAPP_NUMBER: "919876543210",
      CERTIFICATE_LOOKUPS_PER_MINUTE: "0",
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser.close();
  await site.close();
});

const expectedBatch = (coursePath: string) =>
  batchLine(batchView(nextBatch(new Date(), "Asia/Kolkata", coursePath)));
const visibleText = async (page: Page, selector: string) => {
  const element = page.locator(selector).first();
  await element.scrollIntoViewIfNeeded();
  expect(await element.isVisible(), selector).toBe(true);
  return (await element.textContent())?.replace(/\s+/g, " ").trim();
};

describe.each([1366, 390])("at %i px", (width) => {
  describe.each([true, false])("with JavaScript %s", (javaScript) => {
    const shot = (page: Page, name: string, fullPage = false) =>
      page.screenshot({
        path: `${SHOTS}/${name}-${width}-${javaScript ? "js" : "nojs"}.png`,
        fullPage,
      });

    it("a course page: the next batch, the prices paid, the plan choice and a chat with an adviser", async () => {
      const context = await newContext(browser, { javaScript, width });
      const page = await open(context, `${site.url}/computerscience/aws`, { hydrated: javaScript });
      const errors = collectErrors(page);
      expect(await visibleText(page, ".course-aside .next-batch")).toBe(
        expectedBatch("/computerscience/aws"),
      );
      const chat = page.getByRole("link", { name: "Chat on WhatsApp" });
      expect(await chat.isVisible()).toBe(true);
      expect(await chat.getAttribute("href")).toBe(
        "https://wa.me/919876543210?text=Hello%20Aptora%20Learning%2C%20I%20would%20like%20to%20know%20more%20about%20the%20AWS%20Cloud%20Computing%20course.",
      );
      await shot(page, "course-enroll");
      const options = await page.getByLabel("Plan").locator("option").allTextContents();
      expect(options).toEqual([
        "Not decided yet",
        ...plans.map((plan) => `${plan.course_type}: ${totalText(plan)}`),
      ]);
      await page.locator("#pricing-heading").scrollIntoViewIfNeeded();
      const prices = await page.locator(".plan__price").allTextContents();
      expect(prices.map((text) => text.replace(/\s+/g, " ").trim())).toEqual(plans.map(priceText));
      expect(await page.locator(".plan__price").first().isVisible()).toBe(true);
      await shot(page, "course-pricing");
      expect(errors).toEqual([]);
      await context.close();
    });

    it("a department's cards and Contact", async () => {
      const context = await newContext(browser, { javaScript, width });
      const page = await open(context, `${site.url}/ece`, { hydrated: javaScript });
      expect(await visibleText(page, ".course-card .next-batch")).toBe(expectedBatch("/ece/vlsi"));
      await shot(page, "department-card");
      const contact = await open(context, `${site.url}/Contact`, { hydrated: javaScript });
      const chat = contact.getByRole("link", { name: "Chat on WhatsApp" });
      await chat.scrollIntoViewIfNeeded();
      expect(await chat.isVisible()).toBe(true);
      expect(await chat.getAttribute("href")).toBe(
        "https://wa.me/919876543210?text=Hello%20Aptora%20Learning%2C%20I%20have%20a%20question%20about%20your%20courses.",
      );
      await shot(contact, "contact");
      await context.close();
    });

    it("a certificate's page: Add to LinkedIn profile, its QR code, and printing", async () => {
      const context = await newContext(browser, { javaScript, width });
      const page = await open(context, `${site.url}/checkcertificate/APT-2025-000101`, {
        hydrated: javaScript,
      });
      const errors = collectErrors(page);
      const linkedIn = page.getByRole("link", { name: "Add to LinkedIn profile" });
      expect(await linkedIn.isVisible()).toBe(true);
      expect(new URL((await linkedIn.getAttribute("href"))!).searchParams.get("certId")).toBe(
        "APT-2025-000101",
      );
      const qr = page.getByRole("img", { name: "QR code of this certificate's page" });
      await qr.scrollIntoViewIfNeeded();
      expect(
        await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
      const print = page.getByRole("button", { name: "Print certificate" });
      if (javaScript) {
        // Clicked as soon as the page is ready: the browser's print is asked for, nothing breaks.
        await page.evaluate(() => {
          (window as unknown as { printed: number }).printed = 0;
          window.print = () => void (window as unknown as { printed: number }).printed++;
        });
        await print.click();
        expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(
          1,
        );
      } else {
        expect(await print.isVisible()).toBe(false);
        expect(await page.getByText("use your browser's Print command").isVisible()).toBe(true);
      }
      await shot(page, "certificate", true);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});

describe("the printed certificate", () => {
  it("is one A4 landscape page with the holder, the number and the QR code, and nothing of the screen page", async () => {
    const context = await newContext(browser, { width: 1366 });
    const page = await open(context, `${site.url}/checkcertificate/APT-2025-000101`);
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString(
      "latin1",
    );
    expect(
      [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
        Math.round(Number(m[1])),
        Math.round(Number(m[2])),
      ]),
    ).toEqual([[842, 595]]);
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 1123, height: 794 });
    const sheet = page.locator(".certificate-sheet");
    expect(await sheet.isVisible()).toBe(true);
    expect((await sheet.textContent())?.replace(/\s+/g, " ")).toContain(
      "Certificate number APT-2025-000101",
    );
    expect(await sheet.getByText("Asha Rao").isVisible()).toBe(true);
    expect(await sheet.locator("img[src^='data:image/svg+xml']").isVisible()).toBe(true);
    for (const screenOnly of [".page-banner", ".certificate-share", ".site-footer"])
      expect(await page.locator(screenOnly).isVisible(), screenOnly).toBe(false);
    await page.screenshot({ path: `${SHOTS}/certificate-printed.png` });
    await context.close();
  });
});
