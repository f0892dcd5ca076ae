// Lead emails through a real SMTP server on loopback: what each form's email says, who
// gets it, and that visitor text cannot add a header or markup.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { createLeadDeliverer, DeliveryError, type LeadDeliverer } from "#server/notify/deliver";
import { createSmtpTransport, sendLeadEmail } from "#server/notify/smtp";
import {
  NotificationEnvSchema,
  notificationSettings,
  type NotificationSettings,
} from "#server/notify/settings";
import type { LeadNotification, NotifiedForm } from "#server/notify/types";
import {
  headerLines,
  parseMail,
  startSmtpServer,
  type ParsedMail,
  type TestSmtpServer,
} from "../support/mail";
import { HOSTILE_NAME, RECEIVED_TEXT, sampleLeads, TIME_ZONE } from "../support/notify";
import { captureLogs, testLogger } from "../support/logs";

let smtp: TestSmtpServer;
let settings: NotificationSettings;
let deliverer: LeadDeliverer;
const logs = captureLogs();

const FROM = "Aptora Leads <leads@aptoralearning.com>";

beforeAll(async () => {
  smtp = await startSmtpServer();
  const env = v.parse(NotificationEnvSchema, {
    SMTP_URL: smtp.url,
    LEADS_EMAIL_FROM: FROM,
    LEADS_EMAIL_TO: "leads@example.com",
    LEADS_EMAIL_TO_CALLBACK: "admissions@example.com",
    LEADS_EMAIL_TO_ENROLLMENT: "admissions@example.com, enrolments@example.com",
    LEADS_EMAIL_TO_AMBASSADOR: "campus@example.com",
  });
  settings = notificationSettings({ ...env, SITE_TIME_ZONE: TIME_ZONE });
  deliverer = createLeadDeliverer(settings, { log: testLogger(logs) });
});

afterAll(async () => {
  deliverer.close();
  await smtp.close();
});

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Sends one lead and returns what the server received for it. */
async function deliverAndReceive(n: LeadNotification) {
  const before = smtp.received.length;
  await deliverer.deliver(n);
  expect(smtp.received).toHaveLength(before + 1);
  const mail = smtp.received[before]!;
  return { mail, parsed: parseMail(mail.raw) };
}

const part = (parsed: ParsedMail, type: string) => {
  const found = parsed.parts.find((p) => p.contentType === type);
  expect(found, `${type} part`).toBeDefined();
  return found!.text;
};

interface Expected {
  subject: string;
  to: string[];
  replyTo: [name: string, address: string];
  /** Label and value of every stored field, in the order stored. */
  fields: Array<[label: string, value: string]>;
  page: string;
  tel?: string;
}

const expected: Record<NotifiedForm, Expected> = {
  callback: {
    subject: "Call-back request: AWS Cloud Computing, Priya Sharma",
    to: ["admissions@example.com"],
    replyTo: ["Priya Sharma", "priya.sharma@example.com"],
    fields: [
      ["Name", "Priya Sharma"],
      ["Phone", "9876543210"],
      ["Email", "priya.sharma@example.com"],
      ["Course", "AWS"],
      ["Date", "3rd Mar 2025 4:05PM"],
      ["Page", "/computerscience/aws"],
    ],
    page: "/computerscience/aws",
    tel: "tel:+919876543210",
  },
  contact: {
    subject: "Contact message: Question about fees, Rahul Verma",
    to: ["leads@example.com"],
    replyTo: ["Rahul Verma", "rahul.verma@example.org"],
    fields: [
      ["Name", "Rahul Verma"],
      ["Email", "rahul.verma@example.org"],
      ["Subject", "Question about fees"],
      ["Message", "Hello,\nwhat does the Pro plan cost?"],
      ["Date", "3/3/2025, 4:05:00 PM"],
    ],
    page: "/Contact",
  },
  enrollment: {
    subject: "Course enrollment: Cyber Security, Ananya Iyer",
    to: ["admissions@example.com", "enrolments@example.com"],
    replyTo: ["Ananya Iyer", "ananya@example.in"],
    fields: [
      ["Name", "Ananya Iyer"],
      ["Email", "ananya@example.in"],
      ["Phone", "9123456780"],
      ["Institute", "PES University"],
      ["Course page", "https://www.aptoralearning.com/computerscience/cybersecurity"],
      ["Date", "3/3/2025, 4:05:00 PM"],
    ],
    page: "https://www.aptoralearning.com/computerscience/cybersecurity",
    tel: "tel:+919123456780",
  },
  ambassador: {
    subject: "Campus Ambassador application: Christ University, Karan Mehta",
    to: ["campus@example.com"],
    replyTo: ["Karan Mehta", "karan.mehta@example.com"],
    fields: [
      ["Name", "Karan Mehta"],
      ["Phone", "8899776655"],
      ["Email", "karan.mehta@example.com"],
      ["College", "Christ University"],
      ["Graduation year", "2024"],
      ["Date", "3/3/2025, 4:05:00 PM"],
    ],
    page: "/campusAmb",
    tel: "tel:+918899776655",
  },
};

