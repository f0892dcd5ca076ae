// A new lead form is its definition (with its line in the registry), its component and the
// page that shows it: nothing else to edit. The proof: this checkout's source is copied to a
// temporary folder, ONLY the fixture's three files (test/fixtures/fifth-form) and the
// registry's line are added, the copy is built and started, and a lead posted to the new page
// is stored in its list, mailed and sent to the webhook, exported by `npm run export`'s code
// and shown on /my-data; the page shows the form's notice, the Privacy page its section, and
// the REST gateway takes the form at its endpoint.
import { execFile } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { quietLogs } from "../support/logs";
import { parseMail, startSmtpServer, type TestSmtpServer } from "../support/mail";
import { newWebhookSecret } from "../support/notify";
import {
  CLIENT_LIMITS_OFF,
  LOOPBACK,
  postForm,
  postJson,
  readRecords,
  TEST_PRIVACY_SECRET,
  type RunningSite,
  type ServerEntry,
} from "../support/server";
import { patience } from "../support/wait";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

const run = promisify(execFile);
const SOURCE = path.resolve(".");
const FIXTURE = path.join(SOURCE, "test/fixtures/fifth-form");
const REMIX = path.join(SOURCE, "node_modules/.bin/remix");
/** What a fresh clone would not have, or what belongs to this checkout only. */
const NOT_SOURCE = new Set([
  "node_modules",
  "build",
  "data",
  "reports",
  "coverage",
  ".git",
  ".cache",
  ".stryker-tmp",
  "test-results",
]);

const FORM = "training";
const LIST = "trainingEnquiries";
const lead = {
  fullName: "Kavya Menon",
  email: "kavya.menon@example.com",
  company: "Menon Logistics",
};

/** The registry's line for the new form: its import and its key, written where the other forms' are. */
function addRegistryLine(copy: string): void {
  const file = path.join(copy, "shared/forms/registry.ts");
  const before = readFileSync(file, "utf8");
  const after = before
    .replace(
      /(import \{ newsletter \} from "\.\/definitions\/newsletter";)/,
      `$1\nimport { ${FORM} } from "./definitions/${FORM}";`,
    )
    .replace(/(export const leadForms = \{ [^}]*newsletter)( \})/, `$1, ${FORM}$2`);
  // Both places must have been found (the import names the form twice), or the copy would not have the form at all.
  expect(after.split(FORM).length - 1, "the registry's import and key").toBe(3);
  writeFileSync(file, after);
}

const buildTool = existsSync(REMIX);
if (!buildTool)
  console.warn(`fifth-form test skipped: the build tool ${REMIX} is missing (run npm ci)`);

