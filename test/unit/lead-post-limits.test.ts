// The form limits from source (also the mutation run's subset): one person is the same email
// address, OR the same phone number in any spelling, OR the same long message, per form and
// whatever address they send from; an address has a ceiling for all forms together; the
// visitor is told which of the two refused them.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { submit } from "#server/api/submissions";
import { parseConfig } from "#server/settings";
import { runIntake } from "#server/leads/intake";
import {
  countPost,
  createPostLimiters,
  MESSAGE_MIN_LENGTH,
  personKeys,
} from "#server/leads/post-limits";
import { createSiteServices } from "#server/services";
import { quietLogs } from "../support/logs";

const callback = {
  fullName: "Asha Rao",
  phone: "9876543210",
  email: "asha@example.com",
  course: "AWS",
};
const contact = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  subject: "Batch dates",
  message: "When does the next batch start?",
};
const longMessage =
  "Please send me the syllabus of the AWS course and the dates of the next two batches.";

describe("who one person is", () => {
  it("is the email address and the phone number, each compared as the form reads it, per form", () => {
    const keys = personKeys("callback", callback);
    expect(keys).toHaveLength(2);
    expect(
      personKeys("callback", {
        ...callback,
        email: " Asha@EXAMPLE.com ",
        phone: "+91 98765-43210",
      }),
    ).toEqual(keys);
    expect(
      personKeys("callback", {
        ...callback,
        phone: "098765 43210",
        fullName: "Someone Else",
        course: "VLSI",
      }),
    ).toEqual(keys);
    // One of them changed: the other still names the person.
    const newAddress = personKeys("callback", { ...callback, email: "asha.rao@example.com" });
    expect(newAddress).toHaveLength(2);
    expect(newAddress.filter((key) => keys.includes(key))).toHaveLength(1);
    const ambassador = personKeys("ambassador", {
      ...callback,
      college: "Nirma",
      graduation_year: "2024",
    });
    expect(ambassador).toHaveLength(2);
    expect(ambassador.some((key) => keys.includes(key))).toBe(false);
    expect(
      personKeys("ambassador", {
        ...callback,
        email: "other@example.com",
        phone: "98765 43210",
        college: "Nirma",
        graduation_year: "2024",
      }),
    ).toContain(ambassador[1]);
    expect(
      personKeys("enrollment", {
        fullName: "Dev",
        email: "asha@example.com",
        contactNumber: "9876543210",
        instituteName: "Nirma",
      }),
    ).toHaveLength(2);
    expect(personKeys("newsletter", { email: "asha@example.com" })).toHaveLength(1);
  });

  it("holds no address, number or message in memory, only the form, the kind and a hash", () => {
    const keys = [
      ...personKeys("contact", {
        ...contact,
        email: `${"a".repeat(240)}@example.com`,
        message: longMessage,
      }),
      ...personKeys("callback", callback),
    ];
    expect(keys).toHaveLength(4);
    for (const key of keys)
      expect(key).toMatch(/^(contact|callback):(email|phone|message):[A-Za-z0-9_-]{22}$/);
  });

  it("is a message only when it is long enough to be one sender's words, compared whatever its case and spacing", () => {
    expect(personKeys("contact", contact)).toHaveLength(1);
    expect(
      personKeys("contact", { ...contact, message: "x".repeat(MESSAGE_MIN_LENGTH - 1) }),
    ).toHaveLength(1);
    expect(
      personKeys("contact", { ...contact, message: "x".repeat(MESSAGE_MIN_LENGTH) }),
    ).toHaveLength(2);
    const pasted = personKeys("contact", {
      ...contact,
      email: "other@example.com",
      message: longMessage,
    });
    const again = personKeys("contact", {
      ...contact,
      email: "third@example.com",
      message: `  ${longMessage.toUpperCase().replace(/ /g, " \n ")} `,
    });
    expect(pasted[1]).toBe(again[1]);
    expect(pasted[0]).not.toBe(again[0]);
    // "Straße" in capitals is "STRASSE"; words run together are other words.
    const street = (message: string) => personKeys("contact", { ...contact, message })[1];
    expect(street("Please post the brochure to Hauptstraße 5, Berlin, thank you")).toBe(
      street("PLEASE POST THE BROCHURE TO HAUPTSTRASSE 5, BERLIN, THANK YOU"),
    );
    expect(street(longMessage)).not.toBe(
      street(longMessage.replace("the syllabus", "thesyllabus")),
    );
  });

  it("is nobody when the fields that name a person are empty or absent", () => {
    expect(
      personKeys("callback", { fullName: "Asha Rao", phone: " ", email: " ", course: "AWS" }),
    ).toEqual([]);
    expect(personKeys("contact", { name: "", email: "", subject: "", message: "" })).toEqual([]);
    expect(personKeys("callback", {})).toEqual([]);
    expect(personKeys("contact", { message: longMessage })).toHaveLength(1);
  });
});

