// Three server processes on one SQLite file, as behind a load balancer: exactly-once must
// hold in the store itself, not in one process's memory. Twins of one lead sent to the
// three at once end as one record; 150 different leads end as 150 records, none twice.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "../support/built-server";
import { formCases, LOCAL_DATE, variant } from "../support/forms";
import { browserKey, CLIENT_LIMITS_OFF, postForm, readRecords } from "../support/server";

const contact = formCases[1]!;
const dataDir = mkdtempSync(path.join(tmpdir(), "multi-process-"));
let servers: BuiltServer[] = [];

beforeAll(async () => {
  // 150 posts at once from one address: no limit per client (they are not what is tested), and
  // the longest store bound there is (a busy machine takes seconds for them).
  const env = {
    DATA_DIR: dataDir,
    ...CLIENT_LIMITS_OFF,
    FIREBASE_DATABASE_URL: "",
    STORE_TIMEOUT_MS: "60000",
  };
  const started = await Promise.allSettled([0, 1, 2].map(() => startBuiltServer(env)));
  servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

const records = () => readRecords(dataDir, contact.list);

/** Sends each filling to the servers in turn (post n goes to server n mod 3), all at once. */
const spread = (fillings: Array<Record<string, string>>) =>
  Promise.all(
    fillings.map((fields, n) => postForm(servers[n % servers.length]!, contact.postTo, fields)),
  );

function expectContact(record: Record<string, string>, fields: Record<string, string>) {
  expect(Object.keys(record).sort()).toEqual(contact.storedFields);
  for (const name of ["name", "email", "subject", "message"])
    expect(record[name], name).toBe(fields[name]);
  expect(record.date).toMatch(LOCAL_DATE);
}

describe("three server processes on one SQLite file", () => {
  it("runs three processes on the same data folder", () => {
    expect(servers).toHaveLength(3);
    expect(new Set(servers.map((s) => s.url)).size).toBe(3);
    expect(servers.map((s) => s.dataDir)).toEqual([dataDir, dataDir, dataDir]);
  });

  it("keeps one record of 60 identical posts without a key spread across the three at once", async () => {
    const before = records().length;
    const fields = variant(contact, 61_001);
    const responses = await spread(Array<Record<string, string>>(60).fill(fields));
    expect(responses.map((r) => r.status)).toEqual(Array(60).fill(303));
    const all = records();
    const stored = all.filter((r) => r.record.email === fields.email);
    expect(stored).toHaveLength(1);
    expectContact(stored[0]!.record, fields);
    expect(all).toHaveLength(before + 1);
  });

  it("keeps one record of 30 posts with one page's key spread across the three at once, under that key", async () => {
    const before = records().length;
    const fields: Record<string, string> = {
      ...variant(contact, 61_002),
      submissionKey: browserKey(),
    };
    const responses = await spread(Array<Record<string, string>>(30).fill(fields));
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(303));
    const all = records();
    const stored = all.filter((r) => r.record.email === fields.email);
    expect(stored.map((r) => r.key)).toEqual([fields.submissionKey]);
    expectContact(stored[0]!.record, fields);
    expect(all).toHaveLength(before + 1);
  });

  it("stores 150 different posts spread across the three at once as 150 records, none twice", async () => {
    const before = records().length;
    const fillings = Array.from({ length: 150 }, (_, n) => variant(contact, 62_000 + n));
    const responses = await spread(fillings);
    expect(responses.map((r) => r.status)).toEqual(Array(150).fill(303));
    const all = records();
    expect(all).toHaveLength(before + 150);
    const byEmail = new Map<string, Array<Record<string, string>>>();
    for (const { record } of all)
      byEmail.set(record.email!, [...(byEmail.get(record.email!) ?? []), record]);
    for (const fields of fillings) {
      const stored = byEmail.get(fields.email!) ?? [];
      expect(stored, fields.email).toHaveLength(1);
      expectContact(stored[0]!, fields);
    }
    expect(new Set(all.map((r) => r.key)).size).toBe(all.length);
  });
});
