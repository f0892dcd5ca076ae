// Lead notifications end to end: a stored lead goes into the outbox with it, the worker
// delivers it by email (a real SMTP server) and by a signed webhook (a receiver that
// verifies every signature), retrying through a 500 and a timeout with the same id; it
// survives a SIGKILL between storing and delivery; three processes on one SQLite file
// deliver 100 leads exactly 100 times; nothing configured writes no outbox at all.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startBuiltServer, type BuiltServer } from "../support/built-server";
import { formCases, variant, type FormCase } from "../support/forms";
import { startSmtpServer, type TestSmtpServer } from "../support/mail";
import { newWebhookSecret, outboxRows, webhookOnlyEnv } from "../support/notify";
import { postForm, startSite, type TestSite } from "../support/server";
import { expectedConsoleErrors } from "../support/setup";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { patience } from "../support/wait";

const run = promisify(execFile);
const secret = newWebhookSecret();
const notified = formCases.filter((c) => c.form !== "newsletter");
const caseOf = (form: FormCase["form"]) => formCases.find((c) => c.form === form)!;

const keyOf = (site: { records: TestSite["records"] }, c: FormCase, email: string) =>
  site.records(c.list).find((r) => r.record.email === email)?.key;

describe("with email and webhook on", () => {
  let site: TestSite;
  let smtp: TestSmtpServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    receiver = await startWebhookReceiver(secret);
    site = await startSite({
      SMTP_URL: smtp.url,
      LEADS_EMAIL_FROM: "Aptora Leads <leads@aptora.example>",
      LEADS_EMAIL_TO: "sales@aptora.example",
      LEADS_EMAIL_TO_CALLBACK: "admissions@aptora.example",
      LEADS_EMAIL_TO_ENROLLMENT: "admissions@aptora.example",
      LEADS_EMAIL_TO_CONTACT: "support@aptora.example",
      LEADS_EMAIL_TO_AMBASSADOR: "campus@aptora.example",
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: secret,
      NOTIFY_RETRY_BASE_MS: "50",
      // Ends the receiver's "hang" quickly, yet long beside a loopback round trip even on a busy
      // machine: an attempt the receiver took and answered is never timed out and sent again.
      NOTIFY_TIMEOUT_MS: "1000",
    });
  });
  afterAll(async () => {
    await site.close();
    await receiver.close();
    await smtp.close();
  });

  it.each(notified)(
    "delivers a $form lead once by webhook, through a 500 and a timeout, with the lead's key as id on every attempt",
    async (c) => {
      receiver.script.push("fail", "hang");
      const fields = { ...c.extra, ...variant(c, 5100 + notified.indexOf(c)) };
      expect((await postForm(site, c.postTo, fields)).status).toBe(303);
      const key = keyOf(site, c, fields.email!);
      expect(key).toBeDefined();
      await vi.waitFor(
        () => expect(receiver.accepted().filter((d) => d.id === key)).toHaveLength(1),
        patience,
      );
      const attempts = receiver.deliveries.filter((d) => d.body.data.key === key);
      expect(attempts.map((d) => d.behaviour)).toEqual(["fail", "hang", "accept"]);
      for (const attempt of attempts) {
        expect(attempt.id).toBe(key);
        expect(attempt.verified).toBe(true);
        expect(attempt.body.type).toBe("lead.created");
        expect(attempt.body.data).toMatchObject({ form: c.form, list: c.list, key });
        expect(Object.keys(attempt.body.data.record).sort()).toEqual(c.storedFields);
      }
    },
  );

  it.each(notified)(
    "emails a $form lead once, to the team of its form, with the visitor as Reply-To",
    async (c) => {
      const expected = {
        callback: "admissions@aptora.example",
        enrollment: "admissions@aptora.example",
        contact: "support@aptora.example",
        ambassador: "campus@aptora.example",
      };
      const fields = { ...c.extra, ...variant(c, 5200 + notified.indexOf(c)) };
      expect((await postForm(site, c.postTo, fields)).status).toBe(303);
      const mine = () => smtp.received.filter((m) => m.raw.includes(fields.email!));
      await vi.waitFor(() => expect(mine()).toHaveLength(1), patience);
      expect(mine()[0]!.rcptTo).toEqual([expected[c.form as keyof typeof expected]]);
      expect(mine()[0]!.raw).toMatch(
        new RegExp(`^Reply-To: .*<${fields.email!.replace(/[.]/g, "\\.")}>`, "m"),
      );
    },
  );

  it("never notifies newsletter sign-ups one by one", async () => {
    const c = caseOf("newsletter");
    const fields = { ...c.extra, email: "weekly.reader@example.com" };
    expect((await postForm(site, c.postTo, fields)).status).toBe(303);
    expect(
      outboxRows(site.dataDir).filter((row) => row.key === keyOf(site, c, fields.email)),
    ).toEqual([]);
  });

  it("reports the outbox in /healthz", async () => {
    const health = (await (await fetch(`${site.url}/healthz`)).json()) as {
      status: string;
      outbox: { pending: number; dead: number; oldestPendingSeconds: number | null };
    };
    expect(health.status).toBe("ok");
    expect(health.outbox).toMatchObject({ dead: 0 });
    expect(typeof health.outbox.pending).toBe("number");
  });
});

