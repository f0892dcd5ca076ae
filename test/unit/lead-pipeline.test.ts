// The lead pipeline from source, in this process (also the mutation run's subset): each
// guard of server/leads/intake.ts in its order, the API's responses (server/api/submissions.ts)
// and what is stored. Expected values are the spec's texts and rules written out here.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { submit } from "#server/api/submissions";
import { parseConfig } from "#server/settings";
import { runIntake, type ContextResolution, type IntakeRequest } from "#server/leads/intake";
import { keyFromToken, newsletterKey } from "#server/leads/keys";
import { createSiteServices, type SiteServices } from "#server/services";
import { StoreError, type LeadWrite, type StorePort } from "#server/store";
import type { FormId } from "#shared/forms";
import { mintSubmissionKey } from "#shared/forms/keys";
import { captureLogs } from "../support/logs";
import { expectedConsoleErrors } from "../support/setup";
import { patience } from "../support/wait";

const CALLBACK_DATE =
  /^\d{1,2}(st|nd|rd|th) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{1,2}:\d{2}(AM|PM)$/;
const LOCAL_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} (AM|PM)$/;
const KEY = /^[-0-9A-Za-z_]{20}$/;
const SITE = "http://site.test";

/** The site's services as the server makes them, from these settings only (no notification channel). */
let services: SiteServices;
/** What the site's logger wrote. */
const logs = captureLogs();
beforeAll(() => {
  services = createSiteServices(
    parseConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "lead-pipeline-")),
      RATE_LIMIT_PER_MINUTE: "6",
      SITE_TIME_ZONE: "Asia/Kolkata",
    }),
    { logDestination: logs.destination },
  );
});
afterAll(() => services.close());
/** runIntake with this file's services. */
const intake = (request: Omit<IntakeRequest, "services">) => runIntake({ services, ...request });

let client = 0;
/** Each test posts from a client of its own, and as a person of its own, so the form limits count only its own posts. */
let ip = "";
beforeEach(() => {
  ip = `10.0.0.${++client}`;
  callback = {
    ...callback,
    phone: `98765${String(client).padStart(5, "0")}`,
    email: `asha${client}@example.com`,
  };
  contact = { ...contact, email: `ravi${client}@example.com` };
});

const records = async (list: string) =>
  (await services.store.list(list)).map(([key, record]) => ({ key, record }));
const recordsOf = async (list: string, email: string) =>
  (await records(list)).filter((r) => r.record.email === email);

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const pageRequest = (pathname: string, body: string, type = "application/x-www-form-urlencoded") =>
  new Request(`${SITE}${pathname}`, { method: "POST", headers: { "content-type": type }, body });
const page = (
  form: FormId,
  pathname: string,
  fields: Record<string, string>,
  resolve?: (f: Record<string, unknown>) => ContextResolution,
) =>
  intake({
    form,
    request: pageRequest(pathname, formBody(fields)),
    clientIp: ip,
    transport: "page",
    resolveContext: resolve ?? (() => ({ ok: true, context: { source: pathname } })),
  });

