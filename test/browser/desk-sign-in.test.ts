// Signing in to the staff desk in Chromium, as staff do: the code from a real mail (a test SMTP
// server), with and without JavaScript, at 1366 and 390 px; then a passkey added with
// Chromium's virtual authenticator and a later sign-in with it, no mail needed (an admin lands on
// the inbox, a sales member on My leads); without JavaScript the pages say a passkey needs it,
// and the code and the mailed link work.
// Screenshots of every sign-in and account page at both widths go to /tmp/shots-desk/.
import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { collectErrors, hydrated, launchBrowser, newContext, visit } from "../support/browser";
import {
  addStaff,
  mailsTo,
  nextSignInMail,
  signInContext,
  signInMailCount,
  type Mailbox,
} from "../support/desk";
import { startSmtpServer, type TestSmtpServer } from "../support/mail";
import { startSite, type TestSite } from "../support/server";
import { patience } from "../support/wait";

const SHOTS = "/tmp/shots-desk";
mkdirSync(SHOTS, { recursive: true });

let site: TestSite;
let smtp: TestSmtpServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let mailbox: Mailbox;
/** Passkeys take a name, not an address, as their site: the desk is opened at localhost. */
let origin: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  site = await startSite({
    SMTP_URL: smtp.url,
    LEADS_EMAIL_FROM: "Aptora Leads <leads@example.com>",
    LEADS_EMAIL_TO: "sales@example.com",
  });
  origin = site.url.replace("127.0.0.1", "localhost");
  mailbox = { smtp };
  browser = await launchBrowser();
  await addStaff(site, "asha.admin@example.com", "admin");
  await addStaff(site, "ravi.sales@example.com", "sales");
});

