// The longest valid value of every field, in Devanagari (and emoji where any text is
// allowed), is accepted and stored intact by each of the five forms: the body limit is
// derived from the fields' own limits, so no valid lead is refused for its size. Past
// that limit, the visitor gets a page of the site saying so, with or without a
// Content-Length (the old server dropped a chunked body's connection).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callbackCourseOptions } from "#shared/catalogue/callback-options";
import { fieldMessages, graduationYears, tooLarge, type FormId } from "#shared/forms";
import { bodyLimitBytes, fieldMaxLengths } from "#shared/forms/limits";
import { formCases } from "../support/forms";
import { formBody, rawRequest } from "../support/raw-http";
import { postForm, startSite, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** Whole pieces, in turn, up to `max` UTF-16 units; padded with a one-unit letter; never ends with a space. */
function fill(max: number, pieces: string[]): string {
  let text = "";
  for (let i = 0; ; i++) {
    const piece = pieces[i % pieces.length]!;
    if (text.length + piece.length > max) break;
    text += piece;
  }
  while (text.length < max) text += "क";
  return text.endsWith(" ") ? `${text.slice(0, -1)}क` : text;
}
/** Letters, marks (virama, vowel signs) and spaces: what the name rule allows, in any script. */
const devanagariName = (max: number) => fill(max, ["नमस्ते", " ", "भारत", " ", "कृष्णा", " "]);
/** Any text: Devanagari, emoji (two units each), spaces and punctuation. */
const anyText = (max: number) => fill(max, ["नमस्ते", " ", "🙏", "भारत", ", ", "😀", "कृष्णा", "। "]);
/** An ASCII address of exactly `max` characters that both email rules accept: 64-character local part, 50-letter labels. */
function longEmail(tag: string, max: number): string {
  const local = `${tag}${"x".repeat(64)}`.slice(0, 64);
  let rest = max - local.length - 1 - ".com".length;
  const labels: string[] = [];
  for (; rest > 51; rest -= 51) labels.push("d".repeat(50));
  labels.push("d".repeat(rest));
  const email = `${local}@${labels.join(".")}.com`;
  expect(email).toHaveLength(max);
  return email;
}

const longestOption = (options: readonly string[]) =>
  options.reduce((a, b) => (b.length > a.length ? b : a));
/** Fields that follow the name rule (letters, marks and spaces only). */
const nameRule: Partial<Record<FormId, string[]>> = {
  callback: ["fullName"],
  ambassador: ["fullName", "college"],
};
/** The phone rules take exactly ten digits, whatever the field's length cap. */
const phones: Record<string, string> = {
  callback: "9876543210",
  ambassador: "1234567890",
  enrollment: "0123456789",
};

function longestValues(form: FormId): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, max] of Object.entries(fieldMaxLengths(form))) {
    if (name === "email") values[name] = longEmail(form, max);
    else if (name === "phone" || name === "contactNumber") values[name] = phones[form]!;
    else if (name === "course") values[name] = longestOption(callbackCourseOptions);
    else if (name === "graduation_year") values[name] = longestOption(graduationYears);
    else if (nameRule[form]?.includes(name)) values[name] = devanagariName(max);
    else values[name] = anyText(max);
  }
  return values;
}

describe.each(formCases)("the $form form", (c) => {
  it("stores the longest valid value of every field intact", async () => {
    const values = longestValues(c.form);
    const maxima = fieldMaxLengths(c.form);
    for (const [name, value] of Object.entries(values)) {
      if (!["phone", "contactNumber", "course", "graduation_year"].includes(name))
        expect(value.length, name).toBe(maxima[name]);
    }
    const response = await postForm(site, c.postTo, { ...c.extra, ...values });
    expect(response.status).toBe(303);
    const stored = site.records(c.list).filter((r) => r.record.email === values.email);
    expect(stored).toHaveLength(1);
    for (const [name, value] of Object.entries(values))
      expect(stored[0]!.record[name], name).toBe(value);
  });
});

describe("the contact form's body limit", () => {
  const contact = formCases.find((c) => c.form === "contact")!;
  const limit = bodyLimitBytes("contact");
  /** A contact post of exactly `bytes` bytes (ASCII), its message last and padded. */
  const bodyOf = (bytes: number, email: string) => {
    const base = formBody({ ...contact.valid, email, message: "" });
    return base + "a".repeat(bytes - base.length);
  };
  const headers = () => ({ origin: site.url, "content-type": "application/x-www-form-urlencoded" });

  function expectTooLargePage(response: {
    status: number;
    headers: Record<string, unknown>;
    body: string;
  }) {
    expect(response.status).toBe(413);
    expect(String(response.headers["content-type"])).toMatch(/^text\/html/);
    expect(response.body).toContain('<header class="site-header');
    expect(response.body).toContain('<footer class="site-footer"');
    expect(response.body).toContain(tooLarge.title);
    expect(response.body).toContain(tooLarge.text);
  }

  it("stores a 2,000-character Devanagari message (about 18 KB encoded) intact", async () => {
    const message = fill(2000, ["नमस्ते", "भारत", "।"]);
    const email = "devanagari-2000@example.com";
    expect(formBody({ message }).length).toBeGreaterThan(16 * 1024);
    const response = await postForm(site, "/Contact", { ...contact.valid, email, message });
    expect(response.status).toBe(303);
    const stored = site.records("contactForm").filter((r) => r.record.email === email);
    expect(stored.map((r) => r.record.message)).toEqual([message]);
  });

  it("reads a body of exactly the limit (its over-long message gets the field's message)", async () => {
    const email = "at-limit@example.com";
    const response = await rawRequest(site.url, {
      method: "POST",
      path: "/Contact",
      headers: headers(),
      body: bodyOf(limit, email),
    });
    expect(response.status).toBe(422);
    expect(response.body).toContain(fieldMessages.tooLong(3000));
    expect(site.records("contactForm").filter((r) => r.record.email === email)).toEqual([]);
  });

  it("responds to a body of limit + 1 bytes with 413 and a page of the site", async () => {
    const email = "over-limit@example.com";
    const response = await rawRequest(site.url, {
      method: "POST",
      path: "/Contact",
      headers: headers(),
      body: bodyOf(limit + 1, email),
    });
    expectTooLargePage(response);
    expect(site.records("contactForm").filter((r) => r.record.email === email)).toEqual([]);
  });

  it("responds to the same body sent chunked (no Content-Length) with the same page, not a dropped connection", async () => {
    const email = "over-limit-chunked@example.com";
    const body = Buffer.from(bodyOf(limit + 1, email));
    const chunks: Buffer[] = [];
    for (let at = 0; at < body.length; at += 4096) chunks.push(body.subarray(at, at + 4096));
    const response = await rawRequest(site.url, {
      method: "POST",
      path: "/Contact",
      headers: headers(),
      chunks,
    });
    expectTooLargePage(response);
    expect(site.records("contactForm").filter((r) => r.record.email === email)).toEqual([]);
  });
});