const API_PATHS: Record<FormId, string> = {
  callback: "/api/v1/callbacks",
  contact: "/api/v1/contact-messages",
  ambassador: "/api/v1/ambassador-applications",
  enrollment: "/api/v1/enrollments",
  newsletter: "/api/v1/newsletter-subscriptions",
};
const api = (form: FormId, body: string, headers: Record<string, string> = {}) =>
  submit(
    services,
    form,
    new Request(`${SITE}${API_PATHS[form]}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    }),
    ip,
    SITE,
  );
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

// Every real page form sends the honeypot, empty.
// Each test has its own phone number and email addresses (above).
let callback = {
  fullName: "Asha Rao",
  phone: "9876543210",
  email: "asha@example.com",
  course: "AWS",
  company_website: "",
};
let contact = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  subject: "Batch dates",
  message: "When does the next batch start?",
  company_website: "",
};
const browserKey = (n: number) => `-ABCDEFGHIJ_klmnop${String(n).padStart(2, "0")}`;
/** The newsletter form of a page, sent with a browser's key in the key field. */
const newsletterFromPage = (email: string, key: string) =>
  page(
    "newsletter",
    "/newsletter",
    { email, returnTo: "/", company_website: "", submissionKey: key },
    () => ({ ok: true, context: {} }),
  );
/** The API's response to an Idempotency-Key sent again with another body. */
const KEY_REUSED = {
  title: "Unprocessable Content",
  message:
    "This Idempotency-Key was already used with a different body. Nothing was stored; use a new key for a new submission.",
};

describe("page transport", () => {
  it("stores a call-back as a real form sends it (empty honeypot, browser key) with exactly its six fields", async () => {
    const fields = {
      ...callback,
      email: "page1@example.com",
      submissionKey: browserKey(1),
      placement: "main",
    };
    const outcome = await page("callback", "/", fields);
    expect(outcome).toMatchObject({ outcome: "stored", key: browserKey(1), duplicate: false });
    const [stored, ...more] = await recordsOf("RCB Leads", "page1@example.com");
    expect(more).toEqual([]);
    expect(stored!.key).toBe(browserKey(1));
    expect(Object.keys(stored!.record).sort()).toEqual([
      "course",
      "date",
      "email",
      "fullName",
      "phone",
      "source",
    ]);
    expect(stored!.record).toMatchObject({
      fullName: "Asha Rao",
      phone: callback.phone,
      email: "page1@example.com",
      course: "AWS",
      source: "/",
    });
    expect(stored!.record.date).toMatch(CALLBACK_DATE);
  });

  it("responds to a filled honeypot like a success and stores nothing", async () => {
    const outcome = await page("callback", "/", {
      ...callback,
      email: "bot@example.com",
      company_website: "http://spam.example",
    });
    expect(outcome.outcome).toBe("honeypot");
    expect(await recordsOf("RCB Leads", "bot@example.com")).toEqual([]);
  });

  it("refuses a page post whose returnTo is no same-site path, before anything is stored, whatever the page adds to the record", async () => {
    const email = "returnto@example.com";
    const outcome = await page(
      "newsletter",
      "/newsletter",
      { email, returnTo: "//evil.example/x", company_website: "" },
      () => ({ ok: true, context: {} }),
    );
    expect(outcome.outcome).toBe("bad-request");
    expect(await recordsOf("newsletter", email)).toEqual([]);
    const fine = await page(
      "newsletter",
      "/newsletter",
      { email, returnTo: "/about?x=1", company_website: "" },
      () => ({ ok: true, context: {} }),
    );
    expect(fine.outcome).toBe("stored");
  });

  it("refuses JSON: a page form only ever sends a form body", async () => {
    const request = pageRequest("/Contact", JSON.stringify(contact), "application/json");
    const outcome = await intake({
      form: "contact",
      request,
      clientIp: ip,
      transport: "page",
      resolveContext: () => ({ ok: true, context: {} }),
    });
    expect(outcome).toEqual({ outcome: "unsupported-type" });
  });

  it("stores '/' as the source and no url when the page gives neither", async () => {
    const outcome = await page(
      "callback",
      "/",
      { ...callback, email: "nocontext@example.com" },
      () => ({ ok: true, context: {} }),
    );
    expect(outcome.outcome).toBe("stored");
    expect((await recordsOf("RCB Leads", "nocontext@example.com"))[0]?.record.source).toBe("/");
    const enrollment = {
      fullName: "Dev Patel",
      email: "nourl@example.org",
      contactNumber: "0123456789",
      instituteName: "Nirma",
      company_website: "",
    };
    expect(
      (
        await page("enrollment", "/computerscience/aws", enrollment, () => ({
          ok: true,
          context: {},
        }))
      ).outcome,
    ).toBe("stored");
    expect((await recordsOf("courseFormData", "nourl@example.org"))[0]?.record.url).toBe("");
  });

  it("mints a key on the server for a post without one or with a malformed one", async () => {
    for (const [n, submissionKey] of [
      [2, undefined],
      [3, "short"],
      [4, `${browserKey(4)}x`],
      [5, `.${browserKey(5).slice(1)}`],
    ] as const) {
      const email = `minted${n}@example.com`;
      const fields: Record<string, string> = { ...callback, email };
      if (submissionKey) fields.submissionKey = submissionKey;
      const outcome = await page("callback", "/", fields);
      if (outcome.outcome !== "stored") throw new Error(outcome.outcome);
      expect(outcome.key).toMatch(KEY);
      expect(outcome.key).not.toBe(submissionKey);
    }
  });

  it("stores an edited resubmission under the same browser key as a lead of its own", async () => {
    const first = await page("callback", "/", {
      ...callback,
      email: "edit@example.com",
      submissionKey: browserKey(6),
    });
    const second = await page("callback", "/", {
      ...callback,
      email: "edit@example.com",
      phone: "9876500000",
      submissionKey: browserKey(6),
    });
    expect(first).toMatchObject({ outcome: "stored", key: browserKey(6) });
    if (second.outcome !== "stored") throw new Error(second.outcome);
    expect(second.key).not.toBe(browserKey(6));
    expect(
      (await recordsOf("RCB Leads", "edit@example.com")).map((r) => r.record.phone).sort(),
    ).toEqual(["9876500000", callback.phone].sort());
  });

  it("mints a key that sorts by the time of the post, not one derived from the address", async () => {
    const before = mintSubmissionKey().slice(0, 8);
    const outcome = await page("contact", "/Contact", { ...contact, email: "timed@example.com" });
    const after = mintSubmissionKey().slice(0, 8);
    if (outcome.outcome !== "stored") throw new Error(outcome.outcome);
    expect(
      outcome.key.slice(0, 8) >= before && outcome.key.slice(0, 8) <= after,
      `${before} ${outcome.key} ${after}`,
    ).toBe(true);
    const response = await api(
      "contact",
      JSON.stringify({ ...contact, email: "timed@example.com", subject: "By API" }),
    );
    const key = String((await json(response)).key);
    expect(
      key.slice(0, 8) >= before && key.slice(0, 8) <= mintSubmissionKey().slice(0, 8),
      key,
    ).toBe(true);
  });

  it("keeps two different call-backs from one address as two records", async () => {
    await page("callback", "/", { ...callback, email: "twice@example.com", course: "AWS" });
    await page("callback", "/", { ...callback, email: "twice@example.com", course: "VLSI" });
    expect(
      (await recordsOf("RCB Leads", "twice@example.com")).map((r) => r.record.course).sort(),
    ).toEqual(["AWS", "VLSI"]);
  });

  it("responds to invalid input with the typed values, the messages, the dialog and the browser's key", async () => {
    const outcome = await page("callback", "/", {
      ...callback,
      phone: "98765432101",
      email: "a b@example.com",
      submissionKey: browserKey(7),
    });
    expect(outcome).toMatchObject({
      outcome: "invalid",
      values: {
        fullName: "Asha Rao",
        phone: "98765432101",
        email: "a b@example.com",
        course: "AWS",
      },
      fieldErrors: {
        phone: "Invalid phone number. Please enter 10 digits.",
        email: "Invalid email address.",
      },
      dialog: {
        title: "Submission Error",
        text: "Please fix validation errors before submitting.",
      },
      key: browserKey(7),
    });
    const minted = await page("callback", "/", { ...callback, phone: "1" });
    expect(minted).toMatchObject({ outcome: "invalid", key: undefined });
  });

  it("gives back the marketing box only where the form asks for it, and the plan only on an enrollment", async () => {
    const signUp = await page("newsletter", "/newsletter", {
      email: "not an address",
      returnTo: "/",
      marketingConsent: "yes",
      company_website: "",
    });
    expect(signUp.outcome).toBe("invalid");
    expect(signUp.outcome === "invalid" && signUp.values).not.toHaveProperty("marketingConsent");
    const message = await page("contact", "/Contact", {
      ...contact,
      email: "x",
      plan: "advanced",
      marketingConsent: "yes",
    });
    expect(message.outcome === "invalid" && message.values).toMatchObject({
      email: "x",
      marketingConsent: "yes",
    });
    expect(message.outcome === "invalid" && message.values).not.toHaveProperty("plan");
    const enrollment = {
      fullName: "Dev Patel",
      email: "x",
      contactNumber: "0123456789",
      instituteName: "Nirma",
      company_website: "",
      plan: "advanced",
    };
    const enrolled = await page("enrollment", "/computerscience/aws", enrollment);
    expect(enrolled.outcome === "invalid" && enrolled.values).toMatchObject({
      email: "x",
      plan: "advanced",
    });
  });

  it("gives back a plan only as text, as every other field: one sent as a number is refused with the plan's message, not given back", async () => {
    // Only a JSON client can send a plan that is not text; the pipeline is the same for both transports.
    const enrollment = {
      fullName: "Dev Patel",
      email: "dev@example.com",
      contactNumber: "0123456789",
      instituteName: "Nirma",
      plan: 5,
    };
    const refused = await intake({
      form: "enrollment",
      request: new Request(`${SITE}/api/v1/enrollments`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(enrollment),
      }),
      clientIp: ip,
      transport: "api",
      resolveContext: () => ({ ok: true, context: {} }),
    });
    expect(refused).toMatchObject({
      outcome: "invalid",
      fieldErrors: {
        plan: "The plan must be one of self-learning, expert-led-learning, advanced, or left out.",
      },
    });
    expect(refused.outcome === "invalid" && refused.values).toEqual({
      fullName: "Dev Patel",
      email: "dev@example.com",
      contactNumber: "0123456789",
      instituteName: "Nirma",
      marketingConsent: "",
    });
  });

  it("reads the page a form goes back to only from page posts: the API has none", async () => {
    const response = await api(
      "newsletter",
      JSON.stringify({ email: "api-return@example.com", returnTo: "https://evil.example/" }),
    );
    expect(response.status).toBe(201);
  });

  it("merges the page's own field errors with the form's, and refuses an altered hidden field", async () => {
    const both = await page("callback", "/", { ...callback, fullName: "" }, () => ({
      ok: false,
      fieldErrors: { source: "bad source" },
    }));
    expect(both).toMatchObject({
      outcome: "invalid",
      fieldErrors: { fullName: "This field is required.", source: "bad source" },
    });
    expect(both.outcome === "invalid" && both.dialog).toEqual({
      title: "Submission Error",
      text: "Please fill in all required fields.",
    });
    const onlyPage = await page("contact", "/Contact", contact, () => ({
      ok: false,
      fieldErrors: { source: "bad source" },
    }));
    expect(onlyPage).toMatchObject({ outcome: "invalid", fieldErrors: { source: "bad source" } });
    expect(onlyPage.outcome === "invalid" && onlyPage.dialog).toEqual({
      title: "Validation Error",
      text: "Please fill in all fields correctly before submitting.",
    });
    const altered = await page("contact", "/Contact", {
      ...contact,
      returnTo: "https://evil.example/",
    });
    expect(altered.outcome).toBe("bad-request");
  });

  it("counts posts per person and form: the seventh in a minute is refused with the typed values, other people are not", async () => {
    for (let n = 0; n < 6; n++)
      expect(
        (
          await page("contact", "/Contact", {
            ...contact,
            email: "limit@example.com",
            subject: `Question ${n}`,
          })
        ).outcome,
      ).toBe("stored");
    const seventh = await page("contact", "/Contact", {
      ...contact,
      email: "limit@example.com",
      subject: "Question 6",
    });
    expect(seventh).toMatchObject({
      outcome: "rate-limited",
      values: { name: "Ravi Kumar", email: "limit@example.com", subject: "Question 6" },
    });
    expect(seventh.outcome === "rate-limited" && seventh.retryAfterSeconds).toBeGreaterThan(0);
    // Another person behind the same address, and another form of the same person, have their own counts.
    expect(
      (await page("contact", "/Contact", { ...contact, email: "limit-other@example.com" })).outcome,
    ).toBe("stored");
    expect((await page("callback", "/", { ...callback, email: "limit@example.com" })).outcome).toBe(
      "stored",
    );
  });
});

describe("body limit: the longest valid value of every field in any script, and no more", () => {
  // Per form: 8 KiB for the transport, plus per field its name, "=" and "&", and 9 bytes per
  // character of its maximum length (a 3-byte character sent as %XX%XX%XX).
  const limits: Record<FormId, number> = {
    callback: 12346,
    contact: 39579,
    ambassador: 13714,
    enrollment: 12811,
    newsletter: 10485,
  };

  it.each(Object.entries(limits) as Array<[FormId, number]>)(
    "%s accepts %i bytes and refuses one more",
    async (form, limit) => {
      const body = (size: number) => `x=${"a".repeat(size - 2)}`;
      const at = await intake({
        form,
        request: pageRequest("/", body(limit)),
        clientIp: ip,
        transport: "page",
        resolveContext: () => ({ ok: true, context: {} }),
      });
      expect(at.outcome).toBe("invalid");
      const over = await intake({
        form,
        request: pageRequest("/", body(limit + 1)),
        clientIp: ip,
        transport: "page",
        resolveContext: () => ({ ok: true, context: {} }),
      });
      expect(over).toEqual({ outcome: "too-large" });
    },
  );

  it("fits the longest valid contact message in the widest characters", async () => {
    const widest = {
      name: "अ".repeat(80),
      email: "ravi@example.com",
      subject: "अ".repeat(150),
      message: "अ".repeat(3000),
      company_website: "",
    };
    expect((await page("contact", "/Contact", widest)).outcome).toBe("stored");
  });
});

describe("REST gateway", () => {
  it("stores a JSON call-back and responds 201 with its key and the success texts", async () => {
    const response = await api(
      "callback",
      JSON.stringify({ ...callback, email: "api1@example.com", source: "/partner" }),
    );
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body).toEqual({
      key: expect.stringMatching(KEY),
      title: "Success!",
      message: "Data submitted successfully!",
    });
    const [stored] = await recordsOf("RCB Leads", "api1@example.com");
    expect(stored).toMatchObject({ key: body.key, record: { source: "/partner" } });
  });

  it("accepts a media type in any case with parameters, and refuses others with 415", async () => {
    expect(
      (
        await api("newsletter", JSON.stringify({ email: "case@example.com" }), {
          "content-type": " Application/JSON ; charset=utf-8",
        })
      ).status,
    ).toBe(201);
    const form = await api("newsletter", formBody({ email: "form@example.com" }), {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(201);
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/jsonx"]) {
      const refused = await api("newsletter", JSON.stringify({ email: "never@example.com" }), {
        "content-type": type,
      });
      expect(refused.status).toBe(415);
      expect(await json(refused)).toEqual({
        title: "Unsupported Media Type",
        message: "Send application/json or application/x-www-form-urlencoded.",
      });
    }
    expect(await recordsOf("newsletter", "never@example.com")).toEqual([]);
  });

  it("responds 400 to a body that is not JSON, and a JSON value that is not an object lists every field missing", async () => {
    const broken = await api("contact", '{"name":');
    expect(broken.status).toBe(400);
    expect(await json(broken)).toEqual({
      title: "Bad Request",
      message: "The body is not valid JSON.",
    });
    for (const body of ["[]", '"text"', "42", "null"]) {
      const response = await api("newsletter", body);
      expect(response.status).toBe(422);
      expect(await json(response)).toEqual({
        title: "Submission Error",
        message: "Please fill in all required fields.",
        fields: { email: "This field is required." },
      });
    }
  });

  it("refuses with 400 a body whose text is not UTF-8, in bytes or in a form's %-escapes, and stores nothing; a stray % and a typed \uFFFD are text", async () => {
    const notUtf8 = { title: "Bad Request", message: "The body's text is not valid UTF-8." };
    const bytes = Buffer.concat([
      Buffer.from('{"email":"bytes'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('@example.com"}'),
    ]);
    const rawBytes = await submit(
      services,
      "newsletter",
      new Request(`${SITE}${API_PATHS.newsletter}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: bytes,
      }),
      ip,
      SITE,
    );
    expect(rawBytes.status).toBe(400);
    expect(await json(rawBytes)).toEqual(notUtf8);
    // A lone byte, a cut sequence, and a sequence cut by the next field.
    for (const email of ["esc%ff@example.com", "esc%e2%82@example.com", "esc%e2&x=%82"]) {
      const escaped = await api("newsletter", `email=${email}`, {
        "content-type": "application/x-www-form-urlencoded",
      });
      expect(escaped.status).toBe(400);
      expect(await json(escaped)).toEqual(notUtf8);
    }
    const fromPage = await intake({
      form: "contact",
      request: pageRequest("/Contact", `${formBody(contact)}&message=caf%e9`),
      clientIp: ip,
      transport: "page",
      resolveContext: () => ({ ok: true, context: {} }),
    });
    expect(fromPage).toEqual({ outcome: "not-utf8" });
    expect((await records("newsletter")).filter((r) => /bytes|esc/.test(r.record.email!))).toEqual(
      [],
    );
    // What URLSearchParams reads as itself stays text: "100%" and "%zz"; so does a typed U+FFFD.
    const stray = await api(
      "newsletter",
      formBody({ email: "stray@example.com" }) + "&note=100%&other=%zz",
      { "content-type": "application/x-www-form-urlencoded" },
    );
    expect(stray.status).toBe(201);
    // In JSON a % is a character like any other.
    const percent = await api(
      "contact",
      JSON.stringify({ ...contact, email: "percent@example.com", message: "Is it 50%ff off?" }),
    );
    expect(percent.status).toBe(201);
    const typed = await page("contact", "/Contact", {
      ...contact,
      email: "typed.replacement@example.com",
      message: "The old page showed \uFFFD instead of the rupee sign.",
    });
    expect(typed.outcome).toBe("stored");
  });

  it("responds 413 past the body limit", async () => {
    const response = await api("newsletter", JSON.stringify({ email: "x".repeat(10_485) }));
    expect(response.status).toBe(413);
    expect(await json(response)).toEqual({
      title: "Submission Error",
      message:
        "What you sent is larger than this form accepts. Please shorten your message and try again.",
    });
  });

  it("responds 201 with an empty key to a bot that fills the honeypot, and stores nothing", async () => {
    const response = await api(
      "contact",
      JSON.stringify({ ...contact, email: "apibot@example.com", company_website: "x" }),
    );
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({
      key: "",
      title: "Success!",
      message: "Your message has been sent!",
    });
    expect(await recordsOf("contactForm", "apibot@example.com")).toEqual([]);
  });

  it("keeps one record per Idempotency-Key and form, and refuses the key with another body", async () => {
    const body = JSON.stringify({ ...contact, email: "idem@example.com" });
    const first = await json(await api("contact", body, { "idempotency-key": "order-1" }));
    const again = await api("contact", body, { "idempotency-key": "order-1" });
    expect(again.status).toBe(201);
    expect((await json(again)).key).toBe(first.key);
    const other = await api(
      "contact",
      JSON.stringify({ ...contact, email: "idem@example.com", subject: "Other" }),
      { "idempotency-key": "order-1" },
    );
    expect(other.status).toBe(422);
    expect(await json(other)).toEqual(KEY_REUSED);
    const otherForm = await json(
      await api("callback", JSON.stringify({ ...callback, email: "idem@example.com" }), {
        "idempotency-key": "order-1",
      }),
    );
    expect(otherForm.key).toMatch(KEY);
    expect(otherForm.key).not.toBe(first.key);
    expect(await recordsOf("contactForm", "idem@example.com")).toHaveLength(1);
  });

  it("takes an Idempotency-Key of 1 to 200 visible characters and refuses others with 400", async () => {
    const accepted = ["!", "~".repeat(200)];
    for (const [n, key] of accepted.entries()) {
      expect(
        (
          await api("contact", JSON.stringify({ ...contact, email: `key${n}@example.com` }), {
            "idempotency-key": key,
          })
        ).status,
      ).toBe(201);
    }
    for (const key of ["", "a b", "x".repeat(201), "caf\u00e9"]) {
      const response = await api(
        "contact",
        JSON.stringify({ ...contact, email: "badkey@example.com" }),
        {
          "idempotency-key": encodeURI(key) === key ? key : "a\u007fb",
        },
      );
      expect(response.status, JSON.stringify(key)).toBe(400);
      expect(await json(response)).toEqual({
        title: "Bad Request",
        message: "Idempotency-Key must be 1 to 200 visible characters.",
      });
    }
    expect(await recordsOf("contactForm", "badkey@example.com")).toEqual([]);
  });

  it("keeps two different call-backs from one address without a key as two records", async () => {
    for (const course of ["AWS", "VLSI"])
      expect(
        (
          await api(
            "callback",
            JSON.stringify({ ...callback, email: "two.api@example.com", course }),
          )
        ).status,
      ).toBe(201);
    expect(
      (await recordsOf("RCB Leads", "two.api@example.com")).map((r) => r.record.course).sort(),
    ).toEqual(["AWS", "VLSI"]);
  });

  it("stores the API's path as a call-back's source when none is given, and checks a given one", async () => {
    expect(
      (await api("callback", JSON.stringify({ ...callback, email: "nosource@example.com" })))
        .status,
    ).toBe(201);
    expect((await recordsOf("RCB Leads", "nosource@example.com"))[0]?.record.source).toBe(
      "/api/v1/callback",
    );
    const bad = await api(
      "callback",
      JSON.stringify({
        ...callback,
        email: "badsource@example.com",
        source: "http://evil.example/",
      }),
    );
    expect(bad.status).toBe(422);
    expect((await json(bad)).fields).toEqual({
      source: "The source must be a page path that starts with /.",
    });
    const missing = await api(
      "enrollment",
      JSON.stringify({
        fullName: "Dev Patel",
        email: "noslug@example.org",
        contactNumber: "0123456789",
        instituteName: "Nirma",
      }),
    );
    expect(missing.status).toBe(422);
    expect(Object.keys((await json(missing)).fields as object).sort()).toEqual([
      "course",
      "department",
    ]);
  });

  it("keeps a newsletter sign-up under its address whatever Idempotency-Key it has, and refuses a malformed one as every endpoint does", async () => {
    const response = await api("newsletter", JSON.stringify({ email: "keyed@example.com" }), {
      "idempotency-key": "sign-up-1",
    });
    expect(response.status).toBe(201);
    // The key of a subscriber never changes, or each existing address would get a second record.
    expect((await json(response)).key).toBe("6NCwBWo3bATtPcQWiBvE");
    const malformed = await api("newsletter", JSON.stringify({ email: "keyed@example.com" }), {
      "idempotency-key": "not a key",
    });
    expect(malformed.status).toBe(400);
  });

  it("responds 422 with the field messages and the form's dialog", async () => {
    const response = await api(
      "enrollment",
      JSON.stringify({
        fullName: "Dev",
        email: "dev@example.org",
        // Eleven digits that do not start with the trunk prefix 0.
        contactNumber: "11234567891",
        instituteName: " ",
        department: "computerscience",
        course: "aws",
      }),
    );
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({
      title: "Validation Error",
      message: "Please fill in all fields correctly before submitting.",
      fields: {
        contactNumber: "Phone number must be 10 digits.",
        instituteName: "This field is required.",
      },
    });
  });

  it("stores an enrollment with the course page's full address", async () => {
    const response = await api(
      "enrollment",
      JSON.stringify({
        fullName: "Dev Patel",
        email: "enrol@example.org",
        contactNumber: "0123456789",
        instituteName: "Nirma University",
        department: "computerscience",
        course: "aws",
      }),
    );
    expect(response.status).toBe(201);
    const [stored] = await recordsOf("courseFormData", "enrol@example.org");
    expect(Object.keys(stored!.record).sort()).toEqual([
      "contactNumber",
      "date",
      "email",
      "fullName",
      "instituteName",
      "url",
    ]);
    expect(stored!.record.url).toBe("http://site.test/computerscience/aws");
    expect(stored!.record.date).toMatch(LOCAL_DATE);
    const unknown = await api(
      "enrollment",
      JSON.stringify({
        fullName: "Dev Patel",
        email: "enrol2@example.org",
        contactNumber: "0123456789",
        instituteName: "Nirma",
        department: "computerscience",
        course: "nope",
      }),
    );
    expect(unknown.status).toBe(422);
    expect((await json(unknown)).fields).toEqual({
      course: "No course has this department and course slug.",
    });
  });

  it("keeps one newsletter record per address whatever its case, and a second sign-up is a success", async () => {
    const first = await json(
      await api("newsletter", JSON.stringify({ email: "Reader.One@Example.com" })),
    );
    const second = await api("newsletter", JSON.stringify({ email: "reader.one@example.COM" }), {
      "idempotency-key": "ignored",
    });
    expect(second.status).toBe(201);
    expect((await json(second)).key).toBe(first.key);
    const other = await json(
      await api("newsletter", JSON.stringify({ email: "reader.two@example.com" })),
    );
    expect(other.key).not.toBe(first.key);
    expect(
      (await records("newsletter")).filter(
        (r) => r.record.email?.toLowerCase() === "reader.one@example.com",
      ),
    ).toHaveLength(1);
  });

  it("responds 429 with Retry-After past the rate limit", async () => {
    const keys = new Set<unknown>();
    for (let n = 0; n < 6; n++) {
      const response = await api(
        "contact",
        JSON.stringify({ ...contact, email: "rl@example.com", subject: `Question ${n}` }),
      );
      expect(response.status).toBe(201);
      keys.add((await json(response)).key);
    }
    // Without an Idempotency-Key every post gets a key of its own.
    expect(keys.size).toBe(6);
    const response = await api(
      "contact",
      JSON.stringify({ ...contact, email: "rl@example.com", subject: "Question 6" }),
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await json(response)).toEqual({
      title: "Too many attempts",
      message:
        "You have sent this form several times in the last minute. Please wait a minute and try again; what you typed is still here.",
    });
  });
});

