// /my-data over HTTP as a browser without JavaScript meets it: the request's response is the
// same bytes whether or not the address is known; the link arrives as an .eml file (no SMTP)
// or by a real SMTP server; the link's page lists, downloads, corrects and erases; a link
// cannot be forged, replayed after the erasure, or used after it expires; the CRM that had
// the lead hears `lead.erased`, signed like `lead.created`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "#server/privacy/tokens";
import { parseMail, startSmtpServer, type TestSmtpServer } from "../support/mail";
import { newWebhookSecret } from "../support/notify";
import { postForm, startSite, TEST_PRIVACY_SECRET, type TestSite } from "../support/server";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { PATIENCE_MS } from "../support/wait";

const until = async <T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  ms = PATIENCE_MS,
): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const mailDir = (site: TestSite) => path.join(site.dataDir, "outgoing-mail");
const mailFiles = (site: TestSite) => {
  try {
    return readdirSync(mailDir(site)).map((name) =>
      readFileSync(path.join(mailDir(site), name), "utf8"),
    );
  } catch {
    return [];
  }
};
const textOf = (raw: string) =>
  parseMail(raw).parts.find((part) => part.contentType === "text/plain")?.text ?? "";
const linkIn = (raw: string) => /https?:\/\/\S+\/my-data\/[A-Za-z0-9_.-]+/.exec(textOf(raw))?.[0];
const mailTo = (raw: string, email: string) =>
  (parseMail(raw).headers.to ?? "").toLowerCase().includes(email.toLowerCase());

const contact = (email: string, message = "When does the next AWS batch start?") => ({
  name: "Ravi Kumar",
  email,
  subject: "Batch dates",
  message,
});