describe("lead email over SMTP", () => {
  it("is on for every form, with the email channel only", () => {
    expect(settings.enabled).toBe(true);
    expect(deliverer.channels).toEqual(["email"]);
  });

  it.each(Object.keys(expected) as NotifiedForm[])(
    "%s: subject, recipients, reply-to, text and HTML with every field",
    async (form) => {
      const n = sampleLeads[form];
      const want = expected[form];
      const { mail, parsed } = await deliverAndReceive(n);

      expect(mail.mailFrom).toBe("leads@aptoralearning.com");
      expect(mail.rcptTo).toEqual(want.to);
      expect(parsed.headers.subject).toBe(want.subject);
      expect(parsed.headers.to?.split(",").map((a) => a.trim())).toEqual(want.to);
      expect(parsed.headers.from).toBe(FROM);
      const [name, address] = want.replyTo;
      expect(parsed.headers["reply-to"]).toMatch(
        new RegExp(`^"?${name}"? <${address.replace(/\./g, "\\.")}>$`),
      );
      expect(parsed.headers["message-id"]).toBe(`<lead.${n.id}@aptoralearning.com>`);
      expect(parsed.headers["content-type"]).toMatch(/^multipart\/alternative/);

      const text = part(parsed, "text/plain");
      const html = part(parsed, "text/html");
      for (const [label, value] of want.fields) {
        expect(text).toContain(`${label}: ${value.replace(/\n/g, "\n  ")}`);
        expect(html).toContain(`>${escapeHtml(label)}</th>`);
        expect(html).toContain(escapeHtml(value));
      }
      expect(text).toContain(`Sent from page: ${want.page}`);
      expect(text).toContain(`Received: ${RECEIVED_TEXT}`);
      expect(text).toContain(`Stored in: ${n.list}, key ${n.id}`);
      expect(html).toContain(escapeHtml(want.page));
      expect(html).toContain(RECEIVED_TEXT);

      expect(html).toContain(`href="mailto:${address}"`);
      if (want.tel) expect(html).toContain(`href="${want.tel}"`);
      else expect(html).not.toContain('href="tel:');
    },
  );

  it("a visitor's CR/LF, 'Bcc:' and <script> add no header, no recipient and no markup", async () => {
    const base = sampleLeads.contact;
    const n: LeadNotification = {
      ...base,
      id: "-OKct0000000000000099",
      record: {
        ...base.record,
        name: HOSTILE_NAME,
        subject: "Fees\r\nX-Injected: yes\u0000\u001b[31m",
        message: "Hi\r\n<img src=x onerror=alert(2)>\nhttps://evil.example/login",
      },
    };
    const { mail, parsed } = await deliverAndReceive(n);

    expect(mail.rcptTo).toEqual(["leads@example.com"]);
    const names = headerLines(parsed.headerBlock).map(([name]) => name);
    expect(names).not.toContain("bcc");
    expect(names).not.toContain("x-injected");
    expect(parsed.headerBlock).not.toMatch(/^(bcc|x-injected):/im);
    expect(new Set(names).size).toBe(names.length);
    expect(parsed.headers.subject).toBe(
      "Contact message: Fees X-Injected: yes [31m, Priya Bcc: x@evil.example <script>alert(1)</script>",
    );
    expect(parsed.headers["reply-to"]).toContain("<rahul.verma@example.org>");
    expect(parsed.headers["reply-to"]).not.toMatch(/[\r\n]/);

    const html = part(parsed, "text/html");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("Bcc: x@evil.example &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(2)&gt;");
    // Only tel: and mailto: become links; an address a visitor wrote stays text.
    expect(html).toContain("https://evil.example/login");
    expect(html.match(/href="[^"]*"/g)).toEqual(['href="mailto:rahul.verma@example.org"']);
    const text = part(parsed, "text/plain");
    expect(text).toContain("Name: Priya\n  Bcc: x@evil.example <script>alert(1)</script>");
    expect(text).not.toMatch(/[\u0000\u001b]/);
  });

  it("logs one masked line per attempt", async () => {
    const n = { ...sampleLeads.callback, id: "-OKcb0000000000000097" };
    await deliverer.deliver(n);
    const line = logs.lines().find((l) => l.key === n.id);
    expect(line).toMatchObject({
      level: "info",
      msg: "notification sent",
      channel: "email",
      form: "callback",
      attempt: 1,
      outcome: "sent",
      ms: expect.any(Number),
      email: "p***@example.com",
      phone: "********10",
    });
    for (const l of logs.text()) {
      expect(l).not.toMatch(/9876543210|priya\.sharma@|Priya|rahul\.verma@/);
    }
  });

  it("a retry after the email went does not send it again", async () => {
    const n = { ...sampleLeads.ambassador, id: "-OKam0000000000000098" };
    await deliverer.deliver(n);
    const count = smtp.received.length;
    await deliverer.deliver(n);
    expect(smtp.received).toHaveLength(count);
    expect(logs.lines().at(-1)).toMatchObject({ key: n.id, outcome: "skipped" });
  });

  it("an unreachable or refusing server fails the attempt with a safe reason", async () => {
    const refusing = await startSmtpServer({
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error("No such user here"), { responseCode: 550 })),
    });
    try {
      const message = { from: FROM, to: "nobody@example.com", subject: "x", text: "x" };
      const refused = await sendLeadEmail(createSmtpTransport(refusing.url), message).catch(
        (e: unknown) => e,
      );
      expect(refused).toMatchObject({ name: "EmailError", permanent: true });
      expect((refused as Error).message).toMatch(/^smtp .*reply 550/);
      expect((refused as Error).message).not.toContain("nobody");
    } finally {
      await refusing.close();
    }

    // The same port, now closed: nothing listens there.
    const closed = notificationSettings({
      ...v.parse(NotificationEnvSchema, {
        SMTP_URL: refusing.url,
        LEADS_EMAIL_FROM: FROM,
        LEADS_EMAIL_TO: "leads@example.com",
      }),
    });
    const failing = createLeadDeliverer(closed, { log: testLogger() });
    const error = await failing.deliver(sampleLeads.callback).catch((e: unknown) => e);
    failing.close();
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).failures).toEqual([
      { channel: "email", reason: expect.stringMatching(/^smtp /), permanent: false },
    ]);
    expect((error as Error).message).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect((error as Error).message).not.toMatch(/127\.0\.0\.1|priya|9876543210/i);
  });
});