describe("a client's key", () => {
  it("binds an API client's Idempotency-Key first sent with a lead identical to an earlier one to that lead: the same key with another body is refused with 422, and nothing new is stored", async () => {
    const body = JSON.stringify(contact);
    const earlier = await json(await api("contact", body));
    const keyed = await api("contact", body, { "idempotency-key": "late-1" });
    expect(keyed.status).toBe(201);
    expect((await json(keyed)).key).toBe(earlier.key);
    const other = await api("contact", JSON.stringify({ ...contact, subject: "Fees" }), {
      "idempotency-key": "late-1",
    });
    expect(other.status).toBe(422);
    expect(await recordsOf("contactForm", contact.email)).toEqual([
      { key: earlier.key, record: expect.objectContaining({ subject: "Batch dates" }) },
    ]);
  });

  it("keeps a newsletter client's Idempotency-Key beside the sign-up: the same key again is the first result, and with another address it is refused with 422 and that address is not signed up", async () => {
    const [one, two] = [`kept${client}@example.com`, `other${client}@example.com`];
    const signUp = (email: string, headers: Record<string, string> = {}) =>
      api("newsletter", JSON.stringify({ email }), headers);
    const first = await signUp(one, { "idempotency-key": "kept-1" });
    expect(first.status).toBe(201);
    expect((await json(first)).key).toBe(newsletterKey(one));
    const again = await signUp(one, { "idempotency-key": "kept-1" });
    expect(again.status).toBe(201);
    expect((await json(again)).key).toBe(newsletterKey(one));
    const other = await signUp(two, { "idempotency-key": "kept-1" });
    expect(other.status).toBe(422);
    expect(await json(other)).toEqual(KEY_REUSED);
    expect(await recordsOf("newsletter", two)).toEqual([]);
    expect((await signUp(two)).status).toBe(201);
    expect(await recordsOf("newsletter", two)).toEqual([
      { key: newsletterKey(two), record: expect.objectContaining({ email: two }) },
    ]);
  });

  it("signs a newsletter subscriber up from the page under the address alone: a key in the page's key field is neither kept nor given back", async () => {
    const signUp = (email: string) => newsletterFromPage(email, browserKey(11));
    const [one, two] = [`page.one${client}@example.com`, `page.two${client}@example.com`];
    expect(await signUp(one)).toMatchObject({
      outcome: "stored",
      key: newsletterKey(one),
      duplicate: false,
    });
    expect(await signUp(two)).toMatchObject({
      outcome: "stored",
      key: newsletterKey(two),
      duplicate: false,
    });
    expect(await signUp("not an address")).toMatchObject({ outcome: "invalid", key: undefined });
  });
});

