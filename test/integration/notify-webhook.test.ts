// Lead webhooks to a receiver on loopback that checks each signature with the
// standardwebhooks package, fails the first attempt with a 500, lets the second run into
// the client's timeout, then accepts: every failure is a thrown error with a safe reason,
// and every attempt carries the same webhook-id.
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createLeadDeliverer, DeliveryError } from "#server/notify/deliver";
import { notificationSettings, NotificationEnvSchema } from "#server/notify/settings";
import type { LeadNotification } from "#server/notify/types";
import { postWebhook, WebhookError } from "#server/notify/webhook";
import * as v from "valibot";
import { newWebhookSecret, sampleLeads, STORED_AT } from "../support/notify";
import { captureLogs, testLogger } from "../support/logs";
import { patience } from "../support/wait";

type Behaviour = "fail" | "hang" | "accept" | "redirect";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The payload as Webhook.verify returned it, or the verification error. */
  verified: unknown;
  verifyError?: string;
}

const secret = newWebhookSecret();
const received: Received[] = [];
const script: Behaviour[] = [];
const hanging: ServerResponse[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const entry: Received = { headers: req.headers, body, verified: undefined };
      try {
        entry.verified = new Webhook(secret).verify(body, req.headers as Record<string, string>);
      } catch (error) {
        entry.verifyError = String(error);
      }
      received.push(entry);
      const behaviour = script.shift() ?? "accept";
      if (behaviour === "fail")
        res.writeHead(500, { "content-type": "text/plain" }).end(`secret ${secret} leaked?`);
      else if (behaviour === "redirect") res.writeHead(302, { location: "/elsewhere" }).end();
      else if (behaviour === "hang") hanging.push(res);
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads?token=url-token-123`;
});

afterEach(() => {
  for (const res of hanging.splice(0)) res.destroy();
  received.length = 0;
  script.length = 0;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

// Long enough that a loaded machine still gets the 500 response in time; only the hanging attempt waits it out.
const TIMEOUT_MS = 1500;

/** Nothing that may not be in a log: the secret, the URL or its token, the visitor's data. */
function expectSafe(message: string, n: LeadNotification) {
  expect(message).not.toContain(secret);
  expect(message).not.toContain(secret.slice("whsec_".length, 20));
  expect(message).not.toMatch(/127\.0\.0\.1|token|hooks/);
  for (const value of Object.values(n.record)) expect(message).not.toContain(value);
}

describe("lead webhook (Standard Webhooks)", () => {
  it("fails with 500, then with a timeout, then is accepted: same webhook-id, valid signatures, full body", async () => {
    const settings = notificationSettings(
      v.parse(NotificationEnvSchema, { LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret }),
    );
    expect(settings.enabled).toBe(true);
    const logs = captureLogs();
    const deliverer = createLeadDeliverer(settings, {
      webhookTimeoutMs: TIMEOUT_MS,
      log: testLogger(logs),
    });
    expect(deliverer.channels).toEqual(["webhook"]);
    const n = sampleLeads.callback;
    script.push("fail", "hang", "accept");

    const first = await deliverer.deliver(n).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(DeliveryError);
    expect((first as DeliveryError).failures).toEqual([
      { channel: "webhook", reason: "webhook answered 500", permanent: false },
    ]);
    expect((first as Error).message).toBe(
      `lead ${n.id} not delivered: webhook: webhook answered 500`,
    );

    const second = await deliverer.deliver(n).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(DeliveryError);
    expect((second as DeliveryError).failures[0]?.reason).toBe(
      `webhook timed out after ${TIMEOUT_MS} ms`,
    );
    await vi.waitFor(() => expect(hanging).toHaveLength(1), patience);

    await expect(deliverer.deliver(n)).resolves.toBeUndefined();

    for (const error of [first, second]) expectSafe((error as Error).message, n);
    for (const line of logs.text()) expectSafe(line, n);
    expect(logs.lines().map((l) => `${String(l.attempt)} ${String(l.outcome)}`)).toEqual([
      "1 failed",
      "2 failed",
      "3 sent",
    ]);

    expect(received).toHaveLength(3);
    for (const r of received) {
      expect(r.verifyError).toBeUndefined();
      expect(r.headers["webhook-id"]).toBe(n.id);
      expect(r.headers["content-type"]).toBe("application/json");
      expect(r.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(Number(r.headers["webhook-timestamp"])).toBeCloseTo(Date.now() / 1000, -2);
      expect(r.verified).toEqual({
        type: "lead.created",
        timestamp: STORED_AT,
        data: {
          form: "callback",
          list: "RCB Leads",
          key: n.id,
          record: n.record,
          page: "/computerscience/aws",
        },
      });
    }
    // The body is the same on every attempt; only the timestamp and signature may move.
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    // A receiver holding another secret refuses it.
    const last = received[2]!;
    expect(() =>
      new Webhook(newWebhookSecret()).verify(last.body, last.headers as Record<string, string>),
    ).toThrow();
  });

  it.each(Object.values(sampleLeads))(
    "$form: body names form, list, key, record and page",
    async (n) => {
      await postWebhook(url, secret, n, { timeoutMs: 2000 });
      expect(received).toHaveLength(1);
      const payload = received[0]!.verified as { data: Record<string, unknown> };
      expect(received[0]!.verifyError).toBeUndefined();
      expect(payload.data).toEqual({
        form: n.form,
        list: n.list,
        key: n.id,
        record: n.record,
        page: n.page,
      });
    },
  );

  it("takes the page from the record when the caller gives none, else sends null", async () => {
    const { page: _callbackPage, ...callback } = sampleLeads.callback;
    const { page: _contactPage, ...contact } = sampleLeads.contact;
    await postWebhook(url, secret, callback);
    await postWebhook(url, secret, contact);
    expect(received.map((r) => (r.verified as { data: { page: unknown } }).data.page)).toEqual([
      "/computerscience/aws",
      null,
    ]);
  });

  it("signs with the attempt's time", async () => {
    const now = new Date(Date.now() - 60_000);
    await postWebhook(url, secret, sampleLeads.contact, { now });
    expect(received[0]!.headers["webhook-timestamp"]).toBe(
      String(Math.floor(now.getTime() / 1000)),
    );
    expect(received[0]!.verifyError).toBeUndefined();
  });

  it("does not follow a redirect, and reports an unreachable receiver by its network code", async () => {
    const n = sampleLeads.enrollment;
    script.push("redirect");
    const redirected = await postWebhook(url, secret, n).catch((e: unknown) => e);
    expect(redirected).toBeInstanceOf(WebhookError);
    expect(redirected).toMatchObject({
      message: "webhook answered 302",
      reason: "status",
      status: 302,
    });
    expect(received).toHaveLength(1);

    // A port that was just free: nothing listens on it.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const unreachable = await postWebhook(
      `http://127.0.0.1:${port}/hooks?token=url-token-123`,
      secret,
      n,
      { timeoutMs: 2000 },
    ).catch((e: unknown) => e);
    expect(unreachable).toMatchObject({
      name: "WebhookError",
      reason: "unreachable",
      message: "webhook unreachable (ECONNREFUSED)",
    });
    expectSafe((unreachable as Error).message, n);
  });
});
