// A refused save on a lead's page in Chromium with JavaScript keeps what was typed. Over a
// colleague's change of the status: the page then shows the lead as it now is (the status, the
// colleague's change in the timeline), so saving again applies it. After the session ended: the
// page stays, says to sign in again in a new tab, and the save goes through once that is done;
// a page opened then says to sign in again, back to it. Without JavaScript, a save after the
// session ended is answered with a page that says nothing was saved and gives what was typed to
// copy, and a way to sign in back to the lead; and Back after a save shows the lead afresh, not
// with the saved note typed in again.
// Without JavaScript a refused post's page is drawn afresh (test/integration/desk-leads.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { collectErrors, newContext, siteInBrowser, visit } from "../support/browser";
import { deskLeadPath } from "#shared/desk-paths";
import { addStaff, callbackLead, signInContext } from "../support/desk";

const handles = siteInBrowser();

/** A visitor's call-back, and its page on the desk. */
const newLead = async (fullName: string, phone: string) =>
  `${handles.site.url}${deskLeadPath("RCB Leads", await callbackLead(handles.site, fullName, phone))}`;

beforeAll(async () => {
  // Leads arrive unowned here (nobody takes new leads): these tests are about saves by hand.
  await addStaff(handles.site, "asha@aptora.test", "sales", { takesLeads: false });
  await addStaff(handles.site, "ravi@aptora.test", "sales", { takesLeads: false });
});

async function openLead(leadUrl: string, who: string) {
  const context = await newContext(handles.browser, { javaScript: true, width: 1366 });
  await signInContext(context, handles.site, who);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await visit(page, leadUrl, true);
  return { context, page, errors };
}