describe("what the pipeline tells the store", () => {
  let real: SiteServices;
  /** Every lead write the store was asked for, in order. */
  const writes: LeadWrite[] = [];
  beforeAll(() => {
    real = services;
    services = {
      ...real,
      store: {
        ...real.store,
        close: async () => undefined,
        insertLead: (write) => {
          writes.push(write);
          return real.store.insertLead(write);
        },
      },
    };
  });
  afterAll(() => {
    services = real;
  });

  it("says a lead's key is the client's only for a browser's key or an Idempotency-Key, not for one the server minted or a newsletter address's, and hands over a newsletter client's key to keep beside it", async () => {
    const minted = expect.stringMatching(KEY);
    const [a, b, c] = [1, 2, 3].map((n) => `told${n}.${client}@example.com`);
    await page("callback", "/", { ...callback, email: a!, submissionKey: browserKey(13) });
    await page("callback", "/", { ...callback, email: b! });
    await api("contact", JSON.stringify({ ...contact, email: a }), { "idempotency-key": "told-1" });
    await api("contact", JSON.stringify({ ...contact, email: b }));
    await api("newsletter", JSON.stringify({ email: a }), { "idempotency-key": "told-2" });
    await newsletterFromPage(b!, browserKey(12));
    // An edited resubmission under the same browser key: a lead of its own, under a key minted for it.
    await page("callback", "/", { ...callback, email: c!, submissionKey: browserKey(14) });
    await page("callback", "/", {
      ...callback,
      email: c!,
      course: "VLSI",
      submissionKey: browserKey(14),
    });
    expect(
      writes.map((write) => ({
        email: write.record.email,
        key: write.key,
        keyFromClient: write.keyFromClient,
        clientKey: write.clientKey,
      })),
    ).toEqual([
      { email: a, key: browserKey(13), keyFromClient: true, clientKey: undefined },
      { email: b, key: minted, keyFromClient: false, clientKey: undefined },
      { email: a, key: keyFromToken("contact:told-1"), keyFromClient: true, clientKey: undefined },
      { email: b, key: minted, keyFromClient: false, clientKey: undefined },
      {
        email: a,
        key: newsletterKey(a!),
        keyFromClient: false,
        clientKey: keyFromToken("newsletter:told-2"),
      },
      { email: b, key: newsletterKey(b!), keyFromClient: false, clientKey: undefined },
      { email: c, key: browserKey(14), keyFromClient: true, clientKey: undefined },
      { email: c, key: browserKey(14), keyFromClient: true, clientKey: undefined },
      { email: c, key: minted, keyFromClient: false, clientKey: undefined },
    ]);
    expect(writes[8]!.key).not.toBe(browserKey(14));
  });
});