describe("counting posts", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 5_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses the person who repeats, wherever they send from, and nobody else", async () => {
    const limits = createPostLimiters({
      RATE_LIMIT_PER_MINUTE: 2,
      FORM_POSTS_PER_ADDRESS_PER_MINUTE: 300,
    });
    expect(await countPost(limits, "callback", callback, "203.0.113.1")).toEqual({ allowed: true });
    expect(
      await countPost(
        limits,
        "callback",
        { ...callback, email: "new.address@example.com" },
        "2001:db8::1",
      ),
    ).toEqual({ allowed: true });
    // Third post with the same phone, from a third address: refused until the first post's minute is over.
    vi.advanceTimersByTime(15_000);
    expect(
      await countPost(
        limits,
        "callback",
        { ...callback, email: "third@example.com" },
        "198.51.100.1",
      ),
    ).toEqual({
      allowed: false,
      by: "person",
      retryAfterSeconds: 45,
    });
    // Another person behind the first address, and the same person on another form.
    for (let n = 0; n < 10; n++) {
      expect(
        await countPost(
          limits,
          "callback",
          { ...callback, email: `student${n}@example.com`, phone: `98765000${10 + n}` },
          "203.0.113.1",
        ),
      ).toEqual({
        allowed: true,
      });
    }
    expect(
      await countPost(
        limits,
        "ambassador",
        { ...callback, college: "Nirma", graduation_year: "2024" },
        "203.0.113.1",
      ),
    ).toEqual({ allowed: true });
    vi.advanceTimersByTime(45_000);
    expect(await countPost(limits, "callback", callback, "203.0.113.1")).toEqual({ allowed: true });
  });

  it("waits for the last of the person's keys to be under its limit", async () => {
    const limits = createPostLimiters({
      RATE_LIMIT_PER_MINUTE: 1,
      FORM_POSTS_PER_ADDRESS_PER_MINUTE: 300,
    });
    await countPost(
      limits,
      "callback",
      { ...callback, email: "a@example.com", phone: "9000000001" },
      "203.0.113.1",
    );
    vi.advanceTimersByTime(30_000);
    await countPost(
      limits,
      "callback",
      { ...callback, email: "b@example.com", phone: "9000000002" },
      "203.0.113.1",
    );
    vi.advanceTimersByTime(10_000);
    // a@ is free again in 20 seconds, 9000000002 in 50.
    expect(
      await countPost(
        limits,
        "callback",
        { ...callback, email: "a@example.com", phone: "9000000002" },
        "203.0.113.1",
      ),
    ).toEqual({
      allowed: false,
      by: "person",
      retryAfterSeconds: 50,
    });
  });

  it("refuses a whole address past its ceiling, saying so rather than blaming the person", async () => {
    const limits = createPostLimiters({
      RATE_LIMIT_PER_MINUTE: 5,
      FORM_POSTS_PER_ADDRESS_PER_MINUTE: 3,
    });
    const person = (n: number) => ({
      ...callback,
      email: `p${n}@example.com`,
      phone: `900000000${n}`,
    });
    for (let n = 0; n < 3; n++)
      expect(await countPost(limits, "callback", person(n), "2001:db8:1:200::1")).toEqual({
        allowed: true,
      });
    // All forms together, and every address of the /56.
    vi.advanceTimersByTime(1_000);
    expect(
      await countPost(limits, "newsletter", { email: "p3@example.com" }, "2001:db8:1:2ff::9"),
    ).toEqual({
      allowed: false,
      by: "address",
      retryAfterSeconds: 59,
    });
    expect(await countPost(limits, "callback", person(4), "2001:db8:1:300::1")).toEqual({
      allowed: true,
    });
    // A person over their own limit is told that, whatever their address's count.
    for (let n = 0; n < 5; n++)
      await countPost(limits, "contact", { ...contact, email: "loud@example.com" }, "192.0.2.1");
    expect(
      await countPost(
        limits,
        "contact",
        { ...contact, email: "loud@example.com" },
        "2001:db8:1:200::1",
      ),
    ).toMatchObject({ allowed: false, by: "person" });
  });

  it("counts nothing with RATE_LIMIT_PER_MINUTE at 0, and only people with the ceiling at 0", async () => {
    const off = createPostLimiters({
      RATE_LIMIT_PER_MINUTE: 0,
      FORM_POSTS_PER_ADDRESS_PER_MINUTE: 1,
    });
    for (let n = 0; n < 5; n++)
      expect(await countPost(off, "callback", callback, "203.0.113.1")).toEqual({ allowed: true });
    const noCeiling = createPostLimiters({
      RATE_LIMIT_PER_MINUTE: 1,
      FORM_POSTS_PER_ADDRESS_PER_MINUTE: 0,
    });
    for (let n = 0; n < 5; n++)
      expect(
        await countPost(
          noCeiling,
          "callback",
          { ...callback, email: `n${n}@example.com`, phone: `900000001${n}` },
          "203.0.113.1",
        ),
      ).toEqual({
        allowed: true,
      });
    expect(
      await countPost(
        noCeiling,
        "callback",
        { ...callback, email: "n0@example.com", phone: "9000000019" },
        "203.0.113.1",
      ),
    ).toMatchObject({
      allowed: false,
      by: "person",
    });
  });
});

