// /my-data in Chromium without JavaScript, as a visitor: ask for the link, open it from the
// mail (an .eml file: no SMTP here), download the JSON, withdraw the marketing consent, erase
// after the confirmation; then
// `npm run export` no longer contains the address. Also with JavaScript at 390 px: the same
// pages work through Remix's navigation. Screenshots go to /tmp/shots-mydata/.
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { collectErrors, hydrated, newContext, open, siteInBrowser } from "../support/browser";
import { mailedLink } from "../support/mailed-link";
import { postForm } from "../support/server";

const run = promisify(execFile);
const SHOTS = "/tmp/shots-mydata";
mkdirSync(SHOTS, { recursive: true });

const handles = siteInBrowser();

const exportAll = async (dataDir: string) => {
  const lists = ["RCB Leads", "contactForm", "newsletter"];
  const outputs = await Promise.all(
    lists.map((list) =>
      run(process.execPath, ["--import", "tsx", "server/cli/export.ts", "--list", list], {
        env: { ...process.env, DATA_DIR: dataDir, FIREBASE_DATABASE_URL: "" },
      }),
    ),
  );
  return outputs.map((output) => output.stdout).join("\n");
};

// Generous: each test also runs the export CLI (tsx start-up) several times on a shared machine.
describe("/my-data in the browser", () => {
  it("without JavaScript: request, open the mailed link, download, withdraw marketing consent, erase; the export no longer contains the address", async () => {
    const { site, browser } = handles;
    const email = "priya.sharma@example.com";
    const contact = {
      name: "Priya Sharma",
      email,
      subject: "Fees",
      message: "What does the AWS course cost?",
      marketingConsent: "yes",
    };
    expect((await postForm(site, "/Contact", contact)).status).toBe(303);
    expect(
      (await postForm(site, "/newsletter", { email: "Priya.Sharma@example.com" })).status,
    ).toBe(303);
    expect(await exportAll(site.dataDir)).toContain(email);

    const context = await newContext(browser, { javaScript: false, width: 390 });
    try {
      const page = await open(context, `${site.url}/my-data`, { hydrated: false });
      await page.screenshot({ path: `${SHOTS}/request-390-nojs.png`, fullPage: true });
      await page.locator("#my-data-email").fill(email);
      await page.getByRole("button", { name: "Send me the link" }).click();
      await page.waitForURL(`${site.url}/my-data?sent=1`);
      await expect
        .poll(() => page.locator(".my-data__notice").textContent())
        .toContain("we have sent it a link");

      const link = await mailedLink(site.dataDir, email);
      await page.goto(link);
      await expect
        .poll(() => page.locator(".my-data h2").textContent())
        .toBe(`What we hold about ${email}`);
      expect(await page.locator(".my-data article").count()).toBe(2);
      await page.screenshot({ path: `${SHOTS}/held-390-nojs.png`, fullPage: true });

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download all of it (JSON)" }).click(),
      ]);
      const saved = JSON.parse(readFileSync(await download.path(), "utf8")) as {
        address: string;
        records: Array<{ list: string }>;
      };
      expect(saved.address).toBe(email);
      expect(saved.records.map((r) => r.list).sort()).toEqual(["contactForm", "newsletter"]);

      // Withdrawing the marketing consent: the contact message's consent says no, and since when; the newsletter sign-up is gone.
      const agreed = page
        .locator('article[aria-label="Contact message"] .my-data__beside div', {
          hasText: "Agreed to marketing",
        })
        .locator("dd");
      expect(await agreed.textContent()).toBe("yes");
      await page
        .getByRole("button", { name: "Withdraw marketing consent and unsubscribe" })
        .click();
      await page.waitForURL(`${link}?withdrawn=1`);
      await expect
        .poll(() => page.locator(".my-data__notice").textContent())
        .toContain("Your consent to course news and offers is withdrawn");
      expect(await agreed.textContent()).toMatch(/^no \(withdrawn on \d{1,2}\/\d{1,2}\/\d{4}, /);
      expect(await page.locator(".my-data article").count()).toBe(1);
      expect(
        await page
          .getByRole("button", { name: "Withdraw marketing consent and unsubscribe" })
          .count(),
      ).toBe(0);
      await page.screenshot({ path: `${SHOTS}/withdrawn-390-nojs.png`, fullPage: true });

      await page.getByRole("button", { name: "Erase everything…" }).click();
      await expect
        .poll(() => page.locator(".my-data [role=alert]").textContent())
        .toContain("Erase everything listed on this page, for good?");
      await page.screenshot({ path: `${SHOTS}/confirm-390-nojs.png`, fullPage: true });
      await page.getByRole("button", { name: "Yes, erase everything" }).click();
      await page.waitForURL(`${site.url}/my-data?erased=1`);
      await expect
        .poll(() => page.locator(".my-data__notice").textContent())
        .toContain("Everything we held about that address is erased.");

      await page.goto(link);
      await expect
        .poll(() => page.locator(".my-data [role=alert]").textContent())
        .toContain("This link no longer works");
    } finally {
      await context.close();
    }
    const exported = (await exportAll(site.dataDir)).toLowerCase();
    expect(exported).not.toContain(email);
  });

  it("shows a message's line breaks, and dates the consent of a record sent without the box ticked as when the form was sent", async () => {
    const { site, browser } = handles;
    const email = "anil.menon@example.com";
    const contact = {
      name: "Anil Menon",
      email,
      subject: "Two questions",
      message: "line1\nline2",
    };
    expect((await postForm(site, "/Contact", contact)).status).toBe(303);
    expect((await postForm(site, "/my-data", { email })).status).toBe(303);
    const link = await mailedLink(site.dataDir, email);
    for (const width of [390, 1366]) {
      const context = await newContext(browser, { javaScript: false, width });
      try {
        const page = await open(context, link, { hydrated: false });
        const record = page.locator('article[aria-label="Contact message"]');
        const value = (label: string) =>
          record.locator(".my-data__fields > div", { hasText: label }).locator("dd");
        // innerText is what a person sees: the break, not a space.
        expect(await value("Message").innerText()).toBe("line1\nline2");
        const beside = await record
          .getByLabel("Stored beside it", { exact: true })
          .locator(":scope > div")
          .evaluateAll((lines) =>
            lines.map((line) => [
              line.querySelector("dt")!.textContent,
              line.querySelector("dd")!.textContent,
            ]),
          );
        expect(beside.map(([label]) => label)).toEqual([
          "Agreed to marketing",
          "Notice shown",
          "Form sent at",
        ]);
        expect(beside[0]).toEqual(["Agreed to marketing", "no"]);
        expect(beside[2]![1]).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}, /);
        await page.screenshot({ path: `${SHOTS}/record-${width}-nojs.png`, fullPage: true });
      } finally {
        await context.close();
      }
    }
  });

  it("with JavaScript at 1366 px: the request, the link's page and the withdrawal work, without console errors", async () => {
    const { site, browser } = handles;
    const email = "kiran.das@example.com";
    const contact = {
      name: "Kiran Das",
      email,
      subject: "Batches",
      message: "Is there a weekend batch?",
      marketingConsent: "yes",
    };
    expect((await postForm(site, "/Contact", contact)).status).toBe(303);
    const context = await newContext(browser, { width: 1366 });
    try {
      const page = await open(context, `${site.url}/my-data`);
      const errors = collectErrors(page);
      await page.locator("#my-data-email").fill(email);
      await page.getByRole("button", { name: "Send me the link" }).click();
      await expect
        .poll(() => page.locator(".my-data__notice").textContent())
        .toContain("we have sent it a link");
      await page.goto(await mailedLink(site.dataDir, email));
      await hydrated(page);
      await expect
        .poll(() => page.locator(".my-data h2").textContent())
        .toBe(`What we hold about ${email}`);
      await page.screenshot({ path: `${SHOTS}/held-1366-js.png`, fullPage: true });
      await page
        .getByRole("button", { name: "Withdraw marketing consent and unsubscribe" })
        .click();
      await expect
        .poll(() => page.locator(".my-data__notice").textContent())
        .toContain("Your consent to course news and offers is withdrawn");
      await expect
        .poll(() => page.locator(".my-data__beside dd").first().textContent())
        .toMatch(/^no \(withdrawn on /);
      await page.screenshot({ path: `${SHOTS}/withdrawn-1366-js.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it("with JavaScript at 390 px: an old link says so, and the address changes through a link mailed to the new one", async () => {
    const { site, browser } = handles;
    const email = "meera.nair@example.com";
    const next = "meera.nair@college.example.in";
    expect(
      (
        await postForm(site, "/Contact", {
          name: "Meera Nair",
          email,
          subject: "Batches",
          message: "Is there an evening batch?",
        })
      ).status,
    ).toBe(303);
    expect((await postForm(site, "/my-data", { email })).status).toBe(303);
    const context = await newContext(browser, { width: 390 });
    try {
      const page = await open(context, `${site.url}/my-data/not-a-link`);
      const errors = collectErrors(page);
      await hydrated(page);
      await expect.poll(() => page.getByRole("alert").textContent()).toContain("Ask for a new one");
      expect(errors).toEqual([]);

      await page.goto(await mailedLink(site.dataDir, email));
      await hydrated(page);
      await page.getByText("Change the email address on these records").click();
      const field = page.getByLabel("New email address");
      await field.fill("meera@");
      await page.getByRole("button", { name: "Send the link" }).click();
      await expect
        .poll(() => page.locator("#change-email-error").textContent())
        .toBe("Invalid email address.");
      expect(await field.inputValue()).toBe("meera@");
      await field.fill(next);
      await page.getByRole("button", { name: "Send the link" }).click();
      await expect
        .poll(() => page.locator(".my-data__email [role=status]").textContent())
        .toContain(`We sent a link to ${next}.`);
      await page.screenshot({ path: `${SHOTS}/email-change-390-js.png`, fullPage: true });

      await page.goto(
        await mailedLink(site.dataDir, next, /https?:\/\/\S+\/my-data\/email\/[A-Za-z0-9_.-]+/),
      );
      await hydrated(page);
      await page.getByRole("button", { name: `Yes, use ${next}` }).click();
      await expect
        .poll(() => page.locator(".my-data h2").textContent())
        .toBe(`What we hold about ${next}`);
      expect(await page.locator(".my-data__notice").textContent()).toBe(
        "Your records now have this email address.",
      );
      // The refused address was a 400 response, as a refused post is without JavaScript; nothing else went wrong.
      expect(errors).toEqual([
        "Failed to load resource: the server responded with a status of 400 (Bad Request)",
      ]);
    } finally {
      await context.close();
    }
  });
});