afterAll(async () => {
  await browser.close();
  await site.close();
  await smtp.close();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The page's width never exceeds the window's: nothing runs off a phone's screen. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** Signs in through the pages: the address, the code from the newest mail, the code form. */
async function signInWithCode(page: Page, email: string, javaScript: boolean, name: string) {
  if (javaScript) await hydrated(page);
  await shot(page, `${name}-sign-in`);
  const seen = signInMailCount(mailbox, email);
  await page.getByLabel("Work email address").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await page.getByLabel("Six-digit code").waitFor();
  if (javaScript) await hydrated(page);
  await expectNoSideScroll(page);
  await shot(page, `${name}-code`);
  const { code } = await nextSignInMail(mailbox, email, seen);
  await page.getByLabel("Six-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Chromium's virtual authenticator for the page: a device that makes and uses passkeys unasked. */
async function addAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

// Each test is a whole visit of a dozen pages and several mails; on a shared two-core machine
// under other engineers' builds one took 35 s, so the bound is generous. No step waits a fixed time.
describe("the staff desk's sign-in in Chromium", { timeout: 90_000 }, () => {
  it("with JavaScript at 1366 px: the mailed code, the offer of a passkey, a passkey added, signed out, signed in again with the passkey", async () => {
    const context = await newContext(browser, { width: 1366 });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const { cdp, authenticatorId } = await addAuthenticator(context, page);

    await page.goto(`${origin}/desk/account`);
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe("/desk/sign-in?returnTo=%2Fdesk%2Faccount");
    await signInWithCode(page, "asha.admin@example.com", true, "1366-js");
    // Back where the person was going, signed in by code: the passkey is offered there (the account page).
    await page.getByRole("heading", { name: "Your account" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/desk/account");
    await page.goto(`${origin}/desk/staff`);
    await hydrated(page);
    await page.getByText("Next time, skip the mail.").waitFor();
    await shot(page, "1366-js-staff-with-offer");

    await page.getByRole("link", { name: "Add a passkey" }).click();
    await page.getByRole("button", { name: "Add a passkey on this device" }).click();
    await page.getByText("Passkey added. Next time, sign in with it: no mail needed.").waitFor();
    await page.getByText("Chrome on Linux").first().waitFor();
    expect(
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
    ).toHaveLength(1);
    // The passkey added is an access-log row, and its member is told by mail (issue 43).
    const log = await site.store().desk.accessLog({ by: "asha.admin@example.com", limit: 20 });
    expect(log.entries.filter((entry) => entry.action === "passkey-added")).toHaveLength(1);
    await vi.waitFor(
      () =>
        expect(mailsTo(mailbox, "asha.admin@example.com").map((mail) => mail.subject)).toContain(
          "A passkey was added to your Aptora Learning desk account",
        ),
      patience,
    );
    await shot(page, "1366-js-account-with-passkey");
    // The offer is gone once a passkey is there.
    await page.getByRole("link", { name: "Staff" }).click();
    await page.getByRole("heading", { name: "Staff" }).waitFor();
    expect(await page.getByText("Next time, skip the mail.").count()).toBe(0);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("You are signed out.").waitFor();
    await hydrated(page);
    const mailsBefore = signInMailCount(mailbox, "asha.admin@example.com");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByRole("heading", { name: "Inbox" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/desk");
    // No mail was needed, and the session says how it was signed in.
    expect(signInMailCount(mailbox, "asha.admin@example.com")).toBe(mailsBefore);
    await page.goto(`${origin}/desk/account`);
    await page.getByText(/with passkey; last seen/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with JavaScript at 1366 px: a sales member's passkey signs them in to My leads, where their role starts", async () => {
    const context = await newContext(browser, { width: 1366 });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await addAuthenticator(context, page);
    await page.goto(`${origin}/desk/account`);
    await signInWithCode(page, "ravi.sales@example.com", true, "1366-js-sales");
    await page.getByRole("heading", { name: "Your account" }).waitFor();
    await hydrated(page);
    await page.getByRole("button", { name: "Add a passkey on this device" }).click();
    await page.getByText("Passkey added. Next time, sign in with it: no mail needed.").waitFor();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.getByText("You are signed out.").waitFor();
    await hydrated(page);
    const signInPage = page.url();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL((url) => url.href !== signInPage);
    expect(new URL(page.url()).pathname).toBe("/desk/mine");
    await page.getByRole("heading", { name: "My leads" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without JavaScript at 390 px: the mailed code, the pages say a passkey needs JavaScript, the mailed link signs in with its button", async () => {
    const context = await newContext(browser, { width: 390, javaScript: false });
    const page = await context.newPage();
    await page.goto(`${origin}/desk/sign-in`);
    await page
      .getByText("Signing in with a passkey needs JavaScript. Without it, the emailed code works.")
      .waitFor();
    expect(await page.getByRole("button", { name: "Sign in with a passkey" }).isVisible()).toBe(
      false,
    );
    await expectNoSideScroll(page);
    await page.goto(`${origin}/desk/account`);
    await signInWithCode(page, "ravi.sales@example.com", false, "390-nojs");
    await page.getByRole("heading", { name: "Your account" }).waitFor();
    await page.getByText("Adding a passkey needs JavaScript").waitFor();
    await expectNoSideScroll(page);
    await shot(page, "390-nojs-account");
    // A sales member has no staff page.
    expect(await page.getByRole("link", { name: "Staff" }).count()).toBe(0);
    await page.goto(`${origin}/desk/staff`);
    await page.getByText("This part of the desk is for admins.").waitFor();
    await shot(page, "390-nojs-staff-refused");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("You are signed out.").waitFor();

    // The link in the mail: the page only asks; the button signs in.
    const seen = signInMailCount(mailbox, "ravi.sales@example.com");
    await page.getByLabel("Work email address").fill("ravi.sales@example.com");
    await page.getByRole("button", { name: "Email me a code" }).click();
    const { link } = await nextSignInMail(mailbox, "ravi.sales@example.com", seen);
    await page.goto(link.replace("127.0.0.1", "localhost"));
    await page.getByText("Sign in as ravi.sales@example.com?").waitFor();
    await shot(page, "390-nojs-link");
    await page.getByRole("button", { name: "Sign in" }).click();
    // A sales member taking new leads lands on My leads.
    await page.getByRole("heading", { name: "My leads" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/desk/mine");
    await page.goBack();
    await page.reload();
    await page.getByText("This link no longer works").waitFor();
    await shot(page, "390-nojs-link-used");
    await context.close();
  });

  it("the other two: without JavaScript at 1366 px and with it at 390 px, every page fits and works", async () => {
    const contexts: BrowserContext[] = [];
    for (const [width, javaScript] of [
      [1366, false],
      [390, true],
    ] as const) {
      const name = `${width}-${javaScript ? "js" : "nojs"}`;
      const context = await newContext(browser, { width, javaScript });
      contexts.push(context);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${origin}/desk/staff`);
      await signInWithCode(page, "asha.admin@example.com", javaScript, name);
      await page.getByRole("heading", { name: "Staff" }).waitFor();
      await page.getByLabel("Work email address").fill(`new.person.${name}@example.com`);
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await page.getByText("Added. They can sign in now").waitFor();
      await expectNoSideScroll(page);
      await shot(page, `${name}-staff`);
      await visit(page, `${origin}/desk/account`, javaScript);
      await page.getByRole("heading", { name: "Passkeys" }).waitFor();
      await expectNoSideScroll(page);
      await shot(page, `${name}-account`);
      await page.goto(`${origin}/desk/sign-out`);
      await shot(page, `${name}-sign-out`);
      await page.getByRole("button", { name: "Sign out everywhere" }).click();
      await page.getByText("You are signed out on every device.").waitFor();
      expect(errors).toEqual([]);
    }
    // A context signed in by the test helper (as other tests of the desk sign in), with
    // JavaScript: the account page must still show who is signed in once React has hydrated it.
    const helper = await newContext(browser, { width: 390 });
    contexts.push(helper);
    await signInContext(helper, site, "ravi.sales@example.com", mailbox);
    const page = await helper.newPage();
    const errors = collectErrors(page);
    await visit(page, `${site.url}/desk/account`);
    await page
      .getByRole("region", { name: "Signed in as" })
      .getByText("ravi.sales@example.com", { exact: true })
      .waitFor();
    await page
      .getByText(
        "Passkeys work only when the desk is opened at its own web address (or at localhost on a developer's machine).",
      )
      .waitFor();
    expect(errors).toEqual([]);
    await Promise.all(contexts.map((context) => context.close()));
  });
});
