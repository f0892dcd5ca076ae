import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { callbackCourseOptions } from "#shared/catalogue/callback-options";
import { findCourse } from "#shared/catalogue/courses";
import { createLeadDeliverer, DeliveryError } from "#server/notify/deliver";
import {
  composeLeadEmail,
  headerText,
  leadSubject,
  mailtoHref,
  telHref,
} from "#server/notify/email";
import type { MailSender } from "#server/notify/smtp";
import {
  callbackCourseName,
  callbackCoursePaths,
  contextLines,
  enrollmentCourseName,
} from "#server/notify/fields";
import { maskPhone } from "#server/logging/mask";
import { logDelivery } from "#server/notify/log";
import { captureLogs, testLogger } from "../support/logs";
import {
  channelsFor,
  notificationCheck,
  notificationEntries,
  NotificationEnvSchema,
  notificationSettings,
  type NotificationEnv,
} from "#server/notify/settings";
import {
  HOSTILE_NAME,
  newWebhookSecret,
  RECEIVED_TEXT,
  sampleLeads,
  STORED_AT,
  TIME_ZONE,
} from "../support/notify";

const parse = (env: Record<string, string>) => v.safeParse(NotificationEnvSchema, env);
const messages = (env: Record<string, string>) => {
  const result = parse(env);
  return result.success ? [] : result.issues.map((i) => i.message);
};

const SMTP = {
  SMTP_URL: "smtps://user:pa55@smtp.example.com:465",
  LEADS_EMAIL_FROM: "leads@example.com",
};
const WEBHOOK = {
  LEADS_WEBHOOK_URL: "https://hooks.example.com/leads",
  LEADS_WEBHOOK_SECRET: newWebhookSecret(),
};

