// Notification delivery across server processes: two servers on one SQLite file send one
// copy of an email, however long past the attempt's deadline the mail server takes to
// confirm a message it has;
// SIGTERM ends a server within a few seconds even while a mail server stalls an attempt.
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startBuiltServer, type BuiltServer } from "../support/built-server";
import { formCases, variant } from "../support/forms";
import {
  startScriptedSmtpServer,
  type ScriptedSmtpServer,
  type SmtpTransaction,
} from "../support/mail";
import { outboxRows } from "../support/notify";
import { CLIENT_LIMITS_OFF, postForm } from "../support/server";
import { patience } from "../support/wait";

const contact = formCases.find((c) => c.form === "contact")!;

const emailOnly = (smtpUrl: string, more: Record<string, string>) => ({
  SMTP_URL: smtpUrl,
  LEADS_EMAIL_FROM: "leads@aptora.example",
  LEADS_EMAIL_TO: "sales@aptora.example",
  LEADS_WEBHOOK_URL: "",
  LEADS_WEBHOOK_SECRET: "",
  ...CLIENT_LIMITS_OFF,
  ...more,
});

/** Resolves once a TCP connection to the server's port opens (and closes it at once). */
const connectTo = (url: string) =>
  new Promise<void>((resolve, reject) => {
    const socket = connect(Number(new URL(url).port), "127.0.0.1", () => {
      socket.destroy();
      resolve();
    });
    socket.once("error", reject);
  });

/** Two transactions of one message that were under way at the same time. */
function overlapping(transactions: SmtpTransaction[]): Array<[SmtpTransaction, SmtpTransaction]> {
  const pairs: Array<[SmtpTransaction, SmtpTransaction]> = [];
  const withMessage = transactions.filter((t) => t.messageId !== undefined);
  for (const a of withMessage) {
    for (const b of withMessage) {
      if (a === b || a.messageId !== b.messageId || a.startedAt > b.startedAt) continue;
      if ((a.endedAt ?? Infinity) > b.startedAt) pairs.push([a, b]);
    }
  }
  return pairs;
}

describe("two servers on one SQLite file", () => {
  const servers: BuiltServer[] = [];
  let smtp: ScriptedSmtpServer | undefined;
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.kill()));
    await smtp?.close();
  });

  it("send one copy when the mail server confirms each message 4 s after taking it whole, past the 1 s deadline", async () => {
    // Each copy is confirmed 4 s after its final dot, in silence, and delivered to the team
    // even if the client has hung up by then (received() counts those copies).
    smtp = await startScriptedSmtpServer({
      answerAfterMs: () => 4000,
      silent: true,
      maxMs: 15_000,
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), "notify-lease-"));
    const env = emailOnly(smtp.url, {
      DATA_DIR: dataDir,
      NOTIFY_TIMEOUT_MS: "1000",
      NOTIFY_RETRY_BASE_MS: "200",
    });
    const [first, second] = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    servers.push(first, second);
    expect((await postForm(first, contact.postTo, variant(contact, 7200))).status).toBe(303);

    // Until the notification is settled, or a second copy shows the old fault (and fails at once).
    await vi.waitFor(
      () =>
        expect(
          smtp!.received().length > 1 ||
            outboxRows(dataDir).some((row) => row.state === "delivered"),
        ).toBe(true),
      patience,
    );
    const [messageId] = smtp.received();
    expect(messageId).toMatch(/^<lead\..+@aptora\.example>$/);
    expect(smtp.received()).toEqual([messageId]);
    expect(smtp.accepted()).toEqual([messageId]);
    expect(outboxRows(dataDir)).toMatchObject([{ state: "delivered", lease_owner: null }]);
    expect(overlapping(smtp.transactions)).toEqual([]);
  });
});

describe("SIGTERM", () => {
  let smtp: ScriptedSmtpServer | undefined;
  let server: BuiltServer | undefined;
  afterEach(async () => {
    await server?.kill();
    await smtp?.close();
  });

  it("stops taking connections and ends the process within a few seconds while a mail server stalls an attempt", async () => {
    // The attempt's own deadline, and the mail server's patience, are longer than this test may take: only the shutdown can end it.
    smtp = await startScriptedSmtpServer({ stallGreeting: true, maxMs: 300_000 });
    server = await startBuiltServer(emailOnly(smtp.url, { NOTIFY_TIMEOUT_MS: "60000" }));
    expect((await postForm(server, contact.postTo, variant(contact, 7300))).status).toBe(303);
    await vi.waitFor(() => expect(smtp!.stalling()).toBe(1), patience);

    const exited = new Promise<number | null>((resolve) =>
      server!.child.once("exit", (code) => resolve(code)),
    );
    server.child.kill("SIGTERM");
    // A new connection is refused (one left open from before may still be served meanwhile).
    await vi.waitFor(
      () => expect(connectTo(server!.url)).rejects.toMatchObject({ code: "ECONNREFUSED" }),
      patience,
    );
    // Code 0: the shutdown ended by itself. A shutdown still going 7 s after the signal (the
    // attempts' 5 s of grace, then 2 s), by the server's own clock, ends with code 1 instead.
    expect(await exited).toBe(0);
    // The stalled attempt's connection is closed too.
    await vi.waitFor(() => expect(smtp!.stalling()).toBe(0), patience);
  });
});