describe("what a refused visitor reads", () => {
  const services = createSiteServices(
    parseConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "post-limits-")),
      RATE_LIMIT_PER_MINUTE: "2",
      FORM_POSTS_PER_ADDRESS_PER_MINUTE: "4",
    }),
    { logDestination: quietLogs() },
  );
  afterAll(() => services.close());
  const pagePost = (fields: Record<string, string>, clientIp: string) =>
    runIntake({
      services,
      form: "contact",
      request: new Request("http://site.test/Contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...fields, company_website: "" }).toString(),
      }),
      clientIp,
      transport: "page",
      resolveContext: () => ({ ok: true, context: { source: "/Contact" } }),
    });
  const apiPost = (fields: Record<string, string>, clientIp: string) =>
    submit(
      services,
      "contact",
      new Request("http://site.test/api/v1/contact-messages", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(fields),
      }),
      clientIp,
      "http://site.test",
    );

  it("is the repeat message for a person who repeats, with what they typed", async () => {
    for (const subject of ["One", "Two"])
      expect(
        (await pagePost({ ...contact, email: "repeat@example.com", subject }, "192.0.2.10"))
          .outcome,
      ).toBe("stored");
    const third = await pagePost(
      { ...contact, email: "repeat@example.com", subject: "Three" },
      "192.0.2.11",
    );
    expect(third).toMatchObject({
      outcome: "rate-limited",
      values: { name: "Ravi Kumar", email: "repeat@example.com", subject: "Three" },
      dialog: {
        title: "Too many attempts",
        text: "You have sent this form several times in the last minute. Please wait a minute and try again; what you typed is still here.",
      },
    });
    const api = await apiPost(
      { ...contact, email: "repeat@example.com", subject: "Four" },
      "192.0.2.12",
    );
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await api.json()) as { title: string }).title).toBe("Too many attempts");
  });

  it("is the network message, under the spec's title, for anyone behind an address over its ceiling", async () => {
    const from = "198.51.100.20";
    for (let n = 0; n < 4; n++)
      expect((await pagePost({ ...contact, email: `campus${n}@example.com` }, from)).outcome).toBe(
        "stored",
      );
    const network = {
      title: "Submission Error",
      text: "So many forms have been sent from your network in the last minute that we cannot take more just now. Please wait a minute and try again; what you typed is still here.",
    };
    const fifth = await pagePost({ ...contact, email: "campus4@example.com" }, from);
    expect(fifth).toMatchObject({
      outcome: "rate-limited",
      values: { email: "campus4@example.com" },
      dialog: network,
    });
    const api = await apiPost({ ...contact, email: "campus5@example.com" }, from);
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await api.json()).toEqual({ title: network.title, message: network.text });
  });
});
