// The lead desk in Chromium, as sales staff use it: with JavaScript at 1366 px a visitor's
// call-back appears in the open inbox without a reload (and the tab's title counts it);
// without JavaScript at 390 px it appears after a reload. Both: filter, search by a phone typed
// as "+91 98765 43210", mark Contacted with a note, see the timeline; the CSV of the filter
// (an admin's: sales have no download link) holds exactly its leads. Screenshots of every lead-desk page at both widths go to
// /tmp/shots-desk-leads/.
import { mkdirSync, readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { collectErrors, newContext, siteInBrowser, visit } from "../support/browser";
import { addStaff, signInContext } from "../support/desk";
import { browserKey, postForm } from "../support/server";

const SHOTS = "/tmp/shots-desk-leads";
mkdirSync(SHOTS, { recursive: true });

const handles = siteInBrowser();

async function callback(fullName: string, phone: string, course = "AWS") {
  const email = `${fullName.toLowerCase().replace(/\s+/g, ".")}@example.com`;
  const response = await postForm(handles.site, "/?index", {
    fullName,
    phone,
    email,
    course,
    submissionKey: browserKey(),
  });
  expect(response.status).toBe(303);
}

beforeAll(async () => {
  const { site } = handles;
  await addStaff(site, "asha@aptora.test", "sales");
  await addStaff(site, "admin@aptora.test", "admin");
  await callback("Ravi Kumar", "9876543210");
  await callback("Priya Sharma", "9123456780", "VLSI");
  const contact = await postForm(site, "/Contact", {
    name: "Meera Iyer",
    email: "meera@example.com",
    subject: "Fees",
    message: "What does AWS cost?",
  });
  expect(contact.status).toBe(303);
});

async function signedIn(options: {
  javaScript: boolean;
  width: number;
  who?: string;
}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(handles.browser, {
    javaScript: options.javaScript,
    width: options.width,
  });
  await signInContext(context, handles.site, options.who ?? "asha@aptora.test");
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}

const openDesk = (page: Page, path: string, javaScript: boolean) =>
  visit(page, `${handles.site.url}${path}`, javaScript);

/** The CSV the page's download link gives, as rows of cells (the file is small and simple here). */
async function downloadCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download this view (CSV)" }).click(),
  ]);
  const text = readFileSync(await download.path(), "utf8");
  // The file starts with a byte-order mark, so that Excel reads it as UTF-8.
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text
    .slice(1)
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));
}

/**
 * The download of the view a sales member's page shows, which has no download link for them: an
 * admin's (decision 0045), from the same address.
 */
async function adminDownload(salesPage: Page, javaScript: boolean): Promise<string[][]> {
  expect(await salesPage.getByRole("link", { name: "Download this view (CSV)" }).count()).toBe(0);
  const { context, page, errors } = await signedIn({
    javaScript,
    width: 1366,
    who: "admin@aptora.test",
  });
  const { pathname, search } = new URL(salesPage.url());
  await openDesk(page, `${pathname}${search}`, javaScript);
  const rows = await downloadCsv(page);
  expect(errors).toEqual([]);
  await context.close();
  return rows;
}

const inboxNames = (page: Page) => page.locator(".inbox-row__name a").allTextContents();

/** Waits until the inbox lists exactly these names (a navigation's new rows are drawn just after its address changes). */
async function waitForNames(page: Page, names: string[]) {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify(
        [...document.querySelectorAll(".inbox-row__name a")].map((link) => link.textContent),
      ) === JSON.stringify(expected),
    names,
  );
}

async function markContacted(page: Page, note: string) {
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByLabel("Note").fill(note);
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Saved.").waitFor();
}

