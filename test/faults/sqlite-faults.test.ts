// The SQLite store when its file misbehaves: another process holds the write lock, the
// database is full, the file is deleted or replaced under the running server. Pages keep
// responding, a post ends within the store's bound with the failure dialog and the values
// still in the form, health tells the truth, and a success is never shown for a lead not on disk.
import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openSchema } from "#server/store/sqlite-schema";
import { dialogs } from "#shared/forms";
import { formCases, variant } from "../support/forms";
import { postForm, startSite, type TestSite } from "../support/server";
import { expectedConsoleErrors } from "../support/setup";

const contact = formCases.find((c) => c.form === "contact")!;
const contactFields = (n: number) =>
  variant(contact, n) as { name: string; email: string; subject: string; message: string };
const FILE = "leads.sqlite";

let site: TestSite | undefined;
let holder: ChildProcess | undefined;
afterEach(async () => {
  holder?.kill("SIGKILL");
  holder = undefined;
  await site?.close();
  site = undefined;
});

/** Records of one list as the file at the store's path has them right now. */
function onDisk(dataDir: string, email: string): number {
  const file = path.join(dataDir, FILE);
  if (!existsSync(file)) return 0;
  const db = new Database(file, { readonly: true });
  try {
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'records'").get()) return 0;
    return db
      .prepare(
        "SELECT COUNT(*) AS n FROM records WHERE list = 'contactForm' AND json_extract(data, '$.email') = ?",
      )
      .pluck()
      .get(email) as number;
  } finally {
    db.close();
  }
}

/** Waits until /healthz responds with `status` (it answers with its last probe, at most HEALTH_PROBE_INTERVAL_MS old). */
const healthBecomes = (site: TestSite, status: number) =>
  vi.waitFor(async () => expect((await fetch(`${site.url}/healthz`)).status).toBe(status), {
    timeout: 10_000,
    interval: 50,
  });

/** Another process that takes the database's write lock and keeps it until killed. */
async function holdWriteLock(file: string): Promise<ChildProcess> {
  const script = `const D=require("better-sqlite3");const db=new D(${JSON.stringify(file)});db.exec("BEGIN IMMEDIATE");process.stdout.write("locked\\n");setInterval(()=>{},1000);`;
  const child = spawn(process.execPath, ["-e", script], {
    cwd: process.cwd(),
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

describe("a database locked by another process", () => {
  it("keeps pages responding while a post waits, ends the post within the bound with the failure dialog and the values, and stores it once when the lock is gone", async () => {
    expectedConsoleErrors.allow = true; // the failed write is logged
    // /healthz answers with its last probe: a short interval lets it show the lock and its end soon.
    site = await startSite({ STORE_TIMEOUT_MS: "1500", HEALTH_PROBE_INTERVAL_MS: "200" });
    const first = contactFields(1);
    expect((await postForm(site, "/Contact", first)).status).toBe(303);
    holder = await holdWriteLock(path.join(site.dataDir, FILE));

    const fields = contactFields(2);
    let settled = false;
    const post = postForm(site, "/Contact", fields).finally(() => {
      settled = true;
    });
    // The event loop is free: other visitors are served while the post waits for the lock.
    const plans = await fetch(`${site.url}/api/v1/plans`);
    const page = await fetch(`${site.url}/Contact`);
    expect([plans.status, page.status]).toEqual([200, 200]);
    expect(settled).toBe(false);

    // The lock is still held: the post ends by its own bound, not because the lock went away.
    const failed = await post;
    expect(holder.exitCode).toBeNull();
    expect(failed.status).toBe(503);
    const html = await failed.text();
    expect(html).toContain(dialogs.contact.failure.text);
    expect(html).toContain(`value="${fields.email}"`);
    expect(html).toContain(`>${fields.message}</textarea>`);
    await healthBecomes(site, 503);

    holder.kill("SIGKILL");
    await new Promise((resolve) => holder!.once("exit", resolve));
    expect((await postForm(site, "/Contact", fields)).status).toBe(303);
    expect(onDisk(site.dataDir, fields.email)).toBe(1);
    await healthBecomes(site, 200);
  });
});

describe("a full database", () => {
  it("responds to health 503 and every post either stored on disk or refused with the failure dialog and the values", async () => {
    expectedConsoleErrors.allow = true;
    const dataDir = mkdtempSync(path.join(tmpdir(), "full-"));
    // Fill the file past the cap the server will have (SQLITE_MAX_MB=1), as a full disk would be.
    const filler = openSchema(new Database(path.join(dataDir, FILE)));
    filler.exec("CREATE TABLE filler (blob BLOB)");
    const insert = filler.prepare("INSERT INTO filler VALUES (randomblob(4000))");
    filler.transaction(() => {
      for (let i = 0; i < 400; i++) insert.run();
    })();
    filler.close();

    site = await startSite({ DATA_DIR: dataDir, SQLITE_MAX_MB: "1" });
    const health = await fetch(`${site.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "unavailable", store: "sqlite" });

    let refused: Response | undefined;
    let stored = 0;
    let fields = contactFields(0);
    for (let n = 10; n < 300 && !refused; n++) {
      fields = {
        ...contactFields(n),
        message: `${"Long enough to fill pages quickly. ".repeat(40)}${n}`,
      };
      const response = await postForm(site, "/Contact", fields);
      if (response.status !== 303) refused = response;
      else {
        expect(onDisk(dataDir, fields.email)).toBe(1);
        stored += 1;
      }
    }
    // Leads that still fit are stored, on disk; the first that does not is refused, never confirmed.
    expect(stored).toBeGreaterThan(0);
    expect(refused?.status).toBe(503);
    const html = await refused!.text();
    expect(html).toContain(dialogs.contact.failure.text);
    expect(html).toContain(`value="${fields.email}"`);
    expect(onDisk(dataDir, fields.email)).toBe(0);
  });
});

describe("a database file deleted or replaced under the running server", () => {
  it("keeps confirmed leads on disk: the store notices and reopens the file at its path", async () => {
    expectedConsoleErrors.allow = true; // the reopen is logged for operators
    site = await startSite();
    const file = path.join(site.dataDir, FILE);
    const before = contactFields(100);
    expect((await postForm(site, "/Contact", before)).status).toBe(303);

    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    const afterDelete = contactFields(101);
    expect((await postForm(site, "/Contact", afterDelete)).status).toBe(303);
    expect(onDisk(site.dataDir, afterDelete.email)).toBe(1);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);

    // A file put in its place (a restore from backup) is the one written from then on.
    const spare = path.join(site.dataDir, "restored.sqlite");
    copyFileSync(file, spare);
    renameSync(spare, file);
    const afterReplace = contactFields(102);
    expect((await postForm(site, "/Contact", afterReplace)).status).toBe(303);
    expect(onDisk(site.dataDir, afterReplace.email)).toBe(1);
  });
});
