// A newsletter address to correct, posted without JavaScript from any page's footer, is
// shown on /newsletter itself: the message and what was typed, no redirect, no cookie.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages } from "#shared/forms";
import { postForm, startSite, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

describe("an over-long newsletter address without JavaScript", () => {
  it("gets 422 with the field's message and what was typed", async () => {
    const email = `${"a".repeat(288)}@example.com`;
    expect(email).toHaveLength(300);
    const response = await postForm(site, "/newsletter", {
      email,
      returnTo: "/about",
      placement: "footer",
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
    const html = await response.text();
    expect(html).toContain(fieldMessages.tooLong(254));
    expect(html).toContain("Please keep this under 254 characters.");
    expect(html).toMatch(
      new RegExp(
        `<input[^>]*name="email"[^>]*value="${email}"|<input[^>]*value="${email}"[^>]*name="email"`,
      ),
    );
    expect(site.records("newsletter").filter((r) => r.record.email === email)).toEqual([]);
  });
});