describe.skipIf(!buildTool)(
  "a fifth lead form added as its definition, its component and its page",
  () => {
    let copy: string;
    let dataDir: string;
    let site: RunningSite;
    let url: string;
    let smtp: TestSmtpServer;
    let webhook: WebhookReceiver;
    const webhookSecret = newWebhookSecret();

    beforeAll(async () => {
      copy = mkdtempSync(path.join(tmpdir(), "fifth-form-"));
      cpSync(SOURCE, copy, {
        recursive: true,
        filter: (source) => {
          const relative = path.relative(SOURCE, source);
          return (
            !NOT_SOURCE.has(relative.split(path.sep)[0]!) &&
            relative !== path.join("public", "build")
          );
        },
      });
      symlinkSync(path.join(SOURCE, "node_modules"), path.join(copy, "node_modules"), "dir");
      // The fixture's three files, then the registry's line: nothing else changes.
      cpSync(FIXTURE, copy, { recursive: true });
      addRegistryLine(copy);
      await run(REMIX, ["build"], { cwd: copy, env: { ...process.env, NODE_ENV: "production" } });

      smtp = await startSmtpServer();
      webhook = await startWebhookReceiver(webhookSecret);
      dataDir = mkdtempSync(path.join(tmpdir(), "fifth-form-data-"));
      const entry = (await import(
        pathToFileURL(path.join(copy, "build/index.js")).href
      )) as ServerEntry;
      site = await entry.startServer(
        {
          ...process.env,
          ...CLIENT_LIMITS_OFF,
          DATA_DIR: dataDir,
          PRIVACY_SECRET: TEST_PRIVACY_SECRET,
          SITE_TIME_ZONE: "Asia/Kolkata",
          SMTP_URL: smtp.url,
          LEADS_EMAIL_FROM: "Aptora Leads <leads@aptoralearning.com>",
          LEADS_EMAIL_TO: "sales@example.com",
          // The new form's own recipients, named after its id with nothing else to declare.
          LEADS_EMAIL_TO_TRAINING: "corporate@example.com",
          LEADS_WEBHOOK_URL: webhook.url,
          LEADS_WEBHOOK_SECRET: webhookSecret,
        },
        { publicDir: path.join(copy, "public"), listen: LOOPBACK, logDestination: quietLogs() },
      );
      url = `http://127.0.0.1:${site.port}`;
    }, 600_000);

    afterAll(async () => {
      await site?.close();
      await webhook?.close();
      await smtp?.close();
      if (copy) rmSync(copy, { recursive: true, force: true });
    });

    it("shows the form on its page with its notice, and a section of its own on the Privacy page", async () => {
      const page = await fetch(`${url}/trainings`);
      expect(page.status).toBe(200);
      const html = (await page.text()).replace(/<!-- -->/g, "");
      expect(html).toContain('aria-label="Corporate training enquiry"');
      expect(html).toContain(
        "This enquiry keeps your name, email address, company, when you sent it, where your visit began (first page, campaign tags, referring site)" +
          " and your choice about course news, to propose a training for your team. We erase it after 365 days.",
      );
      expect(html).toContain('<a href="/Privacy#training">Privacy details</a>');
      const privacy = await (await fetch(`${url}/Privacy`)).text();
      expect(privacy).toMatch(
        /<section id="training" aria-labelledby="legal-\d+"><h2 id="legal-\d+">\d+\. Training enquiries<\/h2>/,
      );
    });

    it("stores a posted lead in its list, mails it and sends it to the webhook, exports it and shows it on /my-data", async () => {
      const response = await postForm({ url }, "/trainings", lead);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/trainings?sent=training#training-form");
      const success = await (await fetch(`${url}/trainings?sent=training`)).text();
      expect(success).toContain("Your training enquiry has been sent!");

      // Stored.
      const [stored] = readRecords(dataDir, LIST);
      expect(stored?.record).toEqual({
        ...lead,
        date: expect.stringMatching(/^\d{1,2}\/\d{1,2}\/\d{4}, /) as string,
      });

      // Notified: by email, to the form's own recipients, under its name, and to the webhook.
      const mail = await vi.waitFor(() => {
        const found = smtp.received.find((m) => m.rcptTo.includes("corporate@example.com"));
        if (!found) throw new Error("no lead email yet");
        return parseMail(found.raw);
      }, patience);
      expect(mail.headers.subject).toBe("Training enquiry: Kavya Menon");
      expect(mail.parts.find((p) => p.contentType === "text/plain")?.text).toContain(
        "Company: Menon Logistics",
      );
      const delivery = await vi.waitFor(() => {
        const found = webhook.deliveries.find((d) => JSON.stringify(d.body).includes(lead.email));
        if (!found) throw new Error("no webhook delivery yet");
        return found;
      }, patience);
      expect(delivery.verified).toBe(true);
      expect(delivery.body).toMatchObject({
        type: "lead.created",
        data: { form: FORM, list: LIST, record: lead },
      });

      // Exported, by the code `npm run export` runs.
      const exported = await run(
        process.execPath,
        ["--import", "tsx", "server/cli/export.ts", "--list", LIST, "--format", "json"],
        {
          cwd: copy,
          env: { ...process.env, DATA_DIR: dataDir, PRIVACY_SECRET: TEST_PRIVACY_SECRET },
        },
      );
      expect(Object.values(JSON.parse(exported.stdout) as Record<string, unknown>)).toEqual([
        expect.objectContaining(lead),
      ]);

      // Shown on /my-data, from the link mailed to the visitor.
      expect((await postForm({ url }, "/my-data", { email: lead.email })).status).toBe(303);
      const link = await vi.waitFor(() => {
        const found = smtp.received.find((m) => m.rcptTo.includes(lead.email));
        const text = found
          ? parseMail(found.raw).parts.find((p) => p.contentType === "text/plain")?.text
          : undefined;
        const address = text && /https?:\/\/\S+\/my-data\/[A-Za-z0-9_.-]+/.exec(text)?.[0];
        if (!address) throw new Error("no /my-data link yet");
        return address;
      }, patience);
      const mine = await (await fetch(new URL(new URL(link).pathname, url))).text();
      expect(mine).toContain('aria-label="Training enquiry"');
      expect(mine).toContain("Menon Logistics");
    });

    it("takes the form at its REST endpoint, as the OpenAPI document describes it", async () => {
      const document = (await (await fetch(`${url}/api/v1/openapi.json`)).json()) as {
        paths: Record<string, unknown>;
      };
      expect(Object.keys(document.paths)).toContain("/training-enquiries");
      const response = await postJson({ url }, "/training-enquiries", {
        ...lead,
        email: "api.client@example.com",
      });
      expect(response.status).toBe(201);
      expect(readRecords(dataDir, LIST).map((r) => r.record.email)).toContain(
        "api.client@example.com",
      );
    });
  },
);
