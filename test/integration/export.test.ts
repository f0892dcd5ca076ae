import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { leadSummary } from "#server/leads/summary";
import { openSqliteStore } from "#server/store/sqlite";
import { localDateTime } from "#shared/dates";
import type { LeadContext } from "#shared/forms/lead-context";

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), "export-test-"));

const cliEnv = () => ({
  ...process.env,
  DATA_DIR: dataDir,
  FIREBASE_DATABASE_URL: "",
  SITE_TIME_ZONE: "Asia/Kolkata",
});
const exportList = (list: string, format: string, ...more: string[]) =>
  run(
    process.execPath,
    ["--import", "tsx", "server/cli/export.ts", "--list", list, "--format", format, ...more],
    { env: cliEnv() },
  );
const report = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "server/cli/report.ts", ...args], { env: cliEnv() });

/** Enrollments as the form stores them, received `daysAgo` days ago, with their context. */
const enrolled = (n: number, daysAgo: number) => ({
  fullName: `Lead ${n}`,
  email: `lead${n}@example.com`,
  contactNumber: "9876543210",
  instituteName: "Nirma University",
  url: "http://localhost:3000/computerscience/aws",
  date: localDateTime(new Date(Date.now() - daysAgo * 86_400_000), "Asia/Kolkata"),
});
const spring: LeadContext = {
  plan: "Advanced",
  consent: { marketing: true, notice: "enrollment-2026-11", at: "2026-11-20T10:00:00.000Z" },
  attribution: {
    landing: "/computerscience/aws",
    utm_source: "news",
    utm_medium: "email",
    utm_campaign: "spring",
    gclid: "=cmd|x",
  },
};
const enrollments: Array<[string, ReturnType<typeof enrolled>, LeadContext | undefined]> = [
  ["-E0000001", enrolled(1, 1), spring],
  [
    "-E0000002",
    enrolled(2, 2),
    {
      plan: "Self Learning",
      // Agreed, then withdrawn (on /my-data or by an unsubscribe link).
      consent: {
        marketing: false,
        notice: "enrollment-2026-11",
        at: "2026-11-20T09:00:00.000Z",
        withdrawnAt: "2026-11-22T08:30:00.000Z",
      },
      attribution: { landing: "/" },
    },
  ],
  ["-E0000003", enrolled(3, 3), undefined],
  ["-E0000004", enrolled(4, 4), spring],
  // Older than 30 days: in the export, not in the report.
  ["-E0000005", enrolled(5, 45), spring],
];

/** The person of an enrollment: the first's for the second (joined), each its own otherwise. */
const personOf = (key: string) => `courseFormData~${key === "-E0000002" ? "-E0000001" : key}`;

const asha = {
  fullName: "Asha Rao",
  phone: "9876543210",
  email: "asha@example.com",
  course: "AWS",
  date: "3rd Mar 2025 4:05PM",
  source: "/",
};

beforeAll(async () => {
  const store = openSqliteStore({ dataDir, timeoutMs: 5000 });
  await store.put("RCB Leads", "-A0000001", asha);
  await store.put("RCB Leads", "-A0000002", {
    fullName: '=HYPERLINK("http://x")',
    phone: "+919876543210",
    email: "@evil",
    course: 'Finance, "advanced"\nline two',
    date: "-3rd",
    source: "/home",
  });
  for (const [key, record, context] of enrollments) {
    await store.insertLead({
      list: "courseFormData",
      key,
      keyFromClient: false,
      record,
      fingerprintOf: () => key,
      dedupeWindowMs: 0,
      now: Date.now(),
      ...(context ? { context } : {}),
    });
  }
  // The second enrollment has its desk row, and was found to be the first's person.
  const [, second, secondContext] = enrollments[1]!;
  await store.desk.addMissingRows([
    {
      list: "courseFormData",
      key: "-E0000002",
      summary: leadSummary("enrollment", second, secondContext),
      arrivedAt: Date.now(),
    },
  ]);
  await store.desk.update("courseFormData", "-E0000002", (row) => ({
    state: {
      status: row.status,
      owner: row.owner,
      person: "courseFormData~-E0000001",
      repeat: true,
    },
    entry: { at: Date.now(), by: "" },
  }));
  await store.close();
});

