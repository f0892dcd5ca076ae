// Each form posted as a browser without JavaScript posts it, through the real server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserKey, follow, postForm, startSite, type TestSite } from "../support/server";
import { formCases, variant } from "../support/forms";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** Is `value` what an input or textarea of the page contains (not merely an option)? */
const hasValue = (html: string, value: string) =>
  new RegExp(
    `<input[^>]*value="${escapeRegExp(escapeHtml(value))}"|>${escapeRegExp(escapeHtml(value))}</textarea>|<option[^>]*value="${escapeRegExp(escapeHtml(value))}"[^>]*selected`,
  ).test(html);

describe.each(formCases)("$form form", (c) => {
  it("responds to invalid input with 422, the exact messages, the dialog and the typed values", async () => {
    const before = site.records(c.list).length;
    const response = await postForm(site, c.postTo, { ...c.extra, ...c.invalid });
    expect(response.status).toBe(422);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    for (const message of Object.values(c.messages)) expect(html).toContain(message);
    expect(html).toContain(c.dialog.title);
    expect(html).toContain(c.dialog.text);
    for (const [name, value] of Object.entries(c.invalid)) {
      if (value.trim() && name !== "graduation_year")
        expect(hasValue(html, value), name).toBe(true);
    }
    expect(html).toMatch(/aria-invalid="true"/);
    expect(site.records(c.list).length).toBe(before);
  });

  it("stores a valid post with exactly the spec's fields, then shows the success dialog on an empty form", async () => {
    // As the real form sends it: the honeypot is always there, empty.
    const response = await postForm(site, c.postTo, {
      ...c.extra,
      ...c.valid,
      company_website: "",
    });
    expect(response.status).toBe(303);
    const page = await follow(site, response);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Success!");
    expect(html).toContain(c.success);
    for (const value of Object.values(c.valid)) expect(hasValue(html, value), value).toBe(false);

    const stored = site
      .records(c.list)
      .map((r) => r.record)
      .filter((r) => r.email === c.valid.email);
    expect(stored).toHaveLength(1);
    const record = stored[0]!;
    expect(Object.keys(record).sort()).toEqual(c.storedFields);
    for (const [name, value] of Object.entries(c.valid)) expect(record[name]).toBe(value);
    expect(record.date).toMatch(c.dateFormat);
    if (c.form === "callback") expect(record.source).toBe("/");
    if (c.form === "enrollment") expect(record.url).toBe(`${site.url}/computerscience/aws`);
  });

  it("keeps one record when the same form is sent five times at once with the browser's key", async () => {
    const fields: Record<string, string> = {
      ...c.extra,
      ...variant(c, 9001),
      submissionKey: browserKey(),
    };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postForm(site, c.postTo, fields)),
    );
    for (const r of responses) expect(r.status).toBe(303);
    expect(site.records(c.list).filter((r) => r.record.email === fields.email)).toHaveLength(1);
  });

  it("keeps one record when the same form is sent five times at once without a key (no JavaScript)", async () => {
    const fields: Record<string, string> = { ...c.extra, ...variant(c, 9002) };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postForm(site, c.postTo, fields)),
    );
    for (const r of responses) expect(r.status).toBe(303);
    expect(site.records(c.list).filter((r) => r.record.email === fields.email)).toHaveLength(1);
  });

  it("stores nothing when the honeypot is filled, yet responds like a success", async () => {
    const fields: Record<string, string> = {
      ...c.extra,
      ...variant(c, 777),
      company_website: "http://spam.example",
    };
    const response = await postForm(site, c.postTo, fields);
    expect(response.status).toBe(303);
    expect(await (await follow(site, response)).text()).toContain("Success!");
    expect(site.records(c.list).filter((r) => r.record.email === fields.email)).toHaveLength(0);
  });
});

describe("duplicates and volume", () => {
  const callback = formCases[0]!;

  it("stores 200 concurrent valid posts as 200 records", async () => {
    const before = site.records(callback.list).length;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        postForm(site, callback.postTo, variant(callback, 10_000 + n)),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(303));
    expect(site.records(callback.list).length - before).toBe(200);
  });

  it("keeps one record when a visitor goes back and sends the same content from a fresh page", async () => {
    const fields = variant(callback, 555);
    // Each visit of the page mints its own key in the browser.
    expect(
      (await postForm(site, callback.postTo, { ...fields, submissionKey: browserKey() })).status,
    ).toBe(303);
    expect(
      (await postForm(site, callback.postTo, { ...fields, submissionKey: browserKey() })).status,
    ).toBe(303);
    expect(site.records(callback.list).filter((r) => r.record.email === fields.email)).toHaveLength(
      1,
    );
  });

  it("keeps one newsletter record per address, whatever its case", async () => {
    const c = formCases[4]!;
    for (const email of ["Repeat@Example.com", "repeat@example.com"]) {
      expect((await postForm(site, c.postTo, { ...c.extra, email })).status).toBe(303);
    }
    expect(
      site
        .records("newsletter")
        .filter((r) => r.record.email?.toLowerCase() === "repeat@example.com"),
    ).toHaveLength(1);
  });
});

describe("bad input never reaches a record or a 500", () => {
  const callback = formCases[0]!;

  it("refuses a body over 16 KB with 413", async () => {
    const response = await postForm(site, callback.postTo, {
      ...callback.valid,
      fullName: "A".repeat(17_000),
    });
    expect(response.status).toBe(413);
  });

  it("refuses a cross-site post and stores nothing", async () => {
    const fields = variant(callback, 4242);
    const foreign = await postForm(site, callback.postTo, fields, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(foreign.status).toBe(403);
    const originOnly = await postForm(site, callback.postTo, fields, {
      origin: "https://evil.example",
      "sec-fetch-site": "",
    });
    expect(originOnly.status).toBe(403);
    expect(site.records(callback.list).filter((r) => r.record.email === fields.email)).toHaveLength(
      0,
    );
  });

  it("drops unknown, repeated and prototype keys", async () => {
    const fields = variant(callback, 31337);
    const body = `${new URLSearchParams(fields).toString()}&fullName=Second+Name&__proto__=x&constructor=y&admin=true&date=yesterday&source=/evil`;
    const response = await fetch(`${site.url}/?index`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
      body,
    });
    expect(response.status).toBe(303);
    const [record] = site.records(callback.list).filter((r) => r.record.email === fields.email);
    expect(record?.record.fullName).toBe(fields.fullName);
    expect(record?.record.source).toBe("/");
    expect(Object.keys(record?.record ?? {}).sort()).toEqual(callback.storedFields);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ["multipart", "multipart/form-data; boundary=x", "--x--"],
    ["json", "application/json", '{"fullName":"A"}'],
    ["binary", "application/x-www-form-urlencoded", "\u0000\uffff%zz%"],
  ])("responds to a %s body with a 4xx page", async (_name, type, body) => {
    const response = await fetch(`${site.url}/Contact`, {
      method: "POST",
      headers: { "content-type": type, origin: site.url },
      body,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
