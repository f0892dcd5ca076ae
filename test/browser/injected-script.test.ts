// A script that reaches a page by mistake is not one of the page's own. Here every page
// carries one at the end of its body, as unescaped markup (from data, say) would put it there.
// The page's policy must leave it out, and Chromium must refuse to run it, while the page's
// own inline scripts (the boot and landing-page scripts, Remix's context, data and module
// scripts, scroll restoration) all still run.
import { createHash } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launchBrowser, newContext } from "../support/browser";
import { startCountingSite, type CountingSite } from "../support/server";

const INJECTED = "window.injectedScriptRan=true";

/** The page with a script before the end of its body, where React's hydration leaves extra markup alone. */
const withInjectedScript = (html: string) =>
  html.replace("</body>", `<script>${INJECTED}</script></body>`);

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

let counting: CountingSite;
let browser: Browser;
beforeAll(async () => {
  counting = await startCountingSite(
    { CONNECTIONS_PER_CLIENT: "0", REQUESTS_IN_FLIGHT_PER_CLIENT: "0" },
    { page: withInjectedScript },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await counting.site.close();
});

describe("a script injected into a page", () => {
  it("is in the page, and the page's policy allows every inline script but that one", async () => {
    const response = await fetch(`${counting.url}/computerscience/aws`);
    const html = await response.text();
    expect(html).toContain(`<script>${INJECTED}</script>`);
    const policy = response.headers.get("content-security-policy") ?? "";
    const allowed = [...policy.matchAll(/'sha256-([A-Za-z0-9+/=]{44})'/g)].map(([, hash]) => hash);
    expect(allowed).not.toContain(sha256(INJECTED));
    const own = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(
        ([, attributes = "", body]) =>
          !/src=|application\/ld\+json/.test(attributes) && body !== INJECTED,
      )
      .map(([, , body = ""]) => sha256(body));
    expect(own.length).toBeGreaterThan(4);
    expect(new Set(allowed)).toEqual(new Set(own));
  });

  it("is refused by Chromium, and the page's own scripts run", async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
      );
    });
    const page = await context.newPage();
    await page.goto(`${counting.url}/`);
    // Remix's scripts ran: the page hydrated.
    await hydrated(page);
    // The refusal is reported as the parser meets the script, long before the page hydrates.
    await page.waitForFunction(
      () => (window as unknown as { cspViolations: string[] }).cspViolations.length > 0,
      undefined,
      { timeout: 10_000 },
    );
    const state = await page.evaluate(() => ({
      ran: (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan ?? false,
      violations: (window as unknown as { cspViolations: string[] }).cspViolations,
      // The boot script ran (it marks that scripts run), and so did the landing-page script.
      js: document.documentElement.classList.contains("js"),
      landingPage: sessionStorage.getItem("landing-page") !== null,
    }));
    expect(state).toEqual({
      ran: false,
      violations: ["script-src-elem inline"],
      js: true,
      landingPage: true,
    });
    await context.close();
  });
});
