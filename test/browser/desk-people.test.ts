// Issue 42's "One row per person" in Chromium, at 390 and 1366 px with JavaScript on and off: a
// person who asked for a call-back and then enrolled (the same phone typed differently) is two
// rows of the inbox; ticked and applied as a member does, the box shows them once, as their
// enrollment, with "2 enquiries" opening that lead, whose page lists the call-back. Nothing is
// wider than the screen; no console error. Screenshots go to /tmp/shots-people/.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { deskLeadPath } from "#shared/desk-paths";
import { collectErrors, newContext, siteInBrowser, visit } from "../support/browser";
import { addStaff, signInContext } from "../support/desk";
import { browserKey, postForm } from "../support/server";

const SHOTS = "/tmp/shots-people";
mkdirSync(SHOTS, { recursive: true });

const handles = siteInBrowser();
const ADMIN = "admin@aptora.test";
const CALLBACKS = "RCB Leads";
const ENROLLMENTS = "courseFormData";

let callbackPath = "";
let enrollmentPath = "";

async function post(pathname: string, fields: Record<string, string>) {
  const response = await postForm(handles.site, pathname, {
    ...fields,
    submissionKey: browserKey(),
  });
  expect(response.status).toBe(303);
}

const keyOf = (list: string, email: string) =>
  handles.site.records(list).find((entry) => entry.record.email === email)!.key;

beforeAll(async () => {
  const { site } = handles;
  await addStaff(site, ADMIN, "admin");
  // Oldest first: Anu's call-back, Kiran's call-back, then Anu's enrollment from another address,
  // her phone written with the country code and a dash.
  await post("/?index", {
    fullName: "Anu Menon",
    phone: "9845012345",
    email: "anu.menon@example.com",
    course: "AWS",
  });
  await post("/?index", {
    fullName: "Kiran Shetty",
    phone: "9700011122",
    email: "kiran.shetty@example.com",
    course: "AWS",
  });
  await post("/computerscience/aws", {
    fullName: "Anu Menon",
    email: "anu.m@example.com",
    contactNumber: "+91 98450-12345",
    instituteName: "Nirma University",
    plan: "advanced",
  });
  const callbackKey = keyOf(CALLBACKS, "anu.menon@example.com");
  const enrollmentKey = keyOf(ENROLLMENTS, "anu.m@example.com");
  callbackPath = deskLeadPath(CALLBACKS, callbackKey);
  enrollmentPath = deskLeadPath(ENROLLMENTS, enrollmentKey);
  // The store found one person behind both (the tests below are about the inbox showing it).
  const person = async (list: string, key: string) =>
    (await site.store().desk.lead(list, key))!.row.person;
  expect(await person(ENROLLMENTS, enrollmentKey)).toBe(await person(CALLBACKS, callbackKey));
});

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

/** Each inbox row's name link and what it says of the person's enquiries, in order. */
const rowsOf = (page: Page) =>
  page.locator("tr.inbox-row").evaluateAll((rows) =>
    rows.map((row) => ({
      name: row.querySelector(".inbox-row__name > a")?.textContent ?? "",
      enquiries: row.querySelector(".inbox-row__enquiries")?.textContent ?? null,
    })),
  );

describe("one row per person in the inbox", { timeout: 120_000 }, () => {
  for (const width of [390, 1366] as const) {
    for (const javaScript of [true, false]) {
      const how = `${width}-${javaScript ? "js" : "nojs"}`;
      it(`shows the person once with "2 enquiries", linking to their lead (JavaScript ${javaScript ? "on" : "off"}, ${width} px)`, async () => {
        const context = await newContext(handles.browser, { javaScript, width });
        await signInContext(context, handles.site, ADMIN);
        const page = await context.newPage();
        const errors = collectErrors(page);
        const shot = (name: string) =>
          page.screenshot({ path: path.join(SHOTS, `${name}-${how}.png`), fullPage: true });

        await visit(page, `${handles.site.url}/desk`, javaScript);
        await page.getByRole("heading", { name: "Inbox", level: 1 }).waitFor();
        // Every lead: Anu twice.
        expect(await rowsOf(page)).toEqual([
          { name: "Anu Menon", enquiries: null },
          { name: "Kiran Shetty", enquiries: null },
          { name: "Anu Menon", enquiries: null },
        ]);

        // The filters are folded away until opened; tick the box by its label and apply.
        await page.getByText("Filters", { exact: true }).click();
        await page.getByText("One row per person", { exact: true }).click();
        expect(await page.getByLabel("One row per person").isChecked()).toBe(true);
        await page.getByRole("button", { name: "Apply filters" }).click();
        await page.waitForURL(/[?&]group=person(&|$)/);
        // The page drawn with the choice: the filters say one is on.
        await page.getByText("Filters (1 on)", { exact: true }).waitFor();

        expect(await rowsOf(page)).toEqual([
          { name: "Anu Menon", enquiries: "2 enquiries" },
          { name: "Kiran Shetty", enquiries: "1 enquiry" },
        ]);
        const anu = page
          .locator("tr.inbox-row")
          .filter({ has: page.getByRole("link", { name: "Anu Menon" }) });
        // Her newest enquiry stands for her: the enrollment.
        expect(await anu.locator(".inbox-row__form").textContent()).toBe("Course enrollment");
        // The choice stays ticked.
        expect(await page.getByLabel("One row per person").isChecked()).toBe(true);
        await fitsWidth(page, width);
        await shot("inbox-per-person");

        await anu.getByRole("link", { name: "2 enquiries", exact: true }).click();
        await page.waitForURL(`**${enrollmentPath}`);
        await page.getByRole("heading", { name: "Anu Menon", level: 1 }).waitFor();
        const person = page.locator("section", {
          has: page.getByRole("heading", { name: "This person" }),
        });
        await person.getByText("They enquired once more:", { exact: true }).waitFor();
        const other = person.getByRole("list", { name: "Their other enquiries" }).getByRole("link");
        expect(await other.allTextContents()).toEqual(["Call-back request"]);
        expect(await other.getAttribute("href")).toBe(callbackPath);
        await fitsWidth(page, width);
        await shot("lead-from-per-person");

        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
