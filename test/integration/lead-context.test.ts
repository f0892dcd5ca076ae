// What a lead carries beyond its form's fields, through the whole server: the plan of an enrollment
// (page and API), where a page visitor first came from (without JavaScript from the post's Referer,
// with JavaScript from the fields the browser adds), stored beside the record under its key, and
// shown in the sales email and the webhook. Each record keeps exactly its form's fields.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formCases, variant } from "../support/forms";
import { parseMail, startSmtpServer, type TestSmtpServer } from "../support/mail";
import { newWebhookSecret } from "../support/notify";
import { beyondConsent } from "../support/consent";
import { postForm, readContexts, startSite, type TestSite } from "../support/server";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { patience } from "../support/wait";

const secret = newWebhookSecret();
/** The address a variant posts (every lead form has one). */
const emailOf = (fields: Record<string, string>) => fields.email ?? "";
const enrollment = formCases.find((c) => c.form === "enrollment")!;
const callback = formCases.find((c) => c.form === "callback")!;

const contexts = readContexts;

describe("a lead's context", () => {
  let site: TestSite;
  let smtp: TestSmtpServer;
  let receiver: WebhookReceiver;
  const keyOf = (list: string, email: string) =>
    site.records(list).find((r) => r.record.email === email)?.key;
  const contextOf = (list: string, email: string) =>
    beyondConsent(contexts(site.dataDir, list)[keyOf(list, email) ?? ""]);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    receiver = await startWebhookReceiver(secret);
    site = await startSite({
      SMTP_URL: smtp.url,
      LEADS_EMAIL_FROM: "Aptora Leads <leads@aptora.example>",
      LEADS_EMAIL_TO: "sales@aptora.example",
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: secret,
      NOTIFY_RETRY_BASE_MS: "50",
    });
  });
  afterAll(async () => {
    await site.close();
    await receiver.close();
    await smtp.close();
  });

  it("without JavaScript: the plan posted and the campaign of the page the form was on (its Referer)", async () => {
    const fields = { ...variant(enrollment, 9100), plan: "advanced" };
    const referer = `${site.url}/computerscience/aws?utm_source=news&utm_medium=email&utm_campaign=spring&gclid=abc&plan=advanced`;
    expect((await postForm(site, enrollment.postTo, fields, { referer })).status).toBe(303);
    const [stored] = site
      .records(enrollment.list)
      .filter((r) => r.record.email === emailOf(fields));
    expect(Object.keys(stored!.record).sort()).toEqual(enrollment.storedFields);
    expect(contextOf(enrollment.list, emailOf(fields))).toEqual({
      plan: "Advanced",
      attribution: {
        landing: "/computerscience/aws",
        utm_source: "news",
        utm_medium: "email",
        utm_campaign: "spring",
        gclid: "abc",
      },
    });
  });

  it("with JavaScript: the first page of the session and its referrer, cleaned and bounded; our own site is no referrer", async () => {
    const fields = {
      ...variant(callback, 9200),
      firstLanding: `/computerscience/aws?utm_source=${encodeURIComponent("ne\u0000ws\u202e")}&utm_campaign=${"s".repeat(300)}&fbclid=f1&msclkid=m1&utm_term=cafe%CC%81`,
      firstReferrer: "https://www.google.com/search?q=aws",
    };
    expect(
      (
        await postForm(site, callback.postTo, fields, {
          referer: `${site.url}/?utm_source=ignored`,
        })
      ).status,
    ).toBe(303);
    expect(contextOf(callback.list, emailOf(fields))).toEqual({
      attribution: {
        landing: "/computerscience/aws",
        utm_source: "news",
        utm_campaign: "s".repeat(200),
        utm_term: "caf\u00e9",
        fbclid: "f1",
        msclkid: "m1",
        referrer: "www.google.com",
      },
    });
    const own = {
      ...variant(callback, 9201),
      firstLanding: "/about",
      firstReferrer: `${site.url}/FaqPage`,
    };
    expect((await postForm(site, callback.postTo, own)).status).toBe(303);
    expect(contextOf(callback.list, emailOf(own))).toEqual({ attribution: { landing: "/about" } });
  });

  it("keeps only the consent beside a lead that carries nothing else, and ignores a landing on another site", async () => {
    const fields = { ...variant(callback, 9300), firstLanding: "//evil.example/x?utm_source=x" };
    expect(
      (
        await postForm(site, callback.postTo, fields, {
          referer: "https://evil.example/?utm_source=x",
        })
      ).status,
    ).toBe(303);
    expect(keyOf(callback.list, emailOf(fields))).toBeDefined();
    expect(contextOf(callback.list, emailOf(fields))).toBeUndefined();
  });

  it("without JavaScript: a refused newsletter sign-up gives its form the page it came from, and the retry keeps that page's campaign", async () => {
    const newsletter = formCases.find((c) => c.form === "newsletter")!;
    const campaignPage = "/FaqPage?utm_source=news&landing=%2Fcomputerscience%2Faws";
    const refused = await postForm(
      site,
      newsletter.postTo,
      { ...newsletter.extra, email: "reader@" },
      { referer: `${site.url}${campaignPage}` },
    );
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain(
      `<input type="hidden" name="firstLanding" value="${campaignPage.replaceAll("&", "&amp;")}"/>`,
    );
    // The retry is sent from the refused post's own page (/newsletter), with the field it was given.
    const fields = {
      ...newsletter.extra,
      email: "retry.reader@example.com",
      firstLanding: campaignPage,
    };
    const stored = await postForm(site, newsletter.postTo, fields, {
      referer: `${site.url}/newsletter`,
    });
    expect(stored.status).toBe(303);
    // Its success view carries the campaign on, for the pages after it.
    expect(stored.headers.get("location")).toBe(
      "/about?sent=newsletter&at=footer&utm_source=news&landing=%2Fcomputerscience%2Faws#newsletter-form",
    );
    expect(contextOf("newsletter", "retry.reader@example.com")).toEqual({
      attribution: { landing: "/computerscience/aws", utm_source: "news" },
    });
  });

  it("without JavaScript: a refused enrollment shows the form again with the plan the visitor chose, not the address's", async () => {
    const fields = {
      ...variant(enrollment, 9450),
      email: "not-an-email",
      plan: "expert-led-learning",
    };
    const page = await postForm(site, `${enrollment.postTo}?plan=advanced`, fields);
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toMatch(/<option value="expert-led-learning" selected="">/);
    expect(html).not.toMatch(/<option value="advanced" selected="">/);
  });

  it("refuses a plan that does not exist, with a clear message, on the page and in the API", async () => {
    const page = await postForm(site, enrollment.postTo, {
      ...variant(enrollment, 9400),
      plan: "gold",
    });
    expect(page.status).toBe(422);
    // The page names the plans as its options do; the API, by the slugs it takes.
    const shown = /<p id="[^"]*-plan-error" class="field__error" role="alert">([^<]*)<\/p>/.exec(
      await page.text(),
    )?.[1];
    expect(shown).toBe("Choose Self Learning, Expert Led learning, Advanced or “Not decided yet”.");
    const api = await fetch(`${site.url}/api/v1/enrollments`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...variant(enrollment, 9401),
        department: "computerscience",
        course: "aws",
        plan: "gold",
      }),
    });
    expect(api.status).toBe(422);
    expect(((await api.json()) as { fields: Record<string, string> }).fields).toEqual({
      plan: "The plan must be one of self-learning, expert-led-learning, advanced, or left out.",
    });
  });

  it("takes the plan from the API, with no attribution; the email and the webhook carry the context", async () => {
    const fields = {
      ...variant(enrollment, 9500),
      department: "computerscience",
      course: "aws",
      plan: "expert-led-learning",
    };
    const response = await fetch(`${site.url}/api/v1/enrollments`, {
      method: "POST",
      headers: { "content-type": "application/json", referer: `${site.url}/?utm_source=api` },
      body: JSON.stringify(fields),
    });
    expect(response.status).toBe(201);
    const { key } = (await response.json()) as { key: string };
    expect(beyondConsent(contexts(site.dataDir, enrollment.list)[key])).toEqual({
      plan: "Expert Led learning",
    });
    await vi.waitFor(
      () => expect(receiver.accepted().filter((d) => d.id === key)).toHaveLength(1),
      patience,
    );
    expect(
      beyondConsent(
        (receiver.accepted().find((d) => d.id === key)!.body.data as { context?: unknown }).context,
      ),
    ).toEqual({ plan: "Expert Led learning" });
    const mail = () => smtp.received.find((m) => m.raw.includes(emailOf(fields)));
    await vi.waitFor(() => expect(mail()).toBeDefined(), patience);
    const text = parseMail(mail()!.raw).parts.find((p) => p.contentType === "text/plain")!.text;
    expect(text).toContain(
      "\nPlan chosen: Expert Led learning, ₹8,260 incl. GST (₹7,000 + ₹1,260 GST)\n",
    );
  });

  it("puts the campaign in the email as labelled lines and in the webhook as `context`", async () => {
    const fields = {
      ...variant(callback, 9600),
      firstLanding: "/computerscience/aws?utm_source=news&utm_campaign=spring&gclid=abc",
    };
    expect((await postForm(site, callback.postTo, fields)).status).toBe(303);
    const key = keyOf(callback.list, emailOf(fields))!;
    await vi.waitFor(
      () => expect(receiver.accepted().filter((d) => d.id === key)).toHaveLength(1),
      patience,
    );
    expect(
      beyondConsent(
        (receiver.accepted().find((d) => d.id === key)!.body.data as { context?: unknown }).context,
      ),
    ).toEqual({
      attribution: {
        landing: "/computerscience/aws",
        utm_source: "news",
        utm_campaign: "spring",
        gclid: "abc",
      },
    });
    const mail = () => smtp.received.find((m) => m.raw.includes(emailOf(fields)));
    await vi.waitFor(() => expect(mail()).toBeDefined(), patience);
    const text = parseMail(mail()!.raw).parts.find((p) => p.contentType === "text/plain")!.text;
    for (const line of [
      "First page of the visit: /computerscience/aws",
      "Campaign source: news",
      "Campaign: spring",
      "Google Ads click id: abc",
    ]) {
      expect(text).toContain(`\n${line}\n`);
    }
  });
});