describe("the lead desk in the browser", { timeout: 90_000 }, () => {
  it("with JavaScript at 1366 px: a call-back appears in the open inbox without a reload; search, work the lead, download the filter", async () => {
    const { context, page, errors } = await signedIn({ javaScript: true, width: 1366 });
    await openDesk(page, "/desk", true);
    expect(await page.title()).toBe("(3) Inbox | Aptora Learning desk");
    await page.screenshot({ path: `${SHOTS}/inbox-1366-js.png`, fullPage: true });

    // A visitor sends a call-back; nobody touches the inbox.
    await callback("Kiran Das", "9000000001", "VLSI");
    await page.getByRole("link", { name: "Kiran Das" }).waitFor();
    await page.waitForFunction(() => document.title === "(4) Inbox | Aptora Learning desk");
    expect((await inboxNames(page))[0]).toBe("Kiran Das");

    await page.getByLabel("Search by name, email or phone").fill("+91 98765 43210");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=%2B91\+98765\+43210/);
    await waitForNames(page, ["Ravi Kumar"]);

    await page.getByRole("link", { name: "Ravi Kumar" }).click();
    await page.getByRole("heading", { name: "Ravi Kumar" }).waitFor();
    expect(await page.getByRole("link", { name: "Call 9876543210" }).getAttribute("href")).toBe(
      "tel:+919876543210",
    );
    expect(await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toBe(
      "https://wa.me/919876543210?text=Hello%20Ravi%2C%20this%20is%20Aptora%20Learning%2C%20about%20your%20enquiry%20on%20the%20AWS%20Cloud%20Computing%20course.",
    );
    await markContacted(page, "Called: wants the weekend batch");
    const timeline = page.getByRole("list", { name: "Timeline" });
    await timeline.getByText("Status: New → Contacted").waitFor();
    expect(await timeline.textContent()).toContain("Called: wants the weekend batch");
    expect(await timeline.textContent()).toContain("asha@aptora.test");
    await page.screenshot({ path: `${SHOTS}/lead-1366-js.png`, fullPage: true });

    await openDesk(page, "/desk?status=new&course=VLSI+Design", true);
    expect(await inboxNames(page)).toEqual(["Kiran Das", "Priya Sharma"]);
    const rows = await adminDownload(page, true);
    expect(rows[0]!.slice(0, 3)).toEqual(["key", "list", "fullName"]);
    expect(rows.slice(1).map((row) => row[2])).toEqual(["Kiran Das", "Priya Sharma"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without JavaScript at 390 px: a call-back appears after a reload; filter, search, work the lead, download the filter", async () => {
    const { context, page, errors } = await signedIn({ javaScript: false, width: 390 });
    await openDesk(page, "/desk", false);
    await page.screenshot({ path: `${SHOTS}/inbox-390-nojs.png`, fullPage: true });
    await callback("Sunil Rao", "8123456789");
    await page.reload();
    expect((await inboxNames(page))[0]).toBe("Sunil Rao");

    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Form").selectOption("contact");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/form=contact/);
    expect(await inboxNames(page)).toEqual(["Meera Iyer"]);
    const rows = await adminDownload(page, false);
    expect(rows.slice(1).map((row) => [row[1], row[2]])).toEqual([["contactForm", "Meera Iyer"]]);

    await openDesk(page, "/desk", false);
    await page.getByLabel("Search by name, email or phone").fill("+91 81234 56789");
    await page.getByRole("button", { name: "Search" }).click();
    expect(await inboxNames(page)).toEqual(["Sunil Rao"]);
    await page.getByRole("link", { name: "Sunil Rao" }).click();
    await page.screenshot({ path: `${SHOTS}/lead-390-nojs.png`, fullPage: true });
    await markContacted(page, "Left a voicemail");
    const timeline = page.getByRole("list", { name: "Timeline" });
    expect(await timeline.textContent()).toContain("Status: New → Contacted");
    expect(await timeline.textContent()).toContain("Left a voicemail");
    await page.screenshot({ path: `${SHOTS}/lead-saved-390-nojs.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("draws every lead-desk page at both widths, with and without JavaScript, without errors", async () => {
    for (const [javaScript, width] of [
      [true, 390],
      [false, 1366],
    ] as const) {
      const { context, page, errors } = await signedIn({
        javaScript,
        width,
        who: "admin@aptora.test",
      });
      const suffix = `${width}-${javaScript ? "js" : "nojs"}`;
      await openDesk(page, "/desk", javaScript);
      await page.screenshot({ path: `${SHOTS}/inbox-${suffix}.png`, fullPage: true });
      await page.getByRole("link", { name: "Priya Sharma" }).click();
      await page.getByRole("heading", { name: "Priya Sharma" }).waitFor();
      await page.screenshot({ path: `${SHOTS}/lead-${suffix}.png`, fullPage: true });
      await openDesk(page, "/desk/access-log", javaScript);
      await page.getByRole("table").waitFor();
      // The first screen only: a hundred rows stacked as cards at 390 px run past the height
      // Chromium can capture in one piece (16,384 px), and the capture then fails.
      await page.screenshot({ path: `${SHOTS}/access-log-${suffix}.png` });
      // Nothing is wider than the screen: no sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
