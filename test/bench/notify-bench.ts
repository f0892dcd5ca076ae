// Lead notifications per second, against a real SMTP server (smtp-server) and a webhook
// receiver that verifies every signature, both on loopback. Part of `npm run bench`; alone:
// `npm run build && node --import tsx test/bench/notify-bench.ts`.
//
// - drain: a backlog of BENCH_NOTIFY_LEADS leads (two notifications each, email and webhook)
//   is queued while both receivers are down, made due at once, and a fresh server delivers
//   it: notifications per second from its start to the last delivery.
// - burst: the same number of new leads posted as fast as 20 clients can, while the server
//   delivers: the rate notifications arrive at (two per stored lead), and when the last was
//   delivered.
// Budget: the backlog drains at least as fast as a burst brings new notifications.
import Database from "better-sqlite3";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startBuiltServer, type BuiltServer } from "../support/built-server";
import { startSmtpServer, type TestSmtpServer } from "../support/mail";
import { newWebhookSecret } from "../support/notify";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { contactFields, inPool, isConfirmed, sendContact } from "./posts";
import { printTable } from "./table";
import { useRunFolderUntilExit } from "../support/temporary-folder";

const LEADS = Math.round(Number(process.env.BENCH_NOTIFY_LEADS ?? 500));
const CLIENTS = 20;
/** No run waits longer than this for deliveries. */
const PATIENCE_MS = 120_000;

const secret = newWebhookSecret();

const env = (smtpUrl: string, webhookUrl: string, extra: Record<string, string> = {}) => ({
  RATE_LIMIT_PER_MINUTE: "0",
  ...(process.env.NOTIFY_CONCURRENCY ? { NOTIFY_CONCURRENCY: process.env.NOTIFY_CONCURRENCY } : {}),
  SMTP_URL: smtpUrl,
  LEADS_EMAIL_FROM: "Bench Leads <leads@bench.example>",
  LEADS_EMAIL_TO: "sales@bench.example",
  LEADS_WEBHOOK_URL: webhookUrl,
  LEADS_WEBHOOK_SECRET: secret,
  ...extra,
});

interface Receivers {
  smtp: TestSmtpServer;
  hook: WebhookReceiver;
  delivered(): number;
  close(): Promise<void>;
}

/** The mail server and the webhook receiver, on free ports or on the ports of `urls`. */
async function startReceivers(urls?: { smtp: string; hook: string }): Promise<Receivers> {
  const port = (url: string | undefined) => (url === undefined ? 0 : Number(new URL(url).port));
  const smtp = await startSmtpServer({ maxClients: 256 }, port(urls?.smtp));
  const hook = await startWebhookReceiver(secret, port(urls?.hook));
  return {
    smtp,
    hook,
    delivered: () => smtp.received.length + hook.accepted().length,
    close: async () => {
      await hook.close();
      await smtp.close();
    },
  };
}

/** Resolves with the time at which `count` notifications had arrived, or rejects after PATIENCE_MS. */
async function deliveredAt(receivers: Receivers, count: number): Promise<number> {
  const until = performance.now() + PATIENCE_MS;
  while (receivers.delivered() < count) {
    if (performance.now() > until)
      throw new Error(
        `only ${receivers.delivered()} of ${count} notifications delivered in ${PATIENCE_MS / 1000} s`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now();
}

async function post(server: BuiltServer, run: string): Promise<void> {
  const outcomes = await inPool(
    Array.from({ length: LEADS }, (_, n) => contactFields(run, n)),
    CLIENTS,
    (fields) => sendContact(server.url, "page", fields),
  );
  const refused = outcomes.filter((o) => !isConfirmed(o)).length;
  if (refused > 0) throw new Error(`${refused} of ${LEADS} posts were not confirmed`);
}

/** Notifications per second that a fresh server delivers from a backlog that is all due. */
async function drain(): Promise<number> {
  // Queued while nothing listens: every first attempt fails at once and waits an hour.
  const down = await startReceivers();
  const urls = { smtp: down.smtp.url, hook: down.hook.url };
  await down.close();
  const queuing = await startBuiltServer(
    env(urls.smtp, urls.hook, { NOTIFY_RETRY_BASE_MS: "3600000" }),
  );
  await post(queuing, "drain");
  await queuing.stop();
  const db = new Database(path.join(queuing.dataDir, "leads.sqlite"));
  try {
    db.prepare(
      "UPDATE outbox SET next_attempt_at = 0, attempts = 0, lease_owner = NULL, lease_until = NULL WHERE state = 'pending'",
    ).run();
  } finally {
    db.close();
  }

  // The same ports again (the server was configured with them), now listening.
  const receivers = await startReceivers(urls);
  const server = await startBuiltServer(env(urls.smtp, urls.hook, { DATA_DIR: queuing.dataDir }));
  try {
    // From the moment it listens (its worker starts with it), without its start-up.
    const started = performance.now();
    const before = receivers.delivered();
    const done = await deliveredAt(receivers, 2 * LEADS);
    return (2 * LEADS - before) / ((done - started) / 1000);
  } finally {
    await server.stop();
    await receivers.close();
  }
}

/** How fast a burst brings notifications, and how fast they are delivered meanwhile. */
async function burst(): Promise<{ arriving: number; delivered: number; lagMs: number }> {
  const receivers = await startReceivers();
  const server = await startBuiltServer(env(receivers.smtp.url, receivers.hook.url));
  try {
    const started = performance.now();
    await post(server, "burst");
    const posted = performance.now();
    const done = await deliveredAt(receivers, 2 * LEADS);
    return {
      arriving: (2 * LEADS) / ((posted - started) / 1000),
      delivered: (2 * LEADS) / ((done - started) / 1000),
      lagMs: done - posted,
    };
  } finally {
    await server.stop();
    await receivers.close();
  }
}

/** Measures, prints a table, and says whether the budget was met. */
export async function notifyBench(): Promise<boolean> {
  process.stderr.write("  measuring lead notifications\n");
  const drained = await drain();
  const seen = await burst();
  const ok = drained >= seen.arriving;
  console.log(
    `\nLast notification of the burst delivered ${(seen.lagMs / 1000).toFixed(1)} s after the last post.`,
  );
  printTable(
    `Lead notifications: ${LEADS} leads, email and webhook each, ${CLIENTS} posting clients (loopback)`,
    [
      { title: "measure" },
      { title: "notifications/s", align: "right" },
      { title: "ratio to arrival", align: "right" },
      { title: "budget" },
    ],
    [
      ["burst arrival (2 per stored lead)", seen.arriving.toFixed(0), "1.00", ""],
      [
        "backlog drain (all due at start)",
        drained.toFixed(0),
        (drained / seen.arriving).toFixed(2),
        ok ? "ok (>= 1)" : "MISSED (< 1: slower than a burst arrives)",
      ],
      [
        "delivered during the burst",
        seen.delivered.toFixed(0),
        (seen.delivered / seen.arriving).toFixed(2),
        "",
      ],
    ],
  );
  return ok;
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  useRunFolderUntilExit();
  notifyBench().then(
    (ok) => {
      process.exitCode = ok ? 0 : 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