describe("npm run export", () => {
  it("prints JSON shaped like a Firebase export", async () => {
    const { stdout } = await exportList("RCB Leads", "json");
    const data = JSON.parse(stdout) as Record<string, Record<string, string>>;
    expect(Object.keys(data)).toEqual(["-A0000001", "-A0000002"]);
    expect(data["-A0000001"]).toEqual(asha);
  });

  it("prints RFC 4180 CSV with formula cells neutralised", async () => {
    const { stdout } = await exportList("RCB Leads", "csv");
    expect(stdout).toBe(
      [
        "key,fullName,phone,email,course,date,source",
        "-A0000001,Asha Rao,9876543210,asha@example.com,AWS,3rd Mar 2025 4:05PM,/",
        `-A0000002,"'=HYPERLINK(""http://x"")",'+919876543210,'@evil,"Finance, ""advanced""\nline two",'-3rd,/home`,
        "",
      ].join("\r\n"),
    );
  });

  it("prints the spec's records alone without --with-context", async () => {
    const json = JSON.parse((await exportList("courseFormData", "json")).stdout) as Record<
      string,
      unknown
    >;
    expect(json).toEqual(Object.fromEntries(enrollments.map(([key, record]) => [key, record])));
    const csv = (await exportList("courseFormData", "csv")).stdout.split("\r\n");
    expect(csv[0]).toBe("key,fullName,email,contactNumber,instituteName,url,date");
  });

  it("prints each record with its context in JSON with --with-context", async () => {
    const json = JSON.parse(
      (await exportList("courseFormData", "json", "--with-context")).stdout,
    ) as Record<string, unknown>;
    expect(json).toEqual(
      Object.fromEntries(
        enrollments.map(([key, record, context]) => [
          key,
          { ...record, context: context ?? {}, person: personOf(key) },
        ]),
      ),
    );
  });

  it("adds the context columns and the lead's person to CSV with --with-context, neutralised like every visitor value", async () => {
    const lines = (await exportList("courseFormData", "csv", "--with-context")).stdout.split(
      "\r\n",
    );
    expect(lines[0]).toBe(
      "key,fullName,email,contactNumber,instituteName,url,date,plan,consent_marketing,consent_notice,consent_at,consent_withdrawn_at," +
        "landing,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,fbclid,msclkid,referrer,person",
    );
    expect(lines[1]).toBe(
      `-E0000001,Lead 1,lead1@example.com,9876543210,Nirma University,http://localhost:3000/computerscience/aws,"${enrollments[0]![1].date}",` +
        "Advanced,true,enrollment-2026-11,2026-11-20T10:00:00.000Z,,/computerscience/aws,news,email,spring,,,'=cmd|x,,,," +
        "courseFormData~-E0000001",
    );
    expect(lines[2]).toBe(
      `-E0000002,Lead 2,lead2@example.com,9876543210,Nirma University,http://localhost:3000/computerscience/aws,"${enrollments[1]![1].date}",` +
        "Self Learning,false,enrollment-2026-11,2026-11-20T09:00:00.000Z,2026-11-22T08:30:00.000Z,/,,,,,,,,,," +
        "courseFormData~-E0000001",
    );
    expect(lines[3]).toMatch(/^-E0000003,Lead 3,.*,,,,,,,,,,,,,,,,courseFormData~-E0000003$/);
    // A lead the desk has no row for (stored before it) is a person of its own.
    const callbacks = (await exportList("RCB Leads", "csv", "--with-context")).stdout.split("\r\n");
    expect(callbacks[0]).toMatch(/,referrer,person$/);
    expect(callbacks[1]).toMatch(/^-A0000001,Asha Rao,.*,RCB Leads~-A0000001$/);
  });

  it("reports leads per form by source / medium / campaign and enrollments per plan, as tables", async () => {
    const { stdout } = await report("sources", "--since", "30d");
    expect(stdout).toBe(
      [
        "Leads per form by source / medium / campaign, last 30 days (Asia/Kolkata)",
        "",
        "form        source  medium  campaign  leads",
        "----------  ------  ------  --------  -----",
        "enrollment  (none)  (none)  (none)        2",
        "enrollment  news    email   spring        2",
        "",
        "Enrollments per plan, last 30 days",
        "",
        "plan           enrollments",
        "-------------  -----------",
        "Advanced                 2",
        "(no plan)                1",
        "Self Learning            1",
        "",
      ].join("\n"),
    );
    expect((await report("sources", "--since", "60d")).stdout).toContain(
      "enrollment  news    email   spring        3",
    );
    const oneDay = (await report("sources", "--since", "1d")).stdout;
    expect(oneDay).toContain(
      "Leads per form by source / medium / campaign, last day (Asia/Kolkata)",
    );
    expect(oneDay).toContain("Enrollments per plan, last day");
    await expect(report("sources", "--since", "month")).rejects.toMatchObject({
      stderr: expect.stringContaining("--since takes a number of days"),
    });
  });

  it("fails clearly without a list name", async () => {
    await expect(
      run(process.execPath, ["--import", "tsx", "server/cli/export.ts"], {
        env: { ...process.env, DATA_DIR: dataDir },
      }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("Name the list"),
    });
  });
});
