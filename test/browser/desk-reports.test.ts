// Speed to lead and the reports in Chromium, with JavaScript at 1366 px and without it at 390
// px, on a site whose clock the test sets: the inbox marks the lead nobody contacted in time;
// /desk/reports shows its SVG charts by their accessible names and their tables, scaled to a
// phone without widening the page, a new period chosen in its form, and a period with no
// contacted lead said so in words rather than drawn as an empty speed chart; a funnel's zero
// reads as zero, its count beside an empty track. Screenshots go to /tmp/shots-desk-reports/.
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectErrors, launchBrowser, newContext, visit } from "../support/browser";
import { addStaff, signInContext } from "../support/desk";
import { atKolkata, seedLead } from "../support/seed-leads";
import { startSite, type TestSite } from "../support/server";

const SHOTS = "/tmp/shots-desk-reports";
mkdirSync(SHOTS, { recursive: true });

let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({}, { now: () => new Date(atKolkata("2026-11-26T18:45:00")) });
  browser = await launchBrowser();
  await addStaff(site, "asha@aptora.test", "sales");
  const google = { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring-aws" };
  const facebook = { utm_source: "facebook", utm_medium: "paid", utm_campaign: "summer-intern" };
  await seedLead(site, {
    form: "callback",
    name: "Anil Rao",
    arrived: "2026-11-23T10:00:00",
    attribution: google,
    contacted: "2026-11-23T10:30:00",
    status: "enrolled",
  });
  await seedLead(site, {
    form: "callback",
    name: "Bina Das",
    arrived: "2026-11-23T18:30:00",
    attribution: google,
    contacted: "2026-11-24T10:45:00",
  });
  await seedLead(site, { form: "contact", name: "Chetan Iyer", arrived: "2026-11-24T12:00:00" });
  await seedLead(site, {
    form: "enrollment",
    name: "Deepa Nair",
    arrived: "2026-11-26T18:30:00",
    attribution: facebook,
  });
  await seedLead(site, {
    form: "ambassador",
    name: "Esha Menon",
    arrived: "2026-11-10T11:00:00",
    contacted: "2026-11-10T11:20:00",
    status: "qualified",
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const charts = [
  "Leads per day by form",
  "Funnel by campaign",
  "Median time to first contact per week",
  "Share contacted within the SLA per week",
];

async function signedIn(
  javaScript: boolean,
  width: number,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await newContext(browser, { javaScript, width });
  await signInContext(context, site, "asha@aptora.test");
  const page = await context.newPage();
  return { page, errors: collectErrors(page), close: () => context.close() };
}

const open = (page: Page, path: string, javaScript: boolean) =>
  visit(page, `${site.url}${path}`, javaScript);

/** The page is no wider than the screen: what is wide scrolls inside its own box. */
const pageFits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("speed to lead and reports in the browser", { timeout: 90_000 }, () => {
  for (const { javaScript, width } of [
    { javaScript: true, width: 1366 },
    { javaScript: false, width: 390 },
  ]) {
    const how = `${javaScript ? "with" : "without"} JavaScript at ${width} px`;

    it(`${how}: the inbox marks the lead nobody contacted in time`, async () => {
      const { page, errors, close } = await signedIn(javaScript, width);
      await open(page, "/desk", javaScript);
      const overdue = page.locator(".inbox-row", { hasText: "Chetan Iyer" });
      expect(await overdue.locator(".sla-badge").textContent()).toBe("Overdue");
      expect(await overdue.locator(".sla-badge").isVisible()).toBe(true);
      expect(
        await page.locator(".inbox-row", { hasText: "Deepa Nair" }).locator(".sla-badge").count(),
      ).toBe(0);
      expect(
        await page
          .getByText(
            "New for more than 60 minutes of business hours (Monday to Saturday, 10 am to 7 pm IST).",
          )
          .isVisible(),
      ).toBe(true);
      expect(await pageFits(page)).toBe(true);
      await page.screenshot({
        path: `${SHOTS}/inbox-overdue-${width}-${javaScript ? "js" : "nojs"}.png`,
        fullPage: true,
      });
      expect(errors).toEqual([]);
      await close();
    });

    it(`${how}: the reports show their SVG charts by name and their tables`, async () => {
      const { page, errors, close } = await signedIn(javaScript, width);
      await open(page, "/desk/reports", javaScript);
      for (const name of charts) {
        const chart = page.getByRole("img", { name });
        expect(await chart.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");
        const box = (await chart.boundingBox())!;
        expect(box.width).toBeGreaterThan(200);
        expect(box.width).toBeLessThanOrEqual(width);
      }
      for (const name of ["Leads per day by form", "Funnel by campaign", "Speed to lead per week"])
        expect(await page.getByRole("table", { name }).isVisible()).toBe(true);
      expect(
        await page.getByRole("row", { name: /google \/ cpc \/ spring-aws/ }).textContent(),
      ).toBe("google / cpc / spring-aws221150%");
      expect(await pageFits(page)).toBe(true);
      await page.screenshot({
        path: `${SHOTS}/reports-${width}-${javaScript ? "js" : "nojs"}.png`,
        fullPage: true,
      });

      // Another period, chosen in the page's form.
      await page.getByLabel("From", { exact: true }).fill("2026-11-09");
      await page.getByLabel("To", { exact: true }).fill("2026-11-15");
      await page.getByRole("button", { name: "Show" }).click();
      await page.waitForURL(/from=2026-11-09&to=2026-11-15/);
      await page.getByText("9 Nov 2026 to 15 Nov 2026: 1 lead, 0 enrolled.").waitFor();
      expect(await page.getByRole("row", { name: /^Week of 9 Nov/ }).textContent()).toBe(
        "Week of 9 Nov1120 min100% (1 of 1)",
      );
      expect(errors).toEqual([]);
      await close();
    });

    it(`${how}: a period with no contacted lead says so in words, with no speed chart`, async () => {
      const { page, errors, close } = await signedIn(javaScript, width);
      // 24 November: Chetan alone, never contacted.
      await open(page, "/desk/reports?from=2026-11-24&to=2026-11-24", javaScript);
      expect(await page.getByText("No lead was contacted in this period yet.").isVisible()).toBe(
        true,
      );
      expect(
        await page.getByRole("img", { name: "Median time to first contact per week" }).count(),
      ).toBe(0);
      expect(await pageFits(page)).toBe(true);
      expect(errors).toEqual([]);
      await close();
    });

    it(`${how}: a funnel's zero reads as zero, its count beside an empty track, as large as the labels`, async () => {
      const { page, errors, close } = await signedIn(javaScript, width);
      await open(page, "/desk/reports", javaScript);
      const chart = page.getByRole("img", { name: "Funnel by campaign" });
      // The facebook campaign: 1 lead, none contacted, qualified or enrolled.
      const bars = await chart.evaluate((svg) => {
        const line = [...svg.querySelectorAll("g")].find(
          (group) =>
            group.querySelector(":scope > text")?.textContent === "facebook / paid / summer-intern",
        )!;
        const scale =
          svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
        return [...line.querySelectorAll(":scope > g")].map((stage) => {
          const track = stage.querySelector("rect.chart__track")?.getBoundingClientRect();
          const count = stage.querySelector("text.chart__value")!;
          const box = count.getBoundingClientRect();
          return {
            count: count.textContent,
            fontPx: parseFloat(getComputedStyle(count).fontSize) * scale,
            trackWidth: track?.width ?? 0,
            beside:
              track !== undefined &&
              box.left >= track.right &&
              box.top < track.bottom &&
              box.bottom > track.top,
            inChart: box.right <= svg.getBoundingClientRect().right + 0.5,
          };
        });
      });
      expect(bars.map((bar) => bar.count)).toEqual(["1", "0", "0", "0"]);
      for (const bar of bars) {
        // An empty track is drawn across the chart, the count beside it, inside the chart.
        expect(bar.trackWidth).toBeGreaterThan(width === 390 ? 200 : 400);
        expect(bar.beside).toBe(true);
        expect(bar.inChart).toBe(true);
        // Drawn no smaller than 11 px on the screen, at either width.
        expect(bar.fontPx).toBeGreaterThanOrEqual(11);
      }
      for (const zero of await chart.locator("text.chart__value", { hasText: /^0$/ }).all())
        expect(await zero.isVisible()).toBe(true);
      await chart.screenshot({
        path: `${SHOTS}/funnel-${width}-${javaScript ? "js" : "nojs"}.png`,
      });
      expect(errors).toEqual([]);
      await close();
    });
  }
});