describe("/my-data without SMTP, with a CRM webhook", () => {
  let site: TestSite;
  let crm: WebhookReceiver;
  beforeAll(async () => {
    const secret = newWebhookSecret();
    crm = await startWebhookReceiver(secret);
    site = await startSite({
      LEADS_WEBHOOK_URL: crm.url,
      LEADS_WEBHOOK_SECRET: secret,
      NOTIFY_RETRY_BASE_MS: "100",
    });
  });
  afterAll(async () => {
    await site.close();
    await crm.close();
  });

  const ask = (email: string) => postForm(site, "/my-data", { email });

  it("responds to a known and an unknown address with the same bytes, and mails only the known one", async () => {
    expect((await postForm(site, "/Contact", contact("Known.Person@example.com"))).status).toBe(
      303,
    );
    const known = await ask("known.person@EXAMPLE.com");
    const unknown = await ask("nobody.here@example.com");
    expect(known.status).toBe(303);
    expect(known.headers.get("location")).toBe("/my-data?sent=1");
    expect(unknown.headers.get("location")).toBe(known.headers.get("location"));
    expect(known.headers.get("cache-control")).toBe("no-store");
    expect(
      Buffer.from(await unknown.arrayBuffer()).equals(Buffer.from(await known.arrayBuffer())),
    ).toBe(true);
    const [a, b] = await Promise.all([
      fetch(`${site.url}/my-data?sent=1`),
      fetch(`${site.url}/my-data?sent=1`),
    ]);
    const page = await a.text();
    expect(page).toBe(await b.text());
    expect(page).toContain("If we hold anything about that address, we have sent it a link.");
    expect(page).toContain('<meta name="robots" content="noindex"/>');

    const mail = await until("the .eml file", () =>
      mailFiles(site).find((raw) => mailTo(raw, "known.person@EXAMPLE.com")),
    );
    expect(linkIn(mail)).toMatch(new RegExp(`^${site.url}/my-data/`));
    // The unknown address was worked after the known one: by now it is logged, and no mail was written for it.
    await until("both requests logged", () =>
      site.records("privacyRequests").length >= 2 ? true : undefined,
    );
    expect(mailFiles(site).filter((raw) => mailTo(raw, "nobody.here@example.com"))).toEqual([]);
    const log = site.records("privacyRequests").map(({ record }) => record);
    expect(log.map((r) => [r.action, r.status])).toEqual([
      ["access", "open"],
      ["access", "none"],
    ]);
    expect(JSON.stringify(log)).not.toMatch(/known|nobody|example/i);
  });

  it("mails one address at most three times an hour, answering every ask the same", async () => {
    const email = "often.asked@example.com";
    expect((await postForm(site, "/Contact", contact(email))).status).toBe(303);
    const before = site.records("privacyRequests").length;
    for (let n = 0; n < 4; n++)
      expect((await ask(email)).headers.get("location")).toBe("/my-data?sent=1");
    await until("four requests logged", () =>
      site.records("privacyRequests").length >= before + 4 ? true : undefined,
    );
    expect(mailFiles(site).filter((raw) => mailTo(raw, email))).toHaveLength(3);
    expect(site.records("privacyRequests").at(-1)!.record).toMatchObject({
      action: "access",
      status: "limited",
    });
  });

  it("refuses a bad address with its message, and keeps what was typed", async () => {
    const response = await ask("not an address");
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Invalid email address.");
    expect(page).toContain('value="not an address"');
  });

  it("lists everything stored, downloads it, corrects a field, erases it all, and the link then works no more", async () => {
    const email = "asha.rao@example.com";
    expect(
      (await postForm(site, "/Contact", { ...contact(email), marketingConsent: "yes" })).status,
    ).toBe(303);
    expect((await postForm(site, "/newsletter", { email: "Asha.Rao@example.com" })).status).toBe(
      303,
    );
    expect((await postForm(site, "/Contact", contact("someone.else@example.com"))).status).toBe(
      303,
    );
    const key = site.records("contactForm").find(({ record }) => record.email === email)!.key;
    // The CRM got the contact message.
    await until("lead.created", () =>
      crm.deliveries.find((d) => d.id === key && d.body.type === "lead.created"),
    );

    await ask(email);
    const link = await until("the link", () => {
      const raw = mailFiles(site).find((mail) => mailTo(mail, email));
      return raw ? linkIn(raw) : undefined;
    });
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Contact message");
    expect(html).toContain("Newsletter sign-up");
    expect(html).toContain("When does the next AWS batch start?");
    expect(html).not.toContain("someone.else@example.com");
    // What was agreed, stored beside each record, is shown with it.
    expect(html).toContain("<dt>Agreed to marketing</dt><dd>yes</dd>");
    expect(html).toContain("<dt>Notice shown</dt><dd>contact-2026-11-24</dd>");
    // Its time is when the form was sent, ticked or not: never "Agreed at".
    expect(html).toMatch(/<dt>Form sent at<\/dt><dd>\d{1,2}\/\d{1,2}\/\d{4}, /);
    expect(html).not.toContain("Agreed at");

    const download = await fetch(`${link}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get("cache-control")).toBe("no-store");
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="my-data.json"');
    const body = (await download.json()) as {
      records: Array<{ list: string; key: string; record: Record<string, string> }>;
    };
    expect(body.records.map((r) => r.list).sort()).toEqual(["contactForm", "newsletter"]);
    expect(body.records.find((r) => r.list === "contactForm")!.record).toEqual(
      site.records("contactForm").find((r) => r.key === key)!.record,
    );
    const consentOf = (list: string) =>
      (
        body.records.find((r) => r.list === list) as {
          context?: { consent?: { marketing: boolean; notice: string } };
        }
      ).context?.consent;
    expect(consentOf("contactForm")).toMatchObject({
      marketing: true,
      notice: "contact-2026-11-24",
    });
    expect(consentOf("newsletter")).toMatchObject({
      marketing: true,
      notice: "newsletter-2026-11-24",
    });

    const bad = await postForm(site, new URL(link).pathname, {
      intent: "correct",
      key,
      field: "subject",
      value: "",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("This field is required.");
    // A refused value comes back as it was typed, to be fixed rather than typed again.
    const typed = `Weekend batches ${"and evening ones ".repeat(9)}`;
    const long = await postForm(site, new URL(link).pathname, {
      intent: "correct",
      key,
      field: "subject",
      value: typed,
    });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(`value="${typed}"`);
    const fixed = await postForm(site, new URL(link).pathname, {
      intent: "correct",
      key,
      field: "subject",
      value: "Weekend batches",
    });
    expect(fixed.status).toBe(303);
    expect(site.records("contactForm").find((r) => r.key === key)!.record.subject).toBe(
      "Weekend batches",
    );

    const erased = await postForm(site, new URL(link).pathname, { intent: "erase" });
    expect(erased.status).toBe(303);
    expect(erased.headers.get("location")).toBe("/my-data?erased=1");
    const everything = ["contactForm", "newsletter"]
      .flatMap((list) => site.records(list))
      .map(({ record }) => record.email!.toLowerCase());
    expect(everything).not.toContain(email);
    expect(everything).toContain("someone.else@example.com");
    // The mail written to the address (no SMTP here) goes with it; another address's stays.
    expect(mailFiles(site).filter((raw) => mailTo(raw, email))).toEqual([]);
    expect(mailFiles(site).some((raw) => mailTo(raw, "known.person@example.com"))).toBe(true);

    // The CRM is told, signed with the same key as lead.created.
    const told = await until("lead.erased", () =>
      crm.deliveries.find((d) => d.id === `${key}~erased`),
    );
    expect(told.verified).toBe(true);
    expect(told.body).toMatchObject({
      type: "lead.erased",
      data: { list: "contactForm", key, reason: "request" },
    });

    // The link is used up: its page, its download and its actions are refused.
    const replay = await fetch(link);
    expect(replay.status).toBe(410);
    expect(await replay.text()).toContain("This link no longer works");
    expect((await fetch(`${link}/download`)).status).toBe(410);
    const again = await postForm(site, new URL(link).pathname, { intent: "erase" });
    expect(again.headers.get("location")).toBe("/my-data?gone=1");
    const log = site.records("privacyRequests").map(({ record }) => record.action);
    expect(log).toEqual(expect.arrayContaining(["correction", "erasure"]));
  });

  it("refuses a forged link and one past its 30 minutes", async () => {
    expect((await postForm(site, "/Contact", contact("late.reader@example.com"))).status).toBe(303);
    const forged = signToken(
      "someone-elses-secret-0123456789abcdefghij",
      "my-data",
      { e: "late.reader@example.com", r: "x" },
      Date.now() + 60_000,
    );
    expect((await fetch(`${site.url}/my-data/${forged}`)).status).toBe(410);
    await ask("late.reader@example.com");
    const link = await until("the link", () => {
      const raw = mailFiles(site).find((mail) => mailTo(mail, "late.reader@example.com"));
      return raw ? linkIn(raw) : undefined;
    });
    expect((await fetch(link)).status).toBe(200);
    // The same request's link, made with the site's key, but expired a second ago.
    const requestId = site.records("privacyRequests").at(-1)!.key;
    const expired = signToken(
      TEST_PRIVACY_SECRET,
      "my-data",
      { e: "late.reader@example.com", r: requestId },
      Date.now() - 1000,
    );
    const response = await fetch(`${site.url}/my-data/${expired}`);
    expect(response.status).toBe(410);
    expect((await fetch(`${site.url}/my-data/${expired}/download`)).status).toBe(410);
  });

  it("answers a post to a valid link that is no form (no body, or JSON) with 400, as an unknown intent, and logs no store failure", async () => {
    const email = "odd.client@example.com";
    expect((await postForm(site, "/Contact", contact(email))).status).toBe(303);
    await ask(email);
    const link = await until("the link", () => {
      const raw = mailFiles(site).find((mail) => mailTo(mail, email));
      return raw ? linkIn(raw) : undefined;
    });
    const errorsBefore = site.logs.lines().filter((line) => line.level === "error").length;
    const post = (headers: Record<string, string>, body?: string) =>
      fetch(link, {
        method: "POST",
        redirect: "manual",
        headers: { origin: site.url, "sec-fetch-site": "same-origin", ...headers },
        body,
      });

    const unknown = await postForm(site, new URL(link).pathname, { intent: "dance" });
    expect(unknown.status).toBe(400);
    for (const response of [
      await post({}),
      await post({ "content-type": "application/json" }, JSON.stringify({ intent: "erase" })),
      await post({ "content-type": "text/plain" }, "intent=erase"),
    ]) {
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).not.toContain("We could not do that just now");
      expect(response.headers.get("retry-after")).toBeNull();
    }
    const errors = site.logs.lines().filter((line) => line.level === "error");
    expect(errors.slice(errorsBefore)).toEqual([]);
    // Nothing was done: the record is still there.
    expect(site.records("contactForm").some(({ record }) => record.email === email)).toBe(true);
  });
});

describe("/my-data with SMTP", () => {
  let site: TestSite;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSite({
      SMTP_URL: smtp.url,
      LEADS_EMAIL_FROM: "Aptora Leads <leads@example.com>",
      LEADS_EMAIL_TO: "sales@example.com",
      PRIVACY_EMAIL_FROM: "Aptora Privacy <privacy@example.com>",
      RATE_LIMIT_PER_MINUTE: "2",
    });
  });
  afterAll(async () => {
    await site.close();
    await smtp.close();
  });

  it("mails the link from PRIVACY_EMAIL_FROM to the address, and writes no file", async () => {
    expect((await postForm(site, "/Contact", contact("meera.nair@example.com"))).status).toBe(303);
    expect((await postForm(site, "/my-data", { email: "meera.nair@example.com" })).status).toBe(
      303,
    );
    const mail = await until("the mail", () =>
      smtp.received.find((m) => m.rcptTo.includes("meera.nair@example.com")),
    );
    expect(mail.mailFrom).toBe("privacy@example.com");
    const link = linkIn(mail.raw)!;
    expect(link).toMatch(new RegExp(`^${site.url}/my-data/`));
    expect((await fetch(link)).status).toBe(200);
    expect(mailFiles(site)).toEqual([]);
  });

  it("limits asks per client with RATE_LIMIT_PER_MINUTE, saying when to try again", async () => {
    expect((await postForm(site, "/my-data", { email: "second@example.com" })).status).toBe(303);
    const refused = await postForm(site, "/my-data", { email: "third@example.com" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain(
      "Too many requests from your connection. Please wait a minute and try again.",
    );
  });
});
