// The access log in Chromium, with JavaScript at 1366 px and without it at 390 px: opening a lead
// and saving it (then a save refused for having nothing to save) leaves one "Opened a lead" row,
// however the page is read again after those posts (a redirect, a revalidation, the refused
// post's own page); opening the page again is a new row. An open inbox refreshed by its live
// stream is one "Viewed the inbox" row; a search in it is another. An inbox whose stream opens
// with nothing changed since its page was read does not load again.
import { beforeAll, describe, expect, it } from "vitest";
import { deskLeadPath } from "#shared/desk-paths";
import { collectErrors, newContext, siteInBrowser, visit } from "../support/browser";
import { addStaff, callbackLead, signInContext } from "../support/desk";

const handles = siteInBrowser();
const SALES = "asha@aptora.test";

beforeAll(async () => {
  await addStaff(handles.site, SALES, "sales");
});

/** The views of the lead with this key in the access log. */
const views = async (key: string) =>
  (await handles.site.store().desk.accessLog({ by: SALES, limit: 1000 })).entries.filter(
    (entry) => entry.action === "view" && entry.lead?.key === key,
  ).length;

describe("opening a lead and saving it", { timeout: 90_000 }, () => {
  for (const { javaScript, width, name, phone } of [
    { javaScript: true, width: 1366, name: "Lakshmi Wide", phone: "9876500021" },
    { javaScript: false, width: 390, name: "Lakshmi Phone", phone: "9876500022" },
  ]) {
    it(`${javaScript ? "with" : "without"} JavaScript at ${width} px: one "Opened a lead" row, however often the page is read after a post`, async () => {
      const key = await callbackLead(handles.site, name, phone);
      const context = await newContext(handles.browser, { javaScript, width });
      await signInContext(context, handles.site, SALES);
      const page = await context.newPage();
      const errors = collectErrors(page);
      const url = `${handles.site.url}${deskLeadPath("RCB Leads", key)}`;
      await visit(page, url, javaScript);
      expect(await views(key)).toBe(1);

      await page.getByLabel("Status").selectOption("contacted");
      await page.getByLabel("Note").fill("Called: wants the weekend batch");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Saved.").waitFor();
      await page
        .getByRole("list", { name: "Timeline" })
        .getByText("Called: wants the weekend batch")
        .waitFor();
      expect(await views(key)).toBe(1);

      // With JavaScript the page's data is read again after the refusal: its response is waited
      // for, so that the next visit is not taken for that read.
      const reread = javaScript
        ? page.waitForResponse(
            (response) => response.request().method() === "GET" && /\.data\b/.test(response.url()),
          )
        : undefined;
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Nothing to save: change a field or write a note.").waitFor();
      await reread;
      expect(await views(key)).toBe(1);

      await visit(page, url, javaScript);
      expect(await views(key)).toBe(2);
      // The refused post's 400 is logged by Chromium as a failed resource; nothing else may be.
      expect(errors).toEqual([
        "Failed to load resource: the server responded with a status of 400 (Bad Request)",
      ]);
      await context.close();
    });
  }
});

describe('"Not now" on the offer of a passkey, on a lead\'s page', { timeout: 90_000 }, () => {
  for (const { javaScript, width, name, phone } of [
    { javaScript: true, width: 1366, name: "Meera Wide", phone: "9876500023" },
    { javaScript: false, width: 390, name: "Meera Phone", phone: "9876500024" },
  ]) {
    it(`${javaScript ? "with" : "without"} JavaScript at ${width} px: back on the lead, the offer gone, one "Opened a lead" row`, async () => {
      const key = await callbackLead(handles.site, name, phone);
      // Passkeys, and so the offer, need a site named by a host name, not an IP address.
      const origin = handles.site.url.replace("127.0.0.1", "localhost");
      const context = await newContext(handles.browser, { javaScript, width });
      await signInContext(context, { ...handles.site, url: origin }, SALES);
      const page = await context.newPage();
      const errors = collectErrors(page);
      const leadPath = deskLeadPath("RCB Leads", key);
      await visit(page, `${origin}${leadPath}`, javaScript);
      const offer = page.getByRole("complementary", { name: "Sign in faster" });
      await offer.waitFor();
      expect(await views(key)).toBe(1);

      await offer.getByRole("button", { name: "Not now" }).click();
      await offer.waitFor({ state: "detached" });
      expect(new URL(page.url()).pathname).toBe(leadPath);
      await page.getByRole("heading", { name }).waitFor();
      expect(await views(key)).toBe(1);

      await visit(page, `${origin}${leadPath}`, javaScript);
      expect(await offer.count()).toBe(0);
      expect(await views(key)).toBe(2);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

interface LiveOrder {
  liveOrder: string[];
}

/**
 * Run in the page before its scripts: records, in order, the inbox stream's events ("open",
 * "leads", "stale") and each load of the inbox's data ("load").
 */
function recordLiveOrder() {
  const order: string[] = [];
  (window as unknown as LiveOrder).liveOrder = order;
  const fetchFirst = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes("/desk.data")) order.push("load");
    return fetchFirst(input, init);
  };
  const Original = window.EventSource;
  window.EventSource = class extends Original {
    constructor(url: string | URL, options?: EventSourceInit) {
      super(url, options);
      for (const type of ["open", "leads", "stale"])
        this.addEventListener(type, () => order.push(type));
    }
  };
}

describe("the open inbox, kept up to date by its live stream", { timeout: 90_000 }, () => {
  it('with JavaScript at 1366 px: no load as its stream opens with nothing new; one "Viewed the inbox" row however often the stream refreshes it; a search is another', async () => {
    const watcher = "inbox.watcher@aptora.test";
    await addStaff(handles.site, watcher, "sales");
    const inboxViews = async () =>
      (await handles.site.store().desk.accessLog({ by: watcher, limit: 1000 })).entries.filter(
        (entry) => entry.action === "inbox",
      );
    const context = await newContext(handles.browser, { javaScript: true, width: 1366 });
    await signInContext(context, handles.site, watcher);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const refreshed = () =>
      page.waitForResponse(
        (response) => response.request().method() === "GET" && /\/desk\.data/.test(response.url()),
      );
    await page.addInitScript(recordLiveOrder);
    const opened = page.waitForResponse((response) => /\/desk\/events/.test(response.url()));
    await visit(page, `${handles.site.url}/desk`, true);
    await opened;
    expect(await inboxViews()).toHaveLength(1);

    for (const [name, phone] of [
      ["Live Refresh One", "9876500061"],
      ["Live Refresh Two", "9876500062"],
    ] as const) {
      const read = refreshed();
      await callbackLead(handles.site, name, phone);
      await page.getByRole("link", { name }).waitFor();
      await read;
    }
    // Nothing changed between the page's load and its stream's opening: the page loaded again
    // only once its stream told of the first lead.
    const order = await page.evaluate(() => (window as unknown as LiveOrder).liveOrder);
    expect(order.slice(0, order.indexOf("leads"))).toEqual(["open"]);
    expect(await inboxViews()).toHaveLength(1);

    await page.getByLabel("Search by name, email or phone").fill("Live Refresh One");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=Live/);
    await page.getByRole("link", { name: "Live Refresh Two" }).waitFor({ state: "detached" });
    expect((await inboxViews()).map(({ search, count }) => ({ search, count }))).toEqual([
      { search: "Live Refresh One", count: 1 },
      { search: undefined, count: expect.any(Number) },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
