// The course finder and the certificate check in Chromium, with and without JavaScript.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE } from "#shared/api/contract";
import { courses } from "#shared/catalogue/courses";
import { collectErrors, hydrated, launchBrowser, newContext, open } from "../support/browser";
import { startSite, type TestSite } from "../support/server";
import { dataDirWithCertificates } from "../support/certificates";

let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  const dataDir = await dataDirWithCertificates("finder-cert-");
  site = await startSite({ DATA_DIR: dataDir, CERTIFICATE_LOOKUPS_PER_MINUTE: "0" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await site.close();
});

describe.each([true, false])("with JavaScript %s", (javaScript) => {
  it("checks a certificate number and shows the result at a shareable address", async () => {
    const context = await newContext(browser, { javaScript });
    const page = await open(context, `${site.url}/checkcertificate`, { hydrated: javaScript });
    await page.getByLabel("Certificate Number").fill("apt-2025-000101");
    await page.getByRole("button", { name: "Get your Certificate" }).click();
    await page.waitForURL(/number=apt-2025-000101/);
    await page.getByText("Valid", { exact: true }).waitFor();
    expect(await page.getByText("Asha Rao").isVisible()).toBe(true);
    await page.getByLabel("Certificate Number").fill("APT-2025-000103");
    await page.getByRole("button", { name: "Get your Certificate" }).click();
    await page.getByText("Revoked", { exact: true }).waitFor();
    await page.getByLabel("Certificate Number").fill("nothing-here");
    await page.getByRole("button", { name: "Get your Certificate" }).click();
    await page.getByText("No certificate was found with this number.").waitFor();
    await context.close();
  });

  it("finds courses by a GET search", async () => {
    const context = await newContext(browser, { javaScript });
    const page = await open(context, `${site.url}/AllDeparts`, { hydrated: javaScript });
    await page.getByLabel("Search courses").fill("robot");
    if (!javaScript) await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=robot/);
    await page.getByRole("heading", { name: /for “robot”/ }).waitFor();
    expect(await page.getByRole("link", { name: "Robotics", exact: true }).isVisible()).toBe(true);
    await page.getByLabel("Department", { exact: true }).selectOption("civil");
    if (!javaScript) await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("No course matches “robot” in Civil").waitFor();
    expect(new URL(page.url()).search).toBe("?q=robot&department=civil");
    await context.close();
  });

  it("lists what GET /api/v1/courses?q= lists, in the same order", async () => {
    const context = await newContext(browser, { javaScript });
    const page = await open(context, `${site.url}/AllDeparts`, { hydrated: javaScript });
    for (const [query, first] of [
      ["ML", "/computerscience/machinelearning"],
      ["machne lerning", "/computerscience/machinelearning"],
      ["internet of things", "/ece/iot"],
      ["a", "/civil/autocad"],
    ] as const) {
      await page.getByLabel("Search courses").fill(query);
      if (!javaScript) await page.getByRole("button", { name: "Search" }).click();
      await page.getByRole("heading", { name: `for \u201c${query}\u201d` }).waitFor();
      const shown = await page
        .locator(".finder-results .card__title a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      const api = (await (
        await fetch(`${site.url}${API_BASE}/courses?q=${encodeURIComponent(query)}`)
      ).json()) as { courses: Array<{ link_path: string }> };
      expect(shown[0]).toBe(first);
      expect(shown).toEqual(api.courses.map((c) => c.link_path));
    }
    await context.close();
  });
});

it("narrows the list as the visitor types, without a click", async () => {
  const context = await newContext(browser);
  const page = await open(context, `${site.url}/AllDeparts`);
  await page.getByLabel("Search courses").pressSequentially("tablea", { delay: 30 });
  await page.getByRole("heading", { name: /for “tablea”/ }).waitFor();
  const links = await page.locator(".finder-results .card__title a").allTextContents();
  expect(links).toContain("Data Science");
  expect(links.length).toBeLessThan(courses.length);
  await context.close();
});

it("starts one search at a time, so typing on during a slow search never aborts it", async () => {
  const context = await newContext(browser);
  // The page's clock is the test's, so the finder's typing pause passes exactly when the
  // test says, however slow the machine.
  await context.clock.install();
  const page = await open(context, `${site.url}/AllDeparts`);
  const errors = collectErrors(page);
  const aborted: string[] = [];
  page.on("requestfailed", (request) => aborted.push(request.url()));
  await page.clock.pauseAt(Date.now() + 60_000);
  // The first search's response is held until the visitor has typed on.
  let releaseFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  await page.route(/\/AllDeparts\.data/, async (route) => {
    if (route.request().url().includes("q=rob&")) await firstHeld;
    await route.continue().catch(() => {});
  });
  const first = page.waitForRequest(/\/AllDeparts\.data\?q=rob&/);
  await page.getByLabel("Search courses").fill("rob");
  await page.clock.runFor(1_000);
  await first;
  await page.getByLabel("Search courses").fill("robot");
  await page.clock.runFor(1_000);
  releaseFirst();
  await page.getByRole("heading", { name: /for “robot”/ }).waitFor();
  expect(new URL(page.url()).search).toBe("?q=robot&department=");
  expect(aborted).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it("searches for what the visitor typed and chose before the page's script started", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  // The page's script is held until the visitor has typed, as on a slow phone.
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await scriptHeld;
    await route.continue().catch(() => {});
  });
  // Module scripts hold back the load events, so the test goes on once the page has come.
  await page.goto(`${site.url}/AllDeparts`, { waitUntil: "commit" });
  await page.getByLabel("Search courses").fill("robot");
  await page.getByLabel("Department", { exact: true }).selectOption("ece");
  releaseScript();
  await hydrated(page);
  await page.getByRole("heading", { name: /1 course for “robot” in ECE/ }).waitFor();
  expect(new URL(page.url()).search).toBe("?q=robot&department=ece");
  expect(await page.getByLabel("Search courses").inputValue()).toBe("robot");
  expect(errors).toEqual([]);
  await context.close();
});