describe("a refused save, with JavaScript", { timeout: 90_000 }, () => {
  it("over a colleague's change: the page then shows the lead as it now is, keeps what was typed, and saves on the next try", async () => {
    const leadUrl = await newLead("Pooja Iyer", "9876500004");
    const asha = await openLead(leadUrl, "asha@aptora.test");
    const ravi = await openLead(leadUrl, "ravi@aptora.test");

    await asha.page.getByLabel("Status").selectOption("contacted");
    await asha.page.getByRole("button", { name: "Save" }).click();
    await asha.page.getByText("Saved.").waitFor();

    const { page } = ravi;
    await page.getByLabel("Status").selectOption("lost");
    await page.getByLabel("Why lost (needed for Lost)").fill("Joined another institute");
    await page.getByLabel("Note").fill("She said the fees were too high");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("While you were editing, someone else changed the status").waitFor();

    const timeline = page.getByRole("list", { name: "Timeline" });
    await timeline.getByText("Status: New → Contacted").waitFor();
    expect(await page.locator(".lead-head .status-badge").textContent()).toBe("Contacted");
    expect(await page.getByLabel("Status").inputValue()).toBe("lost");
    expect(await page.getByLabel("Why lost (needed for Lost)").inputValue()).toBe(
      "Joined another institute",
    );
    expect(await page.getByLabel("Note").inputValue()).toBe("She said the fees were too high");

    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.").waitFor();
    await timeline.getByText("Status: Contacted → Lost").waitFor();
    expect(await timeline.textContent()).toContain("She said the fees were too high");
    // The refused post's 409 is logged by Chromium as a failed resource; nothing else may be.
    expect(asha.errors).toEqual([]);
    expect(ravi.errors).toEqual([
      "Failed to load resource: the server responded with a status of 409 (Conflict)",
    ]);
    await Promise.all([asha.context.close(), ravi.context.close()]);
  });

  it("after the session ended: the page and what was typed stay, and the save goes through once signed in again", async () => {
    const leadUrl = await newLead("Nisha Verma", "9876500005");
    const { context, page, errors } = await openLead(leadUrl, "asha@aptora.test");
    await page.getByLabel("Status").selectOption("qualified");
    await page.getByLabel("Note").fill("Wants the March batch, pays in two parts");
    // Meanwhile the session ends (idle too long, or signed out everywhere from another device).
    await handles.site.store().staff.endSessionsOf("asha@aptora.test");
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByText("Your session has ended, so this was not saved. What you typed is kept here")
      .waitFor();
    const link = page.getByRole("link", { name: "Sign in in a new tab" });
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("href")).toBe(
      `/desk/sign-in?returnTo=${encodeURIComponent(new URL(leadUrl).pathname)}`,
    );
    expect(await page.getByLabel("Status").inputValue()).toBe("qualified");
    expect(await page.getByLabel("Note").inputValue()).toBe(
      "Wants the March batch, pays in two parts",
    );

    await signInContext(context, handles.site, "asha@aptora.test");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.").waitFor();
    const timeline = page.getByRole("list", { name: "Timeline" });
    await timeline.getByText("Status: New → Qualified").waitFor();
    expect(await timeline.textContent()).toContain("Wants the March batch, pays in two parts");
    expect(errors).toEqual([
      "Failed to load resource: the server responded with a status of 401 (Unauthorized)",
    ]);
    await context.close();
  });

  it("without JavaScript, Back after a save shows the lead afresh: the saved note is not put back to be saved twice", async () => {
    const leadUrl = await newLead("Divya Menon", "9876500007");
    const context = await newContext(handles.browser, { javaScript: false, width: 390 });
    await signInContext(context, handles.site, "asha@aptora.test");
    const page = await context.newPage();
    await visit(page, leadUrl, false);
    await page.getByLabel("Note").fill("Sent the brochure");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.").waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: "Divya Menon" }).waitFor();
    expect(await page.getByLabel("Note").inputValue()).toBe("");
    await context.close();
  });

  it("without JavaScript, after the session ended: a page says nothing was saved and gives what was typed to copy, and a way to sign in back to the lead", async () => {
    const leadUrl = await newLead("Kiran Bedi", "9876500008");
    const context = await newContext(handles.browser, { javaScript: false, width: 390 });
    await signInContext(context, handles.site, "asha@aptora.test");
    const page = await context.newPage();
    const errors = collectErrors(page);
    await visit(page, leadUrl, false);
    await page.getByLabel("Status").selectOption("qualified");
    const note = "Wants the April batch; her father calls back on Monday after 5 pm";
    await page.getByLabel("Note").fill(note);
    await handles.site.store().staff.endSessionsOf("asha@aptora.test");
    await page.getByRole("button", { name: "Save" }).click();

    await page.getByRole("heading", { name: "Not saved: your session has ended" }).waitFor();
    expect(await page.getByRole("alert").textContent()).toBe(
      "Your session has ended, so this was not saved. Copy what you typed below, sign in again (you will come back to this lead), then enter it there and press Save.",
    );
    const typed = page.getByLabel("Note");
    expect(await typed.inputValue()).toBe(note);
    expect(await typed.getAttribute("readonly")).toBe("");
    // Selectable, to copy: the whole note is selected in its box.
    await typed.selectText();
    expect(
      await page.evaluate(() => {
        const box = document.activeElement as HTMLTextAreaElement;
        return box.value.slice(box.selectionStart, box.selectionEnd);
      }),
    ).toBe(note);
    expect(await page.locator(".desk-typed").textContent()).toBe(
      "StatusQualifiedOwner(nobody)Next follow-up(none)",
    );
    // Nothing of the lead, and nobody shown as signed in.
    expect(await page.getByText("Kiran Bedi").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Sign out" }).count()).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.screenshot({ path: "/tmp/shots-desk/390-nojs-not-saved.png", fullPage: true });
    await page.getByRole("link", { name: "Sign in again" }).click();
    await page.waitForURL(
      `${handles.site.url}/desk/sign-in?returnTo=${encodeURIComponent(new URL(leadUrl).pathname)}`,
    );
    expect(
      await handles.site
        .store()
        .desk.lead("RCB Leads", new URL(leadUrl).pathname.split("/").pop()!),
    ).toMatchObject({ row: { status: "new" } });
    expect(errors).toEqual([
      "Failed to load resource: the server responded with a status of 401 (Unauthorized)",
    ]);
    await context.close();
  });

  it("a page opened after the session ended says to sign in again, back to that page, and shows nobody as signed in", async () => {
    const leadUrl = await newLead("Farah Khan", "9876500006");
    const { context, page } = await openLead(leadUrl, "asha@aptora.test");
    // From a lead's page, which has no live updates of its own: the inbox's would notice the
    // ended session by themselves, racing the click.
    await handles.site.store().staff.endSessionsOf("asha@aptora.test");
    await page.getByRole("link", { name: "← Inbox" }).click();
    await page.getByRole("heading", { name: "Please sign in" }).waitFor();
    expect(await page.getByRole("link", { name: "Sign in again" }).getAttribute("href")).toBe(
      `/desk/sign-in?returnTo=${encodeURIComponent("/desk")}`,
    );
    expect(await page.getByRole("button", { name: "Sign out" }).count()).toBe(0);
    expect(await page.getByText("asha@aptora.test").count()).toBe(0);
    await context.close();
  });
});
