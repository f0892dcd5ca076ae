// One lead's page and a full inbox as a salesperson sees them. On a phone the lead's page
// reads in the order a lead is worked (the form first, erasing last) and the keyboard meets
// its controls in that order too; the next follow-up shows its whole date and time at every
// width; "Where they came from" and "What they sent" name each thing once; and an inbox of 50
// leads finds its links' routes without an error. Screenshots go to
// /tmp/shots-desk-lead-layout/.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_MANIFEST_PATHS } from "#server/http/route-manifest";
import { collectErrors, newContext, siteInBrowser, visit } from "../support/browser";
import { addStaff, signInContext } from "../support/desk";
import { browserKey, postForm } from "../support/server";

const SHOTS = "/tmp/shots-desk-lead-layout";
mkdirSync(SHOTS, { recursive: true });

const handles = siteInBrowser();
const ADMIN = "admin@aptora.test";
let campaignLead: string;
let planLead: string;

async function post(pathname: string, fields: Record<string, string>, referer?: string) {
  const response = await postForm(
    handles.site,
    pathname,
    { ...fields, submissionKey: browserKey() },
    referer ? { referer } : {},
  );
  expect(response.status).toBe(303);
}

const leadPath = (list: string, email: string) => {
  const key = handles.site.records(list).find((entry) => entry.record.email === email)!.key;
  return `/desk/leads/${encodeURIComponent(list)}/${key}`;
};

beforeAll(async () => {
  await addStaff(handles.site, ADMIN, "admin");
  // A call-back from a Google Ads campaign, as the browser's script sends its first page.
  await post("/?index", {
    fullName: "Campaign Person",
    phone: "9000000001",
    email: "camp@example.com",
    course: "AWS",
    firstLanding: "/?utm_source=google&utm_medium=cpc&utm_campaign=Diwali",
    firstReferrer: "https://www.google.com/",
  });
  campaignLead = leadPath("RCB Leads", "camp@example.com");
  // An enrollment with a plan, from a campaign page (without JavaScript: its Referer).
  await post(
    "/computerscience/aws",
    {
      fullName: "Plan Person",
      email: "plan@example.com",
      contactNumber: "9123456780",
      instituteName: "Nirma University",
      plan: "advanced",
    },
    `${handles.site.url}/computerscience/aws?utm_source=news&utm_medium=email&utm_campaign=spring`,
  );
  planLead = leadPath("courseFormData", "plan@example.com");
});

async function leadPage(width: number, javaScript: boolean, pathname = campaignLead) {
  const context = await newContext(handles.browser, { width, javaScript });
  await signInContext(context, handles.site, ADMIN);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await visit(page, `${handles.site.url}${pathname}`, javaScript);
  await page.getByRole("heading", { name: "Work this lead" }).waitFor();
  return { context, page, errors };
}

const panels = [
  "Work this lead",
  "What they sent",
  "Where they came from",
  "Timeline",
  "Notifications",
  "Erase",
];

/** Where each panel's heading is drawn. */
const headingBoxes = (page: Page) =>
  Promise.all(
    panels.map(
      async (name) => (await page.getByRole("heading", { name, exact: true }).boundingBox())!,
    ),
  );

/** The lead's controls a keyboard reaches (the page's order), with where each is drawn. */
const focusOrder = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        ".lead-layout :is(a[href], button, input:not([type=hidden]), select, textarea)",
      ),
    ]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({
        name: element.getAttribute("aria-label") ?? element.id ?? element.textContent,
        text: element.textContent?.trim() ?? "",
        top: element.getBoundingClientRect().top,
      })),
  );

/** The follow-up field's width, and the width its date and time need (its max-content width). */
const followUpWidths = (page: Page) =>
  page.evaluate(() => {
    const input = document.getElementById("lead-followUp") as HTMLInputElement;
    const shown = input.getBoundingClientRect().width;
    // A copy at its natural width, in a field of the same form, out of the layout.
    const holder = document.createElement("div");
    holder.className = "field";
    holder.style.cssText = "position: absolute; visibility: hidden; width: max-content";
    const copy = input.cloneNode() as HTMLInputElement;
    copy.removeAttribute("id");
    copy.style.width = "max-content";
    copy.value = input.value;
    holder.append(copy);
    input.form!.append(holder);
    const needed = copy.getBoundingClientRect().width;
    holder.remove();
    return { shown, needed };
  });

