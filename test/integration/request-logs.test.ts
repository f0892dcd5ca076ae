// What operators read: one line per request with a request id, the same id on the lines
// logged while it is handled (a lead stored), an error with its stack, and never a visitor's
// full email address or phone number, at any level, in any line the site writes while a page
// post and an API post are stored and notified. A refused request's one line:
// refused-requests.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addStaff, signIn } from "../support/desk";
import { startSmtpServer, type TestSmtpServer } from "../support/mail";
import { newWebhookSecret } from "../support/notify";
import {
  browserKey,
  postForm,
  postJson,
  startCountingSite,
  startSite,
  type CountingSite,
  type TestSite,
} from "../support/server";
import { expectedConsoleErrors } from "../support/setup";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { patience } from "../support/wait";

const secret = newWebhookSecret();

describe("the request log", () => {
  let site: TestSite;
  let receiver: WebhookReceiver;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    receiver = await startWebhookReceiver(secret);
    smtp = await startSmtpServer();
    site = await startSite({
      SMTP_URL: smtp.url,
      LEADS_EMAIL_FROM: "Aptora Leads <leads@aptora.example>",
      LEADS_EMAIL_TO: "sales@aptora.example",
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: secret,
      NOTIFY_RETRY_BASE_MS: "50",
      // Every level is captured.
      LOG_LEVEL: "trace",
    });
  });
  afterAll(async () => {
    await site.close();
    await receiver.close();
    await smtp.close();
  });

  it("has one line per request with its id, which the lines logged inside it carry; no line holds a visitor's email or phone", async () => {
    const page = {
      fullName: "Priya Lognova",
      phone: "9123456780",
      email: "priya.lognova@example.com",
      course: "Nanoscience/Nanotechnology",
    };
    const api = {
      fullName: "Kiran Apilog",
      phone: "8765401234",
      email: "kiran.apilog@example.net",
      course: "Nanoscience/Nanotechnology",
    };
    // The first delivery attempt fails: its warning is a line of its own.
    receiver.script.push("fail");
    const posted = await postForm(site, "/?index", { ...page, submissionKey: browserKey() });
    expect(posted.status).toBe(303);
    const created = await postJson(site, "/callbacks", api);
    expect(created.status).toBe(201);
    const { key } = (await created.json()) as { key: string };
    await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(2), patience);
    await vi.waitFor(
      () =>
        expect(site.logs.lines().filter((line) => line.msg === "notification sent")).toHaveLength(
          4,
        ),
      patience,
    );

    const id = posted.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = site.logs.lines();
    expect(lines.filter((line) => line.requestId === id)).toEqual([
      expect.objectContaining({
        module: "lead",
        form: "callback",
        outcome: "stored",
        email: "p***@example.com",
        msg: "lead stored",
      }),
      expect.objectContaining({
        level: "info",
        req: { method: "POST", url: "/?index", ip: "127.0.0.1" },
        res: { statusCode: 303 },
        msg: "POST /?index 303",
      }),
    ]);
    const apiId = created.headers.get("x-request-id");
    expect(lines.find((line) => line.outcome === "stored" && line.key === key)?.requestId).toBe(
      apiId,
    );
    expect(lines.filter((line) => line.level === "warn")).toEqual([
      expect.objectContaining({
        msg: "notification failed",
        channel: "webhook",
        phone: expect.stringMatching(/^\*{8}\d\d$/),
      }),
    ]);

    const written = site.logs.text().join("\n");
    for (const person of [page, api]) {
      expect(written).not.toContain(person.email);
      expect(written).not.toContain(person.phone);
    }
  });

  it("makes its own request id unless a trusted proxy sent a plain one", async () => {
    const response = await fetch(`${site.url}/about`, {
      headers: { "x-request-id": "from-the-client-1" },
    });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the request log of the desk", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite({ LOG_LEVEL: "trace" });
  });
  afterAll(() => site.close());

  it("keeps none of an inbox search's phone, name or email, nor the address a staff removal names", async () => {
    await addStaff(site, "admin@aptora.test", "admin");
    await addStaff(site, "leaving.member@aptora.test", "sales");
    const cookie = await signIn(site, "admin@aptora.test");
    const searches = ["98765 43210", "Meera Iyer", "meera.iyer@example.com"];
    const targets = [
      ...searches.map((q) => `/desk?${new URLSearchParams({ q })}`),
      // As a browser may write them: spaces as %20, the "@" as it is.
      "/desk?q=98765%2043210",
      "/desk?q=meera.iyer@example.com&status=new",
      ...searches.map(
        (q) => `/desk.data?${new URLSearchParams({ q, _routes: "routes/desk._index" })}`,
      ),
      `/desk/staff?${new URLSearchParams({ confirm: "remove", email: "leaving.member@aptora.test" })}`,
    ];
    for (const target of targets) {
      const response = await fetch(`${site.url}${target}`, {
        headers: { cookie, accept: target.includes(".data") ? "*/*" : "text/html" },
      });
      expect(response.status, target).toBe(200);
      await response.arrayBuffer();
    }
    const requestLines = () =>
      site.logs
        .lines()
        .filter((line) => typeof line.msg === "string" && line.msg.startsWith("GET /desk"));
    await vi.waitFor(
      () => expect(requestLines().length).toBeGreaterThanOrEqual(targets.length),
      patience,
    );
    expect(requestLines().map((line) => line.msg)).toEqual(
      expect.arrayContaining(["GET /desk?q=*** 200", "GET /desk/staff?confirm=***&email=*** 200"]),
    );
    const written = site.logs.text().join("\n");
    for (const secret of [
      "9876543210",
      "98765",
      "43210",
      "Meera",
      "Iyer",
      "meera.iyer",
      "leaving.member",
    ])
      expect(written).not.toContain(secret);
  });
});

describe("an error", () => {
  let site: CountingSite;
  beforeAll(async () => {
    site = await startCountingSite(
      { PAGE_CACHE_MB: "0" },
      {
        rootData: () => {
          throw new Error("the root loader broke");
        },
      },
    );
  });
  afterAll(() => site.site.close());

  it("is logged with its stack and the request's id", async () => {
    expectedConsoleErrors.allow = true;
    const response = await fetch(`${site.url}/about`);
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id");
    await vi.waitFor(
      () =>
        expect(site.logs.lines()).toContainEqual(
          expect.objectContaining({ requestId: id, msg: "GET /about 500" }),
        ),
      patience,
    );
    const errors = site.logs
      .lines()
      .filter((line) => line.requestId === id && line.err !== undefined);
    expect(errors).toEqual([
      expect.objectContaining({
        level: "error",
        err: expect.objectContaining({
          message: "the root loader broke",
          stack: expect.stringMatching(/^Error: the root loader broke\n\s+at /),
        }),
      }),
    ]);
  });
});
