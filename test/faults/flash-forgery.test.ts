// The old site rendered the dialog of a one-shot `flash` cookie, which anyone can write
// (it was not signed): a forged one put the attacker's words in the site's own dialog.
// The site now sets no cookie and reads none; a newsletter address to correct, posted
// without JavaScript, is answered on the page itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages } from "../../shared/forms";
import { postForm, startSite, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** As Remix's createCookie serialised it without secrets: base64 of the JSON's UTF-8, URI-encoded. */
const remixCookie = (name: string, value: unknown) =>
  `${name}=${encodeURIComponent(Buffer.from(JSON.stringify(value), "utf8").toString("base64"))}`;

describe("a forged flash cookie", () => {
  const forged = { form: "contact", outcome: "error", dialog: { title: "Success!", text: "Call 99999 99999 for a refund" } };

  it("is not rendered on /Contact, and no cookie is set", async () => {
    const response = await fetch(`${site.url}/Contact`, { headers: { cookie: remixCookie("flash", forged) } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Contact us");
    expect(html.includes("Call 99999 99999 for a refund"), "the forged text is on the page").toBe(false);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("is not rendered either with a placement and values", async () => {
    const cookie = remixCookie("flash", { ...forged, placement: "main", values: { name: "Call 99999 99999 for a refund" } });
    const response = await fetch(`${site.url}/Contact`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect((await response.text()).includes("Call 99999 99999 for a refund"), "the forged text is on the page").toBe(false);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("an over-long newsletter address without JavaScript", () => {
  it("is answered 422 with the field's message and what was typed", async () => {
    const email = `${"a".repeat(288)}@example.com`;
    expect(email).toHaveLength(300);
    const response = await postForm(site, "/newsletter", { email, returnTo: "/about", placement: "footer" });
    expect(response.status).toBe(422);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
    const html = await response.text();
    expect(html).toContain(fieldMessages.tooLong(254));
    expect(html).toContain("Please keep this under 254 characters.");
    expect(html).toMatch(new RegExp(`<input[^>]*name="email"[^>]*value="${email}"|<input[^>]*value="${email}"[^>]*name="email"`));
    expect(site.records("newsletter").filter((r) => r.record.email === email)).toEqual([]);
  });
});