describe("one lead's page", { timeout: 90_000 }, () => {
  it.each([false, true])(
    "at 390 px (JavaScript %s): Work this lead first, then what they sent, where they came from, the timeline, notifications, and Erase last, as the keyboard meets them",
    async (javaScript) => {
      const { context, page, errors } = await leadPage(390, javaScript);
      await page.screenshot({
        path: `${SHOTS}/lead-390-${javaScript ? "js" : "nojs"}.png`,
        fullPage: true,
      });
      const boxes = await headingBoxes(page);
      const tops = boxes.map((box) => box.y);
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      const controls = await focusOrder(page);
      expect(controls[0]!.name).toBe("lead-status");
      expect(controls.at(-1)!.text).toBe("Erase this lead…");
      const controlTops = controls.map((control) => control.top);
      expect(controlTops).toEqual([...controlTops].sort((a, b) => a - b));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("at 1366 px: the form and the timeline on the left, what is stored and Erase on the right", async () => {
    const { context, page, errors } = await leadPage(1366, true);
    await page.screenshot({ path: `${SHOTS}/lead-1366-js.png`, fullPage: true });
    const [work, sent, from, timeline, notifications, erase] = await headingBoxes(page);
    expect(sent!.x).toBeGreaterThan(work!.x + work!.width);
    expect(Math.abs(sent!.y - work!.y)).toBeLessThan(2);
    expect(timeline!.x).toBe(work!.x);
    for (const right of [from!, notifications!, erase!]) expect(right.x).toBe(sent!.x);
    expect(erase!.y).toBeGreaterThan(notifications!.y);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the next follow-up's whole date and time, at every width from a phone to a laptop", async () => {
    const { context, page, errors } = await leadPage(1366, false);
    // A month ahead of the site's clock (the system's here): a follow-up must not be in the past.
    const day = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await page.getByLabel("Next follow-up").fill(`${day}T11:30`);
    for (const width of [1366, 1280, 1024, 980, 900, 800, 600, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      const { shown, needed } = await followUpWidths(page);
      expect(shown, `at ${width} px`).toBeGreaterThanOrEqual(needed);
    }
    // As the person sees it after saving.
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.").waitFor();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const { shown, needed } = await followUpWidths(page);
      expect(shown, `saved, at ${width} px`).toBeGreaterThanOrEqual(needed);
      await page.screenshot({ path: `${SHOTS}/lead-saved-${width}-nojs.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("names each thing once: the course, the campaign and the plan", async () => {
    const { context, page } = await leadPage(1366, false);
    const lines = (list: string) =>
      page
        .getByLabel(list, { exact: true })
        .evaluate((dl) =>
          [...dl.querySelectorAll(":scope > div")].map((line) => [
            line.querySelector("dt")!.textContent,
            line.querySelector("dd")!.textContent,
          ]),
        );
    const record = await lines("The record");
    const from = await lines("The lead's context");
    const all = [...record, ...from].map(([label]) => label);
    expect(all).toEqual([...new Set(all)]);
    expect(record).toContainEqual(["Course", "AWS (AWS Cloud Computing)"]);
    expect(from).toEqual([
      ["Source", "google / cpc"],
      ["Agreed to marketing", "no"],
      ["Notice shown", expect.any(String)],
      ["Form sent at", expect.any(String)],
      ["First page of the visit", "/"],
      ["Campaign source", "google"],
      ["Campaign medium", "cpc"],
      ["Campaign", "Diwali"],
      ["Came from site", "www.google.com"],
    ]);

    await visit(page, `${handles.site.url}${planLead}`, false);
    const planFrom = await lines("The lead's context");
    const planAll = [...(await lines("The record")), ...planFrom].map(([label]) => label);
    expect(planAll).toEqual([...new Set(planAll)]);
    expect(planFrom.map(([label]) => label)).toEqual([
      // The enrollment's record has only the course page's address: its title is said here.
      "Course",
      "Source",
      "Plan chosen",
      "Agreed to marketing",
      "Notice shown",
      "Form sent at",
      "First page of the visit",
      "Campaign source",
      "Campaign medium",
      "Campaign",
    ]);
    expect(planFrom[0]).toEqual(["Course", "AWS Cloud Computing"]);
    await context.close();
  });
});

/** Two letters for n below 676 ("aa", "ab", …): a name takes no digits. */
const letters = (n: number) =>
  String.fromCharCode(97 + Math.floor(n / 26)) + String.fromCharCode(97 + (n % 26));

describe("an inbox of 50 leads with JavaScript", { timeout: 120_000 }, () => {
  it("finds the routes of all its links in one request, answered, without an error", async () => {
    for (let n = 0; n < 52; n++)
      await post("/?index", {
        fullName: `Inbox Lead ${letters(n)}`,
        phone: "9876543210",
        email: `inbox.lead.${n}@example.com`,
        course: "VLSI",
      });
    const context = await newContext(handles.browser, { width: 1366, javaScript: true });
    await signInContext(context, handles.site, ADMIN);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const asked: Array<{ status: number; paths: number; length: number }> = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname === "/__manifest")
        asked.push({
          status: response.status(),
          paths: url.searchParams.getAll("p").length,
          length: url.search.length,
        });
    });
    await visit(page, `${handles.site.url}/desk`, true);
    expect(await page.locator(".inbox-row__name a").count()).toBe(50);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    const [first] = asked;
    expect(first!.status).toBe(200);
    expect(first!.length).toBeGreaterThan(2048);
    expect(first!.paths).toBeGreaterThan(50);
    expect(first!.paths).toBeLessThanOrEqual(MAX_MANIFEST_PATHS);
    // And a lead opens from it, still without an error.
    await page.getByRole("link", { name: "Inbox Lead be" }).click();
    await page.getByRole("heading", { name: "Inbox Lead be" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