describe("with nothing configured", () => {
  it("writes no outbox entry and says at start that notifications are off", async () => {
    const site = await startSite();
    try {
      const c = caseOf("contact");
      expect((await postForm(site, c.postTo, variant(c, 5300))).status).toBe(303);
      expect(outboxRows(site.dataDir)).toEqual([]);
      expect(site.notifications).toBe("notifications are off (no SMTP_URL or LEADS_WEBHOOK_URL)");
    } finally {
      await site.close();
    }
  });
});

describe("across processes", () => {
  const servers: BuiltServer[] = [];
  let receiver: WebhookReceiver | undefined;
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await receiver?.close();
  });

  const env = (dataDir: string, url: string) => webhookOnlyEnv(dataDir, url, secret);

  it("delivers a lead stored by a server killed before delivery, once another server starts", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "outbox-restart-"));
    // The receiver is down while the first server runs: nothing can be delivered then.
    const probe = await startWebhookReceiver(secret);
    const url = probe.url;
    const port = Number(new URL(url).port);
    await probe.close();
    const first = await startBuiltServer(env(dataDir, url));
    servers.push(first);
    const c = caseOf("contact");
    const fields = variant(c, 5400);
    expect((await postForm(first, c.postTo, fields)).status).toBe(303);
    // Its first attempt has failed and been recorded, and no lease is held: stop it the hard way.
    await vi.waitFor(() => {
      const [row, ...more] = outboxRows(dataDir);
      expect(more).toEqual([]);
      expect(row).toMatchObject({ state: "pending", lease_owner: null });
      expect(row!.attempts).toBeGreaterThanOrEqual(1);
    }, patience);
    await first.kill();

    receiver = await startWebhookReceiver(secret, port);
    const second = await startBuiltServer(env(dataDir, url));
    servers.push(second);
    const [row] = outboxRows(dataDir);
    await vi.waitFor(() => expect(receiver!.accepted()).toHaveLength(1), patience);
    expect(receiver.accepted()[0]!.id).toBe(row!.key);
    await vi.waitFor(
      () => expect(outboxRows(dataDir)).toMatchObject([{ state: "delivered" }]),
      patience,
    );
    expect(receiver.deliveries).toHaveLength(1);
  });

  it("with three servers on one SQLite file, delivers 100 leads 100 times", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "outbox-three-"));
    const hub = await startWebhookReceiver(secret);
    // The longest bound per attempt there is: on a busy machine a shorter one could time out
    // deliveries the receiver did take, and their retries (correct, at least once) would blur the count.
    const three = await Promise.all(
      [0, 1, 2].map(() =>
        startBuiltServer({ ...env(dataDir, hub.url), NOTIFY_TIMEOUT_MS: "60000" }),
      ),
    );
    servers.push(...three);
    const c = caseOf("contact");
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        postForm(three[n % 3]!, c.postTo, variant(c, 6000 + n)),
      ),
    );
    expect(responses.map((a) => a.status)).toEqual(Array(100).fill(303));
    await vi.waitFor(
      () =>
        expect(outboxRows(dataDir).filter((row) => row.state === "delivered")).toHaveLength(100),
      patience,
    );
    expect(hub.deliveries).toHaveLength(100);
    expect(new Set(hub.deliveries.map((d) => d.id)).size).toBe(100);
    expect(hub.deliveries.every((d) => d.verified)).toBe(true);
    await hub.close();
  });
});

describe("npm run outbox", () => {
  it("lists a dead notification, counts it, and tries it again", async () => {
    expectedConsoleErrors.allow = true; // a dead letter is logged as an error for operators
    // A mail server that refuses every recipient for good: the notification is dead at once.
    const smtp = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }));
      },
    });
    const site = await startSite({
      SMTP_URL: smtp.url,
      LEADS_EMAIL_FROM: "leads@aptora.example",
      LEADS_EMAIL_TO: "sales@aptora.example",
      NOTIFY_RETRY_BASE_MS: "50",
    });
    try {
      const c = caseOf("contact");
      expect((await postForm(site, c.postTo, variant(c, 5500))).status).toBe(303);
      await vi.waitFor(
        () => expect(outboxRows(site.dataDir)).toMatchObject([{ state: "dead" }]),
        patience,
      );
      const [dead] = outboxRows(site.dataDir);
      const cli = (...args: string[]) =>
        run(process.execPath, ["--import", "tsx", "server/cli/outbox.ts", ...args], {
          env: { ...process.env, DATA_DIR: site.dataDir, FIREBASE_DATABASE_URL: "" },
        });
      expect((await cli("status")).stdout).toMatch(/^pending: 0\ndead: 1\n/);
      expect((await cli("list", "--dead")).stdout).toContain(dead!.id);
      expect((await cli("retry", dead!.id)).stdout).toContain(
        `Notification ${dead!.id} will be tried again`,
      );
      expect(outboxRows(site.dataDir)[0]).toMatchObject({ id: dead!.id });
    } finally {
      await site.close();
      await smtp.close();
    }
  });
});