describe("when the store is slow or fails", () => {
  let real: SiteServices;
  beforeAll(() => {
    real = services;
  });
  afterAll(() => {
    services = real;
  });

  const wrap = (insertLead: StorePort["insertLead"]) => {
    services = { ...real, store: { ...real.store, close: async () => undefined, insertLead } };
  };

  /**
   * A store whose lead writes wait until `release()`, counting them, and a count of the
   * requests that found another request in flight under their key.
   */
  const holdWrites = () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = { written: 0, foundInFlight: 0, release };
    services = {
      ...real,
      store: {
        ...real.store,
        close: async () => undefined,
        insertLead: async (write) => {
          held.written += 1;
          await gate;
          return real.store.insertLead(write);
        },
      },
      leadsInFlight: {
        run: (id, work) => real.leadsInFlight.run(id, work),
        pending: (id) => {
          const earlier = real.leadsInFlight.pending(id);
          if (earlier) held.foundInFlight += 1;
          return earlier;
        },
      },
    };
    return held;
  };
  /** A request, and whether it has settled yet. */
  const watched = <T>(request: Promise<T>) => {
    const watch = { request, settled: false };
    void request.then(
      () => (watch.settled = true),
      () => (watch.settled = true),
    );
    return watch;
  };

  it("counts a lead the store failed to keep as a store failure of its form", async () => {
    wrap(async () => {
      throw new StoreError("disk full");
    });
    expectedConsoleErrors.allow = true;
    const failures = () =>
      leadCount("leads_refused_total", { form: "callback", reason: "store_failure" });
    const before = await failures();
    expect((await page("callback", "/", callback)).outcome).toBe("failed");
    expect(await failures()).toBe(before + 1);
  });

  it("makes a page's second click wait for the first post still in flight with its key, and gives it the first's result", async () => {
    const held = holdWrites();
    const fields = { ...callback, submissionKey: browserKey(15) };
    const click1 = page("callback", "/", fields);
    await vi.waitFor(() => expect(held.written).toBe(1), patience);
    const click2 = page("callback", "/", fields);
    await vi.waitFor(() => expect(held.foundInFlight).toBe(1), patience);
    // The second click has not written anything of its own: it waits.
    expect(held.written).toBe(1);
    held.release();
    expect(await click1).toMatchObject({
      outcome: "stored",
      key: browserKey(15),
      duplicate: false,
    });
    expect(await click2).toMatchObject({ outcome: "stored", key: browserKey(15), duplicate: true });
    expect(await recordsOf("RCB Leads", callback.email)).toHaveLength(1);
  });

  it("refuses an API request whose Idempotency-Key is still in flight with 409 at once, and counts it as a key conflict, not a bad request", async () => {
    const held = holdWrites();
    const counts = () =>
      Promise.all(
        ["key_conflict", "bad_request"].map((reason) =>
          leadCount("leads_refused_total", { form: "contact", reason }),
        ),
      );
    const before = await counts();
    const body = JSON.stringify(contact);
    const first = api("contact", body, { "idempotency-key": "held-1" });
    await vi.waitFor(() => expect(held.written).toBe(1), patience);
    const retry = await api("contact", body, { "idempotency-key": "held-1" });
    expect(retry.status).toBe(409);
    expect(await counts()).toEqual([before[0]! + 1, before[1]]);
    held.release();
    expect((await first).status).toBe(201);
    expect(held.written).toBe(1);
  });

  it("refuses a newsletter sign-up whose Idempotency-Key is still in flight with 409 whatever its address, while the same address with another key is a success", async () => {
    const held = holdWrites();
    const [one, two] = [`flying${client}@example.com`, `landing${client}@example.com`];
    const signUp = (email: string, key: string) =>
      api("newsletter", JSON.stringify({ email }), { "idempotency-key": key });
    const first = signUp(one, "flying-1");
    await vi.waitFor(() => expect(held.written).toBe(1), patience);
    const otherAddress = watched(signUp(two, "flying-1"));
    const otherKey = watched(signUp(one, "flying-2"));
    // Until each of the two has settled or has reached the store.
    await vi.waitFor(
      () =>
        expect(held.written - 1 + Number(otherAddress.settled) + Number(otherKey.settled)).toBe(2),
      patience,
    );
    held.release();
    expect((await first).status).toBe(201);
    expect((await otherAddress.request).status).toBe(409);
    const sameAddress = await otherKey.request;
    expect(sameAddress.status).toBe(201);
    expect((await json(sameAddress)).key).toBe(newsletterKey(one));
    expect(await recordsOf("newsletter", two)).toEqual([]);
    expect(await recordsOf("newsletter", one)).toHaveLength(1);
  });

  it("responds 503 with Retry-After to a failed write, with the form's failure text, and the page keeps the key", async () => {
    wrap(async () => {
      throw new StoreError("disk full");
    });
    logs.clear();
    const response = await api("contact", JSON.stringify(contact));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await json(response)).toEqual({
      title: "Submission Error",
      message: "Something went wrong. Please try again later.",
    });
    const failed = await page("callback", "/", { ...callback, submissionKey: browserKey(8) });
    expectedConsoleErrors.allow = true;
    expect(logs.lines()).toEqual([
      {
        ...line("contact", "failed", {
          via: "api",
          key: expect.stringMatching(/^[-0-9A-Za-z_]{20}$/),
          reason: "disk full",
        }),
        level: "error",
      },
      {
        ...line("callback", "failed", { via: "page", key: browserKey(8), reason: "disk full" }),
        level: "error",
      },
    ]);
    expect(failed).toMatchObject({
      outcome: "failed",
      key: browserKey(8),
      values: { fullName: "Asha Rao" },
      dialog: {
        title: "Submission Error",
        text: "There was an error submitting the data. Please try again later.",
      },
    });
  });

  it("responds 409 to a second request with a key still in flight", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The addresses whose write has reached the store (and waits there until released).
    const reached: string[] = [];
    /** Until the request's write has reached the store (or the request settled without it, which fails). */
    const atStore = async (email: string, request: Promise<unknown>) => {
      let settled = false;
      void request.then(
        () => (settled = true),
        () => (settled = true),
      );
      await vi.waitFor(() => expect(reached.includes(email) || settled).toBe(true), patience);
      expect(reached).toContain(email);
    };
    wrap(async (write) => {
      reached.push(write.record.email ?? "");
      await gate;
      return real.store.insertLead(write);
    });
    const body = JSON.stringify({ ...contact, email: "flight@example.com" });
    const first = api("contact", body, { "idempotency-key": "flight-1" });
    await atStore("flight@example.com", first);
    logs.clear();
    const second = await api("contact", body, { "idempotency-key": "flight-1" });
    expect(logs.lines()).toEqual([
      line("contact", "refused", {
        reason: "key-in-flight",
        via: "api",
        key: expect.stringMatching(/^[-0-9A-Za-z_]{20}$/),
      }),
    ]);
    expect(second.status).toBe(409);
    expect(second.headers.get("retry-after")).toBe("1");
    expect(await json(second)).toEqual({
      title: "Conflict",
      message:
        "A request with this Idempotency-Key is still being processed. Retry it once that request has been answered.",
    });
    const otherKey = api("contact", JSON.stringify({ ...contact, email: "flight2@example.com" }), {
      "idempotency-key": "flight-2",
    });
    // A newsletter sign-up keeps its key as the other forms do; without one, two sign-ups of one
    // address at once are both a success (the address is the record's key).
    const signUp = api("newsletter", JSON.stringify({ email: "together@example.com" }), {
      "idempotency-key": "same",
    });
    await atStore("together@example.com", signUp);
    expect(
      (
        await api("newsletter", JSON.stringify({ email: "together@example.com" }), {
          "idempotency-key": "same",
        })
      ).status,
    ).toBe(409);
    const keyless = [0, 1].map(() =>
      api("newsletter", JSON.stringify({ email: "apart@example.com" })),
    );
    release();
    expect((await first).status).toBe(201);
    expect((await otherKey).status).toBe(201);
    expect((await signUp).status).toBe(201);
    expect((await Promise.all(keyless)).map((r) => r.status)).toEqual([201, 201]);
  });
});

