// Notification delivery across server processes: two servers on one SQLite file never
// have one email in two attempts at once, however long the mail server takes to respond;
// SIGTERM ends a server within a few seconds even while a mail server stalls an attempt.
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startBuiltServer, type BuiltServer } from "../support/built-server";
import { formCases, variant } from "../support/forms";
import { startScriptedSmtpServer, type ScriptedSmtpServer, type SmtpTransaction } from "../support/mail";
import { postForm } from "../support/server";

const contact = formCases.find((c) => c.form === "contact")!;

const emailOnly = (smtpUrl: string, more: Record<string, string>) => ({
  SMTP_URL: smtpUrl,
  LEADS_EMAIL_FROM: "leads@aptora.example",
  LEADS_EMAIL_TO: "sales@aptora.example",
  LEADS_WEBHOOK_URL: "",
  LEADS_WEBHOOK_SECRET: "",
  RATE_LIMIT_PER_MINUTE: "0",
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

  it("never send one email twice, though the mail server accepts the first copy after longer than the old lease (8 s)", async () => {
    // The first copy of a message gets its response after 10 s of '250-' lines; later copies at once.
    smtp = await startScriptedSmtpServer({ answerAfterMs: (_id, copy) => (copy === 1 ? 10_000 : 0), maxMs: 15_000 });
    const dataDir = mkdtempSync(path.join(tmpdir(), "notify-lease-"));
    const env = emailOnly(smtp.url, { DATA_DIR: dataDir, NOTIFY_TIMEOUT_MS: "1000", NOTIFY_RETRY_BASE_MS: "200" });
    const [first, second] = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    servers.push(first, second);
    expect((await postForm(first, contact.postTo, variant(contact, 7200))).status).toBe(303);

    // Wait until a copy was taken and the server no longer delays a response.
    await vi.waitFor(
      () => {
        expect(smtp!.accepted().length).toBeGreaterThanOrEqual(1);
        expect(smtp!.stalling()).toBe(0);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(overlapping(smtp.transactions)).toEqual([]);
    const [messageId] = smtp.accepted();
    expect(messageId).toMatch(/^<lead\..+@aptora\.example>$/);
    expect(smtp.accepted()).toEqual([messageId]);
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
    smtp = await startScriptedSmtpServer({ stallGreeting: true, maxMs: 30_000 });
    server = await startBuiltServer(emailOnly(smtp.url, { NOTIFY_TIMEOUT_MS: "30000" }));
    expect((await postForm(server, contact.postTo, variant(contact, 7300))).status).toBe(303);
    await vi.waitFor(() => expect(smtp!.stalling()).toBe(1), { timeout: 5000, interval: 20 });

    const exited = new Promise<number | null>((resolve) => server!.child.once("exit", (code) => resolve(code)));
    const signalled = performance.now();
    server.child.kill("SIGTERM");
    // A new connection is refused (one left open from before may still be served meanwhile).
    await vi.waitFor(() => expect(connectTo(server!.url)).rejects.toMatchObject({ code: "ECONNREFUSED" }), { timeout: 2000, interval: 50 });
    const code = await Promise.race([exited, new Promise<"running">((resolve) => setTimeout(() => resolve("running"), 12_000))]);
    expect(code).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(9000);
    // The stalled attempt's connection is closed too.
    await vi.waitFor(() => expect(smtp!.stalling()).toBe(0), { timeout: 3000, interval: 50 });
  });
});
