// What a lead carries beyond its form's fields, as a visitor's browser sends it: the campaign
// that brought the visitor and the plan chosen with a plan's "Enroll now", with JavaScript and
// without. Each record keeps exactly its form's fields; the rest is stored beside it.
import type { Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { hydrated, newContext, open, siteInBrowser } from "../support/browser";
import { beyondConsent } from "../support/consent";
import { readContexts } from "../support/server";
import { patience } from "../support/wait";

const env = siteInBrowser();
const CAMPAIGN = "?utm_source=news&utm_campaign=spring&gclid=abc";
const callbackFields = ["course", "date", "email", "fullName", "phone", "source"];
const enrollmentFields = ["contactNumber", "date", "email", "fullName", "instituteName", "url"];

/** The stored record and context of the lead sent with `email`, once it is there. */
async function storedLead(list: string, email: string) {
  const record = await vi.waitFor(() => {
    const found = env.site.records(list).find((r) => r.record.email === email);
    if (!found) throw new Error(`no ${list} lead for ${email} yet`);
    return found;
  }, patience);
  return {
    fields: Object.keys(record.record).sort(),
    context: beyondConsent(readContexts(env.site.dataDir, list)[record.key]),
  };
}

async function sendCallback(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Request Call Back" });
  await form.getByLabel("Full name").fill("Asha Rao");
  await form.getByLabel("Phone number").fill("9876543210");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Course", { exact: true }).selectOption("AWS");
  await form.getByRole("button", { name: "Request Call Back" }).click();
  await page
    .locator("dialog.message-dialog[open]")
    .getByText("Data submitted successfully!")
    .waitFor();
}

async function sendEnrollment(page: Page, email: string) {
  const form = page.getByRole("form", { name: /^Enroll in / });
  await form.getByLabel("Full name").fill("Dev Patel");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Contact number").fill("9876543210");
  await form.getByLabel("Institute name").fill("Nirma University");
  await form.getByRole("button", { name: "Enroll now" }).click();
  await page
    .locator("dialog.message-dialog[open]")
    .getByText("Your enrollment has been recorded!")
    .waitFor();
}

const planSelect = (page: Page) =>
  page.getByRole("form", { name: /^Enroll in / }).getByLabel("Plan");

describe("with JavaScript", () => {
  const landOnCampaign = async (path: string) => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(`${env.site.url}${path}${CAMPAIGN}`, {
      referer: "https://www.google.com/search?q=aws",
    });
    await hydrated(page);
    return { context, page };
  };

  it("keeps the campaign of the first page of the session through a move to another page", async () => {
    const { context, page } = await landOnCampaign("/computerscience/aws");
    // Another page, through the site's own link: the router's navigation, no new document.
    await page.getByRole("banner").getByRole("link", { name: "Request Call Back" }).click();
    await page.waitForURL(`${env.site.url}/#registration`);
    await sendCallback(page, "campaign.js@example.com");
    const callback = await storedLead("RCB Leads", "campaign.js@example.com");
    expect(callback.fields).toEqual(callbackFields);
    expect(callback.context).toEqual({
      attribution: {
        landing: "/computerscience/aws",
        utm_source: "news",
        utm_campaign: "spring",
        gclid: "abc",
        referrer: "www.google.com",
      },
    });
    await context.close();
  });

  it("chooses the plan of a plan's Enroll now without reloading the page, and stores it with the first page of the session", async () => {
    const { context, page } = await landOnCampaign("/computerscience/aws");
    // A course page opened anew in the same tab: the same browser session.
    await page.goto(`${env.site.url}/management/hr`);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    expect(await planSelect(page).inputValue()).toBe("");
    await page.getByRole("link", { name: "Enroll now: Advanced plan" }).click();
    await page.waitForURL(`${env.site.url}/management/hr?plan=advanced#enroll`);
    await vi.waitFor(
      async () => expect(await planSelect(page).inputValue()).toBe("advanced"),
      patience,
    );
    expect(await page.evaluate(() => "samePage" in window), "the click reloaded the page").toBe(
      true,
    );
    // The visitor may change it, and come back to it.
    await planSelect(page).selectOption("self-learning");
    await planSelect(page).selectOption("advanced");
    await sendEnrollment(page, "plan.js@example.com");
    const enrollment = await storedLead("courseFormData", "plan.js@example.com");
    expect(enrollment.fields).toEqual(enrollmentFields);
    expect(enrollment.context).toEqual({
      plan: "Advanced",
      attribution: {
        landing: "/computerscience/aws",
        utm_source: "news",
        utm_campaign: "spring",
        gclid: "abc",
        referrer: "www.google.com",
      },
    });
    await context.close();
  });
});

