// Removing a person on /desk/staff, as an admin does it: "Remove…" only asks, with and without
// JavaScript; "No, keep" keeps them; "Yes, remove" removes them. Screenshots of the question at
// both widths go to /tmp/shots-desk-staff-remove/.
import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collectErrors, newContext, siteInBrowser, visit } from "../support/browser";
import { addStaff, signInContext } from "../support/desk";

const SHOTS = "/tmp/shots-desk-staff-remove";
mkdirSync(SHOTS, { recursive: true });

const handles = siteInBrowser();

describe("removing a person from the staff", { timeout: 90_000 }, () => {
  it.each([
    [390, false],
    [1366, true],
  ] as const)(
    "at %i px, JavaScript %s: asks first, keeps them on No, removes them on Yes",
    async (width, javaScript) => {
      const { site, browser } = handles;
      const admin = `admin.${width}@example.com`;
      const leaving = `leaving.${width}@example.com`;
      await addStaff(site, admin, "admin");
      await addStaff(site, leaving, "sales");
      const context = await newContext(browser, { width, javaScript });
      await signInContext(context, site, admin);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await visit(page, `${site.url}/desk/staff`, javaScript);
      // The list of people (the routing's choices name them too).
      const listed = page
        .getByRole("region", { name: /^Everyone on the desk/ })
        .getByText(leaving, { exact: true });
      const question = page.getByText(
        `Remove ${leaving}? They are signed out everywhere; the leads they own keep them as owner.`,
      );

      await page.getByRole("button", { name: `Remove ${leaving}…` }).click();
      await question.waitFor();
      expect(new URL(page.url()).search).toBe(
        `?confirm=remove&email=${encodeURIComponent(leaving)}`,
      );
      await page.screenshot({
        path: `${SHOTS}/staff-remove-${width}-${javaScript ? "js" : "nojs"}.png`,
        fullPage: true,
      });
      // Asking removed nobody.
      expect(await site.store().staff.getMember(leaving)).toBeDefined();

      await page.getByRole("link", { name: "No, keep" }).click();
      await question.waitFor({ state: "detached" });
      expect(new URL(page.url()).search).toBe("");
      expect(await site.store().staff.getMember(leaving)).toBeDefined();
      await listed.waitFor();

      await page.getByRole("button", { name: `Remove ${leaving}…` }).click();
      await page
        .getByRole("form", { name: "Confirm removal" })
        .getByRole("button", { name: "Yes, remove" })
        .click();
      await page.getByText("Removed. Every session of theirs has ended.").waitFor();
      expect(await listed.count()).toBe(0);
      expect(await site.store().staff.getMember(leaving)).toBeUndefined();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