/** A lead outcome's log line as the pipeline writes it (the logger masks the email). */
const line = (form: FormId, outcome: string, fields: Record<string, unknown> = {}) => ({
  level: "info",
  time: expect.any(String),
  pid: process.pid,
  hostname: expect.any(String),
  module: "lead",
  form,
  outcome,
  ...fields,
  msg: outcome === "failed" ? "lead not stored: the store failed" : `lead ${outcome}`,
});

/** The count of one lead metric for a form (and reason), as a scrape would read it. */
async function leadCount(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await services.metrics.registry.getSingleMetric(name)!.get();
  return (
    metric.values.find((value) =>
      Object.entries(labels).every(([label, wanted]) => value.labels[label] === wanted),
    )?.value ?? 0
  );
}

describe("operator log and metrics", () => {
  it("says one line per outcome, never the full email, and counts each outcome by form and reason", async () => {
    const counts = () =>
      Promise.all([
        leadCount("leads_stored_total", { form: "contact" }),
        leadCount("leads_duplicate_total", { form: "contact" }),
        ...(["honeypot", "invalid", "key_conflict", "bad_request"] as const).map((reason) =>
          leadCount("leads_refused_total", { form: "contact", reason }),
        ),
        leadCount("leads_refused_total", { form: "newsletter", reason: "bad_request" }),
        leadCount("leads_refused_total", { form: "callback", reason: "invalid" }),
        leadCount("leads_refused_total", { form: "callback", reason: "limited" }),
      ]);
    const before = await counts();
    logs.clear();
    await page("contact", "/Contact", {
      ...contact,
      email: "logged.person@example.com",
      submissionKey: browserKey(10),
    });
    await page("contact", "/Contact", {
      ...contact,
      email: "bot@example.com",
      company_website: "x",
    });
    await page("contact", "/Contact", { ...contact, email: "bad", subject: "" });
    await page("contact", "/Contact", {
      ...contact,
      email: "logged.person@example.com",
      submissionKey: browserKey(10),
    });
    await api("contact", JSON.stringify({ ...contact, email: "api.log@example.com" }), {
      "idempotency-key": "log-1",
    });
    await api(
      "contact",
      JSON.stringify({ ...contact, email: "api.log@example.com", subject: "Changed" }),
      { "idempotency-key": "log-1" },
    );
    await api("contact", "{", {});
    await api("contact", "{}", { "idempotency-key": "a b" });
    await api("newsletter", JSON.stringify({ email: "x".repeat(20_000) }));
    await api("newsletter", "{}", { "content-type": "text/plain" });
    for (let n = 0; n < 7; n++) await page("callback", "/", { ...callback, fullName: "" });
    const apiKey = expect.stringMatching(/^[-0-9A-Za-z_]{20}$/);
    expect(logs.lines()).toEqual([
      line("contact", "stored", { via: "page", key: browserKey(10), email: "l***@example.com" }),
      line("contact", "honeypot", { via: "page" }),
      line("contact", "invalid", { via: "page", fields: ["email", "subject"] }),
      line("contact", "duplicate", { via: "page", key: browserKey(10), email: "l***@example.com" }),
      line("contact", "stored", { via: "api", key: apiKey, email: "a***@example.com" }),
      line("contact", "refused", { reason: "key-reused", via: "api", key: apiKey }),
      line("contact", "refused", { reason: "bad-json", via: "api" }),
      line("contact", "refused", { reason: "key-malformed", via: "api" }),
      line("newsletter", "refused", { reason: "too-large", via: "api" }),
      line("newsletter", "refused", { reason: "unsupported-type", via: "api" }),
      ...Array.from({ length: 6 }, () =>
        line("callback", "invalid", { via: "page", fields: ["fullName"] }),
      ),
      line("callback", "rate-limited", { via: "page", limit: "person" }),
    ]);
    expect(logs.text().join("\n")).not.toMatch(/logged\.person@|api\.log@/);
    const after = await counts();
    // stored 2, duplicate 1; contact refused: honeypot 1, invalid 1, key conflict 1, bad request 2; newsletter bad request 2; callback invalid 6, limited 1.
    expect(after.map((count, i) => count - before[i]!)).toEqual([2, 1, 1, 1, 1, 2, 2, 6, 1]);
  });
});