describe("notification settings", () => {
  it("are all off when nothing is set", () => {
    const settings = notificationSettings(v.parse(NotificationEnvSchema, {}));
    expect(settings).toMatchObject({
      enabled: false,
      email: undefined,
      webhook: undefined,
      timeZone: "Asia/Kolkata",
      siteName: "Aptora Learning",
    });
  });

  it("send each form's email to its own list, else to LEADS_EMAIL_TO", () => {
    const env = v.parse(NotificationEnvSchema, {
      ...SMTP,
      LEADS_EMAIL_TO: " team@example.com ",
      LEADS_EMAIL_TO_CALLBACK: "admissions@example.com,sales@example.com",
      LEADS_EMAIL_TO_CONTACT: "support@example.com",
      LEADS_EMAIL_TO_AMBASSADOR: "",
    });
    const settings = notificationSettings({ ...env, SITE_TIME_ZONE: "Europe/London" });
    expect(settings.enabled).toBe(true);
    expect(settings.timeZone).toBe("Europe/London");
    expect(settings.email).toEqual({
      smtpUrl: SMTP.SMTP_URL,
      from: "leads@example.com",
      recipients: {
        callback: ["admissions@example.com", "sales@example.com"],
        contact: ["support@example.com"],
        enrollment: ["team@example.com"],
        ambassador: ["team@example.com"],
      },
    });
    expect(channelsFor(settings, "contact")).toEqual(["email"]);
  });

  it("turn email on only for the forms that have recipients", () => {
    const settings = notificationSettings(
      v.parse(NotificationEnvSchema, {
        ...SMTP,
        LEADS_EMAIL_TO_AMBASSADOR: "campus@example.com",
        ...WEBHOOK,
      }),
    );
    expect(channelsFor(settings, "ambassador")).toEqual(["email", "webhook"]);
    expect(channelsFor(settings, "callback")).toEqual(["webhook"]);
    expect(settings.webhook).toEqual({
      url: WEBHOOK.LEADS_WEBHOOK_URL,
      secret: WEBHOOK.LEADS_WEBHOOK_SECRET,
    });
  });

  it.each([
    [{ SMTP_URL: "http://smtp.example.com" }, "SMTP_URL must be an smtp:// or smtps:// URL"],
    [{ LEADS_EMAIL_FROM: "not an address" }, "LEADS_EMAIL_FROM must be one email address"],
    [
      { LEADS_EMAIL_FROM: "Leads <leads@example.com>\r\nBcc: x@evil.example" },
      "LEADS_EMAIL_FROM must be one email address",
    ],
    [
      { LEADS_EMAIL_TO: "a@example.com; b@example.com" },
      "LEADS_EMAIL_TO must be comma-separated email addresses",
    ],
    [
      { LEADS_EMAIL_TO_ENROLLMENT: "Admissions <a@example.com>" },
      "LEADS_EMAIL_TO_ENROLLMENT must be comma-separated email addresses",
    ],
    [
      { LEADS_WEBHOOK_URL: "ftp://hooks.example.com" },
      "LEADS_WEBHOOK_URL must be an http:// or https:// URL",
    ],
    [
      { LEADS_WEBHOOK_URL: "https://user:pw@hooks.example.com" },
      "LEADS_WEBHOOK_URL must be an http:// or https:// URL without a user name or password",
    ],
    [
      { LEADS_WEBHOOK_SECRET: "not-a-secret" },
      "LEADS_WEBHOOK_SECRET must be a Standard Webhooks secret",
    ],
    [
      { LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(8).toString("base64")}` },
      "LEADS_WEBHOOK_SECRET must be a Standard Webhooks secret",
    ],
    [
      { LEADS_WEBHOOK_SECRET: "whsec_***invalid-base64***" },
      "LEADS_WEBHOOK_SECRET must be a Standard Webhooks secret",
    ],
  ])("refuse a bad value with a message naming it: %j", (env, message) => {
    expect(messages(env as Record<string, string>)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    [
      { SMTP_URL: SMTP.SMTP_URL, LEADS_EMAIL_TO: "a@example.com" },
      ["LEADS_EMAIL_FROM must be set when SMTP_URL is set"],
    ],
    [
      { ...SMTP },
      [
        expect.stringMatching(
          /^LEADS_EMAIL_TO \(or one of LEADS_EMAIL_TO_CALLBACK, .*\) must be set when SMTP_URL is set$/,
        ),
      ],
    ],
    [
      { LEADS_EMAIL_FROM: "leads@example.com", LEADS_EMAIL_TO: "a@example.com" },
      [
        "SMTP_URL must be set when LEADS_EMAIL_FROM is set",
        "SMTP_URL must be set when LEADS_EMAIL_TO is set",
      ],
    ],
    [
      { LEADS_EMAIL_TO_CONTACT: "a@example.com" },
      ["SMTP_URL must be set when LEADS_EMAIL_TO_CONTACT is set"],
    ],
    [
      { LEADS_WEBHOOK_URL: WEBHOOK.LEADS_WEBHOOK_URL },
      ["LEADS_WEBHOOK_SECRET must be set when LEADS_WEBHOOK_URL is set"],
    ],
    [
      { LEADS_WEBHOOK_SECRET: WEBHOOK.LEADS_WEBHOOK_SECRET },
      ["LEADS_WEBHOOK_URL must be set when LEADS_WEBHOOK_SECRET is set"],
    ],
  ])("refuse a half-configured channel, naming what is missing: %j", (env, expected) => {
    expect(messages(env as Record<string, string>)).toEqual(expected);
    // The pure function says the same if it is handed unchecked values.
    const entriesOnly = v.parse(v.object(notificationEntries), env);
    expect(() => notificationSettings(entriesOnly)).toThrow(/^Invalid settings:\n- /);
  });

  it("never repeat a value in a message", () => {
    const all = messages({
      SMTP_URL: "smtp://user:hunter2@",
      LEADS_WEBHOOK_SECRET: "whsec_hunter2",
    }).join("\n");
    expect(all).not.toContain("hunter2");
  });

  it("merge into a larger schema and keep its other settings", () => {
    const Env = v.pipe(
      v.object({ PORT: v.optional(v.string(), "3000"), ...notificationEntries }),
      notificationCheck(),
    );
    const parsed = v.parse(Env, { PORT: "8080", ...WEBHOOK });
    expect(parsed.PORT).toBe("8080");
    expect(notificationSettings(parsed satisfies NotificationEnv).enabled).toBe(true);
    expect(
      v
        .safeParse(Env, { LEADS_WEBHOOK_URL: WEBHOOK.LEADS_WEBHOOK_URL })
        .issues?.map((i) => i.message),
    ).toEqual(["LEADS_WEBHOOK_SECRET must be set when LEADS_WEBHOOK_URL is set"]);
  });
});

describe("lead email composition", () => {
  it("names every call-back option by its catalogue course, or by the option with spaces", () => {
    for (const option of callbackCourseOptions) {
      const path = callbackCoursePaths[option];
      if (path === null) continue;
      const [department = "", slug = ""] = path.split("/");
      expect(findCourse(department, slug), `${option} -> ${path}`).toBeDefined();
    }
    expect(callbackCourseName("AWS")).toBe("AWS Cloud Computing");
    expect(callbackCourseName("Cyber_Security")).toBe("Cyber Security");
    expect(callbackCourseName("I.C.Engine")).toBe("IC Engine");
    expect(callbackCourseName("Embedded_System")).toBe("Embedded System");
    expect(callbackCourseName("Quantum_Basket_Weaving")).toBe("Quantum Basket Weaving");
    expect(enrollmentCourseName("https://www.example.com/management/hr")).toBe(
      "Human Resource Management",
    );
    expect(enrollmentCourseName("/ece/vlsi?utm=x")).toBe("VLSI Design");
    expect(enrollmentCourseName("https://www.example.com/nowhere")).toBeUndefined();
  });

  it("subjects name form, course and visitor; an unknown enrollment course is left out", () => {
    expect(leadSubject(sampleLeads.callback)).toBe(
      "Call-back request: AWS Cloud Computing, Priya Sharma",
    );
    expect(
      leadSubject({
        form: "enrollment",
        record: { fullName: "Ananya Iyer", url: "https://x.example/a/b" },
      }),
    ).toBe("Course enrollment: Ananya Iyer");
    expect(
      leadSubject({
        form: "callback",
        record: { fullName: "Priya Sharma", course: "Embedded_System" },
      }),
    ).toBe("Call-back request: Embedded System, Priya Sharma");
  });

  it("keeps header text on one bounded line", () => {
    expect(headerText(HOSTILE_NAME)).toBe("Priya Bcc: x@evil.example <script>alert(1)</script>");
    expect(headerText("a\u2028b\u0085c\u202Ed\u0000e")).toBe("a b c d e");
    expect(headerText("x".repeat(300))).toHaveLength(200);
  });

  it("links phones and emails; refuses what is not one", () => {
    expect(telHref("9876543210")).toBe("tel:+919876543210");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(telHref("call me")).toBeUndefined();
    expect(mailtoHref("a+b@example.com")).toBe("mailto:a%2Bb@example.com");
    expect(mailtoHref('"><script>@x')).toBeUndefined();
  });

  it("is pure, with a Message-ID that stays the same on every attempt", () => {
    const options = {
      from: "Leads <leads@aptoralearning.com>",
      to: ["a@example.com"],
      timeZone: TIME_ZONE,
      siteName: "Aptora Learning",
    };
    const first = composeLeadEmail(sampleLeads.enrollment, options);
    expect(composeLeadEmail(sampleLeads.enrollment, options)).toEqual(first);
    expect(first.messageId).toBe(`<lead.${sampleLeads.enrollment.id}@aptoralearning.com>`);
    expect(first.replyTo).toEqual({ name: "Ananya Iyer", address: "ananya@example.in" });
    const noEmail = composeLeadEmail(
      {
        ...sampleLeads.contact,
        record: { ...sampleLeads.contact.record, email: "not an address" },
      },
      options,
    );
    expect(noEmail.replyTo).toBeUndefined();
  });
});

describe("the consent beside a lead", () => {
  // The same lines feed the lead email, the desk's lead page and /my-data.
  const consent = { marketing: false, notice: "contact-2026-11-24", at: STORED_AT };

  it("dates it as the time the form was sent, which says nothing of an agreement", () => {
    expect(contextLines({ consent }, (iso) => iso)).toEqual([
      { label: "Agreed to marketing", value: "no" },
      { label: "Notice shown", value: "contact-2026-11-24" },
      { label: "Form sent at", value: STORED_AT },
    ]);
    expect(
      contextLines(
        { consent: { ...consent, marketing: false, withdrawnAt: "2026-11-25T04:30:00.000Z" } },
        (iso) => iso,
      ),
    ).toEqual([
      { label: "Agreed to marketing", value: "no (withdrawn on 2026-11-25T04:30:00.000Z)" },
      { label: "Notice shown", value: "contact-2026-11-24" },
      { label: "Form sent at", value: STORED_AT },
    ]);
  });

  it("reads the same in the lead email", () => {
    const email = composeLeadEmail(
      { ...sampleLeads.contact, context: { consent } },
      { from: "leads@example.com", to: ["a@example.com"], timeZone: TIME_ZONE, siteName: "Aptora" },
    );
    expect(email.text).toContain("Agreed to marketing: no\nNotice shown: contact-2026-11-24\n");
    expect(email.text).toContain(`Form sent at: ${RECEIVED_TEXT}`);
    expect(email.text).not.toContain("Agreed at");
  });
});

describe("delivery log and deliverer", () => {
  it("masks email and phone (the logger does), keeps one line", () => {
    expect(maskPhone("9876543210")).toBe("********10");
    const logs = captureLogs();
    logDelivery(
      testLogger(logs),
      { ...sampleLeads.enrollment, record: { ...sampleLeads.enrollment.record } },
      {
        channel: "webhook",
        outcome: "failed",
        attempt: 2,
        ms: 12.4,
        reason: "webhook answered 500",
      },
    );
    logDelivery(
      testLogger(logs),
      { id: "a\nb", form: "contact", record: {} },
      { channel: "email", outcome: "sent", attempt: 1 },
    );
    const [failed, sent] = logs.lines();
    expect(failed).toMatchObject({
      level: "warn",
      channel: "webhook",
      form: "enrollment",
      key: sampleLeads.enrollment.id,
      attempt: 2,
      outcome: "failed",
      ms: 12,
      email: "a***@example.in",
      phone: "********80",
      reason: "webhook answered 500",
    });
    expect(sent).toMatchObject({ key: "a\nb", outcome: "sent" });
    expect(logs.text()).toHaveLength(2);
  });

  it("sends every channel, throws when one fails, and on retry sends only what has not gone", async () => {
    const sent: string[] = [];
    const transport: MailSender = {
      sendMail: async (message) => {
        sent.push(String(message.subject));
        return {
          messageId: String(message.messageId),
          accepted: ["team@example.com"],
          rejected: [],
        };
      },
    };
    const statuses = [503, 200];
    const posts: string[] = [];
    const fetchStub: typeof fetch = async (_url, init) => {
      posts.push(String(new Headers(init?.headers).get("webhook-id")));
      return new Response(null, { status: statuses.shift() ?? 200 });
    };
    const settings = notificationSettings(
      v.parse(NotificationEnvSchema, { ...SMTP, LEADS_EMAIL_TO: "team@example.com", ...WEBHOOK }),
    );
    const deliverer = createLeadDeliverer(settings, {
      transport,
      fetch: fetchStub,
      log: testLogger(),
    });
    expect(deliverer.channels).toEqual(["email", "webhook"]);
    const n = sampleLeads.contact;

    const error = await deliverer.deliver(n).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).failures.map((f) => f.channel)).toEqual(["webhook"]);
    expect((error as DeliveryError).permanent).toBe(false);
    await deliverer.deliver(n);
    expect(sent).toEqual(["Contact message: Question about fees, Rahul Verma"]);
    expect(posts).toEqual([n.id, n.id]);
  });

  it("shares one attempt between two calls for the same lead at once", async () => {
    let calls = 0;
    const transport: MailSender = {
      sendMail: async (message) => {
        calls += 1;
        await new Promise((resolve) => setImmediate(resolve));
        return { messageId: String(message.messageId), accepted: ["team@example.com"] };
      },
    };
    const settings = notificationSettings(
      v.parse(NotificationEnvSchema, { ...SMTP, LEADS_EMAIL_TO: "team@example.com" }),
    );
    const deliverer = createLeadDeliverer(settings, { transport, log: testLogger() });
    await Promise.all([
      deliverer.deliver(sampleLeads.callback),
      deliverer.deliver(sampleLeads.callback),
    ]);
    expect(calls).toBe(1);
  });

  it("does nothing for a form without a channel", async () => {
    const settings = notificationSettings(
      v.parse(NotificationEnvSchema, { ...SMTP, LEADS_EMAIL_TO_CALLBACK: "a@example.com" }),
    );
    const transport: MailSender = {
      sendMail: async () => {
        throw new Error("must not send");
      },
    };
    await expect(
      createLeadDeliverer(settings, { transport, log: testLogger() }).deliver(sampleLeads.contact),
    ).resolves.toBeUndefined();
  });
});