describe("without JavaScript", () => {
  const CARRIED = "?utm_source=news&utm_campaign=spring&gclid=abc&landing=%2Fcomputerscience%2Faws";

  it.each([
    [
      1366,
      "the header's Request Call Back",
      (page: Page) => page.getByRole("banner").getByRole("link", { name: "Request Call Back" }),
      "#registration",
    ],
    [390, "the home link", (page: Page) => page.getByRole("link", { name: /home$/ }), ""],
  ])(
    "at %i px keeps the campaign of the course page the visit began on through a move to another page (%s)",
    async (width, _link, link, fragment) => {
      const context = await newContext(env.browser, { javaScript: false, width });
      const page = await context.newPage();
      await page.goto(`${env.site.url}/computerscience/aws${CAMPAIGN}`, {
        referer: "https://www.google.com/search?q=aws",
      });
      await link(page).click();
      // The server carries the campaign into the next page's address; the page is everyone's.
      await page.waitForURL(`${env.site.url}/${CARRIED}${fragment}`);
      const email = `campaign.move.${width}@example.com`;
      await sendCallback(page, email);
      const callback = await storedLead("RCB Leads", email);
      expect(callback.fields).toEqual(callbackFields);
      // The referring site is known only to the page it sent the visitor to (decision 0029).
      expect(callback.context).toEqual({
        attribution: {
          landing: "/computerscience/aws",
          utm_source: "news",
          utm_campaign: "spring",
          gclid: "abc",
        },
      });
      await context.close();
    },
  );

  it("keeps the campaign through a refused post, its retry and the pages after it", async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await context.newPage();
    await page.goto(`${env.site.url}/computerscience/aws${CAMPAIGN}`);
    await page.getByRole("banner").getByRole("link", { name: "Request Call Back" }).click();
    await page.waitForURL(`${env.site.url}/${CARRIED}#registration`);
    const form = page.getByRole("form", { name: "Request Call Back" });
    await form.getByLabel("Phone number").fill("12345");
    await form.getByRole("button", { name: "Request Call Back" }).click();
    // The refused post's page is at the form's own address, which carries no campaign.
    await page
      .locator("dialog.message-dialog[open]")
      .getByText("Please fill in all required fields.")
      .waitFor();
    await page.locator("dialog.message-dialog[open]").getByRole("button", { name: "OK" }).click();
    await sendCallback(page, "campaign.retry@example.com");
    const callback = await storedLead("RCB Leads", "campaign.retry@example.com");
    expect(callback.context).toEqual({
      attribution: {
        landing: "/computerscience/aws",
        utm_source: "news",
        utm_campaign: "spring",
        gclid: "abc",
      },
    });
    // The success view, and the pages after it, still carry the campaign for the next lead.
    expect(page.url()).toBe(`${env.site.url}/?sent=callback&${CARRIED.slice(1)}#registration`);
    await page.getByRole("banner").getByRole("link", { name: "Contact" }).click();
    await page.waitForURL(`${env.site.url}/Contact${CARRIED}`);
    await context.close();
  });

  it("takes the campaign from the page the form was on", async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await open(context, `${env.site.url}/${CAMPAIGN}`, { hydrated: false });
    await sendCallback(page, "campaign.nojs@example.com");
    const callback = await storedLead("RCB Leads", "campaign.nojs@example.com");
    expect(callback.fields).toEqual(callbackFields);
    expect(callback.context).toEqual({
      attribution: { landing: "/", utm_source: "news", utm_campaign: "spring", gclid: "abc" },
    });
    await context.close();
  });

  it("opens the course page with the Advanced plan chosen from its Enroll now, and stores the plan", async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await open(context, `${env.site.url}/computerscience/aws`, { hydrated: false });
    expect(await planSelect(page).inputValue()).toBe("");
    await page.getByRole("link", { name: "Enroll now: Advanced plan" }).click();
    await page.waitForURL(`${env.site.url}/computerscience/aws?plan=advanced#enroll`);
    expect(await planSelect(page).inputValue()).toBe("advanced");
    await sendEnrollment(page, "plan.nojs@example.com");
    const enrollment = await storedLead("courseFormData", "plan.nojs@example.com");
    expect(enrollment.fields).toEqual(enrollmentFields);
    expect(enrollment.context).toEqual({
      plan: "Advanced",
      attribution: { landing: "/computerscience/aws" },
    });
    await context.close();
  });
});
