// "New leads by form" on /desk/staff, as an admin uses it, at 390 and 1366 px with JavaScript on
// and off: a form routed to a member and saved, the choice shown after; a member who takes no new
// leads refused with the choice kept. Nothing is wider than the screen; no page error.
// Screenshots go to /tmp/shots-routing/.
import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { staffMessages } from "#server/desk/staff/members";
import { collectErrors, newContext, siteInBrowser, visit } from "../support/browser";
import { addStaff, signInContext } from "../support/desk";

const SHOTS = "/tmp/shots-routing";
mkdirSync(SHOTS, { recursive: true });

const handles = siteInBrowser();
const RAVI = "ravi@aptora.test";
const IDLE = "idle@aptora.test";

describe("routing a form's new leads on the staff page", { timeout: 120_000 }, () => {
  it.each([
    [1366, true, "callback", "Call-back request"],
    [390, false, "contact", "Contact message"],
    [390, true, "enrollment", "Course enrollment"],
    [1366, false, "ambassador", "Campus Ambassador application"],
  ] as const)(
    "at %i px, JavaScript %s: saves %s's member, refuses one who takes no new leads",
    async (width, javaScript, form, label) => {
      const { site, browser } = handles;
      const admin = `admin.${width}.${javaScript ? "js" : "nojs"}@aptora.test`;
      await addStaff(site, admin, "admin");
      await addStaff(site, RAVI, "sales");
      await addStaff(site, IDLE, "sales", { takesLeads: false });
      const context = await newContext(browser, { width, javaScript });
      await signInContext(context, site, admin);
      const page = await context.newPage();
      const errors = collectErrors(page);
      const shot = (name: string) =>
        page.screenshot({
          path: `${SHOTS}/${name}-${width}-${javaScript ? "js" : "nojs"}.png`,
          fullPage: true,
        });
      await visit(page, `${site.url}/desk/staff`, javaScript);
      const section = page.locator("section", {
        has: page.getByRole("heading", { name: "New leads by form" }),
      });
      const select = section.getByLabel(label, { exact: true });
      expect(await select.inputValue()).toBe("");

      await select.selectOption(RAVI);
      await section.getByRole("button", { name: `Save: ${label}` }).click();
      await page
        .getByText("Saved: the form's new leads go as shown under New leads by form.")
        .waitFor();
      expect(await select.inputValue()).toBe(RAVI);
      expect((await site.store().staff.formRoutes())[form]).toBe(RAVI);
      await section.scrollIntoViewIfNeeded();
      await shot(`routing-${form}-saved`);

      await select.selectOption(IDLE);
      await section.getByRole("button", { name: `Save: ${label}` }).click();
      await section.getByRole("alert").getByText(staffMessages.noLeads).waitFor();
      expect(await select.inputValue()).toBe(IDLE);
      expect(await select.getAttribute("aria-invalid")).toBe("true");
      expect((await site.store().staff.formRoutes())[form]).toBe(RAVI);
      // The page's own address: the notice of the change before is gone.
      expect(await page.getByText("Saved: the form's new leads").count()).toBe(0);
      await section.scrollIntoViewIfNeeded();
      await shot(`routing-${form}-refused`);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      // The refusal's status, as the browser logs it; nothing else.
      expect(errors).toEqual([
        "Failed to load resource: the server responded with a status of 409 (Conflict)",
      ]);
      await context.close();
    },
  );
});
