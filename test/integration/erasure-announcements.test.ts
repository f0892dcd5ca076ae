// `lead.erased` survives what used to lose it: the CRM is down when a visitor erases a lead
// it had received, and the server is killed before the CRM is back. The announcement was
// stored with the erasure, so the next servers to start on the same store deliver it (one of
// them, once), signed like `lead.created`, and /healthz counts it while it waits.
import Database from "better-sqlite3";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startBuiltServer, type BuiltServer } from "../support/built-server";
import { parseMail } from "../support/mail";
import { newWebhookSecret, webhookOnlyEnv } from "../support/notify";
import { postForm } from "../support/server";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { patience } from "../support/wait";

const secret = newWebhookSecret();
const EMAIL = "leela.menon@example.com";

const keysOf = (dataDir: string, list: string) => {
  const db = new Database(path.join(dataDir, "leads.sqlite"), { readonly: true });
  try {
    return db
      .prepare<[string], { key: string }>("SELECT key FROM records WHERE list = ?")
      .all(list)
      .map((row) => row.key);
  } finally {
    db.close();
  }
};

const linkFor = (dataDir: string, email: string) => {
  const folder = path.join(dataDir, "outgoing-mail");
  let names: string[] = [];
  try {
    names = readdirSync(folder);
  } catch {
    return undefined;
  }
  for (const name of names) {
    const mail = parseMail(readFileSync(path.join(folder, name), "utf8"));
    if (!(mail.headers.to ?? "").toLowerCase().includes(email)) continue;
    const text = mail.parts.find((part) => part.contentType === "text/plain")?.text ?? "";
    const link = /https?:\/\/\S+\/my-data\/[A-Za-z0-9_.-]+/.exec(text)?.[0];
    if (link) return link;
  }
  return undefined;
};

const health = async (server: BuiltServer) =>
  (await fetch(`${server.url}/healthz`)).json() as Promise<Record<string, unknown>>;

describe("lead.erased across a CRM outage and a restart", () => {
  const servers: BuiltServer[] = [];
  let crm: WebhookReceiver | undefined;
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await crm?.close();
  });

  const env = (dataDir: string, url: string) => webhookOnlyEnv(dataDir, url, secret);

  it("is stored with the erasure and delivered by the next server once the CRM is back", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "erased-restart-"));
    crm = await startWebhookReceiver(secret);
    const first = await startBuiltServer(env(dataDir, crm.url));
    servers.push(first);
    const contact = {
      name: "Leela Menon",
      email: EMAIL,
      subject: "Batch dates",
      message: "Is there an evening batch for Azure?",
    };
    expect((await postForm(first, "/Contact", contact)).status).toBe(303);
    const [key] = keysOf(dataDir, "contactForm");
    await vi.waitFor(() => expect(crm!.accepted().map((d) => d.id)).toEqual([key]), patience);

    // The CRM goes down; the visitor erases everything through the link mailed to them.
    crm.script.push(...Array<"fail">(10_000).fill("fail"));
    expect((await postForm(first, "/my-data", { email: EMAIL })).status).toBe(303);
    const link = await vi.waitFor(() => {
      const found = linkFor(dataDir, EMAIL);
      expect(found).toBeDefined();
      return found!;
    }, patience);
    const erased = await postForm(first, new URL(link).pathname, { intent: "erase" });
    expect(erased.headers.get("location")).toBe("/my-data?erased=1");
    expect(keysOf(dataDir, "contactForm")).toEqual([]);
    // It was tried and refused; /healthz counts it as waiting.
    await vi.waitFor(
      () =>
        expect(
          crm!.deliveries.filter((d) => d.id === `${key}~erased`).length,
        ).toBeGreaterThanOrEqual(1),
      patience,
    );
    const waiting = await health(first);
    expect(waiting).toMatchObject({ status: "ok", store: "sqlite", erasures: { pending: 1 } });
    expect(
      (waiting.erasures as { oldestPendingSeconds: number }).oldestPendingSeconds,
    ).toBeGreaterThanOrEqual(0);

    // The server dies; the CRM comes back; two other servers start on the same store.
    await first.kill();
    crm.script.length = 0;
    const [second, third] = await Promise.all([
      startBuiltServer(env(dataDir, crm.url)),
      startBuiltServer(env(dataDir, crm.url)),
    ]);
    servers.push(second, third);
    const told = await vi.waitFor(() => {
      const delivery = crm!.accepted().find((d) => d.id === `${key}~erased`);
      expect(delivery).toBeDefined();
      return delivery!;
    }, patience);
    expect(told.verified).toBe(true);
    expect(told.body).toMatchObject({
      type: "lead.erased",
      data: { list: "contactForm", key, reason: "request" },
    });
    await vi.waitFor(
      async () =>
        expect((await health(second)).erasures).toEqual({ pending: 0, oldestPendingSeconds: null }),
      patience,
    );
    // Gone from the store once taken, so neither server can claim it again; and while one had
    // it leased, the other could not claim it: it was sent once.
    expect((await health(third)).erasures).toEqual({ pending: 0, oldestPendingSeconds: null });
    expect(crm.accepted().filter((d) => d.id === `${key}~erased`)).toHaveLength(1);
  });
});
